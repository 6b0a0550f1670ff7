import type { LoginResponse } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { moveFavorites } from '../favorites/repository.ts'
import { issueToken, revokeUserTokens, type Session } from '../session/tokens.ts'
import { presentUser } from './present.ts'
import { findUserWithProvider } from './repository.ts'

/**
 * The end of every login (password, OTP, middleware address): a brand-new token, and when the
 * request carried a valid guest token, the guest is upgraded (spec 1 §4): favorites move to the
 * user, the guest's tokens are revoked, and the answer says was_guest.
 */
export async function completeLogin(
  ctx: AppContext,
  userId: number,
  caller: Session | null,
): Promise<LoginResponse> {
  const guest = caller?.user.isGuest && caller.user.id !== userId ? caller.user : null
  const issued = await ctx.db.transaction(async (db) => {
    const txCtx = { ...ctx, db }
    if (guest) {
      await moveFavorites(db, guest.id, userId)
      await revokeUserTokens(txCtx, guest.id)
    }
    return issueToken(txCtx, userId, null)
  })
  const found = await findUserWithProvider(ctx.db, userId)
  if (!found) throw new Error(`user ${userId} vanished during login`)
  return { ...issued, was_guest: guest !== null, user: presentUser(found.user, found.provider) }
}
