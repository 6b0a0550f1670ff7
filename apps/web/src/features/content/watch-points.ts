import type { PlaybackPoint } from '@efir/player'

/** A playback point as the catalogue contract gives it (seconds; intro, highlight, credits). */
export interface ContractPoint {
  type: string
  start: number
  end: number
}

/**
 * Maps the stream's playback points (seconds) to the player core's (ms, spec 2 §3): an intro gets a
 * skip button, credits a finish button (the next-episode offer), highlights are marks on the seek line.
 */
export function toPlaybackPoints(points: readonly ContractPoint[] | null | undefined): PlaybackPoint[] {
  return (points ?? []).map((p) => {
    const base = { start: p.start * 1000, end: p.end > p.start ? p.end * 1000 : null }
    if (p.type === 'intro') return { ...base, type: 'intro', button: { action: 'skip' as const } }
    if (p.type === 'credits') return { ...base, type: 'credits', button: { action: 'finish' as const } }
    return { ...base, type: p.type === 'highlight' ? 'highlights' : p.type }
  })
}

/** Spec 2 §4 "Statistics": the position is sent every 30 s while playing (and on pause and leave). */
export const POSITION_SAVE_INTERVAL_S = 30

/** Whether a position report should be saved now: pauses and leaving always, ticks every 30 s. */
export function shouldSavePosition(
  reason: 'tick' | 'pause' | 'leave',
  seconds: number,
  lastSaved: number | null,
): boolean {
  if (!(seconds > 0)) return false
  if (reason !== 'tick') return lastSaved === null || Math.floor(seconds) !== Math.floor(lastSaved)
  return lastSaved === null
    ? seconds >= POSITION_SAVE_INTERVAL_S
    : Math.abs(seconds - lastSaved) >= POSITION_SAVE_INTERVAL_S
}
