import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { channels, contents, favorites, persons, programs } from '../../db/schema/index.ts'
import { viewerData } from '../../lib/viewer-data.ts'

export type FavoriteRow = typeof favorites.$inferSelect
export type FavoriteKind = FavoriteRow['kind']

/** A viewer's favorites, newest first; kept by the instance until they change (lib/viewer-data.ts). */
export const listFavorites = viewerData((db, userId): Promise<FavoriteRow[]> =>
  db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.id)),
)

/**
 * Whether the object a favorite would point at exists: a channel, a person, a content, or a programme
 * (a schedule programme or a programme-type content, as the /my rows read them).
 */
export async function favoriteObjectExists(db: Db, kind: FavoriteKind, id: number): Promise<boolean> {
  const found = async (table: typeof channels | typeof contents | typeof persons | typeof programs) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0
  if (kind === 'channel') return found(channels)
  if (kind === 'person') return found(persons)
  if (kind === 'content') return found(contents)
  return (await found(programs)) || found(contents)
}

/** Adds the favorite, or answers the existing one (re-adding is not an error). */
export async function addFavorite(
  db: Db,
  row: { userId: number; kind: FavoriteKind; objectId: number; createdAt: Date },
): Promise<FavoriteRow> {
  const [inserted] = await db.insert(favorites).values(row).onConflictDoNothing().returning()
  if (inserted) return inserted
  const [existing] = await db
    .select()
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, row.userId),
        eq(favorites.kind, row.kind),
        eq(favorites.objectId, row.objectId),
      ),
    )
  if (!existing) throw new Error('favorite vanished between insert and select')
  return existing
}

export async function deleteFavorite(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id })
  return rows.length > 0
}

/** Guest-to-user upgrade (spec 1 §4): the guest's favorites follow the user; duplicates are dropped. */
export async function moveFavorites(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.execute(sql`
    insert into ${favorites} (user_id, kind, object_id, created_at)
    select ${toUserId}, kind, object_id, created_at from ${favorites} where user_id = ${fromUserId}
    on conflict do nothing`)
  await db.delete(favorites).where(eq(favorites.userId, fromUserId))
}
