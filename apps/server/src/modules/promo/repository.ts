import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { promoActivations, promoKeys, users } from '../../db/schema.ts'

export type PromoKeyRow = typeof promoKeys.$inferSelect

export async function findPromoKey(db: Db, code: string): Promise<PromoKeyRow | null> {
  const [row] = await db.select().from(promoKeys).where(eq(promoKeys.code, code)).limit(1)
  return row ?? null
}

export async function isUsedBy(db: Db, code: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promoActivations.id })
    .from(promoActivations)
    .where(and(eq(promoActivations.code, code), eq(promoActivations.userId, userId)))
    .limit(1)
  return row !== undefined
}

/**
 * Applies a key once per user, in one transaction: the activation row's unique index is the
 * guard, and the balance moves only when that insert happened.
 */
export async function activate(db: Db, key: PromoKeyRow, userId: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promoActivations)
      .values({ code: key.code, userId, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: promoActivations.id })
    if (!row) return false
    if (key.amount !== 0) {
      await tx
        .update(users)
        .set({ balance: sql`${users.balance} + ${key.amount}` })
        .where(eq(users.id, userId))
    }
    return true
  })
}
