// Test doubles: a fake hls.js module and a fake HTMLVideoElement (jsdom has no media pipeline).
import { vi } from 'vitest'
import type { HlsModule } from '../hls-engine'

type Handler = (event: string, data: unknown) => void

export const EVENTS = {
  MANIFEST_PARSED: 'hlsManifestParsed',
  LEVEL_LOADED: 'hlsLevelLoaded',
  LEVEL_SWITCHED: 'hlsLevelSwitched',
  AUDIO_TRACKS_UPDATED: 'hlsAudioTracksUpdated',
  AUDIO_TRACK_SWITCHED: 'hlsAudioTrackSwitched',
  SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
  SUBTITLE_TRACK_SWITCH: 'hlsSubtitleTrackSwitch',
  FRAG_LOADED: 'hlsFragLoaded',
  FRAG_LOADING: 'hlsFragLoading',
  AUDIO_TRACK_UPDATED: 'hlsAudioTrackUpdated',
  ERROR: 'hlsError',
} as const

/** hls.js's default loader: records the URLs it is asked for. */
export class FakeLoader {
  static requested: string[] = []
  context: unknown = null
  stats = { loading: { start: 0, first: 0, end: 0 }, loaded: 0, total: 0 }
  load(context: { url: string }) {
    FakeLoader.requested.push(context.url)
  }
  abort() {}
}

export class FakeHls {
  static Events = EVENTS
  static DefaultConfig = { loader: FakeLoader }
  static supported = true
  static isSupported = () => FakeHls.supported
  static instances: FakeHls[] = []

  config: Record<string, unknown>
  handlers = new Map<string, Set<Handler>>()
  calls: string[] = []
  levels: { height: number; width: number; bitrate: number; name?: string; details?: unknown }[] = []
  audioTracks: { id: number; name: string; lang?: string; forced: boolean; default: boolean }[] = []
  subtitleTracks: { id: number; name: string; lang?: string; forced: boolean; default: boolean }[] = []
  private track = -1
  get audioTrack() {
    return this.track
  }
  /** hls.js switches on every set, even to the track it plays (and reloads a live one): recorded */
  set audioTrack(id: number) {
    this.track = id
    this.calls.push(`audioTrack:${id}`)
  }
  subtitleTrack = -1
  subtitleDisplay = false
  nextLevel = -1
  loadLevel = 0
  autoLevelCapping = -1
  media: unknown = null
  url: string | null = null
  bandwidthEstimate = 3_000_000
  playingDate: Date | null = null
  liveSyncPosition: number | null = null
  startPosition = -1
  destroyed = false

  constructor(config: Record<string, unknown>) {
    this.config = { ...config }
    FakeHls.instances.push(this)
  }
  on(e: string, fn: Handler) {
    if (!this.handlers.has(e)) this.handlers.set(e, new Set())
    this.handlers.get(e)?.add(fn)
  }
  off(e: string, fn: Handler) {
    this.handlers.get(e)?.delete(fn)
  }
  emit(e: string, data: unknown = {}) {
    for (const fn of [...(this.handlers.get(e) ?? [])]) fn(e, data)
  }
  loadSource(url: string) {
    this.url = url
    this.calls.push(`loadSource:${url}`)
  }
  attachMedia(m: unknown) {
    this.media = m
    this.calls.push('attachMedia')
  }
  detachMedia() {
    this.media = null
    this.calls.push('detachMedia')
  }
  startLoad(p = -1) {
    this.calls.push(`startLoad:${p}`)
  }
  stopLoad() {
    this.calls.push('stopLoad')
  }
  recoverMediaError() {
    this.calls.push('recoverMediaError')
  }
  removeLevel(i: number) {
    this.levels.splice(i, 1)
    this.calls.push(`removeLevel:${i}`)
  }
  destroy() {
    this.destroyed = true
    this.calls.push('destroy')
  }

  /** The manifest arrives with 3 renditions up to 2160 p and two (duplicate) audio tracks. */
  parseManifest() {
    this.levels = [360, 720, 1080, 2160].map((h) => ({ height: h, width: (h * 16) / 9, bitrate: h * 3000 }))
    this.emit(EVENTS.MANIFEST_PARSED, { levels: this.levels })
    this.emit(EVENTS.LEVEL_LOADED, { details: { live: true, targetduration: 2 } })
    this.audioTracks = [
      { id: 0, name: 'Русский', lang: 'ru', forced: false, default: true },
      { id: 1, name: 'Русский', lang: 'ru', forced: false, default: false },
      { id: 2, name: 'English', lang: 'en', forced: false, default: false },
    ]
    this.track = 0
    this.emit(EVENTS.AUDIO_TRACKS_UPDATED)
  }

  error(type: string, details: string, fatal: boolean, code?: number) {
    this.emit(EVENTS.ERROR, { type, details, fatal, ...(code === undefined ? {} : { response: { code } }) })
  }
}

export const fakeHlsModule = (): Promise<HlsModule> =>
  Promise.resolve({ default: FakeHls as unknown as HlsModule['default'] })

const ranges = (list: [number, number][]) => ({
  length: list.length,
  start: (i: number) => list[i]?.[0] ?? 0,
  end: (i: number) => list[i]?.[1] ?? 0,
})

export class FakeVideo extends EventTarget {
  currentTime = 0
  duration = NaN
  paused = true
  volume = 1
  muted = false
  playbackRate = 1
  src = ''
  error: { code: number } | null = null
  seekable = ranges([])
  buffered = ranges([])
  frameCallbacks: (() => void)[] = []
  play = vi.fn(() => {
    this.paused = false
    this.dispatchEvent(new Event('playing'))
    return Promise.resolve()
  })
  pause = vi.fn(() => {
    this.paused = true
    this.dispatchEvent(new Event('pause'))
  })
  canPlayType = vi.fn(() => '')
  style = { visibility: '' }
  dataset: Record<string, string> = {}
  getAttribute = (name: string) => (name === 'src' && this.src ? this.src : null)
  removeAttribute = vi.fn()
  load = vi.fn()
  requestVideoFrameCallback = (cb: () => void) => this.frameCallbacks.push(cb)
  cancelVideoFrameCallback = vi.fn()
  setSeekable(start: number, end: number) {
    this.seekable = ranges([[start, end]])
  }
  renderFrame() {
    const cbs = this.frameCallbacks
    this.frameCallbacks = []
    cbs.forEach((cb) => cb())
  }
  asElement() {
    return this as unknown as HTMLVideoElement
  }
}
