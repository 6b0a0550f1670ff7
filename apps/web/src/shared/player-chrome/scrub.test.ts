import { describe, expect, it } from 'vitest'
import { hoverTime, scrubTarget, seekKeyOffset } from './scrub'

const entry = { timestamp: 10_000, duration: 3600, is_catchup_available: true }
const now = 20_000

describe('spec 2 §4 scrub on a channel', () => {
  it.each([
    ['rounds to 10 s', 124, 7, { kind: 'archive', ts: 10_120, offset: 120 }],
    ['rounds up at 5', 125, 7, { kind: 'archive', ts: 10_130, offset: 130 }],
    ['negative clamps to the start', -40, 7, { kind: 'archive', ts: 10_000, offset: 0 }],
    ['clamped to duration − 5', 3599, 7, { kind: 'archive', ts: 13_595, offset: 3595 }],
    ['no archive days → live', 120, 0, { kind: 'live' }],
  ])('%s', (_name, offset, days, expected) => {
    expect(scrubTarget({ entry, offset, now, archivedDays: days })).toEqual(expected)
  })

  it('under 30 s old becomes live', () => {
    const airing = { ...entry, timestamp: now - 100 }
    expect(scrubTarget({ entry: airing, offset: 80, now, archivedDays: 7 })).toEqual({ kind: 'live' })
    expect(scrubTarget({ entry: airing, offset: 70, now, archivedDays: 7 })).toEqual({
      kind: 'archive',
      ts: now - 30,
      offset: 70,
    })
    expect(scrubTarget({ entry: airing, offset: 500, now, archivedDays: 7 })).toEqual({ kind: 'live' })
  })

  it.each([
    ['catch-up unavailable', { ...entry, is_catchup_available: false }, 7],
    ['older than the archive days', { ...entry, timestamp: now - 3 * 86_400 }, 2],
  ])('%s is refused', (_name, e, days) => {
    expect(scrubTarget({ entry: e, offset: 60, now, archivedDays: days })).toEqual({
      kind: 'denied',
      alert: 'error_schedule_copyright_banned',
    })
  })
})

describe('spec 2 §4 hover time', () => {
  it.each([
    [-5, 100, 50, 0],
    [30, 100, 50, 30],
    [60, 100, 50, 0],
    [150, 100, 200, 100],
  ])('offset %s of %s with %s elapsed → %s', (offset, duration, elapsed, expected) => {
    expect(hoverTime(offset, duration, elapsed)).toBe(expected)
  })
})

describe('seek line keys (WAI-ARIA slider)', () => {
  it.each([
    ['ArrowRight', 100, 110],
    ['ArrowLeft', 100, 90],
    ['ArrowUp', 100, 110],
    ['PageUp', 100, 160],
    ['PageDown', 100, 40],
    ['PageDown', 30, 0],
    ['PageUp', 580, 600],
    ['Home', 100, 0],
    ['End', 100, 600],
    ['Enter', 100, null],
  ])('%s from %i → %s (600 s reachable)', (key, offset, expected) => {
    expect(seekKeyOffset(key, offset, 600)).toBe(expected)
  })
})
