import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initialPlayerState } from './initial-state'
import { StatsTicker, isPlaybackUpdateSecond } from './stats-ticker'

describe('isPlaybackUpdateSecond (spec 2 §4: 120, 300, 600, then every 600 up to 3000)', () => {
  it('lists exactly the spec seconds in the first hour', () => {
    const seconds = Array.from({ length: 3600 }, (_, i) => i + 1).filter(isPlaybackUpdateSecond)
    expect(seconds).toEqual([120, 300, 600, 1200, 1800, 2400, 3000])
  })
})

describe('StatsTicker', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  const setup = (live = true) => {
    const senders = {
      sendStat: vi.fn(),
      sendTracking: vi.fn(),
      sendPlaybackUpdate: vi.fn(),
      sendWatchFiveMinutes: vi.fn(),
    }
    const ticker = new StatsTicker(senders)
    const playing = initialPlayerState({ status: 'playing', live, currentTime: 42 })
    ticker.listener({ type: 'loadstart', url: 'x' }, initialPlayerState({ status: 'loading', live }))
    ticker.listener({ type: 'playing' }, playing)
    return { senders, ticker, playing }
  }

  it('sends a stat with 30 s every 30 s and tracking with evtp 1 on live', () => {
    const { senders } = setup(true)
    vi.advanceTimersByTime(90_000)
    expect(senders.sendStat.mock.calls).toEqual([
      [30, 30],
      [30, 60],
      [30, 90],
    ])
    expect(senders.sendTracking.mock.calls).toEqual([
      [1, 30],
      [1, 60],
      [1, 90],
    ])
  })

  it('tracks archive with evtp 3', () => {
    const { senders } = setup(false)
    vi.advanceTimersByTime(30_000)
    expect(senders.sendTracking).toHaveBeenCalledWith(3, 30)
  })

  it('sends playback updates on schedule and the 5-minute event once, over an hour', () => {
    const { senders } = setup()
    vi.advanceTimersByTime(3_600_000)
    expect(senders.sendPlaybackUpdate.mock.calls.map((c: unknown[]) => c[0] as number)).toEqual([
      120, 300, 600, 1200, 1800, 2400, 3000,
    ])
    expect(senders.sendPlaybackUpdate).toHaveBeenCalledWith(120, 42)
    expect(senders.sendWatchFiveMinutes).toHaveBeenCalledTimes(1)
    expect(senders.sendStat).toHaveBeenCalledTimes(120)
  })

  it('counts only played seconds: a pause stops the clock', () => {
    const { senders, ticker, playing } = setup()
    vi.advanceTimersByTime(20_000)
    ticker.listener({ type: 'pause' }, { ...playing, status: 'paused' })
    vi.advanceTimersByTime(60_000)
    expect(ticker.secondsWatched).toBe(20)
    ticker.listener({ type: 'playing' }, playing)
    vi.advanceTimersByTime(10_000)
    expect(senders.sendStat.mock.calls).toEqual([[30, 30]])
  })

  it('a new load flushes the unreported seconds and starts a new count', () => {
    const { senders, ticker } = setup()
    vi.advanceTimersByTime(12_000)
    ticker.listener({ type: 'loadstart', url: 'y' }, initialPlayerState({ status: 'loading' }))
    expect(senders.sendStat).toHaveBeenCalledWith(12, 12)
    expect(ticker.secondsWatched).toBe(0)
    vi.advanceTimersByTime(60_000)
    expect(ticker.secondsWatched).toBe(0) // loading: not playing
  })
})
