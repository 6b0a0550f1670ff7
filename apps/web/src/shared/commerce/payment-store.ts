/*
 * What a purchase keeps across the gateway redirect and reloads (spec 3 §3 "Content-payment storage
 * keys", §4 "Transactions"): the chosen packet, the packet to buy after sign-in (authAfterBuy), the
 * intent's Idempotency-Key and the transaction being paid. localStorage, so a reload or the gateway's
 * return finds it.
 */
import { newIdempotencyKey } from '../api/api-client'
import { AUTH_AFTER_BUY_KEY, PAYMENT_EVENT, PURCHASE_FLOW_KEY, TRANSACTION_KEY } from './payment-keys'

export { PAYMENT_EVENT }

const CHOSEN_KEY = 'chosenPacket'
const INTENT_KEY = 'efir.purchase_intent'
const FLOW_KEY = PURCHASE_FLOW_KEY

/** What plays once the purchase is paid (spec 3 §4: playAfter / startAfterBuy). */
export type PlayAfter = { kind: 'channel'; path: string } | { kind: 'content'; id: number }

/** What a payment pays for (spec 3 §4 step 6: its success message). */
export type PaidKind = 'content' | 'subscription' | 'paused' | 'recharge'

/** The purchase in progress: the chosen period, its pending purchase and what to play afterwards. */
export interface PurchaseFlow {
  packetId: number
  purchaseTypeId: number | null
  agreementAccepted: boolean
  /** The purchase waiting for its shortfall to be paid (status awaiting_payment). */
  pending: { id: number; transactionId: number; amount: string; shortfall: string } | null
  playAfter: PlayAfter | null
  /** The payment system chosen in #paysystems (its shortname). */
  paysystem?: string | null
  /** What the purchase pays for, known once the packet is (step 4). */
  paid?: PaidKind
  /** Offer mode (spec 3 §4 step 3): the purchase is paid through purchases_offer. */
  offer?: boolean
  /** The offer made for the chosen period, reused while the viewer picks a pay system. */
  offerOf?: { id: number; typeId: number } | null
  /** That system skips the parental check after its payment (Paysystem.skip_parental_control). */
  skipsParental?: boolean
}

export interface StoredTransaction {
  id: number
  packetId: number | null
  /** When polling started (ms) — stops after 600 s. */
  pollingSince: number
  /** When the transaction was created (ms) — older than 3600 s is not polled. */
  createdAt: number
  /** Paid through a system that skips the parental check once complete (spec 3 §4). */
  skipsParental?: boolean
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
  /** A packet id, or 'content' for the stored film's packets. */
  authAfterBuy: () => read<number | 'content'>(AUTH_AFTER_BUY_KEY),
  setAuthAfterBuy: (id: number | 'content' | null) => write(AUTH_AFTER_BUY_KEY, id),
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
  flow: () => read<PurchaseFlow>(FLOW_KEY),
  setFlow: (flow: PurchaseFlow | null) => write(FLOW_KEY, flow),
  updateFlow(patch: Partial<PurchaseFlow>) {
    const flow = read<PurchaseFlow>(FLOW_KEY)
    if (flow) write(FLOW_KEY, { ...flow, ...patch })
  },
  /**
   * Starts a purchase of a packet (spec 3 §4 step 1), remembering what to play afterwards; a pay
   * button's offer names its period and pays through purchases_offer.
   */
  begin(packetId: number, playAfter: PlayAfter | null, offer?: { purchaseTypeId: number }) {
    write(CHOSEN_KEY, packetId)
    write(INTENT_KEY, null)
    write(FLOW_KEY, {
      packetId,
      purchaseTypeId: offer?.purchaseTypeId ?? null,
      agreementAccepted: false,
      pending: null,
      playAfter,
      offer: offer !== undefined,
    } satisfies PurchaseFlow)
  },
  /**
   * Remembers a started payment so it is polled, also after a reload or the gateway's return; a
   * payment of the purchase flow says whether its pay system skips the parental check afterwards.
   */
  watch(started: { id: number; created_at: string }, packetId: number | null, skipsParental = false) {
    const now = Date.now()
    write(TRANSACTION_KEY, {
      id: started.id,
      packetId,
      pollingSince: now,
      createdAt: Date.parse(started.created_at) || now,
      ...(skipsParental ? { skipsParental } : {}),
    } satisfies StoredTransaction)
    window.dispatchEvent(new Event(PAYMENT_EVENT))
  },
}
