import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTROLS_HIDE_MS } from './controls-visibility'
import { useControlsVisibility } from './use-controls-visibility'

describe('controls on a phone (spec 2 §4: a tap shows after 200 ms, hides after 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const phone = (stopped: boolean) => ({ mobile: true, settingsOpen: false, stopped })

  it('a tap on hidden controls shows them; the next tap hides them', () => {
    const { result } = renderHook((p: { stopped: boolean }) => useControlsVisibility(phone(p.stopped)), {
      initialProps: { stopped: false },
    })
    act(() => void vi.advanceTimersByTime(CONTROLS_HIDE_MS + 10))
    expect(result.current.visible).toBe(false)
    act(() => result.current.onTap())
    act(() => void vi.advanceTimersByTime(200))
    expect(result.current.visible).toBe(true)
    act(() => result.current.onTap())
    act(() => void vi.advanceTimersByTime(200))
    expect(result.current.visible).toBe(false)
  })

  it('a tap during a stall (controls shown because nothing plays) keeps them after playback resumes', () => {
    const { result, rerender } = renderHook(
      (p: { stopped: boolean }) => useControlsVisibility(phone(p.stopped)),
      { initialProps: { stopped: false } },
    )
    act(() => void vi.advanceTimersByTime(CONTROLS_HIDE_MS + 10))
    expect(result.current.visible).toBe(false)
    rerender({ stopped: true })
    expect(result.current.visible).toBe(true)
    act(() => result.current.onTap())
    act(() => void vi.advanceTimersByTime(200))
    rerender({ stopped: false })
    expect(result.current.visible).toBe(true)
    // and they go away as usual, 5 s (and the 200 ms hide delay) after the tap
    act(() => void vi.advanceTimersByTime(CONTROLS_HIDE_MS + 210))
    expect(result.current.visible).toBe(false)
  })
})
