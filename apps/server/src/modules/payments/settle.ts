import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import * as t from '../../db/schema/index.ts'
import { credit, debit, lockAccount, type LedgerRef } from '../accounts/repository.ts'
import { findPacket, findPurchaseType } from '../packets/repository.ts'
import { activateAwaiting } from '../subscriptions/service.ts'
import { liftPaymentBlock, lockOwedBlock } from '../users/repository.ts'
import { addCard, finishTransaction, updateOffer, type TransactionRow } from './repository.ts'

export interface GatewayResult {
  status: 'complete' | 'error'
  /** The masked card the gateway charged (card links and "save the card" payments). */
  card?: { number: string; token: string } | null
  description?: string | null
}

/**
 * Applies the gateway's answer to a transaction, once (spec 3 §4 "Transactions"): only the update
 * that moves it out of pending credits the account, so a duplicate or late callback changes nothing;
 * a payment the gateway confirms after declining it moves error → complete once, and is credited then.
 * A top-up credits the balance; a purchase's payment then charges its awaiting subscription; a card
 * link stores the card (its check amount stays on the balance unless it is refunded); a top-up by a user
 * in a -1 block pays what the block owes once the balance covers it.
 * Answers the transaction as it is after the call, or null when there is no such transaction.
 */
export async function settleTransaction(
  tx: Db,
  id: number,
  result: GatewayResult,
  now: Date,
): Promise<TransactionRow | null> {
  const moved =
    (await finishTransaction(tx, id, result.status, now, result.description ?? null)) ??
    (result.status === 'complete' ? await confirmDeclined(tx, id, now) : null)
  if (!moved) {
    const [row] = await tx.select().from(t.transactions).where(eq(t.transactions.id, id))
    return row ?? null
  }
  if (result.status === 'error') {
    if (moved.offerId !== null) await updateOffer(tx, moved.offerId, { status: 'failed' })
    return moved
  }
  await lockAccount(tx, moved.accountId)
  const ref = { at: now, transactionId: moved.id }
  if (result.card && (moved.kind === 'card_link' || moved.saveCard)) {
    await addCard(tx, {
      userId: moved.userId,
      accountId: moved.accountId,
      number: result.card.number,
      paysystem: moved.paysystem ?? 'democard',
      gatewayToken: result.card.token,
      at: now,
    })
  }
  if (moved.kind !== 'card_link' || !moved.neededRefund) {
    await credit(tx, moved.accountId, moved.amount, {
      ...ref,
      kind: moved.kind === 'card_link' ? 'card_link' : 'topup',
    })
  }
  if (moved.kind === 'topup') await payBlockDebt(tx, moved.userId, moved.accountId, ref)
  const delivered = moved.subscriptionId === null || (await completePurchase(tx, moved.subscriptionId, now))
  if (moved.offerId !== null) {
    // An offer is paid when its purchase was delivered; otherwise (the balance was spent elsewhere
    // meanwhile) it stays open without a payment, so paying it again pays the rest (issue 29).
    await updateOffer(
      tx,
      moved.offerId,
      delivered
        ? { status: 'paid', subscriptionId: moved.subscriptionId }
        : { status: 'open', transactionId: null },
    )
  }
  return moved
}

/**
 * Issue 29 "a late complete is never lost": the gateway confirms a payment it had declined before (a
 * declined card, then a paying one on the same card page, the callbacks in either order). error →
 * complete, once: only the update that moves it credits; complete never changes.
 */
async function confirmDeclined(tx: Db, id: number, now: Date): Promise<TransactionRow | null> {
  const [row] = await tx
    .update(t.transactions)
    .set({ status: 'complete', completedAt: now, statusDescription: null })
    .where(and(eq(t.transactions.id, id), eq(t.transactions.status, 'error')))
    .returning()
  return row ?? null
}

/**
 * spec 1 §4 "Block status": -1 owes an amount; once a top-up leaves the balance covering it, the debt is
 * taken (its own ledger entry) and the block lifted, in the settling transaction. The user's row is
 * locked first, so two top-ups settling at once pay the debt once; a balance still short keeps both.
 */
async function payBlockDebt(
  tx: Db,
  userId: number,
  accountId: number,
  ref: Omit<LedgerRef, 'kind'>,
): Promise<void> {
  const owed = await lockOwedBlock(tx, userId)
  if (owed === null) return
  if (await debit(tx, accountId, owed, { ...ref, kind: 'block_debt' })) await liftPaymentBlock(tx, userId)
}

/** Activates the purchase a payment was for; true when it is active (delivered) afterwards. */
async function completePurchase(tx: Db, subscriptionId: number, now: Date): Promise<boolean> {
  const [sub] = await tx.select().from(t.subscriptions).where(eq(t.subscriptions.id, subscriptionId))
  if (!sub || sub.purchaseTypeId === null) return false
  if (sub.status !== 'awaiting_payment') return sub.status === 'active'
  const [type, packet] = await Promise.all([
    findPurchaseType(tx, sub.purchaseTypeId),
    findPacket(tx, sub.packetId),
  ])
  // Money that arrives for a cancelled purchase, or one the balance no longer covers, stays on the balance.
  return !!type && !!packet && (await activateAwaiting(tx, sub, type, packet, now))
}
