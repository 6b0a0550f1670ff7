import type { NetworkInfo, Packet } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import { network, provider } from '../../shared/session/test-fixtures'
import { headerExtras, promoCodeAllowed, promoDaysOffer, promoPacketOffer } from './promo-rules'

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
      promoPacket: true,
      promoCode: true,
      promoDays: 14,
      howToInstall: true,
    })
  })
  it('a signed-in viewer of a provider without promo sees how-to-install only', () => {
    expect(headerExtras(noPromo, 'user', false)).toEqual({
      promoPacket: true,
      promoCode: false,
      promoDays: undefined,
      howToInstall: true,
    })
  })
  it('the compact (mobile) header has no room for any of them', () => {
    expect(headerExtras(net({ promo_days: 14 }), 'guest', true)).toEqual({
      promoPacket: false,
      promoCode: false,
      promoDays: undefined,
      howToInstall: false,
    })
  })
})

describe('promo packet button (spec 3 §2 Header: "watch N days for price")', () => {
  const currency = provider.currency
  const packet = (id: number, patch: Partial<Packet> = {}) =>
    ({
      id,
      is_adult: false,
      subscription: null,
      is_trial: false,
      is_used_trial: false,
      trial_period_human: null,
      trial_price: null,
      trial_amount: null,
      currency,
      ...patch,
    }) as Packet
  const trial = { is_trial: true, trial_period_human: { years: 0, months: 0, days: 7 }, trial_price: '0.00' }

  it('offers the first packet whose trial the viewer may still take', () => {
    const packets = [packet(1), packet(5, { ...trial, is_adult: true }), packet(6, trial), packet(7, trial)]
    expect(promoPacketOffer(net(), packets)).toEqual({
      packetId: 6,
      period: { years: 0, months: 0, days: 7 },
      amount: '0.00',
      currency,
    })
  })
  it('nothing when the trial was used, the packet is already on, or no packet has one', () => {
    expect(promoPacketOffer(net(), [packet(6, { ...trial, is_used_trial: true })])).toBeUndefined()
    expect(
      promoPacketOffer(net(), [packet(6, { ...trial, subscription: {} as Packet['subscription'] })]),
    ).toBeUndefined()
    expect(promoPacketOffer(net(), [packet(1), packet(2)])).toBeUndefined()
    expect(promoPacketOffer(net(), undefined)).toBeUndefined()
  })
  it('nothing for an operator that sells no packets', () => {
    const noSales = net({ provider: { ...provider, is_have_purchases: false } })
    expect(promoPacketOffer(noSales, [packet(6, trial)])).toBeUndefined()
    expect(headerExtras(noSales, 'guest', false).promoPacket).toBe(false)
  })
})
