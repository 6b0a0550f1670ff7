import { describe, expect, it } from 'vitest'
import { controlsHideIn, controlsTimings } from './controls-visibility'

const desktop = controlsTimings(false)
const mobile = controlsTimings(true)
const facts = { idleMs: 0, engaged: false, settingsOpen: false, stopped: false }

describe('spec 2 §4 controls timings', () => {
  it('desktop hides after 5 s, mobile shows after 200 ms and opens settings after 400 ms', () => {
    expect(desktop).toEqual({ showDelayMs: 0, hideAfterMs: 5000, hideDelayMs: 0, settingsOpenDelayMs: 0 })
    expect(mobile).toEqual({
      showDelayMs: 200,
      hideAfterMs: 5000,
      hideDelayMs: 200,
      settingsOpenDelayMs: 400,
    })
  })

  it.each([
    ['just moved', facts, desktop, 5000],
    ['idle 3 s', { ...facts, idleMs: 3000 }, desktop, 2000],
    ['idle 6 s', { ...facts, idleMs: 6000 }, desktop, 0],
    ['settings open stays', { ...facts, idleMs: 6000, settingsOpen: true }, desktop, null],
    ['hover over controls stays', { ...facts, idleMs: 6000, engaged: true }, desktop, null],
    ['paused stays', { ...facts, idleMs: 6000, stopped: true }, desktop, null],
    ['mobile adds the hide delay', { ...facts, idleMs: 5000 }, mobile, 200],
  ])('%s', (_name, f, timings, expected) => {
    expect(controlsHideIn(f, timings)).toBe(expected)
  })
})
