import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { categoryChannels, channelCategories, channels } from '../../db/schema.ts'

export type ChannelRow = typeof channels.$inferSelect
export type CategoryRow = typeof channelCategories.$inferSelect

export async function listChannels(db: Db): Promise<ChannelRow[]> {
  return db.select().from(channels).orderBy(asc(channels.number))
}

export async function findChannel(db: Db, id: number): Promise<ChannelRow | null> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id)).limit(1)
  return row ?? null
}

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(channelCategories).orderBy(asc(channelCategories.position))
}

/** Category ids by channel id (the favourites category is per viewer and not stored). */
export async function categoryIdsByChannel(db: Db): Promise<Map<number, number[]>> {
  const rows = await db.select().from(categoryChannels).orderBy(asc(categoryChannels.categoryId))
  const out = new Map<number, number[]>()
  for (const row of rows) out.set(row.channelId, [...(out.get(row.channelId) ?? []), row.categoryId])
  return out
}
