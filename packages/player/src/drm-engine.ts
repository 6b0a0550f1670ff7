// DRM streams through shaka-player (lazy chunk, only for a DRM descriptor): ClearKey via EME
// `org.w3.clearkey` with the descriptor's licence URL (or inline keys), Widevine and PlayReady too.
import type shakaNamespace from 'shaka-player'
import { DRM_ROBUSTNESS, MAX_BUFFER_LENGTH } from './constants'
import { describeDrmError } from './drm-error'
import type { RawLevel, RawTrack } from './tracks'
import type { DrmDescriptor } from './types'

/** The lazily imported shaka-player module (`await import('shaka-player')`). */
export interface ShakaModule {
  default: typeof shakaNamespace
}

type ShakaPlayer = shakaNamespace.Player

/** What the DRM engine tells the controller. */
export interface DrmEngineHost {
  onTracks(levels: RawLevel[], audio: RawTrack[], text: RawTrack[]): void
  onError(code: number, message: string, fatal: boolean): void
}

const KEY_SYSTEMS: Record<string, string> = {
  clearkey: 'org.w3.clearkey',
  widevine: 'com.widevine.alpha',
  playready: 'com.microsoft.playready',
  fairplay: 'com.apple.fps',
}

/** The stream to play: ClearKey first (works everywhere EME does), then Widevine, PlayReady, FairPlay. */
export function pickDrmStream(d: DrmDescriptor): { url: string; system: string } | null {
  const order = ['clearkey', 'widevine', 'playready', 'fairplay']
  for (const system of order) {
    const stream = d.streams.find((s) => s.type.includes(system))
    const hasKey = !!d.licence?.[system as keyof NonNullable<DrmDescriptor['licence']>]
    if (stream && (hasKey || (system === 'clearkey' && d.clearkeys))) return { url: stream.url, system }
  }
  return null
}

/** The shaka configuration for a descriptor (spec 2 §9: robustness SW_SECURE_CRYPTO). */
export function shakaConfig(d: DrmDescriptor, bandwidthEstimate: number): Record<string, unknown> {
  const servers: Record<string, string> = {}
  for (const [name, url] of Object.entries(d.licence ?? {})) {
    const system = KEY_SYSTEMS[name]
    if (system && url) servers[system] = url
  }
  const robust = { videoRobustness: [DRM_ROBUSTNESS], audioRobustness: [DRM_ROBUSTNESS] }
  return {
    drm: {
      servers,
      ...(d.clearkeys ? { clearKeys: d.clearkeys } : {}),
      advanced: { 'com.widevine.alpha': robust },
      ...(d.certificate
        ? {
            advanced: {
              'com.widevine.alpha': robust,
              'com.apple.fps': { serverCertificateUri: d.certificate },
            },
          }
        : {}),
    },
    streaming: { bufferingGoal: MAX_BUFFER_LENGTH, rebufferingGoal: 1 },
    abr: { defaultBandwidthEstimate: bandwidthEstimate },
  }
}

/** A shaka player bound to one video element. */
export class DrmEngine {
  private constructor(
    private readonly player: ShakaPlayer,
    private readonly host: DrmEngineHost,
  ) {}

  /** Builds and loads; resolves when the manifest is loaded, rejects with shaka's error. */
  static async start(
    mod: ShakaModule,
    video: HTMLVideoElement,
    d: DrmDescriptor,
    host: DrmEngineHost,
    bandwidthEstimate: number,
    /** The URL a request goes out with (the newest media token of its stream, media-token.ts). */
    rewrite: (url: string) => string = (url) => url,
  ): Promise<DrmEngine> {
    const shaka = mod.default
    shaka.polyfill.installAll()
    if (!shaka.Player.isBrowserSupported()) throw Object.assign(new Error('unsupported'), { code: 0 })
    const stream = pickDrmStream(d)
    if (!stream) throw Object.assign(new Error('no playable DRM stream'), { code: 6001 })
    const player = new shaka.Player()
    await player.attach(video)
    player.configure(shakaConfig(d, bandwidthEstimate))
    player.getNetworkingEngine()?.registerRequestFilter((_type, request) => {
      request.uris = request.uris.map(rewrite)
    })
    const engine = new DrmEngine(player, host)
    player.addEventListener('error', (e) => {
      const detail = (e as Event & { detail?: { severity?: number } }).detail
      const { code, message } = describeDrmError(detail)
      host.onError(code, message, detail?.severity === 2)
    })
    player.addEventListener('trackschanged', () => engine.emitTracks())
    await player.load(stream.url, d.startPosition ?? null)
    engine.emitTracks()
    return engine
  }

  isLive(): boolean {
    return this.player.isLive()
  }

  setLevel(id: number | 'auto'): void {
    this.player.configure({ abr: { enabled: id === 'auto' } })
    const track = this.player.getVariantTracks().find((t) => t.id === id)
    if (track) this.player.selectVariantTrack(track, true)
  }

  setAudioTrack(id: number): void {
    const track = this.player.getAudioTracks()[id]
    if (track) this.player.selectAudioTrack(track)
  }

  /**
   * shaka's native displayer shows the cues in the video's text track; outside iOS fullscreen the app
   * turns that track to 'hidden' and draws them itself (spec 2 §4), so `native` needs nothing here.
   */
  setTextTrack(id: number | null, _native = false): void {
    const track = this.player.getTextTracks().find((t) => t.id === id)
    this.player.selectTextTrack(track ?? null)
  }

  setSubtitleDisplay(_native: boolean): void {
    // see setTextTrack: the app hides or shows the native track itself
  }

  async destroy(): Promise<void> {
    await this.player.destroy()
  }

  private emitTracks(): void {
    const variants = this.player.getVariantTracks()
    const levels = variants.map((t) => ({
      id: t.id,
      height: t.height ?? 0,
      width: t.width ?? 0,
      bitrate: t.bandwidth,
    }))
    const audio = this.player
      .getAudioTracks()
      .map((t, id) => ({ id, name: t.label ?? t.language, lang: t.language, default: t.active }))
    const text = this.player
      .getTextTracks()
      .map((t) => ({ id: t.id, name: t.label ?? '', lang: t.language, forced: t.forced }))
    this.host.onTracks(levels, audio, text)
  }
}
