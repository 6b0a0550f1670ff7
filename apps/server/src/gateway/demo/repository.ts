import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { gatewayCallbacks } from '../../db/schema/index.ts'

export type StoredCallback = typeof gatewayCallbacks.$inferSelect
type CallbackBody = StoredCallback['body']

/** How long a claimed callback is left to its sender before another instance may send it. */
const LEASE_MS = 30_000

export async function storeCallbacks(db: Db, body: CallbackBody, dueAt: Date[]): Promise<StoredCallback[]> {
  return db
    .insert(gatewayCallbacks)
    .values(dueAt.map((at) => ({ body, dueAt: at })))
    .returning()
}

const unclaimed = (now: Date) =>
  and(
    isNull(gatewayCallbacks.deliveredAt),
    or(isNull(gatewayCallbacks.claimedUntil), lt(gatewayCallbacks.claimedUntil, now)),
  )

/** Claims one callback for its sender (the instance's own timer): null when another has it or it went. */
export async function claimCallback(db: Db, id: number, now: Date): Promise<StoredCallback | null> {
  const [row] = await db
    .update(gatewayCallbacks)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(gatewayCallbacks.id, id), unclaimed(now)))
    .returning()
  return row ?? null
}

/** Claims up to `limit` due callbacks nobody is sending (any instance's sweep; SKIP LOCKED). */
export async function claimDueCallbacks(db: Db, now: Date, limit = 50): Promise<StoredCallback[]> {
  const due = db
    .select({ id: gatewayCallbacks.id })
    .from(gatewayCallbacks)
    .where(and(lte(gatewayCallbacks.dueAt, now), unclaimed(now)))
    .orderBy(gatewayCallbacks.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(gatewayCallbacks)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(inArray(gatewayCallbacks.id, due), unclaimed(now)))
    .returning()
}

export async function markDelivered(db: Db, id: number, now: Date): Promise<void> {
  await db.update(gatewayCallbacks).set({ deliveredAt: now }).where(eq(gatewayCallbacks.id, id))
}

/** A delivery that failed is left for the next sweep. */
export async function releaseCallback(db: Db, id: number): Promise<void> {
  await db
    .update(gatewayCallbacks)
    .set({ claimedUntil: sql`null` })
    .where(and(eq(gatewayCallbacks.id, id), isNull(gatewayCallbacks.deliveredAt)))
}
