import { eq } from 'drizzle-orm'
import type { Transaction } from '@efir/contract'
import type { Db } from '../../db/connect.ts'
import * as t from '../../db/schema/index.ts'
import { shortfall } from '../accounts/money.ts'
import { findAccount } from '../accounts/repository.ts'
import { presentTransaction, type PurchaseOutcome } from './present.ts'
import type { TransactionRow } from './repository.ts'

/**
 * Issue 29 "success only on delivery": what the purchase a payment was for has become. A complete
 * payment whose purchase still awaits (its balance was spent elsewhere meanwhile) says so, with what
 * the balance still lacks, so the client shows "pay the rest" instead of a success.
 */
export async function purchaseOutcome(db: Db, payment: TransactionRow): Promise<PurchaseOutcome | null> {
  if (payment.subscriptionId === null) return null
  const [sub] = await db.select().from(t.subscriptions).where(eq(t.subscriptions.id, payment.subscriptionId))
  if (!sub) return null
  if (sub.status !== 'awaiting_payment' || sub.accountId === null)
    return { status: sub.status, shortfall: null }
  const account = await findAccount(db, sub.userId, sub.accountId)
  return { status: sub.status, shortfall: shortfall(account?.balance ?? 0, sub.amount) }
}

/** A transaction as answered, with the outcome of its purchase. */
export async function answerTransaction(db: Db, base: string, payment: TransactionRow): Promise<Transaction> {
  return presentTransaction(base, payment, await purchaseOutcome(db, payment))
}
