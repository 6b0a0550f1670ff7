import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import * as t from '../../db/schema/index.ts'

export type LedgerEntryRow = typeof t.ledgerEntries.$inferSelect

/** One history line: a ledger entry of one of the user's accounts, with what it refers to. */
export interface HistoryRow {
  entry: LedgerEntryRow
  currency: string
  subscription: Pick<
    typeof t.subscriptions.$inferSelect,
    'id' | 'packetId' | 'purchaseTypeId' | 'type'
  > | null
  transaction: Pick<
    typeof t.transactions.$inferSelect,
    'id' | 'kind' | 'paysystem' | 'payform' | 'cardId' | 'saveCard' | 'completedAt' | 'subscriptionId'
  > | null
}

/**
 * A page of the user's ledger, newest first (issue 29 "A payment history"), and how many entries
 * there are in all. Only the user's own accounts are read: another user's entries never show.
 */
export async function historyPage(
  db: Db,
  userId: number,
  offset: number,
  limit: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const own = eq(t.accounts.userId, userId)
  const [rows, [all]] = await Promise.all([
    db
      .select({
        entry: t.ledgerEntries,
        currency: t.accounts.currency,
        subscription: {
          id: t.subscriptions.id,
          packetId: t.subscriptions.packetId,
          purchaseTypeId: t.subscriptions.purchaseTypeId,
          type: t.subscriptions.type,
        },
        transaction: {
          id: t.transactions.id,
          kind: t.transactions.kind,
          paysystem: t.transactions.paysystem,
          payform: t.transactions.payform,
          cardId: t.transactions.cardId,
          saveCard: t.transactions.saveCard,
          completedAt: t.transactions.completedAt,
          subscriptionId: t.transactions.subscriptionId,
        },
      })
      .from(t.ledgerEntries)
      .innerJoin(t.accounts, eq(t.accounts.id, t.ledgerEntries.accountId))
      .leftJoin(t.subscriptions, eq(t.subscriptions.id, t.ledgerEntries.subscriptionId))
      .leftJoin(
        t.transactions,
        and(eq(t.transactions.id, t.ledgerEntries.transactionId), eq(t.transactions.userId, userId)),
      )
      .where(own)
      .orderBy(desc(t.ledgerEntries.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(t.ledgerEntries)
      .innerJoin(t.accounts, eq(t.accounts.id, t.ledgerEntries.accountId))
      .where(own),
  ])
  return { rows, total: all?.n ?? 0 }
}

/** The purchase types, by id (the period a charge paid for). */
export async function purchaseTypesById(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof t.purchaseTypes.$inferSelect>()
  const rows = await db.select().from(t.purchaseTypes).where(inArray(t.purchaseTypes.id, ids))
  return new Map(rows.map((r) => [r.id, r]))
}

/** The packets, by id, with their operator texts (localised by the caller). */
export async function packetsById(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof t.packets.$inferSelect>()
  const rows = await db.select().from(t.packets).where(inArray(t.packets.id, ids))
  return new Map(rows.map((r) => [r.id, r]))
}

/** The film each of these subscriptions was bought for (an offer made on a content), by subscription. */
export async function filmsOfSubscriptions(
  db: Db,
  userId: number,
  subscriptionIds: number[],
): Promise<Map<number, { id: number; title: string }>> {
  if (subscriptionIds.length === 0) return new Map()
  const rows = await db
    .select({ subscriptionId: t.offers.subscriptionId, id: t.contents.id, title: t.contents.title })
    .from(t.offers)
    .innerJoin(t.contents, eq(t.contents.id, t.offers.contentId))
    .where(
      and(
        eq(t.offers.userId, userId),
        isNotNull(t.offers.contentId),
        inArray(t.offers.subscriptionId, subscriptionIds),
      ),
    )
  return new Map(rows.flatMap((r) => (r.subscriptionId === null ? [] : [[r.subscriptionId, r]])))
}

/** The user's cards (deleted ones too: the history names the card that paid), by id. */
export async function cardsOfUser(db: Db, userId: number) {
  return db
    .select({ id: t.cards.id, number: t.cards.number, createdAt: t.cards.createdAt })
    .from(t.cards)
    .where(eq(t.cards.userId, userId))
}
