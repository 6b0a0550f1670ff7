import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/connect.ts'
import { credit, lockAccount } from '../accounts/repository.ts'
import type { SubscriptionRow } from '../packets/repository.ts'
import { markCancelled } from './repository.ts'
import { isFuture } from './state.ts'

/**
 * Cancels a subscription that is not running: an awaiting one (its payment, if it still comes, stays
 * on the balance), a paused one, or a future one (its price goes back to the balance, once: only the
 * update that moved it to cancelled refunds). Only from the state it was read in: one paid or begun
 * meanwhile is left as it is.
 */
export async function cancelSubscription(ctx: AppContext, sub: SubscriptionRow): Promise<void> {
  const now = ctx.now()
  await ctx.db.transaction((tx) => cancelWithin(tx, sub, now))
}

/** cancelSubscription inside the caller's transaction (a bundle taking over what it includes). */
export async function cancelWithin(tx: Db, sub: SubscriptionRow, now: Date): Promise<void> {
  // the account first, then the subscription: the order purchases and the renewal job take (no deadlock)
  if (sub.accountId !== null) await lockAccount(tx, sub.accountId)
  const moved = await markCancelled(tx, sub, now)
  if (!moved || !isFuture(sub, now) || sub.accountId === null || sub.amount === 0) return
  await credit(tx, sub.accountId, sub.amount, { kind: 'refund', at: now, subscriptionId: sub.id })
}
