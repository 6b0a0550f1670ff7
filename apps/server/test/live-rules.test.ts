import { describe, expect, it } from 'vitest'
import {
  airingAt,
  airingsBetween,
  airingsOfDay,
  BANNED_SLOT,
  dayIndexOf,
  dayStart,
  DAY_SECONDS,
  onSegmentBoundary,
  parseAiringId,
} from '../src/modules/schedule/epg.ts'
import { decideCatchup } from '../src/modules/streams/access.ts'

const pool = [
  { id: 1, theme: 'general', isSeries: false, catchupBanned: false },
  { id: 2, theme: 'general', isSeries: true, catchupBanned: false },
  { id: 3, theme: 'general', isSeries: false, catchupBanned: true },
]
const NOW = 1_894_708_800 // 2030-01-15T12:00:00Z

describe('EPG generator', () => {
  it('fills every day of every channel without gaps, 15-120 min, on segment boundaries', () => {
    for (const channelId of [101, 102, 143, 3929]) {
      for (let day = dayIndexOf(NOW) - 30; day <= dayIndexOf(NOW) + 3; day++) {
        const airings = airingsOfDay({ id: channelId, theme: 'general' }, day, pool)
        expect(airings[0]?.start).toBe(dayStart(day))
        const last = airings.at(-1)
        expect((last?.start ?? 0) + (last?.duration ?? 0)).toBe(dayStart(day) + DAY_SECONDS)
        for (const [i, a] of airings.entries()) {
          expect(a.duration).toBeGreaterThanOrEqual(900)
          expect(a.duration).toBeLessThanOrEqual(7200)
          expect(onSegmentBoundary(a.start)).toBe(true)
          expect(parseAiringId(a.id)).toEqual({ day, channelId, slot: i })
          expect(a.isCatchupAvailable).toBe(!a.program.catchupBanned)
          expect(a.episode !== null).toBe(a.program.isSeries)
        }
        expect(airings[BANNED_SLOT]?.isCatchupAvailable).toBe(false)
      }
    }
  })

  it('is deterministic and differs between channels', () => {
    const a = airingsOfDay({ id: 101, theme: 'general' }, 21_929, pool)
    expect(airingsOfDay({ id: 101, theme: 'general' }, 21_929, pool)).toEqual(a)
    expect(airingsOfDay({ id: 102, theme: 'general' }, 21_929, pool).map((x) => x.duration)).not.toEqual(
      a.map((x) => x.duration),
    )
  })

  it('finds the programme at a moment and the ones overlapping a window, across days', () => {
    const channel = { id: 101, theme: 'general' }
    const at = airingAt(channel, NOW, pool)
    expect(at && at.start <= NOW && NOW < at.start + at.duration).toBe(true)
    const midnight = dayStart(dayIndexOf(NOW))
    const around = airingsBetween(channel, midnight - 60, midnight + 60, pool)
    expect(around.map((a) => parseAiringId(a.id).day)).toEqual([dayIndexOf(NOW) - 1, dayIndexOf(NOW)])
    expect(airingsOfDay(channel, 1, [])).toEqual([])
  })
})

describe('catch-up decision (spec 2 §4 "Archive playback")', () => {
  const base = { now: NOW, archivedDays: 7, isCatchupAvailable: true }
  it.each([
    ['future', NOW + 1, base, 'from-future'],
    ['now', NOW, base, 'too-recent'],
    ['29 s ago', NOW - 29, base, 'too-recent'],
    ['30 s ago', NOW - 30, base, 'ok'],
    ['no archive', NOW - 3600, { ...base, archivedDays: 0 }, 'no-archive'],
    ['exactly 7 days', NOW - 7 * DAY_SECONDS, base, 'ok'],
    ['older than 7 days', NOW - 7 * DAY_SECONDS - 1, base, 'expired'],
    ['banned', NOW - 3600, { ...base, isCatchupAvailable: false }, 'banned'],
  ] as const)('%s', (_, ts, input, kind) => {
    expect(decideCatchup({ ...input, ts }).kind).toBe(kind)
  })
})
