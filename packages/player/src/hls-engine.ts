// The bridge to hls.js: one instance, reused across channel switches, its events turned into
// plain calls on the controller. hls.js itself is only imported as a type here; the module comes
// from the controller's lazy `import('hls.js')`.
import type Hls from 'hls.js'
import type { AudioTrackUpdatedData, ErrorData, FragLoadingData, HlsConfig } from 'hls.js'
import { AudioStartWarm } from './audio-warm'
import type { EngineErrorInfo } from './recovery'
import type { RawLevel, RawTrack } from './tracks'

/** The lazily imported hls.js module (`await import('hls.js')`), or a fake of it in tests. */
export interface HlsModule {
  default: typeof Hls
}

/** What the engine tells the controller. */
export interface HlsEngineHost {
  onManifest(levels: RawLevel[]): void
  onLevelDetails(live: boolean, targetDuration: number): void
  onLevelSwitched(level: number): void
  onAudioTracks(tracks: RawTrack[], current: number): void
  onTextTracks(tracks: RawTrack[], current: number): void
  onError(error: EngineErrorInfo, data: ErrorData): void
  onBandwidth(bitsPerSecond: number): void
  /** hls.js asked for a fragment or loaded one (the lost-load rule, recovery.ts quietTick). */
  onFragment(): void
  /** hls.js loaded a fragment (a download that failed before works again, recovery.ts fragmentFailing). */
  onFragmentLoaded(): void
  /** Asks the browser for these URLs into its HTTP cache (hls.js asks for them a moment later). */
  onWarm(urls: string[]): void
}

function toRawTrack(t: {
  id: number
  name: string
  lang?: string | undefined
  forced: boolean
  default: boolean
}) {
  return { id: t.id, name: t.name, lang: t.lang, forced: t.forced, default: t.default }
}

/** One hls.js instance and the listeners bound to it. */
export class HlsEngine {
  private host: HlsEngineHost | null = null
  private unbind: (() => void) | null = null
  /** When the instance was created for a preload (ms, performance.now()). */
  readonly createdAt = performance.now()
  /** A cold load's live audio, asked beside the video's first fragment (audio-warm.ts). */
  private audioWarm: AudioStartWarm | null = null

  private constructor(
    readonly hls: Hls,
    private readonly Ctor: typeof Hls,
  ) {}

  /** A new instance with `config`, not attached to any media yet. */
  static create(mod: HlsModule, config: Partial<HlsConfig>): HlsEngine {
    const Ctor = mod.default
    return new HlsEngine(new Ctor(config), Ctor)
  }

  /** hls.js can play here (MSE or ManagedMediaSource). */
  static isSupported(mod: HlsModule): boolean {
    return mod.default.isSupported()
  }

  /** The URL this instance loaded last. */
  get url(): string | null {
    return this.hls.url
  }

  /** Binds the engine to a host (replacing the previous one). */
  bind(host: HlsEngineHost): void {
    this.unbind?.()
    this.host = host
    const { hls } = this
    const E = this.Ctor.Events
    const onManifest = () => this.host?.onManifest(this.levels())
    const onLevelLoaded = (_e: unknown, data: { details: { live: boolean; targetduration: number } }) =>
      this.host?.onLevelDetails(data.details.live, data.details.targetduration)
    const onLevelSwitched = (_e: unknown, data: { level: number }) => this.host?.onLevelSwitched(data.level)
    const onAudio = () => this.emitAudio()
    const onText = () => this.emitText()
    const onFrag = () => {
      this.host?.onFragment()
      this.host?.onFragmentLoaded()
      this.host?.onBandwidth(hls.bandwidthEstimate)
    }
    const onFragLoading = (_e: unknown, { frag }: FragLoadingData) => {
      this.host?.onFragment()
      const type: string = frag.type
      if (type === 'audio') this.audioWarm?.audioLoading()
      else if (type === 'main' && frag.sn !== 'initSegment')
        this.audioWarm?.videoFragment(frag, hls.startPosition)
    }
    const onAudioUpdated = (_e: unknown, data: AudioTrackUpdatedData) =>
      this.audioWarm?.audioPlaylist(data.details)
    const onError = (_e: unknown, d: ErrorData) => {
      const info: EngineErrorInfo = {
        type: d.type,
        details: d.details,
        fatal: d.fatal,
        httpStatus: d.response?.code,
      }
      this.host?.onError(info, d)
    }
    hls.on(E.MANIFEST_PARSED, onManifest)
    hls.on(E.LEVEL_LOADED, onLevelLoaded)
    hls.on(E.LEVEL_SWITCHED, onLevelSwitched)
    hls.on(E.AUDIO_TRACKS_UPDATED, onAudio)
    hls.on(E.AUDIO_TRACK_SWITCHED, onAudio)
    hls.on(E.SUBTITLE_TRACKS_UPDATED, onText)
    hls.on(E.SUBTITLE_TRACK_SWITCH, onText)
    hls.on(E.FRAG_LOADED, onFrag)
    hls.on(E.FRAG_LOADING, onFragLoading)
    hls.on(E.AUDIO_TRACK_UPDATED, onAudioUpdated)
    hls.on(E.ERROR, onError)
    const offs = [
      () => hls.off(E.MANIFEST_PARSED, onManifest),
      () => hls.off(E.LEVEL_LOADED, onLevelLoaded),
      () => hls.off(E.LEVEL_SWITCHED, onLevelSwitched),
      () => hls.off(E.AUDIO_TRACKS_UPDATED, onAudio),
      () => hls.off(E.AUDIO_TRACK_SWITCHED, onAudio),
      () => hls.off(E.SUBTITLE_TRACKS_UPDATED, onText),
      () => hls.off(E.SUBTITLE_TRACK_SWITCH, onText),
      () => hls.off(E.FRAG_LOADED, onFrag),
      () => hls.off(E.FRAG_LOADING, onFragLoading),
      () => hls.off(E.AUDIO_TRACK_UPDATED, onAudioUpdated),
      () => hls.off(E.ERROR, onError),
    ]
    this.unbind = () => offs.forEach((off) => off())
  }

  /** Loads `url` into `video` from `startPosition` (-1: live edge / start); reuses the instance. */
  load(video: HTMLVideoElement, url: string, startPosition: number): void {
    const { hls } = this
    hls.config.startPosition = startPosition
    if (hls.media) hls.detachMedia()
    this.audioWarm = new AudioStartWarm((urls) => this.host?.onWarm(urls))
    hls.loadSource(url)
    hls.attachMedia(video)
  }

  /**
   * Attaches a preloaded instance (manifest and first fragment already fetched) to `video`. Facts
   * that arrived before the switch are replayed so the host sees the same sequence as a cold load.
   */
  adopt(video: HTMLVideoElement): void {
    const { hls, host } = this
    this.audioWarm = null // the warm instance has asked for its audio already
    hls.attachMedia(video)
    if (!host) return
    if (hls.levels.length > 0) {
      host.onManifest(this.levels())
      const details = hls.levels[hls.loadLevel]?.details ?? hls.levels[0]?.details
      if (details) host.onLevelDetails(details.live, details.targetduration)
      this.emitAudio()
      this.emitText()
    }
  }

  /**
   * Zap speed (issue 11): no switch up before the first frame. The start level's first fragments go
   * first; a remembered high bandwidth would otherwise have hls.js ask a higher level's playlist, init
   * and fragment while they are still on their way. `releaseLevel` once the first frame is shown.
   */
  holdStartLevel(): void {
    const start = this.hls.config.startLevel
    if (start !== undefined && start >= 0) this.hls.autoLevelCapping = start
  }

  releaseLevel(): void {
    this.hls.autoLevelCapping = -1
  }

  startLoad(position: number): void {
    this.hls.startLoad(position)
  }

  stopLoad(): void {
    this.hls.stopLoad()
  }

  recoverMediaError(): void {
    this.hls.recoverMediaError()
  }

  /** Spec 2 §4: on mobile an internal exception removes the top quality level. */
  removeTopLevel(): void {
    const top = this.hls.levels.length - 1
    if (top > 0) this.hls.removeLevel(top)
  }

  setLevel(id: number | 'auto'): void {
    // nextLevel switches at the next fragment, without flushing what is buffered
    this.hls.nextLevel = id === 'auto' ? -1 : id
  }

  setAudioTrack(id: number): void {
    // NOTE: hls.js switches even to the track it plays when that track is live: it flushes the audio
    // and loads it again (a stall; on a switch, the first frame waits for it)
    if (this.hls.audioTrack !== id) this.hls.audioTrack = id
  }

  /** `native`: the browser shows the cues (iOS fullscreen); else the track is 'hidden' for the app to draw. */
  setTextTrack(id: number | null, native = false): void {
    this.hls.subtitleTrack = id ?? -1
    this.hls.subtitleDisplay = id !== null && native
  }

  setSubtitleDisplay(native: boolean): void {
    this.hls.subtitleDisplay = native && this.hls.subtitleTrack >= 0
  }

  /** The wall-clock time of the playhead (EXT-X-PROGRAM-DATE-TIME), ms since epoch. */
  playingDate(): number | null {
    return this.hls.playingDate?.getTime() ?? null
  }

  /** The position hls.js would start a live stream at, or null. */
  liveSyncPosition(): number | null {
    return this.hls.liveSyncPosition
  }

  detach(): void {
    if (this.hls.media) this.hls.detachMedia()
  }

  destroy(): void {
    this.unbind?.()
    this.unbind = null
    this.host = null
    this.hls.destroy()
  }

  private levels(): RawLevel[] {
    return this.hls.levels.map((l, id) => ({
      id,
      height: l.height,
      width: l.width,
      bitrate: l.bitrate,
      name: l.name || undefined,
    }))
  }

  private emitAudio(): void {
    this.host?.onAudioTracks(this.hls.audioTracks.map(toRawTrack), this.hls.audioTrack)
  }

  private emitText(): void {
    this.host?.onTextTracks(this.hls.subtitleTracks.map(toRawTrack), this.hls.subtitleTrack)
  }
}
