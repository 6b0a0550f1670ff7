import { CAST_LANGUAGE, CAST_SENDER_TIMEOUT_MS, CAST_VOLUME, castStatusOf, type CastStatus } from './cast'

/**
 * spec 2 §4 "The cast framework script is loaded remotely": Google's Cast sender, fetched only when
 * the viewer presses cast (never in the initial bundle). The page CSP allows exactly these two
 * gstatic paths (apps/server/src/plugins/security-headers.ts).
 */
export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1'

// The small part of the Cast sender API used here (no @types package in the project).
interface CastSession {
  loadMedia(request: unknown): Promise<unknown>
  setVolume(volume: number): Promise<unknown>
  getCastDevice(): { friendlyName: string }
  endSession(stopCasting: boolean): void
}
interface CastContext {
  setOptions(options: Record<string, unknown>): void
  requestSession(): Promise<string | null | undefined>
  getCurrentSession(): CastSession | null
}
interface RemotePlayer {
  isConnected: boolean
  playerState: string | null
}
interface RemotePlayerController {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}
interface CastFramework {
  CastContext: { getInstance(): CastContext }
  RemotePlayer: new () => RemotePlayer
  RemotePlayerController: new (player: RemotePlayer) => RemotePlayerController
  RemotePlayerEventType: { ANY_CHANGE: string }
}
interface ChromeCast {
  AutoJoinPolicy: { ORIGIN_SCOPED: string }
  media: {
    DEFAULT_MEDIA_RECEIVER_APP_ID: string
    StreamType: { LIVE: string; BUFFERED: string }
    MediaInfo: new (url: string, contentType: string) => { streamType?: string }
    LoadRequest: new (media: unknown) => { autoplay?: boolean }
  }
}
interface CastWindow {
  __onGCastApiAvailable?: (available: boolean) => void
  cast?: { framework?: CastFramework }
  chrome?: { cast?: ChromeCast }
}

/** The loaded sender: the framework and chrome.cast. */
export interface CastApi {
  framework: CastFramework
  chromeCast: ChromeCast
}

let loading: Promise<CastApi | null> | null = null

function loadedApi(): CastApi | null {
  const w = window as unknown as CastWindow
  const framework = w.cast?.framework
  const chromeCast = w.chrome?.cast
  return framework && chromeCast?.media ? { framework, chromeCast } : null
}

/** Loads the Cast sender once (a failed load may be retried by the next press); null when unavailable. */
export function loadCastSender(): Promise<CastApi | null> {
  const ready = loadedApi()
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<CastApi | null>((resolve) => {
    const w = window as unknown as CastWindow
    let settled = false
    const done = (available: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(available ? loadedApi() : null)
    }
    const timer = setTimeout(() => done(false), CAST_SENDER_TIMEOUT_MS)
    w.__onGCastApiAvailable = done
    const script = document.createElement('script')
    script.src = CAST_SENDER_URL
    script.async = true
    script.onerror = () => done(false)
    document.head.appendChild(script)
  }).then((api) => {
    if (!api) loading = null
    return api
  })
  return loading
}

/** A running cast: its device and a way to end it. */
export interface CastConnection {
  device: string
  stop: () => void
}

/** Thrown with chrome.cast.ErrorCode when the session could not start. */
export class CastSessionError extends Error {
  constructor(readonly code: string | undefined) {
    super(`cast session: ${code ?? 'unknown'}`)
  }
}

/**
 * Opens the browser's device picker, then loads `url` (absolute HLS) on the default receiver with
 * language en-US and volume 1 (spec 2 §4 / §9); status changes go to `onStatus`.
 */
export async function castWithSender(
  api: CastApi,
  url: string,
  live: boolean,
  onStatus: (status: CastStatus) => void,
): Promise<CastConnection> {
  const context = api.framework.CastContext.getInstance()
  context.setOptions({
    receiverApplicationId: api.chromeCast.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
    autoJoinPolicy: api.chromeCast.AutoJoinPolicy.ORIGIN_SCOPED,
    language: CAST_LANGUAGE,
    resumeSavedSession: true,
  })
  try {
    const code = await context.requestSession()
    if (code) throw new CastSessionError(code)
  } catch (e) {
    throw e instanceof CastSessionError ? e : new CastSessionError(typeof e === 'string' ? e : undefined)
  }
  const session = context.getCurrentSession()
  if (!session) throw new CastSessionError('session_error')
  const media = new api.chromeCast.media.MediaInfo(url, 'application/x-mpegURL')
  media.streamType = live ? api.chromeCast.media.StreamType.LIVE : api.chromeCast.media.StreamType.BUFFERED
  const request = new api.chromeCast.media.LoadRequest(media)
  request.autoplay = true
  const player = new api.framework.RemotePlayer()
  const controller = new api.framework.RemotePlayerController(player)
  const onChange = () => onStatus(castStatusOf(player.isConnected, player.playerState))
  controller.addEventListener(api.framework.RemotePlayerEventType.ANY_CHANGE, onChange)
  try {
    await session.loadMedia(request)
  } catch (e) {
    controller.removeEventListener(api.framework.RemotePlayerEventType.ANY_CHANGE, onChange)
    throw new CastSessionError(typeof e === 'string' ? e : 'load_media_failed')
  }
  await session.setVolume(CAST_VOLUME).catch(() => undefined)
  onStatus('connected')
  return {
    device: session.getCastDevice().friendlyName,
    stop: () => {
      controller.removeEventListener(api.framework.RemotePlayerEventType.ANY_CHANGE, onChange)
      session.endSession(true)
      onStatus('disconnected')
    },
  }
}
