import { manifest, type SourceId } from './assets.ts'

/**
 * Every channel's virtual 24/7 timeline: its source loop's segments repeated forever from this
 * instant (issue 3 "The media origin"). Segment n covers [EPOCH + 2n, EPOCH + 2n + 2); the past of
 * the same timeline is the channel's archive, so live and catch-up share segment numbers.
 */
export const TIMELINE_EPOCH = Date.UTC(2026, 0, 1) / 1000
/** Length of one segment; EPG programmes start on segment boundaries. */
export const SEGMENT_SECONDS = manifest.segmentSeconds
export const LOOP_SECONDS = manifest.loopSeconds
export const SEGMENTS_PER_LOOP = manifest.segmentsPerLoop
/** 20 s of live window: enough to ride out a 10 s network cut (issue 3 "Done when"). */
export const LIVE_WINDOW_SEGMENTS = 10
/** A catch-up playlist covers at most this much from ts (the client moves on per programme). */
export const CATCHUP_WINDOW_SECONDS = 4 * 3600

/** The source loop a channel shows: neighbouring channel ids get different pictures. */
export function sourceForChannel(channelId: number): SourceId {
  const sources = manifest.sources
  const index = (((channelId - 1) % sources.length) + sources.length) % sources.length
  return (sources[index] ?? sources[0]!).id
}

/** The segment containing a unix time (seconds). */
export function sequenceAt(unixSeconds: number): number {
  return Math.floor((unixSeconds - TIMELINE_EPOCH) / SEGMENT_SECONDS)
}

/** Unix time (seconds) at which segment n starts. */
export function segmentStart(n: number): number {
  return TIMELINE_EPOCH + n * SEGMENT_SECONDS
}

/** Which committed file of the loop segment n replays. */
export function loopSegment(n: number): number {
  return ((n % SEGMENTS_PER_LOOP) + SEGMENTS_PER_LOOP) % SEGMENTS_PER_LOOP
}

/** Timeline → source: seconds into the source loop (what the burned-in clock shows) at a unix time. */
export function sourceTimeAt(unixSeconds: number): number {
  const t = (unixSeconds - TIMELINE_EPOCH) % LOOP_SECONDS
  return t < 0 ? t + LOOP_SECONDS : t
}

/** Source → timeline: the first unix time at or after `notBefore` showing that source time. */
export function timelineTimeOf(sourceSeconds: number, notBefore: number): number {
  const delta = sourceSeconds - sourceTimeAt(notBefore)
  return notBefore + (delta < 0 ? delta + LOOP_SECONDS : delta)
}

/** Rounds a unix time down to a segment boundary (where programmes may start). */
export function alignToSegment(unixSeconds: number): number {
  return segmentStart(sequenceAt(unixSeconds))
}

/** The newest segment that has fully happened at `now`: nothing later is ever listed. */
export function lastCompleteSequence(nowSeconds: number): number {
  return sequenceAt(nowSeconds) - 1
}

/** A segment may be fetched once it has started: later ones are the future (404). */
export function isSegmentAvailable(n: number, nowSeconds: number): boolean {
  return n >= 0 && segmentStart(n) <= nowSeconds
}

export interface SegmentWindow {
  first: number
  last: number
  /** The window will not grow (#EXT-X-ENDLIST, a static MPD). */
  ended: boolean
  /** Where playback should start, in seconds from the first segment (EXT-X-START). */
  startOffset: number | null
}

/** Live: the newest LIVE_WINDOW_SEGMENTS complete segments, sliding with the wall clock. */
export function liveWindow(nowSeconds: number): SegmentWindow {
  const last = lastCompleteSequence(nowSeconds)
  return { first: last - LIVE_WINDOW_SEGMENTS + 1, last, ended: false, startOffset: null }
}

/** The earliest ts a catch-up may start at (a whole window after the epoch: sequence numbers ≥ 0). */
export const EARLIEST_CATCHUP_TS = TIMELINE_EPOCH

/**
 * Catch-up from ts: the segment containing ts up to ts + CATCHUP_WINDOW_SECONDS, cut at now while
 * that end is still in the future (an EVENT playlist that grows), ended once it is in the past.
 * Undefined when ts is outside the timeline or in the future.
 */
export function catchupWindow(ts: number, nowSeconds: number): SegmentWindow | undefined {
  if (ts < EARLIEST_CATCHUP_TS || ts > nowSeconds) return undefined
  const newest = lastCompleteSequence(nowSeconds)
  const first = Math.min(sequenceAt(ts), newest)
  const windowLast = Math.ceil((ts + CATCHUP_WINDOW_SECONDS - TIMELINE_EPOCH) / SEGMENT_SECONDS) - 1
  const last = Math.min(windowLast, newest)
  return { first, last, ended: windowLast <= newest, startOffset: Math.max(0, ts - segmentStart(first)) }
}
