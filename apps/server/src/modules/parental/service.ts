import { ERROR_CODES } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { hashPassword, verifyPin } from '../../lib/secrets.ts'
import { ApiError, badRequest } from '../../plugins/api-error.ts'
import type { ChannelRow } from '../channels/repository.ts'
import { limitedCheck, verifyCode } from '../otp/codes.ts'
import type { Session } from '../session/tokens.ts'
import * as repo from './repository.ts'

// Issue 8 "Parental PIN and protected streams": the PIN is stored hashed, never sent to the browser,
// checked here under the wrong-code lock of otp/codes.ts (5 wrong per 15 minutes per user, claimed
// atomically); a right PIN is recorded for the sign-in and lets its adult streams play.

/** spec 3 §9 "Default PIN timeout 30 minutes": the window without a device setting. */
export const DEFAULT_PIN_WINDOW_MIN = 30
/** spec 1 §5: a PIN is asked for ages 18 and over. */
export const PIN_AGE = 18

const lockKey = (userId: number) => `pin:${userId}`
const wrongPin = () => badRequest(ERROR_CODES.wrongCode, 'wrong_code')

/**
 * One check of the user's PIN (400 wrong_code, 429 pin_locked with Retry-After after the fifth wrong).
 * A PIN the migration left as plain SHA-256 is stored again as scrypt once it proves right.
 */
export async function verifyUserPin(ctx: AppContext, userId: number, pin: string, remote: string) {
  const stored = await repo.findPinHash(ctx.db, userId)
  if (!stored) throw badRequest(ERROR_CODES.validation, 'no_pin_set')
  await limitedCheck(
    ctx,
    lockKey(userId),
    async () => {
      const { ok, rehash } = await verifyPin(pin, stored)
      if (rehash) await repo.storePinHash(ctx.db, userId, await hashPassword(pin))
      return ok
    },
    wrongPin,
    remote,
    'pin_locked',
  )
}

/** How long a right PIN lets adult streams play: the device's window (spec 1 §4), else 30 minutes. */
async function pinWindowMs(ctx: AppContext, session: Session): Promise<number> {
  const minutes = session.deviceId === null ? null : await repo.deviceDuration(ctx.db, session.deviceId)
  return (minutes !== null && minutes > 0 ? minutes : DEFAULT_PIN_WINDOW_MIN) * 60_000
}

/** Records a right PIN (or a PIN just set) for the caller's sign-in; answers until when it holds. */
export async function grantPass(ctx: AppContext, session: Session): Promise<Date> {
  const now = ctx.now()
  await repo.recordPass(ctx.db, session.signInId, now)
  return new Date(now.getTime() + (await pinWindowMs(ctx, session)))
}

/** POST users/self/parental_code/check. */
export async function checkParentalCode(ctx: AppContext, session: Session, code: string, remote: string) {
  await verifyUserPin(ctx, session.user.id, code, remote)
  return { passed_until: (await grantPass(ctx, session)).toISOString() }
}

/**
 * The hash to store for a new PIN (PATCH users/self {pincode}): the first PIN needs nothing more;
 * changing one needs the current PIN (spec 1 §5, counted in the same lock) or the reset code that
 * POST users/self/parental_code/send sent to the user's phone.
 */
export async function newPinHash(
  ctx: AppContext,
  session: Session,
  body: { pincode: string; current_pincode?: string | undefined; pincode_sms_code?: string | undefined },
  remote: string,
): Promise<string> {
  const { user } = session
  if (await repo.findPinHash(ctx.db, user.id)) {
    if (body.current_pincode !== undefined) await verifyUserPin(ctx, user.id, body.current_pincode, remote)
    else if (body.pincode_sms_code !== undefined && user.phone)
      await verifyCode(ctx, user.phone, 'pin', body.pincode_sms_code, remote)
    else
      throw badRequest(ERROR_CODES.validation, 'current_pin_required', {
        'body.current_pincode': 'current_pin_required',
      })
  }
  return hashPassword(body.pincode)
}

/** What a PIN guards: a channel or title flagged adult, 18+, or of unknown age (the client gates all three). */
export interface AgeRated {
  adult: boolean
  age: number | null
}

export const channelRating = (channel: Pick<ChannelRow, 'age' | 'theme'>): AgeRated => ({
  adult: channel.theme === 'adult',
  age: channel.age,
})

export function needsPin(item: AgeRated): boolean {
  return item.adult || item.age === null || item.age >= PIN_AGE
}

/** Whether the caller entered a right PIN in this sign-in's window (or has parental control off). */
export async function parentalPassed(ctx: AppContext, session: Session | null): Promise<boolean> {
  if (!session) return false
  if (session.user.parentalStatus === 'ignore') return true
  const at = await repo.findPass(ctx.db, session.signInId)
  const age = at === null ? null : ctx.now().getTime() - at.getTime()
  return age !== null && age >= 0 && age < (await pinWindowMs(ctx, session))
}

/**
 * 403 parental_required unless the viewer of an adult channel or title passed the PIN (issue 8: the
 * stream answer of an adult channel gives nothing playable without the PIN step).
 */
export async function assertParentalPassed(
  ctx: AppContext,
  session: Session | null,
  item: AgeRated,
): Promise<void> {
  if (!needsPin(item) || (await parentalPassed(ctx, session))) return
  throw new ApiError(403, ERROR_CODES.parentalRequired, 'parental_required')
}

/** The device flags the server enforces itself (spec 1 §4 actions with a server-side effect). */
export type GuardedAction = 'profile' | 'parental'

/**
 * 403 parental_required unless the caller passed the PIN in its window, for what a child on the
 * device must not do by calling the API directly: switching to or editing an adult profile when the
 * device's `profile` flag is on, and changing the device's parental settings once a PIN exists
 * (action parental: otherwise the flags could be switched off without the PIN). Without a PIN set
 * there is nothing to check (spec 1 §4: the set-PIN dialog comes first).
 */
export async function assertActionPassed(
  ctx: AppContext,
  session: Session,
  action: GuardedAction,
): Promise<void> {
  if (session.user.parentalStatus === 'ignore') return
  if (!(await repo.findPinHash(ctx.db, session.user.id))) return
  if (action === 'profile') {
    const settings = session.deviceId === null ? null : await repo.deviceParental(ctx.db, session.deviceId)
    if (!settings?.profile) return
  }
  if (await parentalPassed(ctx, session)) return
  throw new ApiError(403, ERROR_CODES.parentalRequired, 'parental_action_required')
}
