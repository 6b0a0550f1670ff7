import { ERROR_CODES } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { hashPassword, verifyPin } from '../../lib/secrets.ts'
import { badRequest, permissionDenied } from '../../plugins/api-error.ts'
import { limitedCheck, verifyCode } from '../otp/codes.ts'
import type { Session } from '../session/tokens.ts'
import { deviceSettingsOf, pinWindowMs } from './gate.ts'
import * as repo from './repository.ts'

// Issue 8 "Parental PIN and protected streams": the PIN is stored hashed, never sent to the browser,
// checked here under the wrong-code lock of otp/codes.ts (5 wrong per 15 minutes per user, claimed
// atomically); a right PIN is recorded for the sign-in, and gate.ts decides what it opens.

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

/** Records a right PIN (or a PIN just set) for the caller's sign-in; answers until when it holds. */
export async function grantPass(ctx: AppContext, session: Session): Promise<Date> {
  const now = ctx.now()
  await repo.recordPass(ctx.db, session.signInId, now)
  return new Date(now.getTime() + pinWindowMs(await deviceSettingsOf(ctx, session)))
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
  // spec 1 §6: a guest signs in for what parental control guards; it sets no PIN of its own (issue 30)
  if (user.isGuest) throw permissionDenied('guest_pin')
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
