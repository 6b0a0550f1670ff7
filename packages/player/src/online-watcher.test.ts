import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OnlineWatcher } from './online-watcher'

describe('OnlineWatcher (spec 2 §4 "Offline")', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  const setup = (up: { value: boolean }) => {
    const calls: { url: string; init: RequestInit; at: number }[] = []
    const fetch = vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init, at: Date.now() })
      return up.value ? Promise.resolve({ ok: true }) : Promise.reject(new Error('offline'))
    })
    const events = new EventTarget()
    const watcher = new OnlineWatcher({
      fetch,
      events,
      initiallyOnline: true,
      url: '/media/online_check.txt',
    })
    const changes: boolean[] = []
    watcher.subscribe((online) => changes.push(online))
    return { watcher, calls, events, changes }
  }

  it('requests the check file with a timestamp and no cache', async () => {
    const up = { value: true }
    const { watcher, calls } = setup(up)
    await watcher.check()
    expect(calls[0]?.url).toMatch(/^\/media\/online_check\.txt\?ts=\d+$/)
    expect(calls[0]?.init.cache).toBe('no-store')
  })

  it('checks every 2 s doubling up to 60 s while offline, and reports the return once', async () => {
    const up = { value: false }
    const { events, calls, changes } = setup(up)
    const start = Date.now()
    events.dispatchEvent(new Event('offline'))
    expect(changes).toEqual([false])
    await vi.advanceTimersByTimeAsync(200_000)
    const gaps = calls.map((c, i) => c.at - (i === 0 ? start : (calls[i - 1]?.at ?? 0)))
    expect(gaps.slice(0, 7)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000])
    up.value = true
    await vi.advanceTimersByTimeAsync(60_000)
    expect(changes).toEqual([false, true])
  })

  it('an online event is a hint: it checks at once', async () => {
    const up = { value: false }
    const { events, calls, changes } = setup(up)
    events.dispatchEvent(new Event('offline'))
    up.value = true
    events.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    expect(changes).toEqual([false, true])
  })

  it('a check that hangs times out after 3 s and counts as offline', async () => {
    const fetch = vi.fn(() => new Promise<{ ok: boolean }>(() => {}))
    const watcher = new OnlineWatcher({ fetch, events: null, initiallyOnline: true })
    const result = watcher.check()
    await vi.advanceTimersByTimeAsync(3000)
    await expect(result).resolves.toBe(false)
    expect(watcher.isOnline).toBe(false)
    watcher.destroy()
  })

  it('a player failure triggers a check; a failing check goes offline', async () => {
    const up = { value: false }
    const { watcher, changes } = setup(up)
    watcher.reportFailure()
    await vi.advanceTimersByTimeAsync(0)
    expect(changes).toEqual([false])
  })
})
