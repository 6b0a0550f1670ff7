import type { AppContext } from '../../context.ts'
import { tooManyRequests } from '../../plugins/api-error.ts'
import { DAY_MS } from '../../modules/limits/rate-limit.ts'
import * as repo from './repository.ts'

/** Issue 2: at most 3 SMS per phone per 15 minutes; issue 30: and `ctx.dailyCaps.smsPerPhone` a day. */
export const SMS_LIMIT = 3
export const SMS_WINDOW_MS = 15 * 60_000

export interface Sms {
  phone: string
  text: string
  /** The one-time code the text carries, kept so the demo outbox can show it. */
  code: string | null
}

/**
 * The reference server has no SMS gateway: every message is stored in the outbox (read by
 * GET /dev/outbox in demo mode) and, in demo mode, printed to the log.
 * Throws 429 when the phone already got SMS_LIMIT messages in the window, or its daily cap in 24 hours
 * (the sends to a phone take turns on its advisory lock, so parallel sends cannot pass either).
 * `afterSend` runs in the same transaction (e.g. storing the code's hash).
 */
export async function sendSms(ctx: AppContext, sms: Sms, afterSend?: (ctx: AppContext) => Promise<void>) {
  const now = ctx.now()
  await ctx.db.transaction(async (db) => {
    await repo.lockPhone(db, sms.phone)
    const today = await repo.sentSince(db, sms.phone, new Date(now.getTime() - DAY_MS))
    const windowStart = now.getTime() - SMS_WINDOW_MS
    const recent = today.filter((row) => row.createdAt.getTime() > windowStart)
    // the earliest time one more may go: when the oldest of the last `limit` leaves its window
    const waitFor = (rows: typeof today, limit: number, windowMs: number) => {
      const oldest = rows[rows.length - limit]
      return rows.length >= limit && oldest ? oldest.createdAt.getTime() + windowMs - now.getTime() : 0
    }
    const waitMs = Math.max(
      waitFor(recent, SMS_LIMIT, SMS_WINDOW_MS),
      waitFor(today, ctx.dailyCaps.smsPerPhone, DAY_MS),
    )
    if (waitMs > 0) throw tooManyRequests('too_many_codes', waitMs / 1000)
    await repo.insertSms(db, { ...sms, createdAt: now })
    await afterSend?.({ ...ctx, db })
  })
  if (ctx.demo)
    ctx.log.info({ sms: { phone: sms.phone, text: sms.text } }, `SMS to ${sms.phone}: ${sms.text}`)
  else ctx.log.info({ sms: { phone: sms.phone } }, 'SMS stored in the outbox')
}

export async function readOutbox(ctx: AppContext, phone: string | undefined) {
  const rows = await repo.listOutbox(ctx.db, phone, 100)
  return rows.map((r) => ({
    phone: r.phone,
    text: r.text,
    code: r.code,
    created_at: r.createdAt.toISOString(),
  }))
}
