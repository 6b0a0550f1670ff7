import { describe, expect, it } from 'vitest'
import { entry } from '../test-support/channel-fixtures'
import { entryAt, entryState, groupByDay, scheduleRetry, scheduleWindow } from './schedule-days'

const H = 3600
/** 2024-03-10 00:00 UTC */
const MIDNIGHT = Date.UTC(2024, 2, 10) / 1000

describe('schedule window (spec 2 §4)', () => {
  it('is 72 h back and ahead, or archived days × 24 back when longer', () => {
    const now = MIDNIGHT + 30 * 60
    expect(scheduleWindow(now, 0)).toEqual({ start: MIDNIGHT - 72 * H, end: MIDNIGHT + 73 * H })
    expect(scheduleWindow(now, 3)).toEqual({ start: MIDNIGHT - 72 * H, end: MIDNIGHT + 73 * H })
    expect(scheduleWindow(now, 7)).toEqual({ start: MIDNIGHT - 168 * H, end: MIDNIGHT + 73 * H })
  })
})

describe('grouping by day with the 02:00 rule (spec 2 §2)', () => {
  const at = (hours: number, id: number) => entry({ id, timestamp: MIDNIGHT + hours * H, duration: H })
  it.each([
    ['23:00 the day before, ending at midnight', -1, ['2024-03-09']],
    ['23:30 the day before, on air after midnight', -0.5, ['2024-03-09', '2024-03-10']],
    ['00:30', 0.5, ['2024-03-09', '2024-03-10']],
    ['02:00', 2, ['2024-03-09', '2024-03-10']],
    ['02:01', 2 + 1 / 60, ['2024-03-10']],
    ['12:00', 12, ['2024-03-10']],
  ])('a programme at %s is in %j (UTC)', (_name, hours, days) => {
    const grouped = groupByDay([at(hours, 1)], 0)
    expect(grouped.map((d) => d.day)).toEqual(days)
  })

  it('keeps time order within each day and uses the time zone offset', () => {
    const grouped = groupByDay([at(12, 2), at(1, 1), at(-1, 0)], 0)
    expect(grouped).toEqual([
      {
        day: '2024-03-09',
        entries: [expect.objectContaining({ id: 0 }), expect.objectContaining({ id: 1 })],
      },
      {
        day: '2024-03-10',
        entries: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
      },
    ])
    // 22:30 UTC is 03:30 the next day at UTC+5
    expect(groupByDay([at(-1.5, 3)], 300).map((d) => d.day)).toEqual(['2024-03-10'])
  })
})

describe('item states (spec 2 §2)', () => {
  const channel = { is_purchased: true, is_free: false, archived_days: 3 }
  const now = MIDNIGHT + 12 * H + 600
  it.each([
    ['airing now', entry({ id: 1, timestamp: MIDNIGHT + 12 * H }), 'active'],
    ['in the past with catch-up', entry({ id: 2, timestamp: MIDNIGHT + 10 * H }), 'archived'],
    [
      'in the past without catch-up',
      entry({ id: 3, timestamp: MIDNIGHT + 10 * H, is_catchup_available: false }),
      'unactive',
    ],
    ['in the future', entry({ id: 4, timestamp: MIDNIGHT + 14 * H }), 'unactive'],
    ['past the archive days', entry({ id: 5, timestamp: now - 5 * 86_400 }), 'unactive'],
  ])('%s → %s', (_name, e, state) => {
    expect(entryState(e, channel, now)).toBe(state)
  })

  it('finds the programme at a time', () => {
    const list = [
      entry({ id: 1, timestamp: 100, duration: 50 }),
      entry({ id: 2, timestamp: 150, duration: 50 }),
    ]
    expect(entryAt(list, 150)?.id).toBe(2)
    expect(entryAt(list, 149)?.id).toBe(1)
    expect(entryAt(list, 200)).toBeUndefined()
  })
})

describe('schedule loading (spec 2 §4: 5 attempts every 3 s)', () => {
  it.each([
    [1, false, { kind: 'done' }],
    [1, true, { kind: 'retry', afterMs: 3000 }],
    [4, true, { kind: 'retry', afterMs: 3000 }],
    [5, true, { kind: 'warning' }],
  ])('attempt %i, empty %s → %j', (attempts, empty, expected) => {
    expect(scheduleRetry(attempts, empty)).toEqual(expected)
  })
})
