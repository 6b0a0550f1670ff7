import { and, asc, eq, sql, sum } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { accounts, ledgerEntries } from '../../db/schema/index.ts'

export type AccountRow = typeof accounts.$inferSelect
type LedgerKind = (typeof ledgerEntries.$inferInsert)['kind']

export interface LedgerRef {
  kind: LedgerKind
  at: Date
  transactionId?: number | null
  subscriptionId?: number | null
  note?: string | null
}

/** The user's account in a currency, created on first use (the unique index makes it race-free). */
export async function ensureAccount(db: Db, userId: number, currency: string): Promise<AccountRow> {
  await db.insert(accounts).values({ userId, currency }).onConflictDoNothing()
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)))
  if (!row) throw new Error('account was not created')
  return row
}

export async function listAccounts(db: Db, userId: number): Promise<AccountRow[]> {
  return db.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(asc(accounts.id))
}

export async function findAccount(db: Db, userId: number, accountId: number): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
  return row ?? null
}

/**
 * Locks the account row until the surrounding transaction ends: every money operation of one
 * account runs one after another, so checks made after the lock (already bought? trial used?) hold.
 */
export async function lockAccount(tx: Db, accountId: number): Promise<AccountRow | null> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update')
  return row ?? null
}

/**
 * Takes money when the balance covers it: one conditional update, and a ledger entry only when it
 * happened. Answers false (nothing changed) otherwise. Call inside a database transaction.
 */
export async function debit(tx: Db, accountId: number, amount: number, ref: LedgerRef): Promise<boolean> {
  if (amount === 0) return true
  const [row] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}` })
    .where(and(eq(accounts.id, accountId), sql`${accounts.balance} >= ${amount}`))
    .returning({ balance: accounts.balance })
  if (!row) return false
  await writeLedger(tx, accountId, -amount, row.balance, ref)
  return true
}

/** Adds money and writes its ledger entry. Call inside a database transaction. */
export async function credit(tx: Db, accountId: number, amount: number, ref: LedgerRef): Promise<void> {
  if (amount === 0) return
  const [row] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}` })
    .where(eq(accounts.id, accountId))
    .returning({ balance: accounts.balance })
  if (!row) throw new Error(`account ${accountId} does not exist`)
  await writeLedger(tx, accountId, amount, row.balance, ref)
}

async function writeLedger(tx: Db, accountId: number, amount: number, after: number, ref: LedgerRef) {
  await tx.insert(ledgerEntries).values({
    accountId,
    amount,
    balanceAfter: after,
    kind: ref.kind,
    transactionId: ref.transactionId ?? null,
    subscriptionId: ref.subscriptionId ?? null,
    note: ref.note ?? null,
    createdAt: ref.at,
  })
}

/** The sum of an account's ledger (tests and the demo check it equals the balance). */
export async function ledgerSum(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
  return Number(row?.total ?? 0)
}
