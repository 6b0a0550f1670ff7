import { describe, expect, it } from 'vitest'
import { headerScrollState, isFooterHidden, isHeaderHidden, isMobileLayout } from './layout-rules'

describe('header visibility (spec 3 §2 Header)', () => {
  it.each([
    ['/', false],
    ['/promo', false],
    ['/promo/lovi', true],
    ['/promo/lovi/step', true],
    ['/account_mobile', true],
    ['/channel_embed/5', true],
    ['/gift', false],
    ['/channels/sport/1', false],
  ])('%s hidden: %s', (path, hidden) => {
    expect(isHeaderHidden(path)).toBe(hidden)
  })
})

describe('footer visibility (spec 3 §2 Footer)', () => {
  it.each([
    ['/', false],
    ['/gift', true],
    ['/promo/lovi', true],
    ['/account_mobile', true],
    ['/channel_embed/5', true],
    ['/promo', false],
    ['/gifts', false],
  ])('%s hidden: %s', (path, hidden) => {
    expect(isFooterHidden(path)).toBe(hidden)
  })
})

describe('mobile layout (spec 3 §9: 1023 px, 1281 px on mobile devices)', () => {
  it.each([
    [1023, false, true],
    [1024, false, false],
    [1281, true, true],
    [1282, true, false],
    [375, true, true],
    [1920, false, false],
  ])('width %i touch %s → mobile %s', (width, touch, mobile) => {
    expect(isMobileLayout(width, touch)).toBe(mobile)
  })
})

describe('header scroll (spec 3 §2: dark above 140 px, hides above 250 px)', () => {
  const desktop = { width: 1440, height: 900 }
  const phoneLandscape = { width: 800, height: 400 }
  it.each([
    [0, 140, desktop, { dark: false, hidden: false }],
    [0, 141, desktop, { dark: true, hidden: false }],
    [200, 400, desktop, { dark: true, hidden: false }],
    [200, 251, phoneLandscape, { dark: true, hidden: true }],
    [400, 300, phoneLandscape, { dark: true, hidden: false }],
    [100, 200, phoneLandscape, { dark: true, hidden: false }],
  ])('from %i to %i', (previous, y, viewport, expected) => {
    expect(headerScrollState(previous, y, viewport)).toEqual(expected)
  })
})
