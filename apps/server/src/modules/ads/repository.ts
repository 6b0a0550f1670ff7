import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { adIds } from '../../db/schema/index.ts'

export async function listAdIds(db: Db, userId: number) {
  return db.select().from(adIds).where(eq(adIds.userId, userId)).orderBy(asc(adIds.id))
}

/** Storing the same identifier twice keeps one row. */
export async function saveAdId(db: Db, row: Omit<typeof adIds.$inferInsert, 'id'>) {
  await db.insert(adIds).values(row).onConflictDoNothing()
}
