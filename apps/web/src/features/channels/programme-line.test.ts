import { describe, expect, it } from 'vitest'
import type { ScheduleEntry } from '@efir/contract'
import { createPositionStore, programmeLine } from './programme-line'

const entry = (id: number, timestamp: number, duration: number, title: string) =>
  ({ id, timestamp, duration, program: { title } }) as unknown as ScheduleEntry
const schedule = [
  entry(1, 1000, 600, 'Утро'),
  entry(2, 1600, 1800, 'Интервью'),
  entry(3, 3400, 600, 'Новости'),
]

describe('programmeLine (issue 11: the line under the player)', () => {
  it.each([
    ['live: what airs now', undefined, 3500, 'Новости', { kind: 'live', title: 'Новости' }],
    [
      'live without a schedule entry: the list’s current programme',
      undefined,
      9000,
      'Эфир',
      { kind: 'live', title: 'Эфир' },
    ],
    [
      'archive: the archived programme with elapsed / total, not the live one',
      1600 + 125,
      3500,
      'Новости',
      { kind: 'archive', title: 'Интервью', elapsed: 125, total: 1800 },
    ],
    [
      'archive at its first second',
      1000,
      3500,
      undefined,
      { kind: 'archive', title: 'Утро', elapsed: 0, total: 600 },
    ],
    ['archive outside the schedule: nothing', 500, 3500, 'Новости', { kind: 'none' }],
    ['live with nothing known: nothing', undefined, 9000, undefined, { kind: 'none' }],
  ])('%s', (_name, position, now, airingTitle, line) =>
    expect(programmeLine({ schedule, airingTitle, position, now })).toEqual(line),
  )
})

describe('createPositionStore', () => {
  it('tells its listeners only about changes', () => {
    const store = createPositionStore()
    let calls = 0
    const off = store.subscribe(() => (calls += 1))
    store.set(10)
    store.set(10)
    store.set(undefined)
    off()
    store.set(11)
    expect(calls).toBe(2)
    expect(store.get()).toBe(11)
  })
})
