/** The result #pay_transaction shows (spec 3 §4 step 6): waiting, paid, or failed with a reason. */
export type PaymentResult =
  | { kind: 'pending' }
  /** `topUp`: the payment was a top-up of the balance, not a purchase */
  | { kind: 'complete'; topUp: boolean }
  | { kind: 'error'; message: string | null; topUp: boolean }

/** spec 3 §4 step 6: the success message of a purchase, or of a recharge. */
export const successKey = (topUp: boolean): string => (topUp ? 'acc_refill_success' : 'purchase_success')

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
