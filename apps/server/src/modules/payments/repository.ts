import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import * as t from '../../db/schema/index.ts'

export type TransactionRow = typeof t.transactions.$inferSelect
export type CardRow = typeof t.cards.$inferSelect
export type OfferRow = typeof t.offers.$inferSelect
type TransactionInsert = Omit<typeof t.transactions.$inferInsert, 'gatewayToken' | 'status'>

export async function createTransaction(tx: Db, values: TransactionInsert): Promise<TransactionRow> {
  const [row] = await tx
    .insert(t.transactions)
    .values({ ...values, status: 'pending', gatewayToken: randomBytes(18).toString('base64url') })
    .returning()
  if (!row) throw new Error('transaction was not created')
  return row
}

/** Another user's transaction is not found. */
export async function findUserTransaction(
  db: Db,
  userId: number,
  id: number,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(t.transactions)
    .where(and(eq(t.transactions.id, id), eq(t.transactions.userId, userId)))
  return row ?? null
}

export async function findTransactionByToken(db: Db, token: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(t.transactions).where(eq(t.transactions.gatewayToken, token))
  return row ?? null
}

/** The pending transaction of a subscription awaiting payment, if any. */
export async function pendingTransactionOf(db: Db, subscriptionId: number): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(t.transactions)
    .where(and(eq(t.transactions.subscriptionId, subscriptionId), eq(t.transactions.status, 'pending')))
    .orderBy(asc(t.transactions.id))
  return row ?? null
}

export async function updatePendingTransaction(
  tx: Db,
  id: number,
  values: Partial<
    Pick<TransactionRow, 'payform' | 'paysystem' | 'phone' | 'smsCodeHash' | 'returnUrl' | 'saveCard'>
  >,
): Promise<TransactionRow | null> {
  const [row] = await tx
    .update(t.transactions)
    .set(values)
    .where(and(eq(t.transactions.id, id), eq(t.transactions.status, 'pending')))
    .returning()
  return row ?? null
}

/**
 * pending → complete or error, once: the conditional update is the only way out of pending, so a
 * duplicate or late callback finds nothing to move and changes nothing.
 */
export async function finishTransaction(
  tx: Db,
  id: number,
  status: 'complete' | 'error',
  at: Date,
  statusDescription: string | null = null,
): Promise<TransactionRow | null> {
  const [row] = await tx
    .update(t.transactions)
    .set({ status, completedAt: at, statusDescription })
    .where(and(eq(t.transactions.id, id), eq(t.transactions.status, 'pending')))
    .returning()
  return row ?? null
}

export async function countWrongSmsCode(tx: Db, id: number, attempts: number): Promise<void> {
  await tx.update(t.transactions).set({ smsAttempts: attempts }).where(eq(t.transactions.id, id))
}

export async function listCards(db: Db, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(t.cards)
    .where(and(eq(t.cards.userId, userId), isNull(t.cards.deletedAt)))
    .orderBy(asc(t.cards.id))
}

export async function findUserCard(db: Db, userId: number, id: number): Promise<CardRow | null> {
  const [row] = await db
    .select()
    .from(t.cards)
    .where(and(eq(t.cards.id, id), eq(t.cards.userId, userId), isNull(t.cards.deletedAt)))
  return row ?? null
}

/** A newly linked card becomes the primary one. */
export async function addCard(
  tx: Db,
  values: {
    userId: number
    accountId: number
    number: string
    paysystem: string
    gatewayToken: string
    at: Date
  },
): Promise<CardRow> {
  await tx.update(t.cards).set({ isPrimary: false }).where(eq(t.cards.userId, values.userId))
  const [row] = await tx
    .insert(t.cards)
    .values({ ...values, isPrimary: true, createdAt: values.at })
    .returning()
  if (!row) throw new Error('card was not created')
  return row
}

export async function deleteCard(db: Db, userId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(t.cards)
    .set({ deletedAt: at, isPrimary: false })
    .where(and(eq(t.cards.id, id), eq(t.cards.userId, userId), isNull(t.cards.deletedAt)))
    .returning({ id: t.cards.id })
  return rows.length > 0
}

export async function createOffer(tx: Db, values: typeof t.offers.$inferInsert): Promise<OfferRow> {
  const [row] = await tx.insert(t.offers).values(values).returning()
  if (!row) throw new Error('offer was not created')
  return row
}

export async function findUserOffer(db: Db, userId: number, id: number): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(t.offers)
    .where(and(eq(t.offers.id, id), eq(t.offers.userId, userId)))
  return row ?? null
}

/** The user's offer, locked until the transaction ends (two payments of one offer take turns). */
export async function lockUserOffer(tx: Db, userId: number, id: number): Promise<OfferRow | null> {
  const [row] = await tx
    .select()
    .from(t.offers)
    .where(and(eq(t.offers.id, id), eq(t.offers.userId, userId)))
    .for('update')
  return row ?? null
}

export async function updateOffer(tx: Db, id: number, values: Partial<typeof t.offers.$inferInsert>) {
  await tx.update(t.offers).set(values).where(eq(t.offers.id, id))
}
