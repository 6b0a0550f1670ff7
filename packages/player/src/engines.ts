// The streaming engines of one controller: at most one hls.js instance (reused across switches) and
// at most one shaka-player (DRM), with the track and level commands that go to whichever runs.
import type { DrmEngine } from './drm-engine'
import type { HlsEngine } from './hls-engine'

/** The engine slots a controller drives. */
export class Engines {
  hls: HlsEngine | null = null
  drm: DrmEngine | null = null

  /** Stops both; hls.js is destroyed (`destroyHls`) or only detached from the video to be reused. */
  stop(destroyHls: boolean): void {
    if (destroyHls) return this.release()()
    this.hls?.detach()
    if (this.drm) void this.drm.destroy()
    this.drm = null
  }

  /** Empties both slots; returns what stops the engines that were in them (a switch on the other element). */
  release(): () => void {
    const { hls, drm } = this
    this.hls = null
    this.drm = null
    return () => {
      hls?.destroy()
      if (drm) void drm.destroy()
    }
  }

  /**
   * Replaces the hls.js instance with a warm (preloaded) one that `attach` attaches to the video. The
   * old one goes after: the video's source is then no longer its own, so hls.js leaves the element
   * alone instead of a synchronous `video.load()` (~20 ms of the viewer's switch).
   */
  adoptHls(engine: HlsEngine, attach: () => void): void {
    const old = this.hls
    this.hls = engine
    attach()
    old?.destroy()
  }

  setAudioTrack(id: number): void {
    this.hls?.setAudioTrack(id)
    this.drm?.setAudioTrack(id)
  }

  /**
   * Spec 2 §4: the browser draws the subtitles only in iOS fullscreen; otherwise the track stays
   * 'hidden' (cues still arrive) and the app draws them.
   */
  nativeSubtitles = false

  setTextTrack(id: number | null): void {
    this.hls?.setTextTrack(id, this.nativeSubtitles)
    this.drm?.setTextTrack(id, this.nativeSubtitles)
  }

  setNativeSubtitles(on: boolean): void {
    this.nativeSubtitles = on
    this.hls?.setSubtitleDisplay(on)
    this.drm?.setSubtitleDisplay(on)
  }

  setLevel(id: number | 'auto'): void {
    this.hls?.setLevel(id)
    this.drm?.setLevel(id)
  }
}
