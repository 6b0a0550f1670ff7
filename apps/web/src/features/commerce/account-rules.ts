import type { Packet } from '@efir/contract'
import { AMOUNT_ERRORS, MAX_PAYMENT_AMOUNT } from '@efir/contract/routes'
import { toMinor } from '../../shared/commerce/money'
import type { PacketAction } from './packet-rules'

/*
 * The account side of commerce (spec 3 §4 "Subscription actions", "Promo wizard", "Email notification
 * and survey", §5, §7 "What the product does with answers", §9). Pure; the components only render.
 */

/** What the disable call's answer leads to (spec 3 §7 "Disable subscription"). */
export type DisableOutcome = 'done' | 'renewal_disabled' | 'message' | 'error'

/** 200 → done; 400 → "disabled renewal" modal with the server text, then the survey; 451 → message. */
export function disableOutcome(status: number | null): DisableOutcome {
  if (status === null) return 'done'
  if (status === 400) return 'renewal_disabled'
  if (status === 451) return 'message'
  return 'error'
}

/** The success message of each subscription action (spec 3 §4 "Subscription actions"). */
export const ACTION_SUCCESS_KEYS = {
  disable: 'acc_success_disabled',
  disable_future: 'acc_success_future_disabled',
  renew: 'acc_success_renewed',
} as const satisfies Partial<Record<PacketAction, string>>

/**
 * A running packet with a paid next period shows, beside its own button, one that disables the future
 * subscription (spec 3 §2 "a future one gives disable"; the server's next_user_purchase).
 */
export function futureToDisable(
  packet: Pick<Packet, 'next_user_purchase' | 'subscription'>,
  action: PacketAction,
): number | null {
  if (action === 'disable_future' || action === 'none') return null
  if (packet.subscription?.is_future) return null
  return packet.next_user_purchase?.id ?? null
}

// --- Promo wizard (spec 3 §4 "Promo wizard", §5, §9) ---

/** spec 3 §5, §9: promo code max length 15. */
export const PROMO_CODE_MAX = 15
/** spec 3 §2 "Promo pages": check delay 600 ms. */
export const PROMO_CHECK_DELAY_MS = 600
/** spec 3 §9: promo activation button lock 10 s. */
export const PROMO_LOCK_MS = 10_000
/** spec 3 §9: the counter shows at most 2 steps. */
export const PROMO_COUNTER_STEPS = 2

export type PromoStep = 'enter' | 'sign_in' | 'card' | 'success'

/** "N of 2": enter is 1, signing in and linking a card are 2; success has no counter. */
export function promoCounter(step: PromoStep): { current: number; total: number } | null {
  if (step === 'success') return null
  return { current: step === 'enter' ? 1 : 2, total: PROMO_COUNTER_STEPS }
}

/** spec 3 §5: required, at most 15 characters. Returns the trimmed code or the error key. */
export function validatePromoCode(raw: string): { ok: true; code: string } | { ok: false; error: string } {
  const code = raw.trim()
  if (!code) return { ok: false, error: 'acc_promo_required' }
  if (code.length > PROMO_CODE_MAX) return { ok: false, error: 'acc_promo_too_long' }
  return { ok: true, code }
}

/** Where a code goes before the check: a viewer not signed in (or a guest) signs in first (step 2). */
export const needsSignIn = (status: string): boolean => status !== 'user'

/** What the check's answer leads to (spec 3 §4: card first, then confirmation, else apply). */
export function afterCheck(check: {
  user_must_have_credit_card: boolean
  is_need_confirm: boolean
}): 'card' | 'confirm' | 'apply' {
  if (check.user_must_have_credit_card) return 'card'
  if (check.is_need_confirm) return 'confirm'
  return 'apply'
}

/** spec 3 §7: a check (or apply) answering 400 or 404 shows the server message and returns to step 1. */
export const backToEnter = (status: number): boolean => status === 400 || status === 404

/** spec 3 §4 step 4: the day word in the right plural, omitted for Kazakh. */
export const showsDayWord = (language: string): boolean => !language.toLowerCase().startsWith('kk')

// --- Top-up (spec 3 §2 /refill) ---

/** Why a typed amount cannot be paid: the contract's rules, one message each (issue 29). */
export type AmountError = (typeof AMOUNT_ERRORS)[keyof typeof AMOUNT_ERRORS]

/**
 * An amount typed by the viewer ("1 490,5") → 1490.5, or the rule it breaks, checked in the server's
 * order (a number, above zero, two decimals at most, up to MAX_PAYMENT_AMOUNT).
 */
export function parseAmount(raw: string): { amount: number } | { error: AmountError } {
  const text = raw.replace(/\s/g, '').replace(',', '.')
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return { error: AMOUNT_ERRORS.notNumber }
  const value = Number(text)
  if (value <= 0) return { error: AMOUNT_ERRORS.notPositive }
  if (/\.\d{3,}$/.test(text)) return { error: AMOUNT_ERRORS.tooManyDecimals }
  if (value > MAX_PAYMENT_AMOUNT) return { error: AMOUNT_ERRORS.tooLarge }
  return { amount: toMinor(text.replace(/^\+/, '')) / 100 }
}

/** The gateway sends the viewer back here: the same page, with purchased=true (spec 3 §4 "Transactions"). */
export function returnUrl(href: string, hash = ''): string {
  const url = new URL(href)
  url.hash = hash
  url.searchParams.set('purchased', 'true')
  return url.toString()
}

/** The code a promo URL carries: /promo?code=X or /promo/X (spec 3 §2 "Promo pages"). */
export function codeFromLocation(pathname: string, search: string): string {
  const fromQuery = new URLSearchParams(search).get('code')
  if (fromQuery) return fromQuery.slice(0, PROMO_CODE_MAX)
  const m = /^\/promo\/([^/]+)/.exec(pathname)
  return m ? decodeURIComponent(m[1]!).slice(0, PROMO_CODE_MAX) : ''
}
