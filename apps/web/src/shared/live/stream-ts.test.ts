import { describe, expect, it } from 'vitest'
import { LIVE_THRESHOLD_S, streamTs } from './stream-ts'

describe('streamTs (spec 2 §5: ts only when at least 30 s old)', () => {
  const now = 1_800_000_000
  it.each([
    [undefined, undefined],
    [now, undefined],
    [now - 29, undefined],
    [now - LIVE_THRESHOLD_S, now - 30],
    [now - 3600.7, now - 3601],
    [now + 60, undefined],
  ])('ts %s → %s', (ts, expected) => {
    expect(streamTs(ts, now)).toBe(expected)
  })
})
