/**
 * @efir/player — the framework-free player core over hls.js (and shaka-player for DRM), owning
 * spec 2's playback, error, recovery and timing rules behind one typed, subscribable state.
 * hls.js and shaka-player are imported lazily, so each lands in its own chunk.
 * @packageDocumentation
 */

/** The controller, its options and the source-URL preference (hls_mbr then hls). */
export { PlayerController, preferredUrl, type PlayerControllerOptions } from './controller'
/** Source, state, track, error and event types. */
export type {
  DrmDescriptor,
  HlsUrls,
  PlayerError,
  PlayerErrorKind,
  PlayerEvent,
  PlayerLevel,
  PlayerListener,
  PlayerSource,
  PlayerState,
  PlayerStatus,
  PlayerTrack,
} from './types'
/** The state of a controller that has loaded nothing (for tests and placeholders). */
export { initialPlayerState } from './initial-state'
/** Spec 2 §9 and §4 constants. */
export * from './constants'
/** Spec 2 §4 "Errors and recovery" as a pure decision. */
export {
  INITIAL_COUNTERS,
  decideRecovery,
  errorStateFor,
  nextVideoErrorRetry,
  type EngineErrorInfo,
  type RecoveryAction,
  type RecoveryContext,
  type RecoveryCounters,
  type RecoveryDecision,
  type VideoErrorRetryStep,
} from './recovery'
/** Spec 2 §4 live, volume, speed, audio and subtitle rules as pure functions. */
export {
  chooseAudioTrack,
  chooseTextTrack,
  clampVolume,
  decidePlayPause,
  errorMessageKey,
  isAllowedRate,
  nearestRate,
  offeredRates,
  parseStoredVolume,
  stepVolume,
  type NetworkLanguage,
  type PlayPauseContext,
  type PlayPauseDecision,
  type TextTrackChoice,
  type TextTrackContext,
} from './live-rules'
/** Spec 2 §4 track and level filters (≤1080 top 4, duplicates and internal tracks dropped). */
export {
  languageKey,
  offeredAudioTracks,
  offeredLevels,
  offeredTextTracks,
  type RawLevel,
  type RawTrack,
} from './tracks'
/** Spec 2 §4 keyboard commands as a table. */
export {
  createPlayerCommands,
  keyboardAllowed,
  runPlayerCommand,
  type CommandClock,
  type CommandContext,
  type CommandTarget,
  type KeyLike,
  type PlayerCommand,
} from './commands'
/** Spec 2 §4 "Offline": the connection watcher. */
export { DEFAULT_ONLINE_CHECK_URL, OnlineWatcher, type OnlineWatcherOptions } from './online-watcher'
/** Spec 2 §4 "Statistics": the stats listener. */
export {
  PLAYBACK_UPDATE_LAST_S,
  STAT_INTERVAL_S,
  StatsTicker,
  WATCH_EVENT_AT_S,
  isPlaybackUpdateSecond,
  type StatsSenders,
  type TickerClock,
} from './stats-ticker'
/** hls.js configuration and the remembered bandwidth that seeds it. */
export {
  BANDWIDTH_STORAGE_KEY,
  BandwidthMemory,
  DEFAULT_BANDWIDTH_ESTIMATE,
  buildHlsConfig,
  shouldRetryStatus,
  type KeyValueStorage,
} from './hls-config'
/** Neighbour-channel preloading for zap speed. */
export { type PreloadMode, type PreloaderOptions } from './preloader'
/** Performance mark names of the zap bench. */
export { ZAP_MARKS } from './zap-timer'
/** The longest a switch keeps its state (and the app its page) from the viewer before its first frame. */
export { SWITCH_HOLD_MS } from './switch-hold'
/** The lazily loaded engine modules' shapes (for injecting fakes). */
export type { HlsModule } from './hls-engine'
export type { ShakaModule } from './drm-engine'
/** Spec 2 §3/§5 on-demand rules: resume position, playback points, packshots, next episode. */
export {
  HIGHLIGHT_DEFAULT_MS,
  NEXT_EPISODE_COUNTDOWN_S,
  NEXT_EPISODE_LEAD_S,
  PACKSHOT_FADE_MS,
  RESUME_MAX_S,
  RESUME_MIN_S,
  activePoint,
  highlightMarks,
  nextEpisodeDue,
  nextEpisodeOffer,
  packshotQueue,
  pointEnd,
  resumePosition,
  watchPercentage,
  type ActivePoint,
  type NextEpisodeOffer,
  type PlaybackPoint,
} from './vod-rules'
