import { ERROR_CODES } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { randomDigits, sameHash, sha256 } from '../../lib/secrets.ts'
import { badRequest, tooManyRequests } from '../../plugins/api-error.ts'
import { sendSms } from '../../gateway/sms-outbox/outbox.ts'
import * as repo from './repository.ts'

// Issue 2 "Security": codes are single use, live 10 minutes; 5 wrong codes lock the phone 15 minutes.
export const CODE_TTL_MS = 10 * 60_000
export const MAX_WRONG_CODES = 5
export const LOCK_MS = 15 * 60_000
/** spec 1 §9: the client counts 60 s before offering to resend. */
export const RESEND_AFTER_S = 60

/** Sends a fresh code by SMS (rate limited by the outbox) and stores only its hash. */
export async function sendCode(
  ctx: AppContext,
  phone: string,
  purpose: repo.OtpPurpose,
  length: number,
  text: (code: string) => string,
) {
  const code = randomDigits(length)
  await sendSms(ctx, { phone, text: text(code), code }, async (tx) => {
    const createdAt = tx.now()
    const expiresAt = new Date(createdAt.getTime() + CODE_TTL_MS)
    await repo.replaceCode(tx.db, { phone, purpose, codeHash: sha256(code), createdAt, expiresAt })
  })
  return { resend_after: RESEND_AFTER_S, code_length: length }
}

const lockedError = (until: Date, now: Date) => {
  const seconds = (until.getTime() - now.getTime()) / 1000
  return tooManyRequests('phone_locked', seconds)
}

/** Throws wrong_code / code_expired (400) or 429 while locked; consumes the code on success. */
export async function verifyCode(ctx: AppContext, phone: string, purpose: repo.OtpPurpose, code: string) {
  const now = ctx.now()
  const lock = await repo.findLock(ctx.db, phone)
  if (lock?.lockedUntil && lock.lockedUntil > now) throw lockedError(lock.lockedUntil, now)
  const stored = await repo.latestUnusedCode(ctx.db, phone, purpose)
  if (stored && sameHash(stored.codeHash, sha256(code))) {
    if (stored.expiresAt <= now) throw badRequest(ERROR_CODES.codeExpired, 'code_expired')
    if (await repo.consumeCode(ctx.db, stored.id, now)) {
      await repo.saveLock(ctx.db, phone, 0, null)
      return
    }
  }
  const wrong = (lock?.wrongCount ?? 0) + 1
  if (wrong >= MAX_WRONG_CODES) {
    const until = new Date(now.getTime() + LOCK_MS)
    await repo.saveLock(ctx.db, phone, 0, until)
    throw lockedError(until, now)
  }
  await repo.saveLock(ctx.db, phone, wrong, null)
  throw badRequest(ERROR_CODES.wrongCode, 'wrong_code')
}
