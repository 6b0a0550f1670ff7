import { and, eq, inArray, max } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { devices, tokens, transactions, users } from '../../db/schema/index.ts'

/** A right PIN in a sign-in: recorded on the sign-in's own token, so its every token sees it. */
export async function recordPass(db: Db, signInId: number, at: Date): Promise<void> {
  await db.update(tokens).set({ parentalPassedAt: at }).where(eq(tokens.id, signInId))
}

export async function findPass(db: Db, signInId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: tokens.parentalPassedAt })
    .from(tokens)
    .where(eq(tokens.id, signInId))
    .limit(1)
  return row?.at ?? null
}

/** The device's parental settings (spec 1 §4: flags per action, duration in minutes), or null. */
export async function deviceParental(db: Db, deviceId: number) {
  const [row] = await db
    .select({ settings: devices.parentalSettings })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1)
  return row?.settings ?? null
}

/**
 * When the user's last payment transaction completed (spec 1 §4: streams skip the PIN 30 s after it),
 * or the last one through one of `payforms`.
 */
export async function lastCompletedTransaction(
  db: Db,
  userId: number,
  payforms?: readonly string[],
): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(transactions.completedAt) })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.status, 'complete'),
        payforms ? inArray(transactions.payform, [...payforms]) : undefined,
      ),
    )
  return row?.at ?? null
}

export async function findPinHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.parentalCodeHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row?.hash ?? null
}

export async function storePinHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.update(users).set({ parentalCodeHash: hash, parentalStatus: 'set' }).where(eq(users.id, userId))
}
