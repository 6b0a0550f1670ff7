/*
 * What a purchase keeps across the gateway redirect and reloads (spec 3 §3 "Content-payment storage
 * keys", §4 "Transactions"): the chosen packet, the packet to buy after sign-in (authAfterBuy), the
 * intent's Idempotency-Key and the transaction being paid. localStorage, so a reload or the gateway's
 * return finds it.
 */
import { newIdempotencyKey } from '../api/api-client'
import { isBoolean, isNumber, isRecord, isString, optional, storedItem } from '../storage/stored-item'
import {
  AUTH_AFTER_BUY_CONTENT,
  AUTH_AFTER_BUY_KEY,
  PAYMENT_EVENT,
  PURCHASE_FLOW_KEY,
  TRANSACTION_KEY,
} from './payment-keys'

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

const orNull = (v: unknown): v is null => v === null
const isStoredTransaction = (v: unknown): v is StoredTransaction =>
  isRecord(v) &&
  isNumber(v.id) &&
  (isNumber(v.packetId) || orNull(v.packetId)) &&
  isNumber(v.pollingSince) &&
  isNumber(v.createdAt) &&
  optional(v.skipsParental, isBoolean)
// the fields every flow has since `begin`; the nested ones are written only by this store
const isPurchaseFlow = (v: unknown): v is PurchaseFlow =>
  isRecord(v) &&
  isNumber(v.packetId) &&
  (isNumber(v.purchaseTypeId) || orNull(v.purchaseTypeId)) &&
  isBoolean(v.agreementAccepted) &&
  (isRecord(v.pending) || orNull(v.pending)) &&
  (isRecord(v.playAfter) || orNull(v.playAfter))

// storage blocked: the flow still works within this page
const chosenItem = storedItem(CHOSEN_KEY, isNumber)
const authAfterBuyItem = storedItem(
  AUTH_AFTER_BUY_KEY,
  (v): v is number | typeof AUTH_AFTER_BUY_CONTENT => isNumber(v) || v === AUTH_AFTER_BUY_CONTENT,
)
const transactionItem = storedItem(TRANSACTION_KEY, isStoredTransaction)
const intentItem = storedItem(
  INTENT_KEY,
  (v): v is { scope: string; key: string } => isRecord(v) && isString(v.scope) && isString(v.key),
)
const flowItem = storedItem(FLOW_KEY, isPurchaseFlow)

export const paymentStore = {
  chosenPacket: () => chosenItem.read() ?? null,
  setChosenPacket: (id: number | null) => chosenItem.write(id ?? undefined),
  /** A packet id, or 'content' for the stored film's packets. */
  authAfterBuy: () => authAfterBuyItem.read() ?? null,
  setAuthAfterBuy: (id: number | 'content' | null) => authAfterBuyItem.write(id ?? undefined),
  transaction: () => transactionItem.read() ?? null,
  setTransaction: (t: StoredTransaction | null) => transactionItem.write(t ?? undefined),
  /**
   * The Idempotency-Key of one intent (this purchase type): the same while the viewer retries it, a
   * new one once it is settled (`endIntent`).
   */
  intentKey(scope: string): string {
    const stored = intentItem.read()
    if (stored?.scope === scope) return stored.key
    const key = newIdempotencyKey()
    intentItem.write({ scope, key })
    return key
  },
  endIntent: () => intentItem.write(undefined),
  flow: () => flowItem.read() ?? null,
  setFlow: (next: PurchaseFlow | null) => flowItem.write(next ?? undefined),
  updateFlow(patch: Partial<PurchaseFlow>) {
    const current = flowItem.read()
    if (current) flowItem.write({ ...current, ...patch })
  },
  /**
   * Starts a purchase of a packet (spec 3 §4 step 1), remembering what to play afterwards; a pay
   * button's offer names its period and pays through purchases_offer.
   */
  begin(packetId: number, playAfter: PlayAfter | null, offer?: { purchaseTypeId: number }) {
    chosenItem.write(packetId)
    intentItem.write(undefined)
    flowItem.write({
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
    transactionItem.write({
      id: started.id,
      packetId,
      pollingSince: now,
      createdAt: Date.parse(started.created_at) || now,
      ...(skipsParental ? { skipsParental } : {}),
    } satisfies StoredTransaction)
    window.dispatchEvent(new Event(PAYMENT_EVENT))
  },
}
