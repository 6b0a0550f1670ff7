import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeVideo } from './testing/fakes'
import { TEARDOWN_DELAY_MS, VideoPair } from './video-pair'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

const pair = () => {
  const first = new FakeVideo()
  const second = new FakeVideo()
  return { first, second, videos: new VideoPair(first.asElement(), second.asElement()) }
}

describe('VideoPair (zap speed, issue 11)', () => {
  it('one element: every stream plays on it, nothing switches', () => {
    const only = new FakeVideo()
    const videos = new VideoPair(only.asElement())
    expect(videos.canSwitch()).toBe(false)
    expect(videos.current).toBe(only)
    expect(videos.reveal()).toBe(false)
  })

  it('a switch plays on the hidden element; the reveal swaps them and clears the old one later', () => {
    const { first, second, videos } = pair()
    first.src = 'blob:a'
    expect([videos.shown, second.style.visibility]).toEqual([0, 'hidden'])
    const teardown = vi.fn()
    expect(videos.beginSwitch(teardown)).toBe(second)
    expect(videos.current).toBe(second)
    expect([videos.pending, videos.shown]).toEqual([true, 0])
    expect(first.pause).toHaveBeenCalled()
    expect(videos.reveal()).toBe(true)
    expect(videos.current).toBe(second)
    expect([videos.pending, videos.shown]).toEqual([false, 1])
    expect([first.style.visibility, second.style.visibility]).toEqual(['hidden', ''])
    expect([first.dataset.standby, second.dataset.standby]).toEqual(['', undefined])
    vi.advanceTimersByTime(TEARDOWN_DELAY_MS - 1)
    expect(teardown).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(teardown).toHaveBeenCalledOnce()
    expect(first.removeAttribute).toHaveBeenCalledWith('src')
    expect(first.load).toHaveBeenCalled()
  })

  it('the next switch needs the old element at once: its stream ends first', () => {
    const { first, videos } = pair()
    const teardown = vi.fn()
    videos.beginSwitch(teardown)
    videos.reveal()
    expect(videos.beginSwitch(vi.fn())).toBe(first)
    expect(teardown).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(TEARDOWN_DELAY_MS)
    expect(teardown).toHaveBeenCalledOnce()
  })

  it('the shown element in picture-in-picture or the browser fullscreen keeps the switch', () => {
    const { first, videos } = pair()
    Object.defineProperty(document, 'pictureInPictureElement', { value: first, configurable: true })
    try {
      expect(videos.canSwitch()).toBe(false)
    } finally {
      // jsdom has no picture-in-picture: no stand-in left for the next file in this worker
      Reflect.deleteProperty(document, 'pictureInPictureElement')
    }
    expect(videos.canSwitch()).toBe(true)
    Object.assign(first, { webkitDisplayingFullscreen: true })
    expect(videos.canSwitch()).toBe(false)
  })

  it('destroy ends the old stream now', () => {
    const { videos } = pair()
    const teardown = vi.fn()
    videos.beginSwitch(teardown)
    videos.destroy()
    expect(teardown).toHaveBeenCalledOnce()
  })
})
