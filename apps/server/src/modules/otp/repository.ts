import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { otpCodes, otpLocks } from '../../db/schema/index.ts'

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose']
export type OtpRow = typeof otpCodes.$inferSelect

/** A new code replaces any unused one: only the latest code sent can be entered. */
export async function replaceCode(
  db: Db,
  row: { phone: string; purpose: OtpPurpose; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(otpCodes)
    .set({ usedAt: row.createdAt })
    .where(and(eq(otpCodes.phone, row.phone), eq(otpCodes.purpose, row.purpose), isNull(otpCodes.usedAt)))
  await db.insert(otpCodes).values(row)
}

export async function latestUnusedCode(db: Db, phone: string, purpose: OtpPurpose): Promise<OtpRow | null> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1)
  return row ?? null
}

/** Single use: only one concurrent request can consume a code. */
export async function consumeCode(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: at })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id })
  return rows.length > 0
}

export async function hasLiveCode(db: Db, phone: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, now)))
    .limit(1)
  return row !== undefined
}

/**
 * Claims one check for a key (a phone, or a login's password), atomically (one upserted row, so concurrent checks take turns on
 * PGlite and PostgreSQL alike): the count of checks since the last success, and the lock if one holds.
 * An expired lock starts the count again.
 */
export async function claimCheck(
  db: Db,
  phone: string,
  now: Date,
): Promise<{ checks: number; lockedUntil: Date | null }> {
  const at = sql`${now.toISOString()}::timestamptz`
  const expired = sql`${otpLocks.lockedUntil} is not null and ${otpLocks.lockedUntil} <= ${at}`
  const [row] = await db
    .insert(otpLocks)
    .values({ phone, wrongCount: 1, lockedUntil: null })
    .onConflictDoUpdate({
      target: otpLocks.phone,
      set: {
        wrongCount: sql`case when ${expired} then 1 else ${otpLocks.wrongCount} + 1 end`,
        lockedUntil: sql`case when ${expired} then null else ${otpLocks.lockedUntil} end`,
      },
    })
    .returning({ checks: otpLocks.wrongCount, lockedUntil: otpLocks.lockedUntil })
  if (!row) throw new Error('otp lock row was not written')
  return row
}

/** Locks the phone until `until` unless a lock already holds; answers the lock that holds. */
export async function lockKey(db: Db, phone: string, until: Date): Promise<Date> {
  const [row] = await db
    .update(otpLocks)
    .set({ lockedUntil: until })
    .where(and(eq(otpLocks.phone, phone), isNull(otpLocks.lockedUntil)))
    .returning({ lockedUntil: otpLocks.lockedUntil })
  return row?.lockedUntil ?? (await findLock(db, phone))?.lockedUntil ?? until
}

/** A right code: the count starts again. */
export async function resetChecks(db: Db, phone: string): Promise<void> {
  await db.update(otpLocks).set({ wrongCount: 0, lockedUntil: null }).where(eq(otpLocks.phone, phone))
}

export async function findLock(db: Db, phone: string) {
  const [row] = await db.select().from(otpLocks).where(eq(otpLocks.phone, phone)).limit(1)
  return row ?? null
}
