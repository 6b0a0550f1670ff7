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

/** Stores the request for the purchase flow; returns false when storage is unavailable. */
export function storeContentPayment(
  request: ContentPaymentRequest,
  storage: Storage = window.localStorage,
): boolean {
  try {
    storage.setItem(PLAY_AFTER_KEY, 'true')
    storage.setItem(PLAY_AFTER_ID_KEY, String(request.playAfterId))
    storage.setItem(CONTENT_PAYMENT_KEY, JSON.stringify(request))
    return true
  } catch {
    return false
  }
}

/** Reads (without consuming) the pending content payment. */
export function readContentPayment(storage: Storage = window.localStorage): ContentPaymentRequest | null {
  try {
    const raw = storage.getItem(CONTENT_PAYMENT_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<ContentPaymentRequest>
    return typeof parsed.playAfterId === 'number' && typeof parsed.contentId === 'number'
      ? (parsed as ContentPaymentRequest)
      : null
  } catch {
    return null
  }
}
