import { useSyncExternalStore } from 'react'
import { isNumber, storedItem } from '../storage/stored-item'
import { PIN_GRANT_MS, pinTimeoutMs, type ParentalContext } from './parental-check'

/** Local storage key of the last correct PIN entry time (spec 1 §4 "stores the time"). */
export const LAST_ENTRY_KEY = 'parental_last_entry'
/** When the last payment transaction ended (spec 3 §4 "Transactions": stopping records it). */
export const LAST_TRANSACTION_KEY = 'efir.last_transaction_at'

/** When the last payment through a skip_parental_control pay system completed (spec 3 §4). */
export const SKIPPING_PAYMENT_KEY = 'efir.skip_parental_payment_at'

type Listener = () => void
const listeners = new Set<Listener>()
/** The action waiting for the PIN (spec 1 §4 "runs the saved callback"). */
let pending: (() => void) | null = null
/** Bumped on every change, so React re-reads `lastEntryAt`. */
let version = 0
/** ms: a guest signed in from a packet purchase (spec 1 §4 guest-logged-by-packets; this page only). */
let guestByPacketsAt: number | null = null
/** The stream (streamKey) the server refused for want of the PIN, until a right PIN (issue 30). */
let refusedStream: string | null = null
/** Bumped each time the server answers parental_required (issue 30). */
let refusals = 0

/** A moment (ms since epoch) kept under its key; its String(), as the keys always held it. */
const momentItem = (key: string) => storedItem(key, isNumber)
const lastEntry = momentItem(LAST_ENTRY_KEY)
const lastTransaction = momentItem(LAST_TRANSACTION_KEY)
const lastSkippingPayment = momentItem(SKIPPING_PAYMENT_KEY)

function emit(): void {
  version += 1
  listeners.forEach((listener) => listener())
}

/** The parental state of this browser: when the PIN was last entered, and what waits for it. */
export const parentalStore = {
  lastEntryAt: () => lastEntry.read() ?? null,
  /** spec 1 §4: vod, channel and program skip the PIN within 30 s of the last transaction. */
  lastTransactionAt: () => lastTransaction.read() ?? null,
  /** Records the end of a payment transaction (spec 3 §4 "Transactions": stopping records it). */
  transactionEnded: (now = Date.now()): void => {
    // storage blocked: the PIN is asked as usual
    lastTransaction.write(now)
  },
  /** spec 3 §4: the last completed payment through a pay system that skips the parental check. */
  lastSkippingPaymentAt: () => lastSkippingPayment.read() ?? null,
  /** Records such a payment (kept in storage, so a reload keeps the skip). */
  paidSkippingParental: (now = Date.now()): void => {
    // storage blocked: the PIN is asked as usual
    lastSkippingPayment.write(now)
    emit()
  },
  /** A correct PIN: remember the time, then run the saved action within the 2 s grant (spec 1 §4). */
  granted: (now = Date.now()): void => {
    // private mode: the grant lasts for this page only (pending still runs)
    lastEntry.write(now)
    refusedStream = null
    const run = pending
    pending = null
    emit()
    if (run) setTimeout(run, 0)
  },
  /** spec 1 §4: the guest-logged-by-packets flag, which skips the check for 30 s. */
  guestByPacketsAt: (): number | null => guestByPacketsAt,
  /** A guest signed in to buy a packet (authAfterBuy): the purchase goes on without the PIN. */
  guestLoggedByPackets: (now = Date.now()): void => {
    guestByPacketsAt = now
  },
  /** Saves the action to run after a correct PIN (replacing any earlier one). */
  setPending: (action: (() => void) | null): void => {
    pending = action
  },
  /** Forgets the last PIN entry only: the server asks the PIN again (its window or another sign-in). */
  forgetEntry: (): void => {
    lastEntry.write(undefined)
    refusals += 1
    emit()
  },
  /** How many times the server asked the PIN on this page (a gate already passed asks it again). */
  refusals: (): number => refusals,
  /**
   * The server refused a stream (403 parental_required, issue 30): the server decides, so its page
   * asks the PIN whatever this browser remembered.
   */
  streamRefused: (key: string): void => {
    lastEntry.write(undefined)
    refusedStream = key
    refusals += 1
    emit()
  },
  refusedStream: (): string | null => refusedStream,
  /** Forgets the remembered entry (logout, profile change). */
  clear: (): void => {
    lastEntry.write(undefined)
    lastSkippingPayment.write(undefined)
    guestByPacketsAt = null
    refusedStream = null
    pending = null
    emit()
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  version: (): number => version,
}

/** True while a PIN entered earlier is still remembered (the device's window, default 30 min). */
export function isPinRemembered(settings?: ParentalContext['settings'], now = Date.now()): boolean {
  const last = parentalStore.lastEntryAt()
  return last !== null && now - last >= 0 && now - last < Math.max(pinTimeoutMs(settings), PIN_GRANT_MS)
}

/** Re-renders when the PIN is entered or forgotten; returns whether it is remembered now. */
export function usePinRemembered(settings?: ParentalContext['settings']): boolean {
  useSyncExternalStore(parentalStore.subscribe, parentalStore.version, parentalStore.version)
  return isPinRemembered(settings)
}

/** Which stream a refusal is about: a channel live, or a channel from a moment of its archive. */
export const streamKey = (channelId: number, ts: number | undefined): string => `${channelId}:${ts ?? 'live'}`

/** Whether the server refused this stream until the PIN (re-rendered when that changes). */
export function useStreamRefused(key: string | undefined): boolean {
  useSyncExternalStore(parentalStore.subscribe, parentalStore.version, parentalStore.version)
  return key !== undefined && parentalStore.refusedStream() === key
}
