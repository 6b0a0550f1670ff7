import type { AdInfo } from '@efir/contract'

/** spec 2 §4 "Advertising": the roll types. */
export type AdPlace = 'pre_roll' | 'middle_roll' | 'post_roll' | 'post_pause_roll'

/** spec 2 §9: "Ad period min 5 s" (the default when the ad info gives no period). */
export const AD_PERIOD_DEFAULT_S = 5
/**
 * A playhead step longer than this is a seek or a reload, not watching: skips and scrubs move by 10 s
 * or more (spec 2 §4), while a busy page may sample the playhead seconds apart.
 */
const CONTINUOUS_S = 5

/** A break to play now: the VAST tags of one roll and how many of them at most (0: no cap). */
export interface AdBreak {
  place: AdPlace
  urls: string[]
  max: number
}

/** What the schedule reads at each timeupdate of the channel (not the ad). */
export interface AdTimeSample {
  /** the controller's currentTime (seconds into the stream) */
  currentTime: number
  /** wall-clock unix seconds of the playhead (PROGRAM-DATE-TIME), null when unknown */
  wall: number | null
  nowMs: number
}

const urlsOf = (roll: AdInfo['pre_roll']) => roll.map((r) => r.url).filter(Boolean)

/**
 * When the ads of one stream play (spec 2 §3 "Ad info", §4 "Advertising", §9). The spec names the
 * fields; what they mean here:
 * - pre_roll: before the channel starts.
 * - middle_roll_points: at `position` seconds of the channel watched (ads and seeks not counted), once
 *   each, with the point's urls (or middle_roll when it has none); middle_roll_period > 0: middle_roll
 *   again every that many seconds watched.
 * - post_roll: when the programme being watched ends while it plays (not on a seek past its end).
 * - post_pause_roll: when play resumes after a pause of at least the ad period.
 * - period (default 5 s): the least time between the end of one break and the start of the next; a due
 *   mid-roll waits for it, a post-roll or post-pause roll inside it is dropped.
 * - max_advertising (0: no cap): ads shown on the channel per day, counted with `shown` (the ad_shown
 *   counter of local storage, ad-shown.ts).
 */
export class AdSchedule {
  private watched = 0
  private lastTime: number | null = null
  private lastWall: number | null = null
  private readonly pointsDone = new Set<number>()
  private nextPeriodic: number
  private lastBreakEnd = Number.NEGATIVE_INFINITY
  private pausedAt: number | null = null
  private running = false

  constructor(
    private readonly info: AdInfo,
    private shown = 0,
  ) {
    this.nextPeriodic = info.middle_roll_period > 0 ? info.middle_roll_period : Number.POSITIVE_INFINITY
  }

  /** Seconds between breaks (spec 2 §9 "Ad period min 5 s"). */
  get periodS(): number {
    return this.info.period > 0 ? this.info.period : AD_PERIOD_DEFAULT_S
  }

  /** Seconds of the channel watched so far (ads and seeks not counted). */
  get watchedS(): number {
    return this.watched
  }

  /** A break is playing: playhead and pause events are the break's own and are not counted. */
  get busy(): boolean {
    return this.running
  }

  /** Ads still allowed under max_advertising (Infinity without a cap). */
  remaining(): number {
    const cap = this.info.max_advertising
    return cap > 0 ? Math.max(0, cap - this.shown) : Number.POSITIVE_INFINITY
  }

  preRoll(): AdBreak | null {
    return this.make('pre_roll', urlsOf(this.info.pre_roll))
  }

  /** A timeupdate of the channel; `programmeEnds` are the unix end times of the schedule's programmes. */
  onTime(sample: AdTimeSample, programmeEnds: readonly number[]): AdBreak | null {
    const delta = this.lastTime === null ? 0 : sample.currentTime - this.lastTime
    const continuous = delta > 0 && delta <= CONTINUOUS_S
    if (continuous && !this.running) this.watched += delta
    this.lastTime = sample.currentTime
    const from = this.lastWall
    this.lastWall = sample.wall
    if (this.running) return null
    const wall = sample.wall
    if (
      continuous &&
      from !== null &&
      wall !== null &&
      programmeEnds.some((end) => from < end && end <= wall)
    ) {
      const post = this.gapOk(sample.nowMs) ? this.make('post_roll', urlsOf(this.info.post_roll)) : null
      if (post) return post
    }
    return this.middleRoll(sample.nowMs)
  }

  /** The channel paused (by the viewer, or the page hidden); the break's own pauses are ignored. */
  onPause(nowMs: number): void {
    if (!this.running && this.pausedAt === null) this.pausedAt = nowMs
  }

  /** The channel plays again: a post-pause roll when the pause was long enough. */
  onPlaying(nowMs: number): AdBreak | null {
    const pausedAt = this.pausedAt
    this.pausedAt = null
    if (this.running || pausedAt === null) return null
    if (nowMs - pausedAt < this.periodS * 1000 || !this.gapOk(nowMs)) return null
    return this.make('post_pause_roll', urlsOf(this.info.post_pause_roll))
  }

  /** A break starts: until `end`, nothing else is due. */
  begin(): void {
    this.running = true
    this.pausedAt = null
  }

  /** The break ended after `played` ads. */
  end(played: number, nowMs: number): void {
    this.running = false
    this.shown += played
    this.lastBreakEnd = nowMs
  }

  private middleRoll(nowMs: number): AdBreak | null {
    const points = [...this.info.middle_roll_points.entries()].sort(([, a], [, b]) => a.position - b.position)
    const duePoint = points.find(([i, p]) => !this.pointsDone.has(i) && this.watched >= p.position)
    const duePeriodic = this.watched >= this.nextPeriodic
    if ((!duePoint && !duePeriodic) || !this.gapOk(nowMs)) return null
    if (duePoint) {
      const [i, point] = duePoint
      this.pointsDone.add(i)
      if (duePeriodic) this.advancePeriodic()
      const urls = point.urls.length > 0 ? point.urls : urlsOf(this.info.middle_roll)
      return this.make('middle_roll', urls)
    }
    this.advancePeriodic()
    return this.make('middle_roll', urlsOf(this.info.middle_roll))
  }

  private advancePeriodic(): void {
    const period = this.info.middle_roll_period
    while (this.nextPeriodic <= this.watched) this.nextPeriodic += period
  }

  private gapOk(nowMs: number): boolean {
    return nowMs - this.lastBreakEnd >= this.periodS * 1000
  }

  private make(place: AdPlace, urls: string[]): AdBreak | null {
    const remaining = this.remaining()
    if (urls.length === 0 || remaining <= 0) return null
    return { place, urls, max: Number.isFinite(remaining) ? remaining : 0 }
  }
}
