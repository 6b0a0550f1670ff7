import type { ScheduleEntry } from '@efir/contract'
import { isArchived, type ArchiveChannel, type ArchiveEntry } from './archive-access'

const HOUR_S = 3600
/** spec 2 §4: the schedule window starts at least 72 hours (or archived days × 24) back, ends 72 hours ahead. */
export const SCHEDULE_WINDOW_HOURS = 72
/** spec 2 §4: up to 5 attempts, every 3 s while the list is empty; then warning_no_program. */
export const SCHEDULE_ATTEMPTS = 5
export const SCHEDULE_RETRY_MS = 3000
/** spec 2 §2: scroll to the current item after 200 ms. */
export const SCROLL_TO_CURRENT_MS = 200
/** spec 2 §2: items starting at 02:00 or earlier are also grouped with the previous day. */
export const EARLY_HOUR = 2

/** The request window in unix seconds; `now` is rounded down to the hour so the cache key is stable. */
export function scheduleWindow(now: number, archivedDays: number): { start: number; end: number } {
  const hour = Math.floor(now / HOUR_S) * HOUR_S
  const backHours = Math.max(SCHEDULE_WINDOW_HOURS, archivedDays * 24)
  return { start: hour - backHours * HOUR_S, end: hour + (SCHEDULE_WINDOW_HOURS + 1) * HOUR_S }
}

/** Local calendar parts of a unix time; `offsetMinutes` east of UTC (default: this browser's zone). */
function localParts(ts: number, offsetMinutes?: number): { day: string; minutes: number } {
  const offset = offsetMinutes ?? -new Date(ts * 1000).getTimezoneOffset()
  const shifted = new Date((ts + offset * 60) * 1000)
  return {
    day: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  }
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

export interface ScheduleDay {
  /** Local date, YYYY-MM-DD. */
  day: string
  entries: ScheduleEntry[]
}

/**
 * Groups programmes by local day, in time order (spec 2 §2). A programme starting at 02:00 or earlier
 * belongs to its own day and also to the previous one (the night of a TV day); one still running after
 * midnight also opens the next day, so just after midnight today's list has the programme on air.
 */
export function groupByDay(entries: readonly ScheduleEntry[], offsetMinutes?: number): ScheduleDay[] {
  const days = new Map<string, ScheduleEntry[]>()
  const add = (day: string, entry: ScheduleEntry) => {
    const list = days.get(day)
    if (list) list.push(entry)
    else days.set(day, [entry])
  }
  for (const entry of [...entries].sort((a, b) => a.timestamp - b.timestamp)) {
    const { day, minutes } = localParts(entry.timestamp, offsetMinutes)
    add(day, entry)
    if (minutes <= EARLY_HOUR * 60) add(previousDay(day), entry)
    const endDay = localParts(entry.timestamp + entry.duration - 1, offsetMinutes).day
    if (endDay !== day) add(endDay, entry)
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, entries: list.sort((a, b) => a.timestamp - b.timestamp) }))
}

/** The local day of a unix time. */
export function dayOf(ts: number, offsetMinutes?: number): string {
  return localParts(ts, offsetMinutes).day
}

/** spec 2 §2: active when airing now; archived when playable from the archive; otherwise unactive. */
export type EntryState = 'active' | 'archived' | 'unactive'

export function entryState(entry: ArchiveEntry, channel: ArchiveChannel, now: number): EntryState {
  if (entry.timestamp <= now && now < entry.timestamp + entry.duration) return 'active'
  return isArchived(entry, channel, now) ? 'archived' : 'unactive'
}

/** The programme airing at `now` (or at a catch-up position), if any. */
export function entryAt(entries: readonly ScheduleEntry[], at: number): ScheduleEntry | undefined {
  return entries.find((e) => e.timestamp <= at && at < e.timestamp + e.duration)
}

/** What to do after a schedule answer (spec 2 §4 "Schedule loading"). */
export type ScheduleRetry = { kind: 'done' } | { kind: 'retry'; afterMs: number } | { kind: 'warning' }

export function scheduleRetry(attempts: number, empty: boolean): ScheduleRetry {
  if (!empty) return { kind: 'done' }
  return attempts < SCHEDULE_ATTEMPTS ? { kind: 'retry', afterMs: SCHEDULE_RETRY_MS } : { kind: 'warning' }
}
