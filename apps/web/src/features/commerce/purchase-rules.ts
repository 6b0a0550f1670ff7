import { ERROR_CODES } from '@efir/contract/routes'
import type { ModalId } from '../../shared/hooks/modal-ids'
import { isBalanceEnough, offeredTrial, toMinor } from '../../shared/commerce/money'

/*
 * The purchase flow's decisions (spec 3 §4 "Purchase flow" steps 2–5, §7 "What the product does with
 * answers"), pure so they are tested without a browser.
 */

/**
 * Step 2: an add-on needs a base packet first, unless the provider allows add-ons alone. Base, promo
 * and content packets (a film or a film library) are bought on their own.
 */
export function needsBasePacket(
  packet: { is_base: boolean; kind: string },
  owned: readonly { is_base: boolean; owned: boolean }[],
  allowsWithoutBase = false,
): boolean {
  if (packet.is_base || packet.kind !== 'additional' || allowsWithoutBase) return false
  return !owned.some((p) => p.is_base && p.owned)
}

/** Step 3: a trial or a single period goes straight to buying; several periods are confirmed first. */
export function periodStep(
  types: readonly { is_have_trial: boolean; is_used_trial: boolean }[],
): 'buy' | 'confirm_period' {
  if (types.length <= 1) return 'buy'
  return types.some((t) => t.is_have_trial && !t.is_used_trial) ? 'buy' : 'confirm_period'
}

/**
 * Issue 29 (6): what buying a period charges now — a trial offered to this viewer costs its trial price
 * ("0.00": free, nothing to pay and no pay system to choose), any other purchase the period's price.
 */
export function dueNow(type: Parameters<typeof offeredTrial>[0] & { amount: string }): {
  amount: string
  trial: boolean
} {
  const trial = offeredTrial(type)
  return trial ? { amount: trial.amount, trial: true } : { amount: type.amount, trial: false }
}

/**
 * Step 4: with enough balance (and payment allowed) the purchase is confirmed from the balance;
 * otherwise a payment system is chosen. Payment not allowed on the account: confirm is shown.
 */
export function buyStep(
  balance: string | number | null,
  due: { amount?: string | null; total_price?: string | null; price?: string | null },
  paymentAllowed: boolean,
): 'confirm' | 'paysystems' {
  if (!paymentAllowed) return 'confirm'
  return balance !== null && isBalanceEnough(balance, due) ? 'confirm' : 'paysystems'
}

/** What the pending purchase still needs paid (its price minus the balance), never below zero. */
export function shortfall(amount: string | number, balance: string | number): string {
  const minor = Math.max(0, toMinor(amount) - toMinor(balance))
  return (minor / 100).toFixed(2)
}

/**
 * Which pay form modal a payment system opens (spec 3 §3 "Pay forms", §4 step 4). A card page
 * (short_url) shows inside the product when the operator enables iframe payment for the system
 * (`iframe`, spec 3 §2), else the viewer is sent to it from #pay_redirect.
 */
export function payformModal(system: {
  payform_shortname: string
  shortname: string
  iframe?: boolean | undefined
}): ModalId | 'info' {
  switch (system.payform_shortname) {
    case 'short_url':
      return system.iframe === true ? 'pay_iframe' : 'pay_redirect'
    case 'linkedcard':
      return 'pay_card'
    case 'phone':
    case 'phone_sms':
      return 'pay_phone_sms'
    case 'qrcode':
    case 'qrcode_png':
      return system.shortname === 'kaspi' ? 'pay_qr_kaspi' : 'pay_qr'
    default:
      return 'info'
  }
}

/** The pay forms this client can take (spec 3 §4 step 4: phone_sms, card, redirect, QR, info). */
export const SUPPORTED_PAYFORMS: ReadonlySet<string> = new Set([
  'short_url',
  'linkedcard',
  'phone',
  'phone_sms',
  'qrcode',
  'qrcode_png',
  'info',
])

/**
 * spec 3 §7: a QR purchase answered 402 or 451 shows the QR the server sends (its amount); another 402
 * is a price shortfall (the no-funds modal); anything else goes to the general handler.
 */
export function qrAnswer(
  status: number,
  payment: { qrcode_url?: string | null } | undefined,
): { kind: 'server-qr'; url: string } | { kind: 'nofunds' } | { kind: 'error' } {
  if ((status === 402 || status === 451) && payment?.qrcode_url)
    return { kind: 'server-qr', url: payment.qrcode_url }
  if (status === 402) return { kind: 'nofunds' }
  return { kind: 'error' }
}

/** What a failed payment call leads to (spec 3 §7 "What the product does with answers"). */
export type PaymentFailure =
  /** 402: a price shortfall, the no-funds modal. */
  | { kind: 'nofunds' }
  /** An answer the form expects: its reason shows there and the viewer goes on from it. */
  | { kind: 'in-form' }
  /**
   * Anything else: the general error handler shows the server's message, then the viewer chooses
   * again — a film's quick packets; a packet or a channel has none, so the purchase steps close and
   * the page behind (the packet page, the channel's packet list) offers its packets again.
   */
  | { kind: 'general'; then: 'quick_packets' | 'close' }

/**
 * spec 3 §7: 402 is handled as a price shortfall, and so is an offer's 400 no_funds; 400 (payment declined, a wrong code), 404 ("ignored
 * during payment"), 422 (what the viewer typed, e.g. the phone, was refused: he corrects it there), 451
 * and 504 (still pending) are answers the pay forms expect; "other payment errors
 * go through the general handler and show quick packets" — those of a film, or the page's own packets.
 * A failure with no answer (status 0: offline, aborted) is an other error too.
 */
export function paymentFailure(
  status: number,
  playAfter: { kind: 'channel' | 'content' } | null,
  code?: string,
): PaymentFailure {
  // "Offer transaction 400: show the no-funds modal" (its error code says so)
  if (status === 402 || (status === 400 && code === ERROR_CODES.noFunds)) return { kind: 'nofunds' }
  if ([400, 404, 422, 451, 504].includes(status)) return { kind: 'in-form' }
  return { kind: 'general', then: playAfter?.kind === 'content' ? 'quick_packets' : 'close' }
}

/** The masked number of the primary card (the first when none is marked), or null without cards. */
export function primaryCard<C extends { is_primary: boolean }>(cards: readonly C[]): C | null {
  return cards.find((c) => c.is_primary) ?? cards[0] ?? null
}

/** The product page a card page in #pay_iframe returns to (apps/web/public/payment-return.html). */
export const FRAME_RETURN_PATH = '/payment-return.html'

/** The message that page posts to the product around it when the gateway is done. */
export const PAYMENT_RETURNED = 'efir:payment-returned'

/** The return address of a card page shown in the product's frame: the return page, same origin. */
export function frameReturnUrl(origin: string): string {
  return new URL(FRAME_RETURN_PATH, origin).toString()
}

/** A message from the card page's frame: only the return page of the product's own origin counts. */
export function isPaymentReturned(event: { origin: string; data: unknown }, origin: string): boolean {
  const data = event.data as { type?: unknown } | null
  return event.origin === origin && typeof data === 'object' && data?.type === PAYMENT_RETURNED
}

/** The return address of the card page: this page, no modal, with purchased=true (spec 3 §7). */
export function returnUrl(href: string): string {
  const url = new URL(href)
  url.hash = ''
  url.searchParams.set('purchased', 'true')
  return url.toString()
}

/** spec 3 §4 "Watch button": a pay button with button_data starts an offer purchase of this version. */
export const OFFER_VERSION = 'tv303'

/** The packet and period a pay button's button_data names (spec 3 §3 "Content meta"), if any. */
export function offerButton(data: unknown): { packetId: number; purchaseTypeId: number } | null {
  const d = data as { packet_id?: unknown; purchase_type_id?: unknown } | null | undefined
  return typeof d?.packet_id === 'number' && typeof d.purchase_type_id === 'number'
    ? { packetId: d.packet_id, purchaseTypeId: d.purchase_type_id }
    : null
}

/**
 * What an offer payment's answer leads to (spec 3 §4 step 4; §7 "Offer transaction 400: show the
 * no-funds modal" is the caller's): paid from the balance at once, or its pending transaction paid by
 * the pay form of the chosen system, as a purchase's is (a form without one just waits for it).
 */
export function offerPaymentStep(
  started: { status: string },
  system: { payform_shortname: string; shortname: string; iframe?: boolean | undefined },
): 'paid' | ModalId {
  if (started.status === 'complete') return 'paid'
  const form = payformModal(system)
  return form === 'info' ? 'pay_transaction' : form
}

/**
 * Issue 29: a warning before buying what the viewer already has (spec 3 §8 title_already_bought,
 * already_bought_text) — a packet running or with its next period bought, a film still rented, or a
 * packet a running bundle includes (one awaiting payment is paid on, not warned about). The server refuses such a purchase; the viewer is told why first.
 */
export type OwnedWarning = { kind: 'included'; name: string } | { kind: 'owned'; until: string | null }

export function ownedWarning(packet: {
  can_subscribe: boolean
  kind: string
  included_in: { packet_name: string } | null
  subscription: { status: string; end_at: string; is_paused: boolean } | null
}): OwnedWarning | null {
  if (packet.can_subscribe || packet.kind === 'promo') return null
  if (packet.included_in) return { kind: 'included', name: packet.included_in.packet_name }
  const sub = packet.subscription
  // a purchase awaiting payment is paid on (the server answers it again with a new payment)
  if (sub?.status === 'awaiting_payment') return null
  return { kind: 'owned', until: sub?.status === 'active' && !sub.is_paused ? sub.end_at : null }
}

/**
 * Issue 29 (3) "pay the rest" of a purchase whose payment arrived short: the purchase flow still open
 * for that packet goes on to the pay systems (its old pending payment forgotten: the server answers the
 * same purchase with a new one for what it lacks now); without it (another tab, an offer) the packet's
 * purchase starts again at #subscription.
 */
export function payRestStep(
  flow: { packetId: number; offer?: boolean | undefined } | null,
  packetId: number | null,
): { kind: 'paysystems' } | { kind: 'subscription'; packetId: number } | null {
  if (flow && !flow.offer && (packetId === null || flow.packetId === packetId)) return { kind: 'paysystems' }
  return packetId === null ? null : { kind: 'subscription', packetId }
}
