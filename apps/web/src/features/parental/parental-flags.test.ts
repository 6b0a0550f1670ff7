import { describe, expect, it } from 'vitest'
import { PARENTAL_FLAGS, durationOptions, shownDuration } from './parental-flags'

describe('parental tab (spec 3 §2)', () => {
  it('six toggles in the spec order', () => {
    expect(PARENTAL_FLAGS.map((f) => f.flag)).toEqual([
      'profile',
      'program',
      'vod',
      'channel',
      'pay',
      'settings',
    ])
  })
  it.each<[string, number[] | undefined, number, number[]]>([
    ['the configured list, ascending', [60, 5, 30], 0, [5, 30, 60]],
    ['no repeats', [5, 5, 30], 30, [5, 30]],
    ['the saved duration is kept when not listed', [5, 30], 15, [5, 15, 30]],
    ['no list: 1 and 30 (spec 3 §9)', [], 0, [1, 30]],
    ['unknown configuration: 1 and 30', undefined, 0, [1, 30]],
  ])('%s', (_name, configured, current, expected) => {
    expect(durationOptions(configured, current)).toEqual(expected)
  })
  it('shows the saved duration, else 30, else the first option', () => {
    expect(shownDuration([5, 30], 5)).toBe(5)
    expect(shownDuration([5, 30], 0)).toBe(30)
    expect(shownDuration([5, 60], 0)).toBe(5)
  })
})
