import { afterEach, describe, expect, it } from 'vitest'
import { paymentStore } from './payment-store'
import { purchaseStart, purchaseStartModal, startPacketPurchase } from './purchase-start'

describe('purchaseStart (spec 3 §4 "Enabling a packet from its page", §6)', () => {
  it('a forbidden country gets the notice, signed in or not', () => {
    expect(purchaseStart({ countryForbidden: true, signedIn: true })).toEqual({ kind: 'forbidden-country' })
    expect(purchaseStart({ countryForbidden: true, signedIn: false })).toEqual({ kind: 'forbidden-country' })
  })
  it('a guest or a signed-out viewer signs in first; a user buys', () => {
    expect(purchaseStart({ countryForbidden: false, signedIn: false })).toEqual({ kind: 'sign-in-first' })
    expect(purchaseStart({ countryForbidden: false, signedIn: true })).toEqual({ kind: 'subscribe' })
  })
  it('each start has its modal: the notice is a translated message, never the purchase', () => {
    const t = (key: string) => `<${key}>`
    expect(purchaseStartModal({ kind: 'forbidden-country' }, t)).toEqual({
      id: 'message',
      payload: { title: '<warning_unsupported_region>', text: '<packet_forbidden_country>' },
    })
    expect(purchaseStartModal({ kind: 'sign-in-first' }, t)).toEqual({ id: 'auth' })
    expect(purchaseStartModal({ kind: 'subscribe' }, t)).toEqual({ id: 'subscription' })
  })
})

describe('startPacketPurchase', () => {
  afterEach(() => window.localStorage.clear())

  it('in a forbidden country stores nothing', () => {
    expect(startPacketPurchase(2, null, { countryForbidden: true, signedIn: true }).kind).toBe(
      'forbidden-country',
    )
    expect(paymentStore.flow()).toBeNull()
    expect(paymentStore.authAfterBuy()).toBeNull()
  })
  it('a viewer signing in first buys the packet afterwards (authAfterBuy)', () => {
    const playAfter = { kind: 'channel' as const, path: '/channels/sport/5' }
    expect(startPacketPurchase(2, playAfter, { countryForbidden: false, signedIn: false }).kind).toBe(
      'sign-in-first',
    )
    expect(paymentStore.flow()).toMatchObject({ packetId: 2, playAfter })
    expect(paymentStore.authAfterBuy()).toBe(2)
  })
  it('a signed-in user starts the purchase at once', () => {
    expect(startPacketPurchase(3, null, { countryForbidden: false, signedIn: true }).kind).toBe('subscribe')
    expect(paymentStore.flow()).toMatchObject({ packetId: 3, playAfter: null })
    expect(paymentStore.authAfterBuy()).toBeNull()
  })
})
