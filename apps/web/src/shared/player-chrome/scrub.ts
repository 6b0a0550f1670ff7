import type { ScheduleEntry } from '@efir/contract'
import { LIVE_THRESHOLD_S } from '../live/stream-ts'

/** spec 2 §9: scrub granularity 10 s. */
export const SCRUB_STEP_S = 10
/** spec 2 §4: a scrub stops 5 s before the programme's end. */
export const SCRUB_END_MARGIN_S = 5
const DAY_S = 86_400

export type ScrubEntry = Pick<ScheduleEntry, 'timestamp' | 'duration' | 'is_catchup_available'>

/** Where a scrub on the channel's seek line goes. */
export type ScrubTarget =
  | { kind: 'live' }
  | { kind: 'archive'; ts: number; offset: number }
  | { kind: 'denied'; alert: 'error_schedule_copyright_banned' }

/**
 * spec 2 §4 "Scrub on a channel": the offset into the programme is rounded to 10 s (integers only) and
 * clamped to the duration minus 5 s; under 30 s old, or on a channel with no archive days, it becomes
 * live; scrubbing into the archive needs the archive check to pass (catch-up available, within the
 * archive days).
 */
export function scrubTarget(input: {
  entry: ScrubEntry
  /** seconds into the programme where the viewer let go */
  offset: number
  now: number
  archivedDays: number
}): ScrubTarget {
  const { entry, now, archivedDays } = input
  const rounded = Math.round(input.offset / SCRUB_STEP_S) * SCRUB_STEP_S
  const offset = Math.max(0, Math.min(rounded, Math.floor(entry.duration - SCRUB_END_MARGIN_S)))
  const ts = entry.timestamp + offset
  if (archivedDays <= 0 || now - ts < LIVE_THRESHOLD_S) return { kind: 'live' }
  const inArchive = entry.is_catchup_available && (now - entry.timestamp) / DAY_S <= archivedDays
  if (!inArchive) return { kind: 'denied', alert: 'error_schedule_copyright_banned' }
  return { kind: 'archive', ts, offset }
}

/**
 * spec 2 §4: the hover time is clamped to 0..duration and is 0 beyond the time elapsed since the
 * programme's start (the future has no picture).
 */
export function hoverTime(offset: number, duration: number, elapsed: number): number {
  const t = Math.min(Math.max(offset, 0), duration)
  return t > elapsed ? 0 : t
}

/** A seek line's PageUp/PageDown step: one minute (six scrub steps). */
export const SEEK_PAGE_STEP_S = 6 * SCRUB_STEP_S

/**
 * A seek line's keys (WAI-ARIA slider): ←/→ 10 s, PageDown/PageUp a minute, Home the start, End the
 * furthest reachable second (live on a channel's line); null for other keys. Clamped to 0..reachable.
 */
export function seekKeyOffset(key: string, offset: number, reachable: number): number | null {
  const by = (seconds: number) => Math.min(Math.max(offset + seconds, 0), reachable)
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return by(SCRUB_STEP_S)
    case 'ArrowLeft':
    case 'ArrowDown':
      return by(-SCRUB_STEP_S)
    case 'PageUp':
      return by(SEEK_PAGE_STEP_S)
    case 'PageDown':
      return by(-SEEK_PAGE_STEP_S)
    case 'Home':
      return 0
    case 'End':
      return reachable
    default:
      return null
  }
}
