// Spec 2 §4 "Statistics and analytics": a listener on the controller, not code inside it.
import type { PlayerEvent, PlayerState } from './types'

/** Spec 2 §4: stat and tracking every 30 s. */
export const STAT_INTERVAL_S = 30
/** Spec 2 §4: the 5-minute watch event. */
export const WATCH_EVENT_AT_S = 300
/** Spec 2 §4: playback updates stop after this many seconds. */
export const PLAYBACK_UPDATE_LAST_S = 3000

/** Spec 2 §4: playback updates at 120, 300 and 600 s, then every 600 s up to 3000 s. */
export function isPlaybackUpdateSecond(watched: number): boolean {
  if (watched === 120 || watched === 300 || watched === 600) return true
  return watched > 600 && watched <= PLAYBACK_UPDATE_LAST_S && watched % 600 === 0
}

/** Where the ticker's figures go (the app wires them to its API and analytics). */
export interface StatsSenders {
  /** Every 30 s: seconds watched since the last stat, and in total. */
  sendStat?(seconds: number, totalSeconds: number): void
  /** Every 30 s: tracking with evtp 1 live, 3 archive. */
  sendTracking?(evtp: 1 | 3, totalSeconds: number): void
  /** At 120/300/600 s then every 600 s up to 3000 s, with the playhead position. */
  sendPlaybackUpdate?(totalSeconds: number, position: number): void
  /** Once, at 300 s watched. */
  sendWatchFiveMinutes?(): void
}

/** The interval timer the ticker uses (fake in tests). */
export interface TickerClock {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const realClock: TickerClock = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
}

/**
 * Counts seconds actually played (1 s ticks while the state is playing) and calls the senders on
 * the spec's schedule. Attach with `controller.attachListener(ticker.listener)`; a new load starts
 * a new count.
 */
export class StatsTicker {
  private watched = 0
  private sinceStat = 0
  private timer: unknown = null
  private state: PlayerState | null = null

  constructor(
    private readonly senders: StatsSenders,
    private readonly clock: TickerClock = realClock,
  ) {}

  /** Seconds watched in this load. */
  get secondsWatched(): number {
    return this.watched
  }

  /** The listener to attach to the controller. */
  readonly listener = (event: PlayerEvent, state: PlayerState): void => {
    this.state = state
    if (event.type === 'loadstart') {
      this.flush()
      this.watched = 0
      this.sinceStat = 0
    }
    if (state.status === 'playing') this.start()
    else this.stop()
  }

  /** Sends the seconds not yet reported and stops ticking (call on channel close / unload). */
  destroy(): void {
    this.flush()
    this.stop()
  }

  private start(): void {
    if (this.timer === null) this.timer = this.clock.setInterval(() => this.tick(), 1000)
  }

  private stop(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer)
    this.timer = null
  }

  private flush(): void {
    if (this.sinceStat > 0) this.senders.sendStat?.(this.sinceStat, this.watched)
    this.sinceStat = 0
  }

  private tick(): void {
    this.watched += 1
    this.sinceStat += 1
    const s = this.watched
    if (s % STAT_INTERVAL_S === 0) {
      this.flush()
      this.senders.sendTracking?.(this.state?.live ? 1 : 3, s)
    }
    if (isPlaybackUpdateSecond(s)) this.senders.sendPlaybackUpdate?.(s, this.state?.currentTime ?? 0)
    if (s === WATCH_EVENT_AT_S) this.senders.sendWatchFiveMinutes?.()
  }
}
