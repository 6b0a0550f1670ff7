import { asc } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { categoryChannels, channelCategories, channels } from '../../db/schema/index.ts'
import { publicData } from '../../lib/public-cache.ts'

export type ChannelRow = typeof channels.$inferSelect
export type CategoryRow = typeof channelCategories.$inferSelect

// Channels and categories are public data, kept for a minute (lib/public-cache.ts): every channel list
// and stream answer reads them. The answers are shared: never change them.
const channelTable = publicData(async (db: Db) => {
  const rows = await db.select().from(channels).orderBy(asc(channels.number))
  return { rows, byId: new Map(rows.map((row) => [row.id, row])) }
})

export async function listChannels(db: Db): Promise<readonly ChannelRow[]> {
  return (await channelTable(db)).rows
}

export async function findChannel(db: Db, id: number): Promise<ChannelRow | null> {
  return (await channelTable(db)).byId.get(id) ?? null
}

export const listCategories = publicData((db: Db): Promise<CategoryRow[]> =>
  db.select().from(channelCategories).orderBy(asc(channelCategories.position)),
)

/** Category ids by channel id (the favorites category is per viewer and not stored). */
export const categoryIdsByChannel = publicData(async (db: Db): Promise<ReadonlyMap<number, number[]>> => {
  const rows = await db.select().from(categoryChannels).orderBy(asc(categoryChannels.categoryId))
  const out = new Map<number, number[]>()
  for (const row of rows) out.set(row.channelId, [...(out.get(row.channelId) ?? []), row.categoryId])
  return out
})
