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

/** Whether a check of a key may run now (limitedCheck). */
export type Admission =
  | { kind: 'admitted' }
  /** Locked until then: no check runs. */
  | { kind: 'locked'; until: Date }
  /** The wrong ones alone reach the limit (a lock not yet written): lock now. */
  | { kind: 'exhausted' }
  /** The checks running now fill what is left of the limit: wait for their answers (issue 30). */
  | { kind: 'busy' }

/**
 * Admits one check of a key (a phone, a login's password, a PIN) when its wrong checks since the last
 * right one and the checks running now stay below `max` (issue 8: however many arrive at once, at most
 * `max` wrong ones are ever checked), atomically: the key's row is locked while it is read and counted,
 * on PGlite and PostgreSQL alike. An expired lock starts the count again; checks admitted more than
 * `staleMs` ago no longer count as running (a process that died never answers them).
 */
export async function admitCheck(
  db: Db,
  key: string,
  now: Date,
  max: number,
  staleMs: number,
): Promise<Admission> {
  return db.transaction(async (tx) => {
    await tx.insert(otpLocks).values({ phone: key }).onConflictDoNothing()
    const [row] = await tx.select().from(otpLocks).where(eq(otpLocks.phone, key)).for('update')
    if (!row) throw new Error('otp lock row was not written')
    if (row.lockedUntil && row.lockedUntil > now) return { kind: 'locked', until: row.lockedUntil }
    const wrong = row.lockedUntil ? 0 : row.wrongCount
    const stale = !row.pendingAt || row.pendingAt.getTime() <= now.getTime() - staleMs
    const pending = stale ? 0 : row.pending
    if (wrong >= max) return { kind: 'exhausted' }
    if (wrong + pending >= max) return { kind: 'busy' }
    await tx
      .update(otpLocks)
      .set({ wrongCount: wrong, lockedUntil: null, pending: pending + 1, pendingAt: now })
      .where(eq(otpLocks.phone, key))
    return { kind: 'admitted' }
  })
}

/**
 * The answer of an admitted check. Right: the count of wrong ones starts again. Wrong: one more, and the
 * one that reaches `max` locks the key until `lockUntil`; answers the lock that holds, if any.
 */
export async function answerCheck(
  db: Db,
  key: string,
  right: boolean,
  max: number,
  lockUntil: Date,
): Promise<Date | null> {
  const done = sql`greatest(${otpLocks.pending} - 1, 0)`
  if (right) {
    await db.update(otpLocks).set({ wrongCount: 0, pending: done }).where(eq(otpLocks.phone, key))
    return null
  }
  const reached = sql`${otpLocks.wrongCount} + 1 >= ${max} and ${otpLocks.lockedUntil} is null`
  const [row] = await db
    .update(otpLocks)
    .set({
      wrongCount: sql`${otpLocks.wrongCount} + 1`,
      pending: done,
      lockedUntil: sql`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else ${otpLocks.lockedUntil} end`,
    })
    .where(eq(otpLocks.phone, key))
    .returning({ lockedUntil: otpLocks.lockedUntil })
  return row?.lockedUntil ?? null
}

/** An admitted check that never ran (its daily cap refused it): no longer running, counted neither way. */
export async function releaseCheck(db: Db, key: string): Promise<void> {
  await db
    .update(otpLocks)
    .set({ pending: sql`greatest(${otpLocks.pending} - 1, 0)` })
    .where(eq(otpLocks.phone, key))
}

/** Locks the key until `until` unless a lock already holds; answers the lock that holds. */
export async function lockKey(db: Db, key: string, until: Date): Promise<Date> {
  const [row] = await db
    .update(otpLocks)
    .set({ lockedUntil: until })
    .where(and(eq(otpLocks.phone, key), isNull(otpLocks.lockedUntil)))
    .returning({ lockedUntil: otpLocks.lockedUntil })
  return row?.lockedUntil ?? (await findLock(db, key))?.lockedUntil ?? until
}

export async function findLock(db: Db, phone: string) {
  const [row] = await db.select().from(otpLocks).where(eq(otpLocks.phone, phone)).limit(1)
  return row ?? null
}
