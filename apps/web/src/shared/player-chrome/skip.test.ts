import { describe, expect, it, vi } from 'vitest'
import { SkipBatcher, skipTarget } from './skip'

const a = { id: 1, timestamp: 1000, duration: 600 }
const b = { id: 2, timestamp: 1600, duration: 600 }
const schedule = [a, b]
const now = 5000

describe('spec 2 §4 skip target', () => {
  it.each([
    ['inside the programme', 1300, 10, true, { kind: 'seek', ts: 1310, entry: a, crossed: false }],
    ['crosses into the next programme', 1595, 10, true, { kind: 'seek', ts: 1605, entry: b, crossed: true }],
    ['crosses back', 1605, -10, true, { kind: 'seek', ts: 1595, entry: a, crossed: true }],
    ['outside the schedule', 1005, -10, true, { kind: 'blocked', reason: 'no-programme' }],
    ['live has no skip', 1300, 10, false, { kind: 'blocked', reason: 'not-archive' }],
    ['never into the future', now - 5, 10, true, { kind: 'blocked', reason: 'future' }],
    ['under 30 s old is live', now - 30, 10, true, { kind: 'live' }],
  ])('%s', (_name, position, seconds, archive, expected) => {
    expect(
      skipTarget({
        schedule,
        current: a.timestamp <= position && position < 1600 ? a : b,
        position,
        seconds,
        now,
        archive,
      }),
    ).toEqual(expected)
  })
})

function fakeClock() {
  let t = 0
  const timers: { at: number; fn: () => void; id: number }[] = []
  let id = 0
  return {
    setTimeout: (fn: () => void, ms: number) => {
      timers.push({ at: t + ms, fn, id: ++id })
      return id
    },
    clearTimeout: (h: unknown) => {
      const i = timers.findIndex((x) => x.id === h)
      if (i >= 0) timers.splice(i, 1)
    },
    advance(ms: number) {
      t += ms
      for (const timer of [...timers].sort((x, y) => x.at - y.at)) {
        if (timer.at <= t) {
          timers.splice(timers.indexOf(timer), 1)
          timer.fn()
        }
      }
    },
  }
}

describe('spec 2 §4 skip batching', () => {
  it('adds presses and seeks once 500 ms after the last', () => {
    const clock = fakeClock()
    const perform = vi.fn()
    const batcher = new SkipBatcher(perform, clock)
    batcher.press(1)
    clock.advance(400)
    batcher.press(1)
    batcher.press(-1)
    batcher.press(1)
    expect(batcher.pending).toBe(20)
    clock.advance(499)
    expect(perform).not.toHaveBeenCalled()
    clock.advance(1)
    expect(perform).toHaveBeenCalledExactlyOnceWith(20)
  })

  it('is busy for 300 ms divided by the press count', () => {
    const clock = fakeClock()
    const perform = vi.fn()
    const batcher = new SkipBatcher(perform, clock)
    batcher.press(-1)
    batcher.press(-1)
    batcher.press(-1)
    clock.advance(500)
    expect(perform).toHaveBeenCalledWith(-30)
    expect(batcher.press(1)).toBe(false)
    clock.advance(100)
    expect(batcher.press(1)).toBe(true)
  })
})
