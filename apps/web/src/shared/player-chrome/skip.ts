import { SKIP_DEBOUNCE_MS, SKIP_SECONDS } from '@efir/player'
import { entryAt, type ClockEntry } from '../live/programme-clock'
import { LIVE_THRESHOLD_S } from '../live/stream-ts'

/** spec 2 §4: the busy flag resets after 300 ms divided by the skip count. */
export const SKIP_BUSY_MS = 300

/** Where a skip of `seconds` from `position` goes (spec 2 §4 "Skip", §5). */
export type SkipTarget<E> =
  | { kind: 'seek'; ts: number; entry: E; crossed: boolean }
  | { kind: 'live' }
  | { kind: 'blocked'; reason: 'future' | 'no-programme' | 'not-archive' }

/**
 * spec 2 §4/§5: archive only; the target must fall inside a schedule item (crossing into the
 * neighbouring programme when needed) and cannot be in the future; a target under 30 s old is live.
 */
export function skipTarget<E extends ClockEntry>(input: {
  schedule: readonly E[]
  current: E | undefined
  position: number
  seconds: number
  now: number
  archive: boolean
}): SkipTarget<E> {
  if (!input.archive) return { kind: 'blocked', reason: 'not-archive' }
  const ts = Math.floor(input.position + input.seconds)
  if (ts > input.now) return { kind: 'blocked', reason: 'future' }
  if (input.now - ts < LIVE_THRESHOLD_S) return { kind: 'live' }
  const entry = entryAt(input.schedule, ts)
  if (!entry) return { kind: 'blocked', reason: 'no-programme' }
  return { kind: 'seek', ts, entry, crossed: entry.id !== input.current?.id }
}

/** Timers of the batcher (fake in tests). */
export interface SkipClock {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const realClock: SkipClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

/**
 * spec 2 §4: presses add up 10 s each; one seek happens 500 ms after the last; then presses are
 * refused (busy) for 300 ms divided by the number of presses.
 */
export class SkipBatcher {
  private total = 0
  private count = 0
  private timer: unknown = null
  private busy = false

  constructor(
    private readonly perform: (seconds: number) => void,
    private readonly clock: SkipClock = realClock,
  ) {}

  /** One press of skip back (-1) or forward (1); false when refused as busy. */
  press(direction: 1 | -1): boolean {
    if (this.busy) return false
    this.total += direction * SKIP_SECONDS
    this.count += 1
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = this.clock.setTimeout(() => this.fire(), SKIP_DEBOUNCE_MS)
    return true
  }

  /** Seconds pending (shown beside the buttons while batching). */
  get pending(): number {
    return this.total
  }

  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    this.total = 0
    this.count = 0
  }

  private fire(): void {
    const seconds = this.total
    const count = this.count
    this.timer = null
    this.total = 0
    this.count = 0
    this.busy = true
    this.clock.setTimeout(() => (this.busy = false), SKIP_BUSY_MS / count)
    if (seconds !== 0) this.perform(seconds)
  }
}
