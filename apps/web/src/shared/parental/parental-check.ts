import { ADULT_AGE, ERROR_CODES } from '@efir/contract/routes'

// Spec 1 §4 "Parental check", §5 PIN rule, §9 parental constants; spec 3 §4 "Parental PIN" and
// "Content play action" (age: content or episode, the higher); spec 2 §4 "An adult channel needs a PIN".

/** Spec 3 §9: PIN length. */
export const PIN_LENGTH = 4
/** Spec 3 §9 "Default PIN timeout 30 minutes": how long a correct PIN is remembered. */
export const DEFAULT_PIN_TIMEOUT_MIN = 30
/** Spec 1 §9: vod/channel/program checks are skipped within 30 s of the last transaction. */
export const TRANSACTION_GRACE_MS = 30_000
/** Spec 1 §9: a correct PIN grants access for 2 s (the saved action runs inside that window). */
export const PIN_GRANT_MS = 2000
/** Spec 1 §9: the guest-logged-by-packets flag expires after 30 s. */
export const GUEST_BY_PACKETS_MS = 30_000

/** Spec 1 §4: the gated actions. */
export type ParentalAction = 'vod' | 'channel' | 'program' | 'settings' | 'parental' | 'pay' | 'profile'

export interface ParentalContext {
  action: ParentalAction
  /** Content/channel age (content or episode, the higher), null when unknown. */
  age?: number | null
  /** A channel/content flagged adult (an adult channel needs a PIN whatever its age). */
  adult?: boolean
  /** The viewer: null when nobody is signed in (not even a guest). */
  user: { parental_status: 'set' | 'notset' | 'ignore'; parental_code_set: boolean } | null
  /** The device's per-action flags and window (minutes); null when not loaded. */
  settings?: Partial<Record<ParentalAction, boolean>> & { duration?: number | null }
  /** ms: the last correct PIN, the last transaction. */
  lastEntryAt: number | null
  lastTransactionAt?: number | null
  /** ms: the last completed payment through a pay system with skip_parental_control. */
  lastSkippingPaymentAt?: number | null
  now: number
  /** Embed with the ignore flag (spec 2 §5). */
  ignore?: boolean
  /** ms: when a guest signed in from a packet purchase (spec 1 §4 guest-logged-by-packets flag). */
  guestByPacketsAt?: number | null
  /** The device's settings.parentalChannels (spec 1 §3); undefined when not loaded. */
  parentalChannels?: number
}

export type ParentalDecision =
  | { kind: 'allow' }
  /** Ask the PIN (`#pincode`). */
  | { kind: 'pin' }
  /** No PIN set yet: the set-PIN dialog opens (spec 1 §4). */
  | { kind: 'set-pin' }
  /** Nobody signed in asks for a channel or programme: sign-in prompt (spec 1 §4). */
  | { kind: 'sign-in' }

/** The higher of a content's and its episode's age (spec 3 §4). */
export function effectiveAge(...ages: (number | null | undefined)[]): number | null {
  const known = ages.filter((a): a is number => typeof a === 'number' && Number.isFinite(a))
  return known.length ? Math.max(...known) : null
}

/** Minutes a correct PIN is remembered: the device's duration, else 30 (spec 3 §9). */
export function pinTimeoutMs(settings: ParentalContext['settings']): number {
  const minutes = settings?.duration
  return (typeof minutes === 'number' && minutes > 0 ? minutes : DEFAULT_PIN_TIMEOUT_MIN) * 60_000
}

/**
 * spec 3 §4 "Some pay systems skip the parental check for a period after a transaction". The spec
 * gives no period; we use the PIN's own window (the device's duration, else 30 min, spec 3 §9): a
 * payment the subscriber confirmed through such a system (skip_parental_control) counts, for the pay
 * check, as a PIN entered when the payment completed. Other actions still ask.
 */
export function skipsParentalAfterPayment(
  ctx: Pick<ParentalContext, 'action' | 'lastSkippingPaymentAt' | 'settings' | 'now'>,
): boolean {
  const at = ctx.lastSkippingPaymentAt
  return ctx.action === 'pay' && at != null && ctx.now - at >= 0 && ctx.now - at < pinTimeoutMs(ctx.settings)
}

/**
 * spec 1 §4 "The timeout is kept when parentalChannels is greater than 1": for a channel, the
 * remembered PIN holds its whole window only then; otherwise only the 2 s grant of the entry itself
 * (each adult channel asks again). Unknown (device not loaded) keeps the window.
 */
export function pinWindowMs(ctx: Pick<ParentalContext, 'action' | 'settings' | 'parentalChannels'>): number {
  if (ctx.action === 'channel' && ctx.parentalChannels !== undefined && ctx.parentalChannels <= 1)
    return PIN_GRANT_MS
  return pinTimeoutMs(ctx.settings)
}

/**
 * Whether the action is behind the PIN at all. The device has no flag for `parental` (spec 3 §7:
 * parental_settings holds profile, program, vod, channel, pay, settings): the parental settings are
 * always behind an existing PIN, or anyone could switch the flags off (the server refuses it too).
 */
function isFlagged(ctx: ParentalContext): boolean {
  if (ctx.action === 'parental') return ctx.user?.parental_code_set === true
  return ctx.settings?.[ctx.action] === true
}

/** Does this action need the PIN now? */
export function parentalDecision(ctx: ParentalContext): ParentalDecision {
  if (ctx.ignore || ctx.user?.parental_status === 'ignore') return { kind: 'allow' }
  const restricted = ctx.adult === true || (ctx.age ?? 0) >= ADULT_AGE
  if (!restricted && !isFlagged(ctx)) return { kind: 'allow' }
  // spec 1 §4: the guest-logged-by-packets flag skips the check while it lasts (30 s)
  if (
    ctx.guestByPacketsAt != null &&
    ctx.now - ctx.guestByPacketsAt >= 0 &&
    ctx.now - ctx.guestByPacketsAt < GUEST_BY_PACKETS_MS
  )
    return { kind: 'allow' }
  if (skipsParentalAfterPayment(ctx)) return { kind: 'allow' }
  const playback = ctx.action === 'vod' || ctx.action === 'channel' || ctx.action === 'program'
  if (
    playback &&
    ctx.lastTransactionAt != null &&
    ctx.now - ctx.lastTransactionAt >= 0 &&
    ctx.now - ctx.lastTransactionAt < TRANSACTION_GRACE_MS
  )
    return { kind: 'allow' }
  if (
    ctx.lastEntryAt != null &&
    ctx.now - ctx.lastEntryAt >= 0 &&
    ctx.now - ctx.lastEntryAt < pinWindowMs(ctx)
  )
    return { kind: 'allow' }
  if (!ctx.user)
    return ctx.action === 'channel' || ctx.action === 'program' ? { kind: 'sign-in' } : { kind: 'pin' }
  if (!ctx.user.parental_code_set) return { kind: 'set-pin' }
  return { kind: 'pin' }
}

/**
 * spec 1 §4 for what stays on screen (a channel page): the device's flag of the action asks the PIN
 * until it is remembered (the device's window), except within 30 s of a transaction. Unlike
 * parentalDecision, parentalChannels does not shorten the window here: a playing channel is not taken
 * away 2 s after its PIN.
 */
export function actionFlagGates(
  ctx: Pick<ParentalContext, 'action' | 'user' | 'settings' | 'lastTransactionAt' | 'now' | 'ignore'> & {
    pinRemembered: boolean
  },
): boolean {
  if (ctx.ignore || !ctx.user || ctx.user.parental_status === 'ignore') return false
  if (ctx.settings?.[ctx.action] !== true || ctx.pinRemembered) return false
  const tx = ctx.lastTransactionAt
  return !(tx != null && ctx.now - tx >= 0 && ctx.now - tx < TRANSACTION_GRACE_MS)
}

/**
 * What a refused PIN (or PIN reset code) shows. Spec 1 §5: a wrong one is the translated
 * error_wrong_code. The server compares it (issue 8: the browser never has the PIN): after 5 wrong it
 * answers 429 with its own translated message naming the minutes to wait, shown as it is.
 */
export type PinRefusal = { kind: 'wrong' } | { kind: 'message'; text: string } | { kind: 'failed' }

export function pinRefusal(error: { status: number; code: string; message: string }): PinRefusal {
  if (error.code === ERROR_CODES.wrongCode) return { kind: 'wrong' }
  if (error.status >= 400 && error.status < 500 && error.message)
    return { kind: 'message', text: error.message }
  return { kind: 'failed' }
}

/** Keeps only digits, at most 4 (the PIN field). */
export function normalisePinInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PIN_LENGTH)
}

/** A complete PIN auto-submits (spec 3 §4). */
export function isCompletePin(value: string): boolean {
  return /^\d{4}$/.test(value)
}

/** The set-PIN dialog (spec 3 §4): step 1 new PIN, step 2 repeat; save on a matching repeat. */
export type SetPinStep =
  { step: 1; first: string; error: null } | { step: 2; first: string; error: 'parental_set_not_equal' | null }

export type SetPinEvent =
  { type: 'proceed'; value: string } | { type: 'back' } | { type: 'confirm'; value: string }

export function setPinTransition(
  state: SetPinStep,
  event: SetPinEvent,
): SetPinStep | { step: 'save'; pin: string } {
  switch (event.type) {
    case 'proceed':
      return isCompletePin(event.value) ? { step: 2, first: event.value, error: null } : state
    case 'back':
      return { step: 1, first: '', error: null }
    case 'confirm':
      if (state.step !== 2 || !isCompletePin(event.value)) return state
      return event.value === state.first
        ? { step: 'save', pin: event.value }
        : { step: 2, first: state.first, error: 'parental_set_not_equal' }
  }
}
