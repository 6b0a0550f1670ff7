import type { PaidKind, StoredTransaction } from '../../shared/commerce/payment-store'

/** The result #pay_transaction shows (spec 3 §4 step 6): waiting, paid, or failed with a reason. */
export type PaymentResult =
  | { kind: 'pending' }
  /** `paid`: what the payment paid for (a recharge has nothing to play) */
  | { kind: 'complete'; paid: PaidKind }
  | { kind: 'error'; message: string | null; paid: PaidKind }
  /**
   * The check stopped with no answer from the bank (spec 3 §4: its time limit, or a failure): the
   * payment may still come; `transaction` is the one to check again.
   */
  | { kind: 'unconfirmed'; paid: PaidKind; transaction: StoredTransaction }
  /**
   * Issue 29: the payment arrived on the balance but its purchase still awaits payment (the balance was
   * spent meanwhile): `shortfall` is the rest to pay, for the purchase of `packetId`.
   */
  | { kind: 'unfinished'; paid: PaidKind; shortfall: string | null; packetId: number | null }
  /** Issue 29: the payment arrived, its purchase was cancelled: the money stays on the balance. */
  | { kind: 'credited'; paid: PaidKind }

/** spec 3 §4 step 6: the success message per kind (content payment, subscription, paused, recharge). */
const SUCCESS_KEYS: Record<PaidKind, string> = {
  content: 'purchase_success_content',
  subscription: 'purchase_success',
  paused: 'purchase_success_paused',
  recharge: 'acc_refill_success',
}
export const successKey = (paid: PaidKind): string => SUCCESS_KEYS[paid]

/** What a purchase of this packet pays for: a film, a subscription, or a paused one resumed. */
export function paidKind(packet: { kind: string; subscription?: { is_paused: boolean } | null }): PaidKind {
  if (packet.kind === 'content') return 'content'
  return packet.subscription?.is_paused ? 'paused' : 'subscription'
}

let current: PaymentResult = { kind: 'pending' }
const listeners = new Set<() => void>()

export const paymentResultStore = {
  get: (): PaymentResult => current,
  set: (next: PaymentResult) => {
    current = next
    listeners.forEach((l) => l())
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
