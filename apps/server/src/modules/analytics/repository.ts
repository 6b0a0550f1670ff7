import type { Db } from '../../db/connect.ts'
import { analyticsEvents } from '../../db/schema/index.ts'

export type AnalyticsRow = Omit<typeof analyticsEvents.$inferInsert, 'id'>

export async function insertEvents(db: Db, rows: AnalyticsRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows)
}
