import { beforeEach, describe, expect, it, vi } from 'vitest'
import { hasPaymentInFlight } from './payment-keys'
import { PAYMENT_EVENT, paymentStore } from './payment-store'

describe('payment store (spec 3 §3 "Content-payment storage keys", §4 "Transactions")', () => {
  beforeEach(() => window.localStorage.clear())

  it('a purchase remembers its packet and what plays afterwards, across reloads (localStorage)', () => {
    paymentStore.begin(7, { kind: 'content', id: 17 })
    expect(paymentStore.chosenPacket()).toBe(7)
    paymentStore.updateFlow({ purchaseTypeId: 7, paysystem: 'demoqr' })
    expect(paymentStore.flow()).toMatchObject({
      packetId: 7,
      purchaseTypeId: 7,
      paysystem: 'demoqr',
      pending: null,
      playAfter: { kind: 'content', id: 17 },
    })
  })

  it('a pay button’s offer starts in offer mode with its period', () => {
    paymentStore.begin(7, { kind: 'content', id: 17 }, { purchaseTypeId: 7 })
    expect(paymentStore.flow()).toMatchObject({ packetId: 7, purchaseTypeId: 7, offer: true })
    paymentStore.begin(2, null)
    expect(paymentStore.flow()).toMatchObject({ packetId: 2, purchaseTypeId: null, offer: false })
  })

  it('one Idempotency-Key per intent until it is settled', () => {
    const key = paymentStore.intentKey('purchase-1')
    expect(paymentStore.intentKey('purchase-1')).toBe(key)
    expect(paymentStore.intentKey('purchase-2')).not.toBe(key)
    const second = paymentStore.intentKey('purchase-2')
    paymentStore.endIntent()
    expect(paymentStore.intentKey('purchase-2')).not.toBe(second)
  })

  it('a started payment is stored for polling and announced, so the watcher loads', () => {
    const heard = vi.fn()
    window.addEventListener(PAYMENT_EVENT, heard)
    expect(hasPaymentInFlight()).toBe(false)
    paymentStore.watch({ id: 4, created_at: '2026-01-01T00:00:00Z' }, 1)
    expect(heard).toHaveBeenCalledOnce()
    expect(hasPaymentInFlight()).toBe(true)
    expect(paymentStore.transaction()).toMatchObject({
      id: 4,
      packetId: 1,
      createdAt: Date.parse('2026-01-01T00:00:00Z'),
    })
    window.removeEventListener(PAYMENT_EVENT, heard)
  })

  it('a payment through a pay system that skips the parental check says so (spec 3 §4)', () => {
    paymentStore.watch({ id: 5, created_at: '2026-01-01T00:00:00Z' }, 1, true)
    expect(paymentStore.transaction()?.skipsParental).toBe(true)
    paymentStore.watch({ id: 6, created_at: '2026-01-01T00:00:00Z' }, 1)
    expect(paymentStore.transaction()?.skipsParental).toBeUndefined()
  })

  it('a guest’s purchase waits for sign-in (authAfterBuy)', () => {
    paymentStore.setAuthAfterBuy(3)
    expect(hasPaymentInFlight()).toBe(true)
    expect(paymentStore.authAfterBuy()).toBe(3)
  })
})
