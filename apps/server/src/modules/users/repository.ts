import { eq, or } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { providers, users } from '../../db/schema.ts'
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
