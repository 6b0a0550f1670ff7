// The player controller: one video element, one typed state, commands in, events out (spec 2 §4).
// Its parts: source.ts (what to load), engines.ts (hls.js / shaka slots), engine-starts.ts (native, DRM,
// packshots), engine-errors.ts (recovery applied), video-binding.ts (video events), long-cut.ts.
import type { ErrorData, HlsConfig } from 'hls.js'
import { CONNECTION_RETRY_FLAG_MS } from './constants'
import type { ShakaModule } from './drm-engine'
import type { EngineContext } from './engine-context'
import { applyRecovery } from './engine-errors'
import { playPackshot, startDrm, startNative } from './engine-starts'
import { Engines } from './engines'
import { BandwidthMemory, buildHlsConfig } from './hls-config'
import { HlsEngine, type HlsModule } from './hls-engine'
import { warmUrl } from './http-warm'
import { initialPlayerState } from './initial-state'
import { clampVolume, decidePlayPause, nearestRate, type PlayPauseDecision } from './live-rules'
import { LongCutTimer } from './long-cut'
import { renewalDelayMs, TokenBook } from './media-token'
import { OnlineWatcher } from './online-watcher'
import { Preloader, type PreloaderOptions } from './preloader'
import {
  INITIAL_COUNTERS,
  decideRecovery,
  errorStateFor,
  nextVideoErrorRetry,
  quietTick,
  stallTick,
  type EngineErrorInfo,
  type RecoveryCounters,
} from './recovery'
import { inlinePlaylists, isLiveSource, posterOf, preferredUrl, startOf } from './source'
import { StateStore } from './store'
import { SwitchHold } from './switch-hold'
import { InlinePlaylistStore, rewritingLoader } from './token-loader'
import { offeredAudioTracks, offeredLevels, offeredTextTracks, type RawLevel, type RawTrack } from './tracks'
import type { PlayerError, PlayerEvent, PlayerListener, PlayerSource, PlayerState } from './types'
import { bindVideo } from './video-binding'
import { VideoPair } from './video-pair'
import { readVideo } from './video-sync'
import { ZapTimer } from './zap-timer'

export { preferredUrl } from './source'

/** How long after zap() the app's load() of the same source is taken as the same switch, ms. */
export const ZAP_ABSORB_MS = 10_000

/** A state with the channel's picture on screen: a switch from it is told at its first frame. */
const ON_SCREEN: ReadonlySet<PlayerState['status']> = new Set(['playing', 'waiting', 'paused'])

/** Options of a PlayerController; everything has a production default. */
export interface PlayerControllerOptions {
  /** The hls.js loader; default `() => import('hls.js')` (its own chunk). */
  loadHls?: () => Promise<HlsModule>
  /** The shaka-player loader, only used for DRM; default `() => import('shaka-player')`. */
  loadShaka?: () => Promise<ShakaModule>
  /**
   * The app re-asks its stream answer and returns the new source (spec 2 §4 refresh, "P5"): on a 403
   * of a playlist or segment (once per load, then the error), and before the media token of the
   * source ends (issue 8: the new token is used from the next request on, playback goes on).
   */
  onForbidden?: () => Promise<PlayerSource | null>
  /** Connection watcher; default a new OnlineWatcher on `/media/online_check.txt`; null for none. */
  onlineWatcher?: OnlineWatcher | null
  /** Mobile rules (an internal exception removes the top quality level). */
  isMobile?: boolean
  bandwidth?: BandwidthMemory
  preload?: PreloaderOptions
  /** hls.js settings over the spec's (e.g. the trailer player's buffers of spec 2 §9). */
  hlsConfig?: Partial<HlsConfig>
  /** How a URL is fetched into the HTTP cache ahead of hls.js (audio-warm.ts); default `warmUrl`. */
  warmUrl?: (url: string) => void
  /**
   * A second video element in the same place as the first, hidden: channel switches start on it and the
   * two change places at the first frame (video-pair.ts, zap speed). Without it every load plays on one.
   */
  spareVideo?: HTMLVideoElement | null
}

/** The framework-free player: load a source, send commands, subscribe to one immutable state. */
export class PlayerController {
  private readonly store = new StateStore<PlayerState>(initialPlayerState())
  private readonly listeners = new Set<PlayerListener>()
  private readonly bandwidth: BandwidthMemory
  private readonly watcher: OnlineWatcher | null
  private readonly ownsWatcher: boolean
  private readonly preloader: Preloader
  private readonly zapTimer = new ZapTimer()
  private readonly engines = new Engines()
  /** The newest media token of each stream: every request goes out with it (media-token.ts). */
  private readonly tokens = new TokenBook()
  private readonly inlinePlaylists = new InlinePlaylistStore()
  private readonly switchHold = new SwitchHold(this.store, () => this.reveal())
  private readonly pair: VideoPair
  private renewTimer: ReturnType<typeof setTimeout> | null = null
  private readonly ctx: EngineContext
  private readonly longCut: LongCutTimer
  private hlsModule: Promise<HlsModule> | null = null
  /** The hls.js module once loaded: later switches start without waiting a microtask turn. */
  private hlsLoaded: HlsModule | null = null
  private counters: RecoveryCounters = INITIAL_COUNTERS
  private seq = 0
  private targetDuration = 0
  private videoErrorRetries = 0
  /** Where the lasting video error began: its retries seek from here (null: no video error). */
  private videoErrorFrom: number | null = null
  private refreshing = false
  private wasOffline = false
  private packshots: string[] = []
  private resumeAt: number | undefined
  /** A switch started by zap(): the app's load() of the same URL that follows is absorbed. */
  private pendingZap: { url: string; at: number } | null = null
  private ticker: ReturnType<typeof setInterval> | null = null
  /** Seconds the current stall has gone on since it was last counted (recovery.ts stallTick). */
  private stalledFor = 0
  /** Seconds since hls.js last asked for or loaded a fragment or reported an error (quietTick). */
  private quietFor = 0
  private retryFlagTimer: ReturnType<typeof setTimeout> | null = null
  private readonly offs: (() => void)[] = []

  constructor(
    video: HTMLVideoElement | null,
    private readonly options: PlayerControllerOptions = {},
  ) {
    this.pair = new VideoPair(video, options.spareVideo)
    this.bandwidth = options.bandwidth ?? new BandwidthMemory()
    const pair = this.pair
    this.ctx = {
      get video() {
        return pair.current
      },
      store: this.store,
      engines: this.engines,
      isCurrent: (seq) => seq === this.seq,
      fail: (error, extra, destroy) => this.fail(error, extra, destroy),
      playVideo: () => this.playVideo(),
      watchFirstFrame: (v, seq) => this.zapTimer.watch(v, seq, (ms) => this.onFirstFrame(seq, ms)),
      emit: (event) => this.emit(event),
    }
    this.longCut = new LongCutTimer((offlineLong) => this.store.set({ offlineLong }))
    this.ownsWatcher = options.onlineWatcher === undefined
    this.watcher = options.onlineWatcher === undefined ? new OnlineWatcher() : options.onlineWatcher
    if (this.watcher) this.offs.push(this.watcher.subscribe((online) => this.onConnection(online)))
    this.preloader = new Preloader(
      () => this.loadHlsModule(),
      (mod) => this.hlsConfig(mod),
      options.preload,
    )
    for (const element of [video, video && options.spareVideo]) {
      if (!element) continue
      this.offs.push(
        bindVideo(element, this.ctx, {
          onVideoErrorCleared: () => {
            this.videoErrorRetries = 0
            this.videoErrorFrom = null
          },
          packshotDone: () => this.packshotDone(),
          sync: () => this.sync(),
        }),
      )
    }
    this.ticker = setInterval(() => this.tick(), 1000)
  }

  /** The video element the stream plays on (of two, `spareVideo`: the one a switch went to). */
  private get video(): HTMLVideoElement | null {
    return this.pair.current
  }

  /** The current state (immutable; a new object on every change). */
  getState(): PlayerState {
    return this.store.get()
  }

  /** Calls `listener` with every new state; returns the unsubscribe function. */
  subscribe(listener: (state: PlayerState) => void): () => void {
    return this.store.subscribe((s) => listener(s))
  }

  /** Adds a plugin (stats, ads, analytics) receiving every PlayerEvent; returns the detach function. */
  attachListener(listener: PlayerListener): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Milliseconds from the last `load()` to its first rendered frame, or null. */
  get lastZapMs(): number | null {
    return this.store.get().lastZapMs
  }

  /** Loads and plays a source: hls_mbr then hls; DRM through shaka-player; packshots first. */
  load(source: PlayerSource): Promise<void> {
    if (this.absorbs(source)) return Promise.resolve()
    this.counters = INITIAL_COUNTERS
    this.packshots = source.kind === 'hls' ? [...(source.packshots ?? [])] : []
    return this.start(source, startOf(source), true)
  }

  /**
   * Starts a channel switch at once, on the viewer's click or key (zap speed, issue 3), before the app
   * has rendered the new channel: the app's own load() of the same source within ZAP_ABSORB_MS is then
   * absorbed instead of starting over.
   */
  zap(source: PlayerSource): Promise<void> {
    const url = preferredUrl(source)
    const started = this.load(source)
    this.pendingZap = url ? { url, at: performance.now() } : null
    return started
  }

  /** Keeps a neighbour channel warm so that `load()` of it starts fast (up to 2 kept). */
  preload(source: PlayerSource): void {
    const url = source.kind === 'hls' ? preferredUrl(source) : null
    if (!url || url === this.store.get().url) return
    this.keepInlinePlaylists(source)
    void this.preloader.preload(url)
  }

  /** After an error: loads the same source again at the same position (live: the live edge). */
  retry(): Promise<void> {
    const { source } = this.store.get()
    if (!source) return Promise.resolve()
    this.counters = INITIAL_COUNTERS
    const position = this.resumePosition()
    // NOTE: a fresh hls.js instance: reloading one left in a fatal network error spins its task loop
    this.engines.stop(true)
    return this.start(source, position, false)
  }

  play(): void {
    this.playVideo()
  }

  pause(): void {
    this.video?.pause()
  }

  /** Spec 2 §4 play/pause with the live rules; returns what it decided (refusals are the app's to show). */
  togglePlay(options: { hasArchive?: boolean } = {}): PlayPauseDecision {
    const s = this.store.get()
    const decision = decidePlayPause({
      playing: !!this.video && !this.video.paused,
      live: s.live,
      hasArchive: options.hasArchive ?? true,
      errorCount: s.errorCount,
    })
    if (decision.kind === 'play') this.play()
    else if (decision.kind === 'pause') this.pause()
    else if (decision.kind === 'toggle-mute') this.setMuted(!s.muted)
    return decision
  }

  seek(seconds: number): void {
    if (!this.video) return
    const { seekableStart, seekableEnd } = this.store.get()
    const end = seekableEnd > seekableStart ? seekableEnd : Infinity
    this.video.currentTime = Math.min(Math.max(seconds, seekableStart), end)
  }

  setVolume(volume: number): void {
    const v = clampVolume(volume)
    if (this.video) this.video.volume = v
    this.store.set({ volume: v })
  }

  setMuted(muted: boolean): void {
    if (this.video) this.video.muted = muted || this.store.get().blackout
    this.store.set({ muted })
  }

  /**
   * Spec 2 §4 "Blackout": while the app covers a programme without catch-up with the mattress, the
   * stream under it is not heard; the viewer's own mute choice is kept for afterwards.
   */
  setBlackout(on: boolean): void {
    const s = this.store.get()
    if (s.blackout === on) return
    if (this.video) this.video.muted = on || s.muted
    this.store.set({ blackout: on })
  }

  setRate(rate: number): void {
    const r = this.store.get().live ? 1 : nearestRate(rate)
    if (this.video) this.video.playbackRate = r
    this.store.set({ rate: r })
  }

  setAudioTrack(id: number): void {
    this.engines.setAudioTrack(id)
    this.store.set({ audioTrack: id })
  }

  /**
   * Chooses the subtitles (null: off). `locked` (spec 2 §4 forced DRM subtitles) keeps them on: later
   * choices are refused until the next load.
   */
  setTextTrack(id: number | null, locked = false): void {
    if (this.store.get().textTrackLocked && !locked) return
    this.engines.setTextTrack(id)
    this.store.set({ textTrack: id, textTrackLocked: locked })
  }

  /**
   * Spec 2 §4: the stream's subtitles are drawn by the app (custom) everywhere but iOS fullscreen, where
   * the browser's own rendering is turned on with this.
   */
  setNativeSubtitles(on: boolean): void {
    this.engines.setNativeSubtitles(on)
  }

  setLevel(id: number | 'auto'): void {
    this.engines.setLevel(id)
    this.store.set({ level: id })
  }

  /** Stops everything and releases the video element. */
  destroy(): void {
    this.seq++
    this.switchHold.end()
    if (this.ticker) clearInterval(this.ticker)
    if (this.retryFlagTimer) clearTimeout(this.retryFlagTimer)
    if (this.renewTimer) clearTimeout(this.renewTimer)
    this.longCut.stop()
    this.offs.forEach((off) => off())
    this.engines.stop(true)
    this.pair.destroy()
    this.preloader.destroy()
    if (this.ownsWatcher) this.watcher?.destroy()
    this.listeners.clear()
  }

  // ---- loading ----

  /** The playlists the stream answer carried are read from memory by the loader (a round trip less each). */
  private keepInlinePlaylists(source: PlayerSource): void {
    for (const { url, text } of inlinePlaylists(source)) this.inlinePlaylists.keep(url, text)
  }

  private hlsConfig(mod: HlsModule): Partial<HlsConfig> {
    return {
      ...buildHlsConfig(this.bandwidth.get()),
      // NOTE: hls.js keeps the playlist URLs it loaded; each request goes out with the newest token
      loader: rewritingLoader(
        mod.default.DefaultConfig.loader,
        (url) => this.tokens.rewrite(url),
        this.inlinePlaylists,
      ),
      ...this.options.hlsConfig,
    }
  }

  /** Issue 8: the stream answer is re-asked before its media token ends; the newer token is noted. */
  private scheduleRenewal(source: PlayerSource, seq: number): void {
    if (this.renewTimer) clearTimeout(this.renewTimer)
    this.renewTimer = null
    const delay = renewalDelayMs(source)
    if (delay === null || !this.options.onForbidden) return
    this.renewTimer = setTimeout(() => void this.renew(seq), delay)
  }

  private async renew(seq: number): Promise<void> {
    if (seq !== this.seq || this.refreshing) return
    const next = await (this.options.onForbidden?.() ?? Promise.resolve(null)).catch(() => null)
    // refused or failed: the stream plays on until its token ends; the 403 then takes the P5 path
    if (seq !== this.seq || !next) return
    this.tokens.note(next)
    this.store.set({ source: next })
    // a new token is a new expiry: a later 403 gets its one refresh again ("one per expiry")
    this.counters = { ...this.counters, forbiddenRefreshed: false }
    this.scheduleRenewal(next, seq)
  }

  private loadHlsModule(): Promise<HlsModule> {
    this.hlsModule ??= (this.options.loadHls ?? (() => import('hls.js')))().then((mod) => {
      this.hlsLoaded = mod
      return mod
    })
    return this.hlsModule
  }

  private loadShaka(): Promise<ShakaModule> {
    return (this.options.loadShaka ?? (() => import('shaka-player')))()
  }

  /**
   * Starts `source`. Its new state reaches the subscribers once the start's synchronous part is done (the
   * load has asked for its first request): a render of it (React's, queued as a microtask) would
   * otherwise run before the loader's answer of an inline master playlist and hold back the playlists'
   * requests (zap speed, issue 11). An async start (DRM, the first hls.js import) is released at its await.
   */
  private start(source: PlayerSource, position: number | undefined, fresh: boolean): Promise<void> {
    this.store.hold()
    try {
      return this.startNow(source, position, fresh)
    } finally {
      this.store.release()
    }
  }

  private async startNow(source: PlayerSource, position: number | undefined, fresh: boolean): Promise<void> {
    const seq = ++this.seq
    const url = preferredUrl(source)
    const live = isLiveSource(source)
    this.refreshing = false
    this.videoErrorRetries = 0
    this.videoErrorFrom = null
    this.stalledFor = 0
    this.quietFor = 0
    this.resumeAt = position
    const errorState = errorStateFor(!!this.video, url)
    const kept = this.store.get()
    // a switch from a channel on screen (or from a held switch: the same picture is still on screen) is
    // told at its first frame (start() holds until this is decided)
    const onScreen = ON_SCREEN.has(kept.status) || this.switchHold.holding
    if (fresh && errorState !== 2 && onScreen) this.switchHold.begin()
    else this.switchHold.end()
    this.store.set({
      ...initialPlayerState({ volume: kept.volume, muted: kept.muted }),
      // a live stream plays at 1× (offeredRates); the archive keeps the viewer's speed
      rate: live ? 1 : kept.rate,
      status: errorState === 2 ? 'idle' : 'loading',
      source,
      url,
      live,
      poster: posterOf(source),
      errorState,
      offline: kept.offline,
      offlineLong: kept.offlineLong,
      connectionRetry: kept.connectionRetry,
      lastZapMs: fresh ? null : kept.lastZapMs,
      shownVideo: this.pair.shown, // a hold that ended above may have shown the other element
    })
    if (fresh) this.zapTimer.start(seq)
    this.tokens.note(source)
    this.scheduleRenewal(source, seq)
    this.emit({ type: 'loadstart', url })
    // a held switch of hls.js goes to the hidden element (video-pair.ts); any other start to the shown one
    const spare =
      this.switchHold.holding &&
      source.kind !== 'drm' &&
      this.packshots.length === 0 &&
      !!this.hlsLoaded &&
      HlsEngine.isSupported(this.hlsLoaded) &&
      this.pair.canSwitch()
    if (!spare) this.reveal()
    // spec 2 §4: no stream URL means reset
    if (errorState === 2 || !this.video || !url) return this.engines.stop(true)
    if (spare && !this.pair.pending) this.pair.beginSwitch(this.engines.release())
    const video = this.video
    if (live) video.playbackRate = 1
    if (kept.blackout) video.muted = kept.muted // a new load starts outside the blackout
    if (this.packshots.length > 0) return this.nextPackshot(video, seq)
    if (source.kind === 'drm') {
      return startDrm(
        this.ctx,
        video,
        source.descriptor,
        seq,
        () => this.loadShaka(),
        this.bandwidth.get(),
        (u) => this.tokens.rewrite(u),
      )
    }
    // NOTE: once loaded, no await: a switch attaches in the viewer's key or click task (zap speed)
    const mod = this.hlsLoaded ?? (await this.loadHlsModule())
    if (seq !== this.seq) return
    if (!HlsEngine.isSupported(mod)) return startNative(this.ctx, video, url, position, seq)
    this.engines.drm = null
    const warm = fresh ? this.preloader.take(url) : null
    if (fresh && !warm) this.keepInlinePlaylists(source)
    if (warm) {
      this.engines.adoptHls(warm, () => {
        warm.bind(this.engineHost(seq))
        warm.adopt(video)
      })
    } else {
      const hls = (this.engines.hls ??= HlsEngine.create(mod, this.hlsConfig(mod)))
      hls.bind(this.engineHost(seq))
      hls.load(video, url, live || position === undefined ? -1 : position)
    }
    // a switch (its first frame is watched) stays on the start level until that frame; any other start
    // (a retry, after the packshots) is not held
    if (fresh) this.engines.hls?.holdStartLevel()
    else this.engines.hls?.releaseLevel()
    this.store.set({ engine: 'hls' })
    this.ctx.watchFirstFrame(video, seq)
  }

  /** A switch on the hidden element is shown (its first frame, an error, the hold is over). */
  private reveal(): void {
    if (this.pair.reveal()) this.store.set({ shownVideo: this.pair.shown })
  }

  private nextPackshot(video: HTMLVideoElement, seq: number): void {
    const clip = this.packshots.shift()
    if (clip) playPackshot(this.ctx, video, clip, seq)
  }

  private packshotDone(): void {
    const { source, packshot } = this.store.get()
    if (!packshot || !source || !this.video) return
    this.store.set({ packshot: null })
    if (this.packshots.length > 0) return this.nextPackshot(this.video, this.seq)
    this.video.removeAttribute('src')
    void this.start(source, startOf(source), false)
  }

  private playVideo(): void {
    this.video?.play().catch((e: unknown) => {
      // NOTE: autoplay refused (no user gesture yet): show paused with the play button
      if ((e as { name?: string }).name === 'NotAllowedError') this.store.set({ status: 'paused' })
    })
  }

  /** load() of what zap() started a moment ago, still loading or playing: nothing to do. */
  private absorbs(source: PlayerSource): boolean {
    const pending = this.pendingZap
    this.pendingZap = null
    if (!pending || performance.now() - pending.at > ZAP_ABSORB_MS) return false
    const s = this.store.get()
    return preferredUrl(source) === pending.url && s.url === pending.url && s.status !== 'error'
  }

  private resumePosition(): number | undefined {
    const s = this.store.get()
    if (s.live) return undefined
    return s.currentTime > 0 ? s.currentTime : this.resumeAt
  }

  // ---- engine events ----

  private engineHost(seq: number) {
    const current = () => seq === this.seq
    return {
      onManifest: (levels: RawLevel[]) => {
        if (!current()) return
        this.store.set({ levels: offeredLevels(levels) })
        this.playVideo()
      },
      // NOTE: `live` stays the source's: a catch-up playlist may be open-ended, yet it is archive
      onLevelDetails: (_live: boolean, targetDuration: number) => {
        if (current()) this.targetDuration = targetDuration
      },
      onLevelSwitched: (level: number) => {
        if (!current()) return
        this.store.set({ playingLevel: level })
        this.emit({ type: 'levelswitch', level })
      },
      onAudioTracks: (tracks: RawTrack[], cur: number) => {
        if (current())
          this.store.set({ audioTracks: offeredAudioTracks(tracks), audioTrack: cur >= 0 ? cur : null })
      },
      onTextTracks: (tracks: RawTrack[], cur: number) => {
        if (current())
          this.store.set({ textTracks: offeredTextTracks(tracks), textTrack: cur >= 0 ? cur : null })
      },
      onError: (info: EngineErrorInfo, data: ErrorData) => {
        if (!current()) return
        this.quietFor = 0
        this.onEngineError(info, data)
      },
      onBandwidth: (bps: number) => this.bandwidth.set(bps),
      onFragment: () => {
        if (current()) this.quietFor = 0
      },
      onFragmentLoaded: () => {
        if (current() && this.counters.fragmentFailing)
          this.counters = { ...this.counters, fragmentFailing: false }
      },
      onWarm: (urls: string[]) => {
        const warm = this.options.warmUrl ?? ((url: string) => void warmUrl(url))
        // the same URL hls.js will ask for: with the newest token (hlsConfig's loader)
        if (current()) for (const url of urls) warm(this.tokens.rewrite(url))
      },
    }
  }

  private onEngineError(info: EngineErrorInfo, data: ErrorData): void {
    if (this.refreshing) return
    if (info.type === 'networkError') this.watcher?.reportFailure()
    // a cut longer than hls.js's retries: a clear error now; the reconnect reloads by itself
    if (info.fatal && info.type === 'networkError' && this.watcher && !this.watcher.isOnline) {
      return this.fail({ kind: 'download', details: info.details, url: data.url })
    }
    const decision = decideRecovery(info, this.counters, { isMobile: !!this.options.isMobile })
    this.counters = decision.counters
    this.store.set({ errorCount: this.counters.errorCount })
    if (decision.action.kind === 'video-error') this.videoErrorRetries = 0
    applyRecovery(this.ctx, decision.action, info, data, () => void this.refreshToken())
  }

  /**
   * Spec 2 §4: a 403 refreshes the token once (the app's onForbidden gives a new source) and reloads.
   * Archive resumes where the picture was, whatever start the new source names; live at the edge.
   */
  private async refreshToken(): Promise<void> {
    const seq = this.seq
    const position = this.resumePosition()
    this.refreshing = true
    this.engines.hls?.stopLoad()
    const next = this.options.onForbidden ? await this.options.onForbidden().catch(() => null) : null
    if (seq !== this.seq) return
    if (!next) return this.fail({ kind: 'forbidden', details: 'tokenRefreshFailed', code: 403 }, {}, true)
    const counters = this.counters
    await this.start(next, position ?? startOf(next), false)
    this.counters = counters // the refresh belongs to the same load: a second 403 is final
  }

  private fail(error: PlayerError, extra: Partial<PlayerState> = {}, destroy = false): void {
    this.resumeAt = this.resumePosition()
    if (destroy) {
      this.engines.stop(true)
      if (this.renewTimer) clearTimeout(this.renewTimer)
      this.renewTimer = null
    }
    this.store.set({ status: 'error', error, ...extra })
    this.switchHold.end()
    this.emit({ type: 'error', error })
  }

  private onConnection(online: boolean): void {
    this.store.set({ offline: !online })
    this.longCut.connection(online)
    if (!online) {
      this.wasOffline = true
      this.preloader.clear()
      return
    }
    const s = this.store.get()
    if (!this.wasOffline || !s.source) return
    this.wasOffline = false
    // NOTE: spec 2 §4 reloads on reconnect; a stream that kept playing through the cut is left alone
    if (s.status === 'playing') return
    this.store.set({ connectionRetry: true })
    if (this.retryFlagTimer) clearTimeout(this.retryFlagTimer)
    this.retryFlagTimer = setTimeout(
      () => this.store.set({ connectionRetry: false }),
      CONNECTION_RETRY_FLAG_MS,
    )
    void this.retry()
  }

  private onFirstFrame(seq: number, ms: number): void {
    if (seq !== this.seq) return
    this.engines.hls?.releaseLevel()
    this.store.set({ lastZapMs: ms })
    this.switchHold.end()
    this.emit({ type: 'firstframe', zapMs: ms })
  }

  // ---- video element ----

  private sync(): void {
    if (!this.video) return
    const s = this.store.get()
    const read = readVideo(this.video, {
      live: s.live,
      targetDuration: this.targetDuration,
      programDateTime: this.engines.hls?.playingDate() ?? null,
    })
    // under a blackout the element is muted by the player, not by the viewer
    this.store.set(s.blackout ? { ...read, muted: s.muted } : read)
  }

  private tick(): void {
    const s = this.store.get()
    // issue 11: a stall after parsing/stall errors that goes on counts again (corrupt segments)
    const stall = stallTick(this.stalledFor, {
      waiting: s.status === 'waiting',
      offline: s.offline,
      videoError: s.videoError,
      parsingStallCount: this.counters.parsingStallCount,
    })
    this.stalledFor = stall.stalledFor
    if (stall.report)
      this.reportTickError({ type: 'mediaError', details: 'bufferStalledError', fatal: false })
    // a load hls.js lost (nothing asked for, nothing reported): restart it, in the end the error with Retry
    const quiet = quietTick(this.quietFor, {
      loading: s.engine === 'hls' && !s.packshot && (s.status === 'loading' || s.status === 'waiting'),
      offline: s.offline,
      videoError: s.videoError,
    })
    this.quietFor = quiet.quietFor
    if (quiet.report) this.reportTickError({ type: 'networkError', details: 'fragLoadTimeOut', fatal: true })
    if (s.status === 'playing') this.emit({ type: 'timeupdate', currentTime: s.currentTime })
    if (s.videoError && this.video) {
      // spec 2 §4 "Retry on video error"
      this.videoErrorFrom ??= this.video.currentTime
      const step = nextVideoErrorRetry(this.videoErrorRetries, this.videoErrorFrom)
      this.videoErrorRetries = step.retryCount
      if (step.kind === 'seek') this.seek(step.to)
      // after 10 retries the count resets and the error is set again
      else this.emit({ type: 'error', error: { kind: 'fatal', details: 'videoErrorRetriesExhausted' } })
    }
  }

  /** An error the tick's own rules found (no hls.js event carries it): decided like one from hls.js. */
  private reportTickError(info: EngineErrorInfo): void {
    this.onEngineError(info, info as unknown as ErrorData)
  }

  private emit(event: PlayerEvent): void {
    const state = this.store.get()
    for (const l of [...this.listeners]) l(event, state)
  }
}
