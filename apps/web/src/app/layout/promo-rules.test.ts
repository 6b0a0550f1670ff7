import type { NetworkInfo } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import { network, provider } from '../../shared/session/test-fixtures'
import { headerExtras, promoCodeAllowed, promoDaysOffer } from './promo-rules'

const net = (patch: object = {}) => network(patch) as NetworkInfo
const noPromo = net({ provider: { ...provider, promo_enabled: false } })

describe('promo code (spec 3 §6: only when the provider enables it)', () => {
  it('follows provider.promo_enabled', () => {
    expect(promoCodeAllowed(net())).toBe(true)
    expect(promoCodeAllowed(noPromo)).toBe(false)
    expect(promoCodeAllowed(net({ provider: null }))).toBe(false)
    expect(promoCodeAllowed(undefined)).toBe(false)
  })
})

describe('promo days button (spec 3 §2 Header, spec 1 §9: set and at most 90, for guests)', () => {
  it.each([
    [14, 'guest', 14],
    [1, 'guest', 1],
    [90, 'anonymous', 90],
    [91, 'guest', undefined],
    [0, 'guest', undefined],
    [null, 'guest', undefined],
    [14, 'user', undefined],
  ] as const)('promo_days %s for a %s → %s', (days, viewer, offer) => {
    expect(promoDaysOffer(net({ promo_days: days }), viewer)).toBe(offer)
  })
  it('nothing before network info arrives', () => {
    expect(promoDaysOffer(undefined, 'guest')).toBeUndefined()
  })
})

describe('header extras (spec 3 §2 Header)', () => {
  it('a guest on a wide header sees promo code, promo days and how-to-install', () => {
    expect(headerExtras(net({ promo_days: 14 }), 'guest', false)).toEqual({
      promoCode: true,
      promoDays: 14,
      howToInstall: true,
    })
  })
  it('a signed-in viewer of a provider without promo sees how-to-install only', () => {
    expect(headerExtras(noPromo, 'user', false)).toEqual({
      promoCode: false,
      promoDays: undefined,
      howToInstall: true,
    })
  })
  it('the compact (mobile) header has no room for any of them', () => {
    expect(headerExtras(net({ promo_days: 14 }), 'guest', true)).toEqual({
      promoCode: false,
      promoDays: undefined,
      howToInstall: false,
    })
  })
})
