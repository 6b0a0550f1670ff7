import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { otpCodes, otpLocks } from '../../db/schema.ts'

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

export async function findLock(db: Db, phone: string) {
  const [row] = await db.select().from(otpLocks).where(eq(otpLocks.phone, phone)).limit(1)
  return row ?? null
}

export async function saveLock(db: Db, phone: string, wrongCount: number, lockedUntil: Date | null) {
  await db
    .insert(otpLocks)
    .values({ phone, wrongCount, lockedUntil })
    .onConflictDoUpdate({ target: otpLocks.phone, set: { wrongCount, lockedUntil } })
}
