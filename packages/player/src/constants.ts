// Spec 2 §9 "Business constants and limits" and §4 numbers the player core owns.

/** Spec 2 §9: max buffer length, seconds. */
export const MAX_BUFFER_LENGTH = 5
/** Spec 2 §9: max buffer size, bytes. */
export const MAX_BUFFER_SIZE = 5242880
/** Spec 2 §9: max max buffer length, seconds. */
export const MAX_MAX_BUFFER_LENGTH = 10
/** Spec 2 §9: buffer hole tolerance, seconds. */
export const MAX_BUFFER_HOLE = 0.3
/** Spec 2 §9: DRM robustness. */
export const DRM_ROBUSTNESS = 'SW_SECURE_CRYPTO'

/** Spec 2 §9: pause and destroy when fatal errors exceed this. */
export const MAX_PLAYBACK_ERRORS = 2
/** Spec 2 §9: video error when fragment-parsing or buffer-stall errors exceed this. */
export const MAX_PARSING_STALL_ERRORS = 5
/**
 * Issue 11: hls.js reports a buffer stall once, however long it lasts; after fragment-parsing or stall
 * errors a stall that goes on counts as another buffer-stall error every this many seconds, so corrupt
 * segments reach spec 2 §9's "over 5" and the video error instead of a spinner that runs for minutes.
 */
export const STALL_REPEAT_SECONDS = 5
/**
 * A start or a wait in which hls.js asks for no fragment and reports nothing this long has lost its
 * load: it counts as a fatal network error, so loading restarts and, past spec 2 §9's error cap, the
 * viewer gets the download error with Retry instead of a spinner. Longer than the fragment's 10 s
 * first-byte timeout (hls-config.ts), which always reports first while a request is still out.
 * NOTE: hls.js 1.7.4 loses a load at the start after a fragment error: when a superseded fragment's
 * init segment load is aborted, its catch (`loadInitSegmentIfNeeded`) aborts the shared fragment loader,
 * which by then carries the next fragment; with no transmuxer yet nothing resets FRAG_LOADING.
 */
export const LOAD_QUIET_SECONDS = 15
/** Spec 2 §9: retry-on-video-error cap. */
export const VIDEO_ERROR_RETRY_CAP = 10
/** Spec 2 §9: retry seek step, seconds (multiplied by the retry count). */
export const VIDEO_ERROR_RETRY_STEP = 10

/** Spec 2 §4 "Offline": online-check time-out, ms. */
export const ONLINE_CHECK_TIMEOUT_MS = 3000
/** Spec 2 §4 "Offline": first online-check interval, ms (doubles). */
export const ONLINE_CHECK_FIRST_INTERVAL_MS = 2000
/** Spec 2 §4 "Offline": longest online-check interval, ms. */
export const ONLINE_CHECK_MAX_INTERVAL_MS = 60000
/** Spec 2 §4 "Offline": the retry flag stays on this long after a reconnect reload, ms. */
export const CONNECTION_RETRY_FLAG_MS = 3000

/** Spec 2 §4: volume step (keys and wheel). */
export const VOLUME_STEP = 0.05
/** Spec 2 §4: key repeat for volume, ms. */
export const VOLUME_REPEAT_MS = 100
/** Spec 2 §4: default volume when none is stored. */
export const DEFAULT_VOLUME = 1
/** Spec 2 §4: playback speeds 0.25..2. */
export const PLAYBACK_RATES: readonly number[] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]
/** Spec 2 §9: skip step, seconds. */
export const SKIP_SECONDS = 10
/** Spec 2 §4: the seek happens this long after the last skip key, ms. */
export const SKIP_DEBOUNCE_MS = 500
/** Spec 2 §4: quality levels at most this tall. */
export const MAX_LEVEL_HEIGHT = 1080
/** Spec 2 §4: at most this many quality levels. */
export const MAX_LEVELS = 4
/**
 * Issue 3: hls.js's own retries last 1+2+4+4×6 = 31 s (hls-config.ts); a connection away longer than
 * this is a long cut, shown as a clear error with Retry (state `offlineLong`), ms.
 */
export const LONG_OFFLINE_MS = 31_000
