import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  isPinRemembered,
  LAST_ENTRY_KEY,
  parentalStore,
  SKIPPING_PAYMENT_KEY,
  streamKey,
} from './parental-store'

describe('parentalStore (spec 1 §4: stores the time, runs the saved callback)', () => {
  afterEach(() => {
    parentalStore.clear()
    vi.useRealTimers()
  })

  it('keeps the time of a payment that skips the pay check in storage, forgotten with the PIN', () => {
    const now = 1_800_000_000_000
    parentalStore.paidSkippingParental(now)
    expect(localStorage.getItem(SKIPPING_PAYMENT_KEY)).toBe(String(now))
    expect(parentalStore.lastSkippingPaymentAt()).toBe(now)
    parentalStore.clear()
    expect(parentalStore.lastSkippingPaymentAt()).toBeNull()
  })

  it('remembers a correct PIN for the window (default 30 min), then forgets it', () => {
    const now = 1_800_000_000_000
    parentalStore.granted(now)
    expect(localStorage.getItem(LAST_ENTRY_KEY)).toBe(String(now))
    expect(isPinRemembered(undefined, now + 29 * 60_000)).toBe(true)
    expect(isPinRemembered(undefined, now + 30 * 60_000)).toBe(false)
    expect(isPinRemembered({ duration: 1 }, now + 61_000)).toBe(false)
  })

  it('a stream the server refused asks the PIN whatever the browser remembered, until a right PIN (issue 30)', () => {
    const now = 1_800_000_000_000
    // what a viewer could write into localStorage: a PIN "entered" just now
    localStorage.setItem(LAST_ENTRY_KEY, String(now))
    parentalStore.streamRefused(streamKey(102, 1_799_990_000))
    expect(isPinRemembered(undefined, now)).toBe(false)
    expect(parentalStore.refusedStream()).toBe('102:1799990000')
    expect(streamKey(102, undefined)).toBe('102:live')
    parentalStore.granted(now)
    expect(parentalStore.refusedStream()).toBeNull()
  })

  it('runs the pending action once after the PIN', () => {
    vi.useFakeTimers()
    const action = vi.fn()
    parentalStore.setPending(action)
    parentalStore.granted()
    vi.runAllTimers()
    parentalStore.granted()
    vi.runAllTimers()
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('clear forgets the entry', () => {
    parentalStore.granted()
    parentalStore.clear()
    expect(parentalStore.lastEntryAt()).toBeNull()
  })

  it('keeps the guest-logged-by-packets moment until cleared (a profile change, logout)', () => {
    parentalStore.guestLoggedByPackets(1000)
    expect(parentalStore.guestByPacketsAt()).toBe(1000)
    parentalStore.clear()
    expect(parentalStore.guestByPacketsAt()).toBeNull()
  })
})
