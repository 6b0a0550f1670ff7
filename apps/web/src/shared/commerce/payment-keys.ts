import { textItem } from '../storage/stored-item'

/** Storage keys a payment in flight leaves (tiny on purpose: the app reads them on every page). */
export const TRANSACTION_KEY = 'efir.pay_transaction'
export const AUTH_AFTER_BUY_KEY = 'authAfterBuy'
export const PURCHASE_FLOW_KEY = 'efir.purchase_flow'

/** A payment or an after-sign-in purchase waits: the app then loads the commerce watcher. */
export function hasPaymentInFlight(): boolean {
  return !!textItem(TRANSACTION_KEY).read() || !!textItem(AUTH_AFTER_BUY_KEY).read()
}

/** Fired when a payment starts, so the watcher loads (or a mounted one polls the new transaction). */
export const PAYMENT_EVENT = 'efir:payment'

/** authAfterBuy for a film: after sign-in the film's packets (#quick_packets) open again. */
export const AUTH_AFTER_BUY_CONTENT = 'content'
