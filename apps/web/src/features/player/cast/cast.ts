import { isWebView } from '../../../shared/web-view'
/** spec 2 §4 "Casting": the states a cast goes through. */
export type CastStatus = 'idle' | 'buffering' | 'playing' | 'connected' | 'disconnected'

/** spec 2 §4 / §9: the default receiver app, language en-US, volume 1. */
export const CAST_LANGUAGE = 'en-US'
export const CAST_VOLUME = 1
/** The Cast sender script is fetched on demand; a slow or blocked fetch gives up after this. */
export const CAST_SENDER_TIMEOUT_MS = 5000

/** The i18n keys of spec 2 §4's cast messages. */
export type CastMessage =
  | 'cast_no_media'
  | 'cast_unavailable_security'
  | 'cast_not_supported'
  | 'cast_sandbox_unavailable'
  | 'cast_init_failed'
  | 'cast_connect_failed'
  | 'cast_no_devices'

/** What the browser offers, read once per cast press. */
export interface CastEnvironment {
  hasSource: boolean
  secureContext: boolean
  userAgent: string
  /** Inside a frame that may not present (no 'presentation' permission). */
  sandboxed: boolean
  /** HTMLMediaElement.remote exists (Remote Playback API). */
  remotePlayback: boolean
}

export type CastPlan =
  | { kind: 'refuse'; message: CastMessage }
  /** try the Google Cast sender (loaded on demand), then the Remote Playback API */
  | { kind: 'cast-sender'; fallback: boolean }
  | { kind: 'remote-playback' }

/** spec 2 §4: Firefox, Opera and Iron do not support casting. */
export function browserRefusesCast(userAgent: string): boolean {
  return /Firefox\/|FxiOS\/|OPR\/|Opera|Iron\//.test(userAgent)
}

/** Chromium-based desktop and Android browsers carry the Cast sender (Media Router). */
export function castSenderPossible(userAgent: string): boolean {
  return /Chrome\/|CriOS\//.test(userAgent) && !/Edg\//.test(userAgent)
}

/**
 * spec 2 §4 "Casting": a source is needed; casting requires a secure context and presentation
 * permission; Firefox, Opera and Iron refuse; web views and sandboxes have none. Chromium tries the
 * Cast sender first (MSE streams cannot go through Remote Playback there), others Remote Playback.
 */
export function castPlan(env: CastEnvironment): CastPlan {
  if (!env.hasSource) return { kind: 'refuse', message: 'cast_no_media' }
  if (!env.secureContext) return { kind: 'refuse', message: 'cast_unavailable_security' }
  if (browserRefusesCast(env.userAgent)) return { kind: 'refuse', message: 'cast_not_supported' }
  if (env.sandboxed || isWebView(env.userAgent))
    return { kind: 'refuse', message: 'cast_sandbox_unavailable' }
  if (castSenderPossible(env.userAgent)) return { kind: 'cast-sender', fallback: env.remotePlayback }
  if (env.remotePlayback) return { kind: 'remote-playback' }
  return { kind: 'refuse', message: 'cast_not_supported' }
}

/**
 * The message for a Remote Playback prompt() rejection, or null when the viewer just closed the
 * picker. `senderFailed`: the Cast sender could not initialise before (then its failure is told).
 */
export function remotePlaybackMessage(
  errorName: string | undefined,
  senderFailed: boolean,
): CastMessage | null {
  switch (errorName) {
    case 'AbortError':
      return null
    // Chromium reports a picker it could not show as dismissed: after a failed sender, that failure
    case 'NotAllowedError':
      return senderFailed ? 'cast_init_failed' : null
    case 'NotFoundError':
      return 'cast_no_devices'
    case 'NotSupportedError':
    case 'InvalidStateError':
      return senderFailed ? 'cast_init_failed' : 'cast_not_supported'
    default:
      return 'cast_connect_failed'
  }
}

/** The message for a Cast sender session error code (chrome.cast.ErrorCode), or null on cancel. */
export function castSessionMessage(code: string | undefined): CastMessage | null {
  if (code === 'cancel') return null
  if (code === 'receiver_unavailable') return 'cast_no_devices'
  return 'cast_connect_failed'
}

/** The cast framework's player states mapped to spec 2's cast states. */
export function castStatusOf(connected: boolean, playerState: string | null | undefined): CastStatus {
  if (!connected) return 'disconnected'
  switch (playerState) {
    case 'BUFFERING':
      return 'buffering'
    case 'PLAYING':
      return 'playing'
    case 'IDLE':
      return 'idle'
    default:
      return 'connected'
  }
}
