import { ERROR_CODES, type ParentalGatedAction } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { DeviceParentalSettings } from '../../db/schema/index.ts'
import { ApiError } from '../../plugins/api-error.ts'
import type { ChannelRow } from '../channels/repository.ts'
import type { Session } from '../session/tokens.ts'
import * as repo from './repository.ts'
import { ADULT_AGE } from '@efir/contract'

// Issue 30 "Parental control is still a browser rule": whether an action needs the PIN is decided
// here, from the device's parental settings and the last right PIN the server recorded for the
// sign-in (parental/service.ts grantPass) — never from anything the client stores.

/** spec 3 §9 "Default PIN timeout 30 minutes": the window without a device setting. */
export const DEFAULT_PIN_WINDOW_MIN = 30
/** spec 1 §9: vod, channel and program checks are skipped within 30 s of the last transaction. */
export const TRANSACTION_GRACE_MS = 30_000
/**
 * spec 3 §4 "Some pay systems skip the parental check for a period after a transaction": the pay forms
 * the subscriber confirms himself (payments/present.ts skip_parental_control: the linked card, the SMS
 * code to his phone). The spec gives no period: the PIN's own window.
 */
export const SKIPPING_PAYFORMS = ['linkedcard', 'phone', 'phone_sms'] as const

/**
 * spec 1 §4 "Actions: vod, channel, program, settings, parental, pay" and spec 3 §4's profile. An
 * archive programme is `program`; `parental` (the parental settings themselves) has no flag of its
 * own: it is behind any PIN that exists, or anyone could switch the flags off.
 */
export type ParentalAction = 'channel' | 'program' | 'vod' | 'profile' | 'parental' | ParentalGatedAction

/** What a PIN guards by itself: a channel or title flagged adult, 18+, or of unknown age. */
export interface AgeRated {
  adult: boolean
  age: number | null
}

export const channelRating = (channel: Pick<ChannelRow, 'age' | 'theme'>): AgeRated => ({
  adult: channel.theme === 'adult',
  age: channel.age,
})

export function needsPin(item: AgeRated): boolean {
  return item.adult || item.age === null || item.age >= ADULT_AGE
}

/** How long a right PIN holds: the device's duration (spec 1 §4, minutes), else 30 minutes. */
export function pinWindowMs(settings: Pick<DeviceParentalSettings, 'duration'> | null): number {
  const minutes = settings?.duration
  return (minutes !== undefined && minutes > 0 ? minutes : DEFAULT_PIN_WINDOW_MIN) * 60_000
}

/** Everything the decision reads, all of it from the server's own records. */
export interface ParentalFacts {
  action: ParentalAction
  /** The channel's or title's age rating (stream answers only). */
  rating?: AgeRated | undefined
  parentalStatus: 'set' | 'notset' | 'ignore'
  pinSet: boolean
  /** The caller's device's parental settings; null without a registered device. */
  settings: DeviceParentalSettings | null
  /** The last right PIN of the caller's sign-in. */
  passedAt: Date | null
  /** When the user's last payment transaction completed (streams only). */
  lastTransactionAt: Date | null
  /** When the user's last payment through a SKIPPING_PAYFORMS form completed (pay only). */
  lastSkippingPaymentAt?: Date | null
  now: Date
}

/** Why the PIN is asked: the content's age rating, or the device's switch for the action. */
export type PinReason = 'age' | 'device'

export type ParentalVerdict = { kind: 'allow' } | { kind: 'pin'; reason: PinReason }

const within = (at: Date | null, now: Date, ms: number) =>
  at !== null && now.getTime() - at.getTime() >= 0 && now.getTime() - at.getTime() < ms

const PLAYBACK: ReadonlySet<ParentalAction> = new Set(['channel', 'program', 'vod'])

type ReasonFacts = Pick<ParentalFacts, 'action' | 'rating' | 'parentalStatus' | 'pinSet' | 'settings'>

/**
 * Why `action` is behind the PIN at all, whatever was entered when: the content's age rating, or the
 * device's switch for the action (without a PIN there is nothing to check: spec 1 §4, the set-PIN
 * dialog comes first); null when it is not.
 */
export function pinReason(f: ReasonFacts): PinReason | null {
  if (f.parentalStatus === 'ignore') return null
  if (f.rating && needsPin(f.rating)) return 'age'
  if (!f.pinSet) return null
  return f.action === 'parental' || f.settings?.[f.action] === true ? 'device' : null
}

/** spec 1 §4 "Parental check", decided on the server. */
export function parentalVerdict(f: ParentalFacts): ParentalVerdict {
  const reason = pinReason(f)
  if (reason === null) return { kind: 'allow' }
  if (PLAYBACK.has(f.action) && within(f.lastTransactionAt, f.now, TRANSACTION_GRACE_MS))
    return { kind: 'allow' }
  const window = pinWindowMs(f.settings)
  if (f.action === 'pay' && within(f.lastSkippingPaymentAt ?? null, f.now, window)) return { kind: 'allow' }
  if (within(f.passedAt, f.now, window)) return { kind: 'allow' }
  return { kind: 'pin', reason }
}

/** The caller's device's parental settings, or null without a device. */
export const deviceSettingsOf = (ctx: AppContext, session: Session | null) =>
  session?.deviceId == null ? Promise.resolve(null) : repo.deviceParental(ctx.db, session.deviceId)

/**
 * 403 parental_required unless the caller may do `action` now (for a stream, of content `rating`).
 * Nobody signed in gets it for anything age-rated: the client offers sign-in (spec 1 §4).
 */
export async function assertParental(
  ctx: AppContext,
  session: Session | null,
  action: ParentalAction,
  rating?: AgeRated,
): Promise<void> {
  if (!session) {
    if (rating && needsPin(rating)) throw parentalRequired('age')
    return
  }
  const facts = {
    action,
    rating,
    parentalStatus: session.user.parentalStatus,
    pinSet: session.user.parentalCodeHash !== null,
  }
  // most calls end here: no PIN set, nothing age-rated, no query at all
  if (pinReason({ ...facts, settings: null }) === null && !facts.pinSet) return
  const settings = await deviceSettingsOf(ctx, session)
  if (pinReason({ ...facts, settings }) === null) return
  const [passedAt, lastTransactionAt, lastSkippingPaymentAt] = await Promise.all([
    repo.findPass(ctx.db, session.signInId),
    PLAYBACK.has(action) ? repo.lastCompletedTransaction(ctx.db, session.user.id) : null,
    action === 'pay' ? repo.lastCompletedTransaction(ctx.db, session.user.id, SKIPPING_PAYFORMS) : null,
  ])
  const verdict = parentalVerdict({
    ...facts,
    settings,
    passedAt,
    lastTransactionAt,
    lastSkippingPaymentAt,
    now: ctx.now(),
  })
  if (verdict.kind === 'pin') throw parentalRequired(verdict.reason)
}

const parentalRequired = (reason: PinReason) =>
  new ApiError(
    403,
    ERROR_CODES.parentalRequired,
    reason === 'age' ? 'parental_required' : 'parental_action_required',
  )
