import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HoverTracker, isPointerDevice } from './hover-analytics'

describe('spec 2 §2 hover analytics: 100 ms for channels, 500 ms otherwise', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('a channel card sends after 100 ms of hover, once per entry', () => {
    const send = vi.fn()
    const t = new HoverTracker('channel', send)
    t.enter()
    vi.advanceTimersByTime(99)
    expect(send).not.toHaveBeenCalled()
    t.enter() // focus while hovered: still one
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(send).toHaveBeenCalledTimes(1)
    t.leave()
    t.enter()
    vi.advanceTimersByTime(100)
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('a content card waits 500 ms; leaving earlier sends nothing', () => {
    const send = vi.fn()
    const t = new HoverTracker('content', send)
    t.enter()
    vi.advanceTimersByTime(400)
    t.leave()
    vi.advanceTimersByTime(1000)
    expect(send).not.toHaveBeenCalled()
    t.enter()
    vi.advanceTimersByTime(500)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('only pointer devices', () => {
    expect(isPointerDevice(() => ({ matches: true }))).toBe(true)
    expect(isPointerDevice(() => ({ matches: false }))).toBe(false)
    expect(isPointerDevice(undefined)).toBe(false)
  })
})
