// Spec 2 §4 "Errors and recovery" as one pure decision: engine error + counters in, action out.
import {
  MAX_PARSING_STALL_ERRORS,
  MAX_PLAYBACK_ERRORS,
  LOAD_QUIET_SECONDS,
  STALL_REPEAT_SECONDS,
  VIDEO_ERROR_RETRY_CAP,
  VIDEO_ERROR_RETRY_STEP,
} from './constants'

/** The part of an hls.js `ErrorData` the rules look at (`httpStatus` = `response.code`). */
export interface EngineErrorInfo {
  /** hls.js ErrorTypes: networkError, mediaError, keySystemError, muxError, otherError. */
  type: string
  /** hls.js ErrorDetails, e.g. fragLoadError, bufferStalledError. */
  details: string
  fatal: boolean
  httpStatus?: number | undefined
}

/** Counters of one load (reset by `load()`, and by a video error). */
export interface RecoveryCounters {
  /** Fatal errors (spec: over 2 → pause and destroy). */
  errorCount: number
  /** Fragment-parsing and buffer-stall errors (spec: over 5 → video error). */
  parsingStallCount: number
  /** The one token refresh after a 403 was used. */
  forbiddenRefreshed: boolean
  /**
   * A fragment failed to download and none has loaded since (the controller clears it on a loaded
   * fragment): the stalls meanwhile are the download's, not a broken stream's.
   */
  fragmentFailing: boolean
}

/** Environment of the decision. */
export interface RecoveryContext {
  isMobile: boolean
}

/** What the controller does about an engine error. */
export type RecoveryAction =
  | { kind: 'ignore' }
  | { kind: 'restart-load' }
  | { kind: 'retry-fragment' }
  | { kind: 'recover-media' }
  | { kind: 'codec-error' }
  | { kind: 'destroy' }
  | { kind: 'pause-and-destroy' }
  | { kind: 'video-error' }
  | { kind: 'remove-top-level' }
  | { kind: 'refresh-token' }
  | { kind: 'forbidden' }

/** An action and the counters after it. */
export interface RecoveryDecision {
  action: RecoveryAction
  counters: RecoveryCounters
}

/** Counters at the start of a load. */
export const INITIAL_COUNTERS: RecoveryCounters = {
  errorCount: 0,
  parsingStallCount: 0,
  forbiddenRefreshed: false,
  fragmentFailing: false,
}

const PARSING_OR_STALL = new Set(['fragParsingError', 'bufferStalledError'])
const FRAGMENT_LOAD = new Set(['fragLoadError', 'fragLoadTimeOut'])
const INCOMPATIBLE_CODECS = new Set(['bufferIncompatibleCodecsError', 'manifestIncompatibleCodecsError'])

/** Decides what to do about one engine error (spec 2 §4 "Errors and recovery", §9 thresholds). */
export function decideRecovery(
  error: EngineErrorInfo,
  counters: RecoveryCounters,
  ctx: RecoveryContext,
): RecoveryDecision {
  const keep = (action: RecoveryAction, next: RecoveryCounters = counters): RecoveryDecision => ({
    action,
    counters: next,
  })

  // issue 3: a segment/playlist 403 gets one token refresh per load, never a loop
  if (error.httpStatus === 403) {
    if (counters.forbiddenRefreshed) return keep({ kind: 'forbidden' })
    return keep({ kind: 'refresh-token' }, { ...counters, forbiddenRefreshed: true })
  }

  if (error.type === 'networkError' && FRAGMENT_LOAD.has(error.details) && !counters.fragmentFailing)
    counters = { ...counters, fragmentFailing: true }
  // issue 31: segments answering 404 stall the video for want of data; counted as stall errors they
  // ended in the video error ("the stream is broken") and its forward seeks before the download error.
  // The network rules own them: retries, then error_video_download after 2 or more errors.
  if (error.details === 'bufferStalledError' && counters.fragmentFailing) return keep({ kind: 'ignore' })

  if (PARSING_OR_STALL.has(error.details)) {
    const parsingStallCount = counters.parsingStallCount + 1
    if (parsingStallCount > MAX_PARSING_STALL_ERRORS) {
      // a video error resets the counters
      return keep({ kind: 'video-error' }, { ...counters, errorCount: 0, parsingStallCount: 0 })
    }
    counters = { ...counters, parsingStallCount }
  }

  if (ctx.isMobile && error.details === 'internalException') return keep({ kind: 'remove-top-level' })

  if (!error.fatal) {
    if (error.details === 'fragLoadError' && error.httpStatus === 404) return keep({ kind: 'retry-fragment' })
    return keep({ kind: 'ignore' })
  }

  if (INCOMPATIBLE_CODECS.has(error.details)) return keep({ kind: 'codec-error' })

  const errorCount = counters.errorCount + 1
  const next = { ...counters, errorCount }
  if (errorCount > MAX_PLAYBACK_ERRORS) return keep({ kind: 'pause-and-destroy' }, next)

  switch (error.type) {
    case 'networkError':
      if (error.details === 'fragLoadError' && error.httpStatus === 404) {
        return keep({ kind: 'retry-fragment' }, next)
      }
      return keep({ kind: 'restart-load' }, next)
    case 'mediaError':
      return keep({ kind: 'recover-media' }, next)
    default:
      return keep({ kind: 'destroy' }, next)
  }
}

/** The player's facts at a once-a-second tick, for the lasting-stall rule. */
export interface StallFacts {
  /** the video waits for data (status 'waiting') */
  waiting: boolean
  offline: boolean
  videoError: boolean
  /** fragment-parsing and buffer-stall errors of this load so far */
  parsingStallCount: number
}

/**
 * One tick of a lasting stall (issue 11, STALL_REPEAT_SECONDS): after a parsing or stall error, each
 * further 5 s of waiting (online, no video error yet) is reported as another buffer-stall error.
 */
export function stallTick(stalledFor: number, facts: StallFacts): { stalledFor: number; report: boolean } {
  if (!facts.waiting || facts.offline || facts.videoError || facts.parsingStallCount === 0)
    return { stalledFor: 0, report: false }
  const next = stalledFor + 1
  return next >= STALL_REPEAT_SECONDS ? { stalledFor: 0, report: true } : { stalledFor: next, report: false }
}

/** One tick of the retry on a video error. */
export type VideoErrorRetryStep =
  { kind: 'seek'; to: number; retryCount: number } | { kind: 'give-up'; retryCount: 0 }

/**
 * Spec 2 §4 "Retry on video error": each tick seeks forward 10 s × the retry count from `from`, the
 * position where the video error began; after 10 retries the count resets and the error is set again.
 * Counted from that position, not from the playhead each seek moved (issue 31: 30 s of segments
 * answering 404 took an archive 27 minutes forward, 550 s a round); a round reaches 100 s past it.
 */
export function nextVideoErrorRetry(retryCount: number, from: number): VideoErrorRetryStep {
  const next = retryCount + 1
  if (next > VIDEO_ERROR_RETRY_CAP) return { kind: 'give-up', retryCount: 0 }
  return { kind: 'seek', to: from + VIDEO_ERROR_RETRY_STEP * next, retryCount: next }
}

/** Spec 2 §4: error state 2 when there is no video element or no source URL, else 0. */
export function errorStateFor(hasVideo: boolean, url: string | null | undefined): 0 | 2 {
  return hasVideo && url ? 0 : 2
}

/** The player's facts at a once-a-second tick, for the lost-load rule. */
export interface QuietFacts {
  /** hls.js loads the stream and the video waits for it (status 'loading' or 'waiting') */
  loading: boolean
  offline: boolean
  videoError: boolean
}

/**
 * One tick of a load that makes no progress (LOAD_QUIET_SECONDS): `quietFor` counts the seconds since
 * hls.js last asked for a fragment, loaded one or reported an error (the controller sets it to 0 then).
 */
export function quietTick(quietFor: number, facts: QuietFacts): { quietFor: number; report: boolean } {
  if (!facts.loading || facts.offline || facts.videoError) return { quietFor: 0, report: false }
  const next = quietFor + 1
  return next >= LOAD_QUIET_SECONDS ? { quietFor: 0, report: true } : { quietFor: next, report: false }
}
