import type { AppContext } from '../../context.ts'
import { behaviourOfToken } from '../../gateway/demo/cards.ts'
import { debit, lockAccount } from '../accounts/repository.ts'
import { findPurchaseType } from '../packets/repository.ts'
import { createTransaction, listCards } from '../payments/repository.ts'
import { settleTransaction } from '../payments/settle.ts'
import { addDays, includingBundle } from './service.ts'
import { claimDueRenewal, findDueRenewal, listUserSubscriptions, updateSubscription } from './repository.ts'
import { futureAfter } from './state.ts'

/**
 * Renews what is due (spec 3 §4; issue 14 "Renewal"): each renewing subscription whose next_pay_at
 * has come is charged its purchase type's price from the balance, else from the primary linked card
 * (a top-up through the gateway, then the charge), else it pauses. One subscription per database
 * transaction, claimed with FOR UPDATE SKIP LOCKED, so any number of server instances may run this
 * at once and none renews a subscription twice. A subscription whose next period is already bought (a
 * future of the same packet), or whose packet a running bundle of the viewer includes (issue 29), is
 * not charged: its renewal is turned off. Answers how many it handled.
 */
export async function renewDue(ctx: AppContext, limit = 100): Promise<number> {
  // due subscriptions another instance holds or renewed meanwhile: left to it in this run
  const passed: number[] = []
  let handled = 0
  while (handled < limit) {
    const outcome = await ctx.db.transaction(async (tx): Promise<'none' | 'passed' | 'handled'> => {
      const now = ctx.now()
      const due = await findDueRenewal(tx, now, passed)
      if (!due) return 'none'
      // the account first, then the subscription: the order every purchase and cancellation takes, so a
      // purchase at the same moment (a bundle turning this renewal off) waits instead of deadlocking
      const account = due.accountId === null ? null : await lockAccount(tx, due.accountId)
      const sub = await claimDueRenewal(tx, due.id, now)
      if (!sub) {
        passed.push(due.id)
        return 'passed'
      }
      const type = sub.purchaseTypeId === null ? null : await findPurchaseType(tx, sub.purchaseTypeId)
      // Issue 29: a bought next period covers what would be charged: this one stops renewing, and
      // that period starts when this one ends and renews after it by its own setting.
      const future = futureAfter(sub, await listUserSubscriptions(tx, sub.userId))
      // Nor is a packet a running bundle of the viewer includes: the bundle pays for its channels.
      const bundle = future ? null : await includingBundle(tx, sub.userId, sub.packetId, now)
      if (!type || !account || future || bundle) {
        await updateSubscription(tx, sub.id, { renew: false, nextPayAt: null })
        return 'handled'
      }
      const ref = { kind: 'renewal' as const, at: now, subscriptionId: sub.id }
      let paid = await debit(tx, account.id, type.amount, ref)
      if (!paid) {
        const card = (await listCards(tx, sub.userId)).find((c) => c.isPrimary)
        if (card && behaviourOfToken(card.gatewayToken) === 'success') {
          const topUp = await createTransaction(tx, {
            userId: sub.userId,
            accountId: account.id,
            kind: 'topup',
            amount: type.amount - account.balance,
            currency: account.currency,
            payform: 'linkedcard',
            paysystem: card.paysystem,
            cardId: card.id,
            createdAt: now,
          })
          await settleTransaction(tx, topUp.id, { status: 'complete' }, now)
          paid = await debit(tx, account.id, type.amount, ref)
        }
      }
      if (!paid) {
        // Not enough money: the packet stops (locks its channels and titles) until bought again.
        await updateSubscription(tx, sub.id, { status: 'paused', nextPayAt: null, expiresAt: now })
        return 'handled'
      }
      const from = sub.expiresAt > now ? sub.expiresAt : now
      const expiresAt = addDays(from, type.periodDays)
      await updateSubscription(tx, sub.id, {
        type: 'regular',
        amount: type.amount,
        expiresAt,
        nextPayAt: expiresAt,
      })
      return 'handled'
    })
    if (outcome === 'none') break
    if (outcome === 'handled') handled++
  }
  return handled
}

/** Runs renewDue every minute until the app closes (main.ts turns it on). */
export function startRenewalJob(
  ctx: AppContext,
  onClose: (stop: () => void) => void,
  everyMs = 60_000,
): void {
  const timer = setInterval(() => {
    renewDue(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'renewal job failed'))
  }, everyMs)
  timer.unref()
  onClose(() => clearInterval(timer))
}
