import { and, eq, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { promoActivations, promoKeys } from '../../db/schema/index.ts'

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

/** A single-use key is spent: no use left. */
export const isExhausted = (key: PromoKeyRow) => key.maxUses !== null && key.uses >= key.maxUses

/** Takes one use of a limited key by a conditional update: false when none is left. */
export async function takeUse(tx: Db, code: string): Promise<boolean> {
  const rows = await tx
    .update(promoKeys)
    .set({ uses: sql`${promoKeys.uses} + 1` })
    .where(and(eq(promoKeys.code, code), isNotNull(promoKeys.maxUses), lt(promoKeys.uses, promoKeys.maxUses)))
    .returning({ code: promoKeys.code })
  return rows.length > 0
}

/** Records that a user applied a key: false when they already had (the unique index is the guard). */
export async function recordActivation(tx: Db, code: string, userId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(promoActivations)
    .values({ code, userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: promoActivations.id })
  return rows.length > 0
}
