import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { devices, users } from '../../db/schema/index.ts'

export type DeviceRow = typeof devices.$inferSelect
export type NewDevice = typeof devices.$inferInsert

/** Serialises device registration per user (the device limit check cannot be raced). */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select id from ${users} where id = ${userId} for update`)
}

export async function listDevices(db: Db, userId: number): Promise<DeviceRow[]> {
  return db.select().from(devices).where(eq(devices.userId, userId)).orderBy(asc(devices.id))
}

export async function countDevices(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.userId, userId))
  return row?.n ?? 0
}

export async function findDevice(db: Db, id: number): Promise<DeviceRow | null> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1)
  return row ?? null
}

export async function findOwnDevice(db: Db, userId: number, id: number): Promise<DeviceRow | null> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.userId, userId)))
    .limit(1)
  return row ?? null
}

export async function findBySerial(db: Db, userId: number, serialHash: string): Promise<DeviceRow | null> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.serialHash, serialHash)))
    .limit(1)
  return row ?? null
}

export async function insertDevice(db: Db, row: NewDevice): Promise<DeviceRow> {
  const [device] = await db.insert(devices).values(row).returning()
  if (!device) throw new Error('device insert returned nothing')
  return device
}

export async function updateDevice(db: Db, id: number, patch: Partial<NewDevice>): Promise<DeviceRow> {
  const [device] = await db.update(devices).set(patch).where(eq(devices.id, id)).returning()
  if (!device) throw new Error(`device ${id} vanished`)
  return device
}

export async function deleteDevice(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(devices)
    .where(and(eq(devices.id, id), eq(devices.userId, userId)))
    .returning({ id: devices.id })
  return rows.length > 0
}

/** Removes every device of the user but `keepId` (none kept when null); answers the removed ids. */
export async function deleteOtherDevices(db: Db, userId: number, keepId: number | null): Promise<number[]> {
  const rows = await db
    .delete(devices)
    .where(and(eq(devices.userId, userId), keepId === null ? undefined : ne(devices.id, keepId)))
    .returning({ id: devices.id })
  return rows.map((r) => r.id)
}
