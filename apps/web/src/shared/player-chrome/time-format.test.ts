import { describe, expect, it } from 'vitest'
import { formatClock } from './time-format'

describe('seek line times', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [65, '1:05'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-3, '0:00'],
  ])('%s s → %s', (s, text) => {
    expect(formatClock(s)).toBe(text)
  })
})
