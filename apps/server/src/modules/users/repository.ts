import { and, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { providers, users } from '../../db/schema/index.ts'
import { viewerData } from '../../lib/viewer-data.ts'
import type { ProviderRow } from '../network/repository.ts'

export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert

export async function findUserWithProvider(
  db: Db,
  id: number,
): Promise<{ user: UserRow; provider: ProviderRow } | null> {
  const [row] = await db
    .select({ user: users, provider: providers })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(eq(users.id, id))
    .limit(1)
  return row ?? null
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
  return row ?? null
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1)
  return row ?? null
}

/** Password login accepts the username, the phone or the e-mail as login. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, login), eq(users.phone, login), eq(users.email, login.toLowerCase())))
    .limit(1)
  return row ?? null
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row ?? null
}

/** null when the username or phone is already taken (unique constraint). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning()
  return row ?? null
}

export async function updateUser(db: Db, id: number, patch: Partial<NewUser>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id))
}

/**
 * Locks the user's row until the surrounding transaction ends and answers what a -1 block owes (minor
 * units), or null when the user is not in a -1 block (spec 1 §4 "Block status").
 */
export async function lockOwedBlock(tx: Db, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ status: users.blockStatus, amount: users.blockAmount })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
  return row?.status === -1 ? row.amount : null
}

/** -1 → 0, once: the conditional update is the only way out of a -1 block. */
export async function liftPaymentBlock(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ blockStatus: 0, blockAmount: 0 })
    .where(and(eq(users.id, id), eq(users.blockStatus, -1)))
    .returning({ id: users.id })
  return rows.length > 0
}

/**
 * A user's block status (spec 1 §4), kept by the instance until the user's row changes: the media
 * origin asks it for every request of a signed viewer's stream (issue 30), so a block stops the
 * media at once, not when the media token ends.
 */
export const blockStatusOf = viewerData(async (db, userId): Promise<number> => {
  const [row] = await db.select({ status: users.blockStatus }).from(users).where(eq(users.id, userId))
  return row?.status ?? 0
})
