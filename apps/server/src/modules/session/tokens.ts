import type { AppContext } from '../../context.ts'
import { randomSecret, sha256 } from '../../lib/secrets.ts'
import * as repo from './tokens-repository.ts'
import type { UserRow } from './tokens-repository.ts'

/** The caller behind a valid access_token. */
export interface Session {
  tokenId: number
  user: UserRow
  deviceId: number | null
  /** The sign-in this token belongs to: every token it led to dies with a logout (issue 8). */
  signInId: number
  expiresAt: Date
}

export interface IssuedToken {
  access_token: string
  expired: string
}

/**
 * A fresh 256-bit token; only its SHA-256 is stored (spec 1 §4 token lifecycle: 12 h by default).
 * `signInId`: the sign-in it continues (a device token got with the login's token); none starts one.
 */
export async function issueToken(
  ctx: AppContext,
  userId: number,
  deviceId: number | null,
  signInId: number | null = null,
): Promise<IssuedToken> {
  return (await issueSignInToken(ctx, userId, deviceId, signInId)).issued
}

/** issueToken, and the sign-in the token belongs to (its own id when it starts one). */
export async function issueSignInToken(
  ctx: AppContext,
  userId: number,
  deviceId: number | null,
  signInId: number | null,
): Promise<{ issued: IssuedToken; signInId: number }> {
  const token = randomSecret()
  const createdAt = ctx.now()
  const expiresAt = new Date(createdAt.getTime() + ctx.tokenTtlMs)
  const row = await repo.insertToken(ctx.db, {
    tokenHash: sha256(token),
    userId,
    deviceId,
    signInId,
    createdAt,
    expiresAt,
  })
  return {
    issued: { access_token: token, expired: expiresAt.toISOString() },
    signInId: row.signInId ?? row.id,
  }
}

/**
 * A token that does not lead to a session: unknown or expired (`invalid`), or revoked (`signed-out`: its
 * sign-in was ended, by a logout, a device removed elsewhere, or a sign-out of all devices).
 */
export type RefusedToken = 'invalid' | 'signed-out'

/** The session behind a token, or why there is none. */
export async function resolveToken(ctx: AppContext, token: string): Promise<Session | RefusedToken> {
  if (token.length < 20 || token.length > 128) return 'invalid'
  const found = await repo.findTokenWithUser(ctx.db, sha256(token))
  if (!found) return 'invalid'
  const { token: row, user } = found
  // revoked first: a device offline past its token's 12 h still learns that its sign-in was ended
  if (row.revokedAt !== null) return 'signed-out'
  if (row.expiresAt.getTime() <= ctx.now().getTime()) return 'invalid'
  return {
    tokenId: row.id,
    user,
    deviceId: row.deviceId,
    signInId: row.signInId ?? row.id,
    expiresAt: row.expiresAt,
  }
}

/** Logout: every token of the caller's sign-in (the login's token and the device tokens after it). */
export const revokeSignIn = (ctx: AppContext, session: Session) =>
  repo.revokeTokensOfSignIn(ctx.db, session.signInId, ctx.now())
export const revokeUserTokens = (ctx: AppContext, userId: number) =>
  repo.revokeTokensOfUser(ctx.db, userId, ctx.now())
/** Removed devices: every sign-in that used one of them ends (issue 30). */
export const revokeDeviceSignIns = (ctx: AppContext, deviceIds: number[]) =>
  repo.revokeSignInsOfDevices(ctx.db, deviceIds, ctx.now())
/** Sign out of all other devices: every sign-in of the caller's user but the caller's; how many ended. */
export const revokeOtherSignIns = (ctx: AppContext, session: Session) =>
  repo.revokeOtherSignIns(ctx.db, session.user.id, session.signInId, ctx.now())
export const expireUserTokens = (ctx: AppContext, userId: number) =>
  repo.expireTokensOfUser(ctx.db, userId, new Date(ctx.now().getTime() - 1000))
