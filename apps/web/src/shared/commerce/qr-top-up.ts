/*
 * A QR dialog (#pay_qr, #pay_qr_kaspi) pays a purchase's pending transaction, or, opened with this data,
 * tops the balance up by a fixed amount: spec 1 §4 "Block status: -1 opens the QR payment dialog with
 * the amount". The session feature opens it, the commerce feature pays it: this is their one protocol.
 */

/** The dialog's data: the amount (major units) and, as the blocked state wants, no closing. */
export interface QrTopUpPayload {
  [key: string]: unknown
  topUpAmount: number
  closable: false
}

export function qrTopUpPayload(amount: number): QrTopUpPayload {
  return { topUpAmount: amount, closable: false }
}

/** The amount a QR dialog's data asks to top up, or null (a purchase's QR). */
export function qrTopUpAmount(payload: Record<string, unknown> | undefined): number | null {
  const amount = payload?.topUpAmount
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : null
}
