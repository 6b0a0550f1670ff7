import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { tokens, users } from '../../db/schema/index.ts'
import { viewerDataBy } from '../../lib/viewer-data.ts'

export type TokenRow = typeof tokens.$inferSelect
export type UserRow = typeof users.$inferSelect

export async function insertToken(
  db: Db,
  row: {
    tokenHash: string
    userId: number
    deviceId: number | null
    signInId: number | null
    createdAt: Date
    expiresAt: Date
  },
): Promise<TokenRow> {
  const [token] = await db.insert(tokens).values(row).returning()
  if (!token) throw new Error('token insert returned nothing')
  return token
}

/**
 * A token and its user by the token's hash: read by every signed-in request, so kept by the instance
 * until the user's rows change (lib/viewer-data.ts: a logout, a PIN check, any edit of the user drops it).
 * An unknown hash is never kept.
 */
export const findTokenWithUser = viewerDataBy(
  async (db, tokenHash: string): Promise<{ token: TokenRow; user: UserRow } | null> => {
    const [row] = await db
      .select({ token: tokens, user: users })
      .from(tokens)
      .innerJoin(users, eq(users.id, tokens.userId))
      .where(eq(tokens.tokenHash, tokenHash))
      .limit(1)
    return row ?? null
  },
  (_hash, found) => found?.user.id ?? null,
)

export async function revokeTokensOfSignIn(db: Db, signInId: number, at: Date): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: at })
    .where(and(or(eq(tokens.id, signInId), eq(tokens.signInId, signInId)), isNull(tokens.revokedAt)))
}

export async function revokeTokensOfUser(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: at })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)))
}

/** A token's sign-in: the login's own token id, which every token of that sign-in carries as sign_in_id. */
const signInOf = sql<number>`coalesce(${tokens.signInId}, ${tokens.id})`

/**
 * Every token of every sign-in that ever had a token on one of these devices (issue 30): a removed
 * device takes its sign-in's login token and the refreshed ones with it, not only its device tokens.
 */
export async function revokeSignInsOfDevices(db: Db, deviceIds: number[], at: Date): Promise<void> {
  if (deviceIds.length === 0) return
  const signIns = db.select({ id: signInOf }).from(tokens).where(inArray(tokens.deviceId, deviceIds))
  await db
    .update(tokens)
    .set({ revokedAt: at })
    .where(and(or(inArray(tokens.id, signIns), inArray(tokens.signInId, signIns)), isNull(tokens.revokedAt)))
}

/**
 * Every live token of the user outside one sign-in (sign out of all other devices, issue 30), those that
 * never registered a device included; answers how many sign-ins it ended.
 */
export async function revokeOtherSignIns(db: Db, userId: number, keepSignInId: number, at: Date) {
  const rows = await db
    .update(tokens)
    .set({ revokedAt: at })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt), ne(signInOf, keepSignInId)))
    .returning({ signIn: signInOf })
  return new Set(rows.map((r) => r.signIn)).size
}

/** Demo only (/dev/expire_tokens): moves every token of a user into the past. */
export async function expireTokensOfUser(db: Db, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(tokens)
    .set({ expiresAt: at })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)))
    .returning({ id: tokens.id })
  return rows.length
}
