import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { avatarCategories, avatars, devices, profiles, users } from '../../db/schema/index.ts'
import { viewerData, viewerDataBy } from '../../lib/viewer-data.ts'

export type ProfileRow = typeof profiles.$inferSelect

/** A user's profiles with their avatars' images; kept by the instance until they change (lib/viewer-data.ts). */
export const listProfiles = viewerData((db, userId) =>
  db
    .select({ profile: profiles, src: avatars.src })
    .from(profiles)
    .leftJoin(avatars, eq(avatars.id, profiles.iconAvatarId))
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.id)),
)

/** Holds the user's row until the transaction ends: profile changes of one account run one at a time. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select id from ${users} where id = ${userId} for update`)
}

/** The user's profiles by role (the rows, not the cached list: read inside the lock). */
export async function countProfiles(db: Db, userId: number): Promise<{ all: number; adult: number }> {
  const rows = await db
    .select({ role: profiles.role, n: count() })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .groupBy(profiles.role)
  const adult = rows.find((r) => r.role === 'adult')?.n ?? 0
  return { all: rows.reduce((sum, r) => sum + r.n, 0), adult }
}

export async function findProfile(db: Db, userId: number, id: number): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
  return row ?? null
}

export async function insertProfile(db: Db, row: typeof profiles.$inferInsert): Promise<ProfileRow> {
  const [profile] = await db.insert(profiles).values(row).returning()
  if (!profile) throw new Error('profile insert returned nothing')
  return profile
}

export async function updateProfile(
  db: Db,
  userId: number,
  id: number,
  patch: Partial<typeof profiles.$inferInsert>,
) {
  const [row] = await db
    .update(profiles)
    .set(patch)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
    .returning()
  return row ?? null
}

export async function deleteProfile(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.userId, userId)))
    .returning({ id: profiles.id })
  return rows.length > 0
}

/** A device's owner and chosen profile; kept as listProfiles (by device id). */
const deviceProfile = viewerDataBy(
  async (db, deviceId: number) => {
    const [row] = await db
      .select({ userId: devices.userId, profileId: devices.currentProfileId })
      .from(devices)
      .where(eq(devices.id, deviceId))
    return row ?? null
  },
  (_deviceId, row) => row?.userId ?? null,
)

/**
 * The profile chosen on the caller's device, or by the user for a token without a device (the user row
 * of the session, kept fresh as it is).
 */
export async function currentProfileId(
  db: Db,
  user: { id: number; currentProfileId: number | null },
  deviceId: number | null,
): Promise<number | null> {
  if (deviceId === null) return user.currentProfileId
  const device = await deviceProfile(db, deviceId)
  return device?.userId === user.id ? device.profileId : null
}

export async function setCurrentProfile(db: Db, userId: number, deviceId: number | null, profileId: number) {
  if (deviceId !== null)
    await db.update(devices).set({ currentProfileId: profileId }).where(eq(devices.id, deviceId))
  else await db.update(users).set({ currentProfileId: profileId }).where(eq(users.id, userId))
}

export async function avatarExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: avatars.id }).from(avatars).where(eq(avatars.id, id))
  return row !== undefined
}

export async function listAvatarCategories(db: Db) {
  const categories = await db.select().from(avatarCategories).orderBy(asc(avatarCategories.position))
  const all = await db.select().from(avatars).orderBy(asc(avatars.id))
  return categories.map((c) => ({
    title: c.title,
    avatars: all.filter((a) => a.categoryId === c.id).map((a) => ({ id: a.id, src: a.src })),
  }))
}
