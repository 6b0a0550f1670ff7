/*
 * What a purchase keeps across the gateway redirect and reloads (spec 3 §3 "Content-payment storage
 * keys", §4 "Transactions"): the chosen packet, the packet to buy after sign-in (authAfterBuy), the
 * intent's Idempotency-Key and the transaction being paid. localStorage, so a reload or the gateway's
 * return finds it.
 */
import { newIdempotencyKey } from '../../shared/api/api-client'
import { AUTH_AFTER_BUY_KEY, TRANSACTION_KEY } from './payment-keys'

const CHOSEN_KEY = 'chosenPacket'
const INTENT_KEY = 'efir.purchase_intent'

export interface StoredTransaction {
  id: number
  packetId: number | null
  /** When polling started (ms) — stops after 600 s. */
  pollingSince: number
  /** When the transaction was created (ms) — older than 3600 s is not polled. */
  createdAt: number
}

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}
function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // storage blocked: the flow still works within this page
  }
}

export const paymentStore = {
  chosenPacket: () => read<number>(CHOSEN_KEY),
  setChosenPacket: (id: number | null) => write(CHOSEN_KEY, id),
  authAfterBuy: () => read<number>(AUTH_AFTER_BUY_KEY),
  setAuthAfterBuy: (id: number | null) => write(AUTH_AFTER_BUY_KEY, id),
  transaction: () => read<StoredTransaction>(TRANSACTION_KEY),
  setTransaction: (t: StoredTransaction | null) => write(TRANSACTION_KEY, t),
  /**
   * The Idempotency-Key of one intent (this purchase type): the same while the viewer retries it, a
   * new one once it is settled (`endIntent`).
   */
  intentKey(scope: string): string {
    const stored = read<{ scope: string; key: string }>(INTENT_KEY)
    if (stored?.scope === scope) return stored.key
    const key = newIdempotencyKey()
    write(INTENT_KEY, { scope, key })
    return key
  },
  endIntent: () => write(INTENT_KEY, null),
  /** Remembers a started payment so it is polled, also after a reload or the gateway's return. */
  watch(started: { id: number; created_at: string }, packetId: number | null) {
    const now = Date.now()
    write(TRANSACTION_KEY, {
      id: started.id,
      packetId,
      pollingSince: now,
      createdAt: Date.parse(started.created_at) || now,
    } satisfies StoredTransaction)
  },
}
