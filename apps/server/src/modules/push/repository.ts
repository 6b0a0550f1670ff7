import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { devices } from '../../db/schema/index.ts'

/** `devices.notification.notification_type` of a web push subscription. */
export const WEB_PUSH = 'webpush'

export interface StoredSubscription {
  deviceId: number
  endpoint: string
  keys: { p256dh: string; auth: string }
}

const tokenOf = sql`${devices.notification}->>'token'`

/**
 * Keeps `subscription` as the device's notification token. One browser subscription belongs to one
 * device: a device of any user that still holds the same endpoint (a browser signed in again without
 * signing out) forgets it in the same transaction, so nobody's pushes reach another viewer's browser.
 * False when the device is not the user's.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  deviceId: number,
  subscription: Omit<StoredSubscription, 'deviceId'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const saved = await tx
      .update(devices)
      .set({
        notification: { notification_type: WEB_PUSH, token: subscription.endpoint, keys: subscription.keys },
      })
      .where(and(eq(devices.id, deviceId), eq(devices.userId, userId)))
      .returning({ id: devices.id })
    if (saved.length === 0) return false
    await tx
      .update(devices)
      .set({ notification: null })
      .where(and(ne(devices.id, deviceId), eq(tokenOf, subscription.endpoint)))
    return true
  })
}

/** Forgets the device's notification token. False when the device is not the user's. */
export async function clearSubscription(db: Db, userId: number, deviceId: number): Promise<boolean> {
  const rows = await db
    .update(devices)
    .set({ notification: null })
    .where(and(eq(devices.id, deviceId), eq(devices.userId, userId)))
    .returning({ id: devices.id })
  return rows.length > 0
}

/** The user's devices that hold a web push subscription. */
export async function listSubscriptions(db: Db, userId: number): Promise<StoredSubscription[]> {
  const rows = await db
    .select({ id: devices.id, notification: devices.notification })
    .from(devices)
    .where(and(eq(devices.userId, userId), sql`${devices.notification}->>'notification_type' = ${WEB_PUSH}`))
  return rows.flatMap(({ id, notification }) =>
    notification?.keys ? [{ deviceId: id, endpoint: notification.token, keys: notification.keys }] : [],
  )
}

/**
 * Drops a subscription the push service called gone (404/410), only if the device still holds that
 * endpoint: a subscription the browser renewed meanwhile is kept.
 */
export async function removeExpired(db: Db, deviceId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .update(devices)
    .set({ notification: null })
    .where(and(eq(devices.id, deviceId), eq(tokenOf, endpoint)))
    .returning({ id: devices.id })
  return rows.length > 0
}
