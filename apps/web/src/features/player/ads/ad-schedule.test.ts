import { describe, expect, it } from 'vitest'
import type { AdInfo } from '@efir/contract'
import { AdSchedule } from './ad-schedule'
import { addShown, shownOn } from './ad-shown'

const roll = (...urls: string[]) => urls.map((url) => ({ url, aliases: [] }))
const info = (patch: Partial<AdInfo> = {}): AdInfo => ({
  pre_roll: [],
  middle_roll: [],
  post_roll: [],
  post_pause_roll: [],
  middle_roll_points: [],
  max_advertising: 0,
  period: 0,
  middle_roll_period: 0,
  allow_disable: false,
  ...patch,
})

/** Plays `seconds` of content from `from` in 1 s steps; returns the first break due. */
function play(s: AdSchedule, from: number, seconds: number, nowMs = 0, wall0: number | null = null) {
  for (let t = from; t <= from + seconds; t++) {
    const wall = wall0 === null ? null : wall0 + (t - from)
    const due = s.onTime({ currentTime: t, wall, nowMs: nowMs + (t - from) * 1000 }, [1000])
    if (due) return { due, at: t }
  }
  return null
}

describe('spec 2 §4 ad schedule: mid-rolls', () => {
  it('plays a point once at its position in seconds watched, with middle_roll when the point has no urls', () => {
    const s = new AdSchedule(
      info({ middle_roll: roll('m'), middle_roll_points: [{ position: 10, urls: [] }] }),
    )
    expect(play(s, 0, 30)).toEqual({ due: { place: 'middle_roll', urls: ['m'], max: 0 }, at: 10 })
    expect(play(s, 31, 60, 100_000)).toBeNull()
  })

  it("a point's own urls win", () => {
    const s = new AdSchedule(
      info({ middle_roll: roll('m'), middle_roll_points: [{ position: 3, urls: ['p'] }] }),
    )
    expect(play(s, 0, 5)?.due.urls).toEqual(['p'])
  })

  it('seeks do not count as watching', () => {
    const s = new AdSchedule(
      info({ middle_roll: roll('m'), middle_roll_points: [{ position: 10, urls: [] }] }),
    )
    expect(play(s, 0, 5)).toBeNull()
    expect(play(s, 600, 4)).toBeNull() // a seek to 600 then 4 s: 9 s watched
    expect(play(s, 605, 1)?.at).toBe(605)
  })

  it('middle_roll_period repeats the mid-roll every that many seconds watched', () => {
    const s = new AdSchedule(info({ middle_roll: roll('m'), middle_roll_period: 20 }))
    const first = play(s, 0, 100)
    expect(first?.at).toBe(20)
    s.begin()
    s.end(1, 20_000)
    expect(play(s, 21, 100, 21_000)?.at).toBe(40)
  })

  it('waits for the ad period (default 5 s) after a break', () => {
    const s = new AdSchedule(
      info({ middle_roll: roll('m'), middle_roll_points: [{ position: 2, urls: [] }] }),
    )
    s.begin()
    s.end(1, 10_000)
    expect(s.periodS).toBe(5)
    expect(s.onTime({ currentTime: 0, wall: null, nowMs: 10_000 }, [])).toBeNull()
    expect(s.onTime({ currentTime: 1, wall: null, nowMs: 11_000 }, [])).toBeNull()
    expect(s.onTime({ currentTime: 2, wall: null, nowMs: 12_000 }, [])).toBeNull() // due, but inside the period
    expect(s.onTime({ currentTime: 3, wall: null, nowMs: 15_000 }, [])?.place ?? null).toBe('middle_roll')
  })

  it('nothing is due while a break runs, and its time is not watching', () => {
    const s = new AdSchedule(
      info({ middle_roll: roll('m'), middle_roll_points: [{ position: 3, urls: [] }] }),
    )
    s.begin()
    expect(play(s, 0, 10)).toBeNull()
    expect(s.watchedS).toBe(0)
  })
})

describe('spec 2 §4 ad schedule: post-roll and post-pause roll', () => {
  it('a post-roll when the watched programme ends while playing, not on a seek across its end', () => {
    const s = new AdSchedule(info({ post_roll: roll('post') }))
    expect(play(s, 0, 10, 0, 995)).toEqual({ due: { place: 'post_roll', urls: ['post'], max: 0 }, at: 5 })
    const t = new AdSchedule(info({ post_roll: roll('post') }))
    expect(t.onTime({ currentTime: 0, wall: 990, nowMs: 0 }, [1000])).toBeNull()
    expect(t.onTime({ currentTime: 30, wall: 1020, nowMs: 1000 }, [1000])).toBeNull()
  })

  it('a post-pause roll when play resumes after a pause of at least the period', () => {
    const s = new AdSchedule(info({ post_pause_roll: roll('pp'), period: 5 }))
    s.onPause(0)
    expect(s.onPlaying(4_999)).toBeNull()
    s.onPause(10_000)
    expect(s.onPlaying(15_000)).toEqual({ place: 'post_pause_roll', urls: ['pp'], max: 0 })
    expect(s.onPlaying(30_000)).toBeNull() // playing without a pause before it
  })

  it("the break's own pause does not lead to a post-pause roll", () => {
    const s = new AdSchedule(info({ post_pause_roll: roll('pp') }))
    s.begin()
    s.onPause(0)
    s.end(1, 1_000)
    expect(s.onPlaying(60_000)).toBeNull()
  })

  it('a post-pause roll right after a break is dropped', () => {
    const s = new AdSchedule(info({ post_pause_roll: roll('pp'), period: 30 }))
    s.begin()
    s.end(1, 0)
    s.onPause(1_000)
    expect(s.onPlaying(29_000)).toBeNull()
  })
})

describe('spec 2 §4 max_advertising', () => {
  it('caps the ads of the day: the rest is what a break may play', () => {
    const s = new AdSchedule(info({ pre_roll: roll('a', 'b', 'c'), max_advertising: 3 }), 1)
    expect(s.preRoll()).toEqual({ place: 'pre_roll', urls: ['a', 'b', 'c'], max: 2 })
    s.begin()
    s.end(2, 0)
    expect(s.remaining()).toBe(0)
    expect(s.preRoll()).toBeNull()
  })

  it('0 is no cap; an empty roll is no break', () => {
    expect(new AdSchedule(info({ pre_roll: roll('a') }), 99).preRoll()?.max).toBe(0)
    expect(new AdSchedule(info()).preRoll()).toBeNull()
  })
})

describe('spec 2 §3 ad_shown counters', () => {
  it('counts per channel and day and drops other days', () => {
    let counters = addShown(undefined, 119, '2026-11-20', 2)
    expect(shownOn(counters, 119, '2026-11-20')).toBe(2)
    counters = addShown(counters, 101, '2026-11-21', 1)
    expect(shownOn(counters, 119, '2026-11-21')).toBe(0)
    expect(counters).toEqual({ 101: { day: '2026-11-21', count: 1 } })
    expect(shownOn(undefined, 1, '2026-11-21')).toBe(0)
  })
})
