import { and, asc, eq, gt, lte, ne, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import * as t from '../../db/schema/index.ts'
import type { SubscriptionRow } from '../packets/repository.ts'

type SubscriptionInsert = typeof t.subscriptions.$inferInsert

/** A user's subscriptions except cancelled ones, oldest first. */
export async function listUserSubscriptions(db: Db, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.userId, userId), ne(t.subscriptions.status, 'cancelled')))
    .orderBy(asc(t.subscriptions.startedAt), asc(t.subscriptions.id))
}

export async function usedTrials(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ packetId: t.trialUses.packetId })
    .from(t.trialUses)
    .where(eq(t.trialUses.userId, userId))
  return new Set(rows.map((r) => r.packetId))
}

/** Another user's id is simply not found. */
export async function findUserSubscription(
  db: Db,
  userId: number,
  id: number,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.id, id), eq(t.subscriptions.userId, userId)))
  return row ?? null
}

/** Takes the trial of a packet for a user: true only the first time (the primary key guards it). */
export async function claimTrial(tx: Db, userId: number, packetId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(t.trialUses)
    .values({ userId, packetId, createdAt: at })
    .onConflictDoNothing()
    .returning({ packetId: t.trialUses.packetId })
  return rows.length > 0
}

export async function insertSubscription(tx: Db, values: SubscriptionInsert): Promise<SubscriptionRow> {
  const [row] = await tx.insert(t.subscriptions).values(values).returning()
  if (!row) throw new Error('subscription was not created')
  return row
}

export async function updateSubscription(
  tx: Db,
  id: number,
  values: Partial<SubscriptionInsert>,
): Promise<SubscriptionRow | null> {
  const [row] = await tx.update(t.subscriptions).set(values).where(eq(t.subscriptions.id, id)).returning()
  return row ?? null
}

/**
 * Moves a subscription to cancelled from the state it was read in; null when it is no longer in it:
 * already cancelled (so a refund happens once), paid meanwhile (a purchase read awaiting that another
 * request or the gateway has just paid is kept: issue 29), or a future that has begun.
 */
export async function markCancelled(
  tx: Db,
  seen: Pick<SubscriptionRow, 'id' | 'status'>,
  now: Date,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(t.subscriptions)
    .set({ status: 'cancelled', renew: false, nextPayAt: null })
    .where(
      and(
        eq(t.subscriptions.id, seen.id),
        ne(t.subscriptions.status, 'cancelled'),
        eq(t.subscriptions.status, seen.status),
        seen.status === 'active' ? gt(t.subscriptions.startedAt, now) : undefined,
      ),
    )
    .returning()
  return row ?? null
}

const dueRenewal = (now: Date) =>
  and(
    eq(t.subscriptions.status, 'active'),
    eq(t.subscriptions.renew, true),
    lte(t.subscriptions.nextPayAt, now),
  )

/** The renewing subscription whose next payment is due first, not locked; `passed` ids left out. */
export async function findDueRenewal(
  tx: Db,
  now: Date,
  passed: readonly number[],
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(t.subscriptions)
    .where(
      passed.length ? and(dueRenewal(now), notInArray(t.subscriptions.id, [...passed])) : dueRenewal(now),
    )
    .orderBy(asc(t.subscriptions.nextPayAt))
    .limit(1)
  return row ?? null
}

/**
 * The subscription `id`, locked for this transaction, if it is still due; null when another instance
 * holds it (FOR UPDATE SKIP LOCKED) or renewed it meanwhile, so concurrent jobs never take the same one.
 */
export async function claimDueRenewal(tx: Db, id: number, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.id, id), dueRenewal(now)))
    .for('update', { skipLocked: true })
  return row ?? null
}
