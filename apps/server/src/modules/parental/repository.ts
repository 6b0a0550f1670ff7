import { eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { devices, tokens, users } from '../../db/schema/index.ts'

/** A right PIN in a sign-in: recorded on the sign-in's own token, so its every token sees it. */
export async function recordPass(db: Db, signInId: number, at: Date): Promise<void> {
  await db.update(tokens).set({ parentalPassedAt: at }).where(eq(tokens.id, signInId))
}

export async function findPass(db: Db, signInId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: tokens.parentalPassedAt })
    .from(tokens)
    .where(eq(tokens.id, signInId))
    .limit(1)
  return row?.at ?? null
}

/** The device's parental settings (spec 1 §4: flags per action, duration in minutes), or null. */
export async function deviceParental(db: Db, deviceId: number) {
  const [row] = await db
    .select({ settings: devices.parentalSettings })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1)
  return row?.settings ?? null
}

/** The PIN window of the device (spec 1 §4 "duration", minutes), or null without one. */
export async function deviceDuration(db: Db, deviceId: number): Promise<number | null> {
  return (await deviceParental(db, deviceId))?.duration ?? null
}

export async function findPinHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.parentalCodeHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row?.hash ?? null
}

export async function storePinHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.update(users).set({ parentalCodeHash: hash, parentalStatus: 'set' }).where(eq(users.id, userId))
}
