import { isNumber, isRecord, storedItem } from '../storage/stored-item'

/**
 * Spec 3 §4 "Content play action": an unpurchased item sets startAfterBuy and playAfterId and shows the
 * packet modal (spec 3 §3 "Content-payment storage keys": playAfter, playAfterId, contentPayment).
 * The commerce issue fills the `quick_packets` modal; these keys are what it reads to play afterwards.
 */
export const PLAY_AFTER_KEY = 'playAfter'
export const PLAY_AFTER_ID_KEY = 'playAfterId'
export const CONTENT_PAYMENT_KEY = 'contentPayment'

export interface ContentPaymentRequest {
  /** The content (or episode) to play once bought. */
  playAfterId: number
  /** The content whose packets the modal lists. */
  contentId: number
  libraryId?: number | null
  /** A pay button's offer data (spec 3 §4: a pay button with button_data starts an offer purchase). */
  offer?: unknown
}

const isContentPayment = (v: unknown): v is ContentPaymentRequest =>
  isRecord(v) && isNumber(v.playAfterId) && isNumber(v.contentId)

// 'true' and the id as JSON read the same as the text these keys always held
const playAfter = storedItem(PLAY_AFTER_KEY, (v): v is true => v === true)
const playAfterId = storedItem(PLAY_AFTER_ID_KEY, isNumber)
const contentPayment = storedItem(CONTENT_PAYMENT_KEY, isContentPayment)

/** Stores the request for the purchase flow; returns false when storage is unavailable. */
export function storeContentPayment(request: ContentPaymentRequest): boolean {
  return playAfter.write(true) && playAfterId.write(request.playAfterId) && contentPayment.write(request)
}

/** Reads (without consuming) the pending content payment. */
export function readContentPayment(): ContentPaymentRequest | null {
  return contentPayment.read() ?? null
}

/** The purchase is done (or abandoned): nothing waits to play. */
export function clearContentPayment(): void {
  playAfter.write(undefined)
  playAfterId.write(undefined)
  contentPayment.write(undefined)
}
