import { and, eq, inArray, isNull, or } from 'drizzle-orm'
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

export async function revokeTokensOfDevices(db: Db, deviceIds: number[], at: Date): Promise<void> {
  if (deviceIds.length === 0) return
  await db
    .update(tokens)
    .set({ revokedAt: at })
    .where(and(inArray(tokens.deviceId, deviceIds), isNull(tokens.revokedAt)))
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
