// Starting playback without hls.js: native HLS (Safari/iOS), DRM through shaka-player, packshot clips.
import { DrmEngine, type ShakaModule } from './drm-engine'
import { describeDrmError } from './drm-error'
import type { EngineContext } from './engine-context'
import type { RawLevel, RawTrack } from './tracks'
import { offeredAudioTracks, offeredLevels, offeredTextTracks } from './tracks'
import type { DrmDescriptor } from './types'

/** Plays `url` in the video element itself; a browser that plays neither MSE nor HLS gets a codec error. */
export function startNative(
  ctx: EngineContext,
  video: HTMLVideoElement,
  url: string,
  position: number | undefined,
  seq: number,
): void {
  if (!video.canPlayType('application/vnd.apple.mpegurl')) {
    return ctx.fail({ kind: 'codec', details: 'hlsUnsupported' }, { codecError: true })
  }
  ctx.engines.stop(false)
  video.src = url
  if (position !== undefined) video.currentTime = position
  ctx.store.set({ engine: 'native' })
  ctx.watchFirstFrame(video, seq)
  ctx.playVideo()
}

/** Tracks and levels as the settings menu offers them (spec 2 §4 filters). */
export function setTracks(ctx: EngineContext, levels: RawLevel[], audio: RawTrack[], text: RawTrack[]): void {
  ctx.store.set({
    levels: offeredLevels(levels),
    audioTracks: offeredAudioTracks(audio),
    textTracks: offeredTextTracks(text),
  })
}

/** Spec 2 §4 "A DRM stream goes to DRM player initialisation" (shaka-player, lazily imported). */
export async function startDrm(
  ctx: EngineContext,
  video: HTMLVideoElement,
  descriptor: DrmDescriptor,
  seq: number,
  loadShaka: () => Promise<ShakaModule>,
  bandwidth: number,
  rewrite: (url: string) => string = (url) => url,
): Promise<void> {
  ctx.engines.stop(true)
  try {
    const mod = await loadShaka()
    if (!ctx.isCurrent(seq)) return
    const host = {
      onTracks: (levels: RawLevel[], audio: RawTrack[], text: RawTrack[]) =>
        setTracks(ctx, levels, audio, text),
      onError: (code: number, message: string, fatal: boolean) => {
        if (fatal) ctx.fail({ kind: 'drm', details: String(code), code, message })
      },
    }
    const engine = await DrmEngine.start(mod, video, descriptor, host, bandwidth, rewrite)
    if (!ctx.isCurrent(seq)) return void engine.destroy()
    ctx.engines.drm = engine
    ctx.store.set({ engine: 'drm' })
    ctx.watchFirstFrame(video, seq)
    ctx.playVideo()
  } catch (e) {
    // spec 2 §8: 'DRM Error' with the message and code (the licence answer's own, 8002, parsed)
    const { code, message } = describeDrmError(e)
    if (ctx.isCurrent(seq)) ctx.fail({ kind: 'drm', details: String(code), code, message })
  }
}

/** Spec 2 §4 "Packshots play first, one by one": plays `clip` in the video element. */
export function playPackshot(ctx: EngineContext, video: HTMLVideoElement, clip: string, seq: number): void {
  ctx.engines.stop(false)
  ctx.store.set({ packshot: clip, engine: 'native' })
  video.src = clip
  ctx.watchFirstFrame(video, seq)
  ctx.playVideo()
}
