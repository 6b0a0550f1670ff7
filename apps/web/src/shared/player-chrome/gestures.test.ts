import { describe, expect, it } from 'vitest'
import { DoubleTapDetector, PINCH_ZOOM_RATIO, pinchZoom, tapZone } from './gestures'

describe('spec 2 §4 tap zones (left / right fifth, not the top and bottom sixth)', () => {
  const W = 500
  const H = 600
  it.each([
    ['left fifth', 50, 300, 'back'],
    ['right fifth', 450, 300, 'forward'],
    ['just inside the left fifth', 99, 300, 'back'],
    ['just past the left fifth', 101, 300, 'middle'],
    ['centre', 250, 300, 'middle'],
    ['top sixth of the left side', 50, 90, 'band'],
    ['bottom sixth of the right side', 450, 510, 'band'],
    ['just below the top sixth', 50, 101, 'back'],
  ])('%s', (_name, x, y, zone) => {
    expect(tapZone(x, y, W, H)).toBe(zone)
  })

  it('an unmeasured box is the middle', () => {
    expect(tapZone(10, 10, 0, 0)).toBe('middle')
  })
})

describe('spec 2 §4 double tap within 500 ms', () => {
  it('two taps in the right fifth skip forward, a third keeps skipping', () => {
    const d = new DoubleTapDetector()
    expect(d.tap('forward', 1000, true)).toEqual({ kind: 'tap' })
    expect(d.tap('forward', 1300, true)).toEqual({ kind: 'skip', direction: 1 })
    expect(d.tap('forward', 1700, true)).toEqual({ kind: 'skip', direction: 1 })
  })

  it('two taps in the left fifth skip back', () => {
    const d = new DoubleTapDetector()
    d.tap('back', 0, true)
    expect(d.tap('back', 500, true)).toEqual({ kind: 'skip', direction: -1 })
  })

  it.each([
    ['too slow', 'forward', 'forward', 501, true],
    ['different sides', 'back', 'forward', 200, true],
    ['middle of the screen', 'middle', 'middle', 200, true],
    ['top or bottom band', 'band', 'band', 200, true],
    ['live: no skip', 'forward', 'forward', 200, false],
  ] as const)('%s is not a skip', (_name, first, second, gap, canSkip) => {
    const d = new DoubleTapDetector()
    d.tap(first, 0, canSkip)
    expect(d.tap(second, gap, canSkip)).toEqual({ kind: 'tap' })
  })

  it('continues says whether a tap would skip, without counting it', () => {
    const d = new DoubleTapDetector()
    expect(d.continues('back', 0, true)).toBe(false)
    d.tap('back', 0, true)
    expect(d.continues('back', 400, true)).toBe(true)
    expect(d.continues('back', 400, false)).toBe(false)
    expect(d.continues('forward', 400, true)).toBe(false)
    expect(d.continues('band', 400, true)).toBe(false)
    expect(d.continues('back', 501, true)).toBe(false)
    // asking changed nothing: the tap itself still skips
    expect(d.tap('back', 400, true)).toEqual({ kind: 'skip', direction: -1 })
  })

  it('reset forgets the previous tap', () => {
    const d = new DoubleTapDetector()
    d.tap('forward', 0, true)
    d.reset()
    expect(d.tap('forward', 100, true)).toEqual({ kind: 'tap' })
  })
})

describe('spec 2 §4 pinch in landscape zooms', () => {
  it.each([
    ['a spread zooms in', 100, 100 * PINCH_ZOOM_RATIO, true, false, true],
    ['a pinch zooms back out', 200, 200 / PINCH_ZOOM_RATIO, true, true, false],
    ['a small change keeps the zoom (in)', 100, 110, true, true, true],
    ['a small change keeps the zoom (out)', 100, 90, true, false, false],
    ['portrait never zooms', 100, 300, false, false, false],
    ['portrait keeps a zoom as it is', 300, 100, false, true, true],
    ['no distance measured: unchanged', 0, 300, true, false, false],
  ])('%s', (_, from, to, landscape, zoomed, expected) => {
    expect(pinchZoom(from, to, landscape, zoomed)).toBe(expected)
  })
})
