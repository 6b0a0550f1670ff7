import { ERROR_CODES, otpCodeLength } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Language } from '../../i18n/language.ts'
import { msg, translate } from '../../i18n/messages.ts'
import type { ProviderRow } from '../network/repository.ts'
import { randomDigits, sameHash, sha256 } from '../../lib/secrets.ts'
import { badRequest, tooManyRequests } from '../../plugins/api-error.ts'
import { sendSms } from '../../gateway/sms-outbox/outbox.ts'
import * as repo from './repository.ts'
import { claim, DAY_MS, hit, limitedAddress, LIMITS, refund, windowAndDay } from '../limits/rate-limit.ts'

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
  remote: string,
) {
  if (ctx.addressLimits) {
    const address = limitedAddress(remote)
    const limits = windowAndDay(`sms:${address}`, LIMITS.smsPerAddress, ctx.dailyCaps.smsPerAddress)
    await claim(ctx.db, limits, ctx.now())
  }
  const code = randomDigits(length)
  await sendSms(ctx, { phone, text: text(code), code }, async (tx) => {
    const createdAt = tx.now()
    const expiresAt = new Date(createdAt.getTime() + CODE_TTL_MS)
    await repo.replaceCode(tx.db, { phone, purpose, codeHash: sha256(code), createdAt, expiresAt })
  })
  return { resend_after: RESEND_AFTER_S, code_length: length }
}

/**
 * A sign-in or phone code from the viewer's provider: its length by spec 3 §5 (the main brand's rule or
 * phone_otp_length, 6 without a provider) and its text.
 */
export function sendProviderCode(
  ctx: AppContext,
  provider: ProviderRow | null,
  phone: string,
  purpose: repo.OtpPurpose,
  language: Language,
  remote: string,
) {
  const length = provider
    ? otpCodeLength({ main_brand: provider.mainBrand, phone_otp_length: provider.phoneOtpLength }, phone)
    : 6
  const text = (code: string) =>
    translate(language, msg('sms_login_code', { provider: provider?.name ?? 'efir', code }))
  return sendCode(ctx, phone, purpose, length, text, remote)
}

type LockKey = 'phone_locked' | 'login_locked' | 'pin_locked'
const lockedError = (until: Date, now: Date, key: LockKey) =>
  tooManyRequests(key, (until.getTime() - now.getTime()) / 1000)

/** Checks admitted this long ago and never answered stop counting as running (a process died). */
const CHECK_STALE_MS = 60_000
/** How long a check waits for those running on its key to be answered before it gives up (429). */
const BUSY_WAIT_MS = 20_000
/** A waiting check asks again at least this often (an answer on another instance is not heard here). */
const BUSY_POLL_MS = 250

/**
 * Checks waiting on a key in this process, oldest first; each answer here wakes the oldest one (its
 * slot is free), so a crowd of right passwords is let in one by one instead of every waiter asking the
 * database on every answer. Per database handle, as the instance's other per-viewer state.
 */
const waiters = new WeakMap<object, Map<string, Set<() => void>>>()

function waitForAnswer(db: object, key: string): Promise<void> {
  const byKey = waiters.get(db) ?? new Map<string, Set<() => void>>()
  waiters.set(db, byKey)
  return new Promise((resolve) => {
    const queue = byKey.get(key) ?? new Set<() => void>()
    byKey.set(key, queue)
    const done = () => {
      clearTimeout(timer)
      queue.delete(done)
      if (queue.size === 0 && byKey.get(key) === queue) byKey.delete(key)
      resolve()
    }
    const timer = setTimeout(done, BUSY_POLL_MS + Math.random() * BUSY_POLL_MS)
    queue.add(done)
  })
}

function wakeOldestWaiter(db: object, key: string): void {
  const [oldest] = waiters.get(db)?.get(key) ?? []
  oldest?.()
}

/**
 * Waits for the key's admission: checks running on it fill what the wrong ones leave of the limit, so
 * a check waits for their answers rather than being counted as one more wrong (issue 30: 40 parallel
 * right passwords got 30 "too many wrong passwords").
 */
async function admit(ctx: AppContext, key: string, locked: LockKey): Promise<void> {
  const started = Date.now()
  for (;;) {
    const now = ctx.now()
    const admission = await repo.admitCheck(ctx.db, key, now, MAX_WRONG_CODES, CHECK_STALE_MS)
    switch (admission.kind) {
      case 'admitted':
        return
      case 'locked':
        throw lockedError(admission.until, now, locked)
      case 'exhausted':
        throw lockedError(await repo.lockKey(ctx.db, key, new Date(now.getTime() + LOCK_MS)), now, locked)
      case 'busy':
        if (Date.now() - started > BUSY_WAIT_MS) throw tooManyRequests('checks_busy', 1)
        await waitForAnswer(ctx.db, key)
    }
  }
}

/**
 * One check of a secret (a code, a password) under the lock of its key: a check is admitted atomically
 * before it runs, and only while the wrong ones and those running stay below MAX_WRONG_CODES (issue 8),
 * so however many arrive at once at most that many wrong ones are ever checked per lock window; right
 * ones are never counted as wrong, however many run at once (issue 30). The check that makes the fifth
 * wrong locks the key for LOCK_MS (429). `check` answers whether the secret was right (and may throw its
 * own 4xx, which counts as a wrong check).
 */
export async function limitedCheck(
  ctx: AppContext,
  key: string,
  check: () => Promise<boolean>,
  wrong: () => Error,
  remote: string,
  locked: LockKey = 'phone_locked',
): Promise<void> {
  const now = ctx.now()
  // the address first: one address is limited before it can lock another viewer's phone or login;
  // claimed before the check (concurrent checks cannot slip through), given back when it proves right
  const byAddress = ctx.addressLimits
    ? ([
        [`checks:${limitedAddress(remote)}`, LIMITS.checksPerAddress],
        [`checks:${limitedAddress(remote)}:${key}`, LIMITS.checksPerAddressAndKey],
      ] as const)
    : []
  for (const [k, limit] of byAddress) await hit(ctx.db, k, limit, now)
  await admit(ctx, key, locked)
  // issue 30: a daily cap besides the 15-minute lock (which let ~480 guesses a day through); claimed once
  // admitted (at most MAX_WRONG_CODES checks run at once, so right ones in parallel never fill it), and
  // given back by a right one
  const daily = {
    key: `checks:${key}:day`,
    limit: ctx.dailyCaps.checksPerKey,
    windowMs: DAY_MS,
    text: locked,
  }
  try {
    await claim(ctx.db, [daily], now)
  } catch (error) {
    await repo.releaseCheck(ctx.db, key)
    throw error
  }
  const answer = async (right: boolean) => {
    const lock = await repo.answerCheck(
      ctx.db,
      key,
      right,
      MAX_WRONG_CODES,
      new Date(ctx.now().getTime() + LOCK_MS),
    )
    wakeOldestWaiter(ctx.db, key)
    return lock
  }
  let right: boolean
  try {
    right = await check()
  } catch (error) {
    await answer(false)
    throw error
  }
  const lock = await answer(right)
  if (right) {
    for (const [k] of [...byAddress, [daily.key]]) await refund(ctx.db, k)
    return
  }
  throw lock ? lockedError(lock, ctx.now(), locked) : wrong()
}

/** Throws wrong_code / code_expired (400) or 429 while locked; consumes the code on success. */
export async function verifyCode(
  ctx: AppContext,
  phone: string,
  purpose: repo.OtpPurpose,
  code: string,
  remote: string,
) {
  await limitedCheck(
    ctx,
    phone,
    async () => {
      const stored = await repo.latestUnusedCode(ctx.db, phone, purpose)
      if (!stored || !sameHash(stored.codeHash, sha256(code))) return false
      if (stored.expiresAt <= ctx.now()) throw badRequest(ERROR_CODES.codeExpired, 'code_expired')
      return repo.consumeCode(ctx.db, stored.id, ctx.now())
    },
    () => badRequest(ERROR_CODES.wrongCode, 'wrong_code'),
    remote,
  )
}
