// The line under the channel player (issue 11): on live it names the programme on air; in the archive
// it names the archived programme being played with its elapsed and total time, never the live one.
import type { ScheduleEntry } from '@efir/contract'
import { entryAt } from '../../shared/live/schedule-days'

/** What the line under the player says. */
export type ProgrammeLine =
  | { kind: 'live'; title: string }
  | { kind: 'archive'; title: string; elapsed: number; total: number }
  | { kind: 'none' }

export interface ProgrammeLineFacts {
  schedule: readonly ScheduleEntry[]
  /** The channel list's current programme title (spec 2 §3 current_schedule), for live. */
  airingTitle: string | undefined
  /** Unix seconds of the picture in the archive; undefined on live. */
  position: number | undefined
  /** Unix seconds now. */
  now: number
}

/** Decides the line: the archived programme at the position with elapsed/total, else what airs now. */
export function programmeLine({ schedule, airingTitle, position, now }: ProgrammeLineFacts): ProgrammeLine {
  if (position !== undefined) {
    const entry = entryAt(schedule, position)
    if (entry) {
      const elapsed = Math.min(Math.max(0, position - entry.timestamp), entry.duration)
      return { kind: 'archive', title: entry.program.title, elapsed, total: entry.duration }
    }
    return { kind: 'none' } // a position between known programmes: nothing rather than a wrong title
  }
  const title = entryAt(schedule, now)?.program.title ?? airingTitle
  return title ? { kind: 'live', title } : { kind: 'none' }
}

/** A one-value store the player reports its position into: only the line re-renders each second. */
export interface PositionStore {
  set: (position: number | undefined) => void
  get: () => number | undefined
  subscribe: (listener: () => void) => () => void
}

export function createPositionStore(): PositionStore {
  let value: number | undefined
  const listeners = new Set<() => void>()
  return {
    set: (position) => {
      if (position === value) return
      value = position
      listeners.forEach((l) => l())
    },
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
