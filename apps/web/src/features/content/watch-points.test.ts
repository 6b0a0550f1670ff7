import { describe, expect, it } from 'vitest'
import { activePoint } from '@efir/player'
import { shouldSavePosition, toPlaybackPoints } from './watch-points'

describe('toPlaybackPoints', () => {
  it('maps intro to a skip button, credits to finish, highlights to marks (ms)', () => {
    const points = toPlaybackPoints([
      { type: 'intro', start: 5, end: 60 },
      { type: 'highlight', start: 300, end: 300 },
      { type: 'credits', start: 1200, end: 1260 },
    ])
    expect(points[0]).toEqual({ type: 'intro', start: 5000, end: 60000, button: { action: 'skip' } })
    expect(points[1]).toEqual({ type: 'highlights', start: 300000, end: null })
    expect(points[2]?.button?.action).toBe('finish')
    expect(activePoint(points, 10)?.seekTo).toBe(60)
    expect(activePoint(points, 305)?.endMs).toBe(308000)
  })
})

describe('shouldSavePosition (spec 2 §4: every 30 s, and on pause and leave)', () => {
  it.each<[reason: 'tick' | 'pause' | 'leave', number, number | null, boolean]>([
    ['tick', 10, null, false],
    ['tick', 30, null, true],
    ['tick', 50, 30, false],
    ['tick', 60, 30, true],
    ['pause', 12, null, true],
    ['pause', 30.4, 30, false],
    ['leave', 45, 30, true],
    ['leave', 0, null, false],
  ])('%s at %d (last %s) → %s', (reason, seconds, last, expected) => {
    expect(shouldSavePosition(reason, seconds, last)).toBe(expected)
  })
})
