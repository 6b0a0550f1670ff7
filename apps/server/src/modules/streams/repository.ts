import { sql } from 'drizzle-orm'
import { bulkInsert } from '../../db/bulk-insert.ts'
import type { Db } from '../../db/connect.ts'
import { playbackStarts } from '../../db/schema/index.ts'

export type PlaybackStartRow = typeof playbackStarts.$inferInsert & { id: number }

/** `count` fresh playback start ids from the table's sequence (unique across instances). */
export async function reservePlaybackStartIds(db: Db, count: number): Promise<number[]> {
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('playback_starts', 'id'))::integer` })
    .from(sql`generate_series(1, ${count})`)
  return rows.map((r) => r.id)
}

/**
 * A playback start written at once (a film's: the stats of its position, the viewer's place, join it
 * as soon as the player saves one); its id is the stat id of the stream answer.
 */
export async function insertPlaybackStart(db: Db, row: Omit<PlaybackStartRow, 'id'>): Promise<number> {
  const [saved] = await db.insert(playbackStarts).values(row).returning({ id: playbackStarts.id })
  if (!saved) throw new Error('playback start insert returned nothing')
  return saved.id
}

export async function insertPlaybackStarts(db: Db, rows: PlaybackStartRow[]): Promise<void> {
  if (rows.length > 0) await bulkInsert(db, playbackStarts, rows)
}
