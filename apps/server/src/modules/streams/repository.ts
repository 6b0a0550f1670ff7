import type { Db } from '../../db/connect.ts'
import { playbackStarts } from '../../db/schema.ts'

/** A new playback start; its id is the stat id of the stream answer. */
export async function insertPlaybackStart(db: Db, row: Omit<typeof playbackStarts.$inferInsert, 'id'>) {
  const [saved] = await db.insert(playbackStarts).values(row).returning({ id: playbackStarts.id })
  if (!saved) throw new Error('playback start insert returned nothing')
  return saved.id
}
