import { describe, expect, it } from 'vitest'
import {
  activePoint,
  highlightMarks,
  nextEpisodeDue,
  nextEpisodeOffer,
  packshotQueue,
  pointEnd,
  resumePosition,
  watchPercentage,
} from './vod-rules'

describe('resumePosition (spec 2 §5: 10..12600 s, not fully watched)', () => {
  it.each([
    [null, 0],
    [{ seconds: 9 }, 0],
    [{ seconds: 10 }, 10],
    [{ seconds: 600 }, 600],
    [{ seconds: 12600 }, 12600],
    [{ seconds: 12601 }, 0],
    [{ seconds: 600, watch_percentage: 100 }, 0],
    [{ seconds: 600, watch_percentage: 99 }, 600],
    [{ seconds: Number.NaN }, 0],
  ])('%j → %d', (history, expected) => {
    expect(resumePosition(history)).toBe(expected)
  })
})

describe('playback points (spec 2 §3)', () => {
  const intro = { type: 'intro', start: 5000, end: 65000, button: { action: 'skip' as const } }
  const highlight = { type: 'highlights', start: 120000 }
  it('defaults the end to start + 8000 ms', () => {
    expect(pointEnd(highlight)).toBe(128000)
  })
  it('finds the point under the playhead and where its skip button seeks', () => {
    expect(activePoint([intro, highlight], 4)).toBeNull()
    expect(activePoint([intro, highlight], 5)).toMatchObject({ action: 'skip', seekTo: 65 })
    expect(activePoint([intro, highlight], 65)).toBeNull()
    expect(activePoint([intro, highlight], 121)).toMatchObject({ action: null, seekTo: null, endMs: 128000 })
  })
  it('a start button seeks to its own start', () => {
    const p = { type: 'recap', start: 0, end: 30000, button: { action: 'start' as const, start: 40000 } }
    expect(activePoint([p], 1)?.seekTo).toBe(40)
  })
  it('marks highlights as fractions of the duration', () => {
    expect(highlightMarks([intro, highlight], 1280)).toEqual([{ from: 120 / 1280, to: 128 / 1280 }])
    expect(highlightMarks([highlight], Infinity)).toEqual([])
  })
})

describe('packshots and next episode', () => {
  it('plays packshots in order, empty urls dropped', () => {
    expect(packshotQueue([{ url: 'a' }, { url: '' }, { url: 'b' }])).toEqual(['a', 'b'])
    expect(packshotQueue(null)).toEqual([])
  })
  it('offers the next episode at a finish point, in the last 4.5 s, or at the end', () => {
    expect(nextEpisodeDue({ currentTime: 10, duration: 100, ended: false })).toBe(false)
    expect(nextEpisodeDue({ currentTime: 95.5, duration: 100, ended: false })).toBe(true)
    // issue 31: without credits, the last 20 s (not the 4.5 s packshot fade)
    expect(nextEpisodeDue({ currentTime: 79.9, duration: 100, ended: false })).toBe(false)
    expect(nextEpisodeDue({ currentTime: 80, duration: 100, ended: false })).toBe(true)
    expect(nextEpisodeDue({ currentTime: 1, duration: Infinity, ended: true })).toBe(true)
    const finish = { type: 'credits', start: 80000, button: { action: 'finish' as const } }
    expect(nextEpisodeDue({ currentTime: 80, duration: 100, ended: false, points: [finish] })).toBe(true)
    expect(nextEpisodeDue({ currentTime: 79, duration: 100, ended: false, points: [finish] })).toBe(false)
  })
  it('watch percentage is clamped and rounded', () => {
    expect(watchPercentage(50, 200)).toBe(25)
    expect(watchPercentage(300, 200)).toBe(100)
    expect(watchPercentage(1, 0)).toBe(0)
  })
})

describe('next-episode offer with a countdown (issue 31)', () => {
  it.each([
    [
      'not due: hidden',
      { due: false, ended: false, position: 50, shownAt: null, cancelled: false },
      { kind: 'hidden' },
    ],
    [
      'just due: 10 s left',
      { due: true, ended: false, position: 80, shownAt: null, cancelled: false },
      { kind: 'countdown', secondsLeft: 10 },
    ],
    [
      '3.5 s of playback later: 7 left',
      { due: true, ended: false, position: 83.5, shownAt: 80, cancelled: false },
      { kind: 'countdown', secondsLeft: 7 },
    ],
    [
      '10 s of playback later: plays next',
      { due: true, ended: false, position: 90, shownAt: 80, cancelled: false },
      { kind: 'play-next' },
    ],
    [
      'the end before the countdown: plays next',
      { due: true, ended: true, position: 85, shownAt: 80, cancelled: false },
      { kind: 'play-next' },
    ],
    [
      'cancelled: hidden while the credits run',
      { due: true, ended: false, position: 95, shownAt: 80, cancelled: true },
      { kind: 'hidden' },
    ],
    [
      'cancelled, at the end: offered, no countdown',
      { due: true, ended: true, position: 100, shownAt: 80, cancelled: true },
      { kind: 'offer' },
    ],
    [
      'a seek back before where it showed never adds time',
      { due: true, ended: false, position: 78, shownAt: 80, cancelled: false },
      { kind: 'countdown', secondsLeft: 10 },
    ],
  ] as const)('%s', (_name, args, expected) => {
    expect(nextEpisodeOffer(args)).toEqual(expected)
  })
})
