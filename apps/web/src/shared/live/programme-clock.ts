import type { ScheduleEntry } from '@efir/contract'

/** The schedule fields the clock reads. */
export type ClockEntry = Pick<ScheduleEntry, 'id' | 'timestamp' | 'duration'>

/** What the playhead says about the time it shows. */
export interface PlayheadFacts {
  live: boolean
  currentTime: number
  /** EXT-X-PROGRAM-DATE-TIME of the playhead, ms, when the stream carries it. */
  programDateTime: number | null
}

/**
 * The wall-clock second (unix seconds) the picture shows: PROGRAM-DATE-TIME when present, else the
 * catch-up start plus the playhead, else (live) now.
 */
export function wallPosition(p: PlayheadFacts, streamStart: number | null, now: number): number {
  if (p.programDateTime !== null) return p.programDateTime / 1000
  if (!p.live && streamStart !== null) return streamStart + p.currentTime
  return now
}

/** The programme airing at `t`, if the schedule has one. */
export function entryAt<E extends ClockEntry>(schedule: readonly E[], t: number): E | undefined {
  return schedule.find((e) => e.timestamp <= t && t < e.timestamp + e.duration)
}

/** What the once-a-second tick decides (spec 2 §4 "Channel playback ticks every second"). */
export type ProgrammeTick<E> = { kind: 'stay' } | { kind: 'move'; entry: E; ts: number }

/**
 * spec 2 §4: at a programme's end playback moves to the next programme (to the previous one if the
 * position went before its start). Only archive playback moves; live follows the broadcast.
 */
export function programmeTick<E extends ClockEntry>(
  schedule: readonly E[],
  current: E | undefined,
  position: number,
  live: boolean,
): ProgrammeTick<E> {
  if (live || !current) return { kind: 'stay' }
  const end = current.timestamp + current.duration
  if (position >= current.timestamp && position < end) return { kind: 'stay' }
  const sorted = [...schedule].sort((a, b) => a.timestamp - b.timestamp)
  const index = sorted.findIndex((e) => e.id === current.id)
  const entry = position >= end ? sorted[index + 1] : sorted[index - 1]
  return entry ? { kind: 'move', entry, ts: entry.timestamp } : { kind: 'stay' }
}

/** The playhead facts the in-stream seek reads. */
export interface StreamWindow extends PlayheadFacts {
  seekableStart: number
  seekableEnd: number
}

/**
 * Seconds into the loaded archive stream that show wall time `ts`, or null when the stream does not
 * cover it (live, or outside what it can seek): then a new stream is requested from `ts`.
 */
export function offsetInStream(ts: number, w: StreamWindow, streamStart: number | null): number | null {
  if (w.live) return null
  const zero = w.programDateTime !== null ? w.programDateTime / 1000 - w.currentTime : streamStart
  if (zero === null) return null
  const offset = ts - zero
  return offset >= w.seekableStart && offset <= w.seekableEnd - 2 ? offset : null
}

/**
 * spec 2 §4 "Blackout": in archive, when the current programme has no catch-up and the position is
 * within the safe area (seconds around the programme), the mattress plays over the picture.
 */
export function inBlackout(
  entry: (ClockEntry & { is_catchup_available: boolean }) | undefined,
  position: number,
  archive: boolean,
  safeArea: number,
): boolean {
  if (!archive || !entry || entry.is_catchup_available) return false
  return position >= entry.timestamp - safeArea && position < entry.timestamp + entry.duration + safeArea
}
