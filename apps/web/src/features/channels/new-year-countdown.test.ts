import { describe, expect, it } from 'vitest'
import { countdown, yearEnd } from './new-year-countdown'

describe('New Year countdown (spec 2 §2)', () => {
  it('targets the first second of the next year', () => {
    expect(yearEnd(new Date(2024, 5, 15, 12))).toEqual(new Date(2025, 0, 1))
    expect(yearEnd(new Date(2024, 11, 31, 23, 59, 59))).toEqual(new Date(2025, 0, 1))
  })

  it.each([
    [new Date(2024, 11, 31, 23, 59, 59), { days: 0, hours: 0, minutes: 0, seconds: 1, done: false }],
    [new Date(2024, 11, 30, 22, 58, 57), { days: 1, hours: 1, minutes: 1, seconds: 3, done: false }],
    [new Date(2025, 0, 1), { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
    [new Date(2025, 0, 1, 0, 0, 5), { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
  ])('at %s shows %j and stops at zero', (now, expected) => {
    expect(countdown(now, new Date(2025, 0, 1))).toEqual(expected)
  })
})
