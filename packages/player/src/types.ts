/** Stream URLs of a channel or content stream response (spec 2 §3 "Stream response"). */
export interface HlsUrls {
  hls_mbr?: string | null
  hls?: string | null
}

/**
 * A protected stream (spec 2 §3 "DRM stream descriptor"). ClearKey is the one the reference backend
 * serves; Widevine and PlayReady are passed to shaka-player as they are.
 */
export interface DrmDescriptor {
  streams: { type: string; url: string }[]
  /** Licence server per key system: `clearkey`, `widevine`, `playready`, `fairplay`. */
  licence?: { clearkey?: string; widevine?: string; playready?: string; fairplay?: string }
  /** Inline ClearKey keys (kid hex → key hex), an alternative to a ClearKey licence URL. */
  clearkeys?: Record<string, string>
  certificate?: string
  drm_provider?: string
  force_subtitles?: boolean
  thumbUrl?: string
  live?: boolean
  startPosition?: number
  poster?: string
}

/** What to play: an HLS stream response (live or archive) or a DRM descriptor. */
export type PlayerSource =
  | {
      kind: 'hls'
      urls: HlsUrls
      /** Seconds into the stream (archive/VOD); omitted on live, which starts at the live edge. */
      startPosition?: number
      /** A live (non-archive) channel stream: pause is refused and the live edge is tracked. */
      live: boolean
      poster?: string
      /** Short clips played one by one before the stream (spec 2 §4 "Packshots play first"). */
      packshots?: string[]
      /**
       * The text of `urls.hls_mbr`'s master playlist, when the stream answer carried it (efir's server
       * does): hls.js reads it from here instead of asking for it (zap speed, issue 11).
       */
      hlsMbrPlaylist?: string
      /** A live start's media playlists the answer carried, by their URI in the master (relative to it). */
      hlsMbrMediaPlaylists?: Record<string, string>
    }
  | { kind: 'drm'; descriptor: DrmDescriptor }

/** A quality level as the settings menu shows it (already filtered: ≤1080 p, top 4). */
export interface PlayerLevel {
  /** hls.js level index, what `setLevel` takes. */
  id: number
  height: number
  width: number
  bitrate: number
  name: string
}

/** An audio or text track (spec 2 §3 "Audio or text track"). */
export interface PlayerTrack {
  /** Engine track id, what `setAudioTrack` / `setTextTrack` take. */
  id: number
  name: string
  /** Language as given by the stream (`ru`, `rus`, `en-US`...); empty when none. */
  lang: string
  forced?: boolean
  default?: boolean
}

/** Where the player is in its life (spec 2 §4 "Player states"). */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'waiting' | 'error'

/** Why the player stopped, for the error overlay (texts are the spec's keys, picked by the app). */
export type PlayerErrorKind =
  | 'download' // error_video_download: network, >2 errors, cut longer than the retries
  | 'codec' // error_video_codec: incompatible codecs or no HLS support
  | 'forbidden' // a 403 after the one token refresh
  | 'drm' // 'DRM Error' alert with message and code
  | 'fatal' // any other fatal engine error

/** A stopped player's error. */
export interface PlayerError {
  kind: PlayerErrorKind
  /** Engine detail (hls.js `details`, shaka code) for logs and playback-error reports. */
  details: string
  code?: number | undefined
  message?: string | undefined
  url?: string | undefined
}

/** The one immutable state of the player; every change makes a new object. */
export interface PlayerState {
  status: PlayerStatus
  source: PlayerSource | null
  /** The URL actually loaded (hls_mbr preferred over hls). */
  url: string | null
  engine: 'hls' | 'native' | 'drm' | null
  /** A live (non-archive) stream. */
  live: boolean
  /** Playing within 2 target durations of the live edge. */
  liveEdge: boolean
  canSeek: boolean
  currentTime: number
  /** Seconds; Infinity on live. */
  duration: number
  seekableStart: number
  seekableEnd: number
  /** Wall-clock time of the playhead (ms since epoch) from EXT-X-PROGRAM-DATE-TIME, or null. */
  programDateTime: number | null
  /** Seconds buffered ahead of the playhead. */
  buffered: number
  volume: number
  muted: boolean
  rate: number
  levels: PlayerLevel[]
  /** Chosen level id, or 'auto' for ABR. */
  level: number | 'auto'
  /** The level playing now (reported by the engine), or null. */
  playingLevel: number | null
  audioTracks: PlayerTrack[]
  audioTrack: number | null
  textTracks: PlayerTrack[]
  textTrack: number | null
  /** Spec 2 §4: the DRM forces subtitles (audio not in the viewer's language): they cannot be changed. */
  textTrackLocked: boolean
  /** Spec 2 §4: 0 ok, 2 no video element or no source. */
  errorState: 0 | 2
  /** Fatal playback errors of this load (spec: over 2 → pause and destroy). */
  errorCount: number
  error: PlayerError | null
  codecError: boolean
  videoError: boolean
  /**
   * Spec 2 §4 "Blackout": a programme without catch-up is under the mattress; the stream's own sound is
   * silenced meanwhile (`muted` stays the viewer's choice). Reset by a new load.
   */
  blackout: boolean
  /** Set for 3 s after an automatic reload on reconnect (spec 2 §4 "Offline"). */
  connectionRetry: boolean
  offline: boolean
  /**
   * The connection has been away longer than hls.js's retries (31 s, LONG_OFFLINE_MS): a cut that
   * needs a clear error with Retry (issue 3). Cleared when it returns.
   */
  offlineLong: boolean
  /** The packshot clip playing now, or null. */
  packshot: string | null
  poster: string | null
  /** Milliseconds from the last `load()` to its first rendered frame. */
  lastZapMs: number | null
  /** The video element on screen: 0 the controller's, 1 its `spareVideo` (after a switch showed it). */
  shownVideo: 0 | 1
}

/** Events a listener (stats, ads, analytics) receives. */
export type PlayerEvent =
  | { type: 'loadstart'; url: string | null }
  | { type: 'firstframe'; zapMs: number }
  | { type: 'playing' }
  | { type: 'pause' }
  | { type: 'waiting' }
  | { type: 'error'; error: PlayerError }
  | { type: 'ended' }
  | { type: 'timeupdate'; currentTime: number }
  | { type: 'levelswitch'; level: number }

/** A plugin listening to the controller; receives each event with the state after it. */
export type PlayerListener = (event: PlayerEvent, state: PlayerState) => void
