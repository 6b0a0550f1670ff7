import type { Db } from '../../db/connect.ts'
import { stats } from '../../db/schema/index.ts'

/** Upsert by (stat id, user): the latest total wins. */
export async function upsertStat(db: Db, row: typeof stats.$inferInsert) {
  const [saved] = await db
    .insert(stats)
    .values(row)
    .onConflictDoUpdate({
      target: [stats.statId, stats.userId],
      set: { duration: row.duration, updatedAt: row.updatedAt },
    })
    .returning()
  if (!saved) throw new Error('stat upsert returned nothing')
  return saved
}
