import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { rateHits } from '../../db/schema/index.ts'
import { tooManyRequests } from '../../plugins/api-error.ts'

/*
 * Limits per address and per address and account (issue 8), kept in the database so they hold across
 * server instances: one upserted row per key counts the hits of its current window, atomically.
 */

export const LIMIT_WINDOW_MS = 15 * 60_000

/** What one address may do in a window. */
export const LIMITS = {
  /** SMS sends from one address, whatever the phone (cost abuse). */
  smsPerAddress: 10,
  /** Code or password checks from one address, whatever the phone or login. */
  checksPerAddress: 30,
  /**
   * Checks from one address for one phone or login: below the 5 wrong that lock it, so one address
   * cannot lock another viewer's phone (it is limited first).
   */
  checksPerAddressAndKey: 4,
} as const

/** Counts a hit of `key`; 429 (with retry_after) when the window already had `limit` hits. */
export async function hit(db: Db, key: string, limit: number, now: Date, windowMs = LIMIT_WINDOW_MS) {
  const at = sql`${now.toISOString()}::timestamptz`
  const expired = sql`${rateHits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateHits)
    .values({ key, hits: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateHits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${at} else ${rateHits.windowStart} end`,
      },
    })
    .returning({ hits: rateHits.hits, windowStart: rateHits.windowStart })
  if (!row) throw new Error('rate limit row was not written')
  if (row.hits > limit) {
    const waitMs = row.windowStart.getTime() + windowMs - now.getTime()
    throw tooManyRequests('too_many_requests', waitMs / 1000)
  }
}

/** Gives a hit back (a check that proved right counts against nobody). */
export async function refund(db: Db, key: string): Promise<void> {
  await db
    .update(rateHits)
    .set({ hits: sql`greatest(${rateHits.hits} - 1, 0)` })
    .where(eq(rateHits.key, key))
}
