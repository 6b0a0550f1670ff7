/** The result #pay_transaction shows (spec 3 §4 step 6): waiting, paid, or failed with a reason. */
export type PaymentResult =
  { kind: 'pending' } | { kind: 'complete' } | { kind: 'error'; message: string | null }

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
