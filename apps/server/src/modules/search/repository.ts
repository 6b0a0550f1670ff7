import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { searchHistory } from '../../db/schema/index.ts'

export type SearchRecordRow = typeof searchHistory.$inferSelect

/** The viewer's last picked search results, newest first. */
export function latestSearchRecords(db: Db, userId: number, limit: number): Promise<SearchRecordRow[]> {
  return db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.id))
    .limit(limit)
}

/** Stores the result a viewer picked (spec 3 §3 search-history record). */
export async function addSearchRecord(
  db: Db,
  record: Omit<typeof searchHistory.$inferInsert, 'id'>,
): Promise<SearchRecordRow> {
  const [row] = await db.insert(searchHistory).values(record).returning()
  if (!row) throw new Error('search record insert returned nothing')
  return row
}
