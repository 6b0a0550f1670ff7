import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at } from './columns.ts'
import { belongsToUser } from './users.ts'

// A user's registered devices (spec 1 §4 "Devices") with their settings.

export interface DeviceSettings {
  parentalChannels: number
}
export interface DeviceParentalSettings {
  duration: number
  pay: boolean
  profile: boolean
  program: boolean
  vod: boolean
  channel: boolean
  settings: boolean
}

/**
 * The device's notification token (spec 1 §3). A web push subscription keeps its endpoint as the
 * token and the keys to encrypt for (`notification_type` 'webpush'); the keys are never shown.
 */
export interface DeviceNotification {
  notification_type: string
  token: string
  keys?: { p256dh: string; auth: string }
}

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser(),
    // The serial is the device's re-authorisation secret: only its hash and a short hint are kept.
    serialHash: text('serial_hash').notNull(),
    serialHint: text('serial_hint').notNull(),
    deviceType: text('device_type').$type<'tv' | 'tablet' | 'phone' | 'pc'>().notNull(),
    vendor: text('vendor').notNull(),
    model: text('model').notNull(),
    version: text('version').notNull(),
    osName: text('os_name').notNull(),
    osVersion: text('os_version').notNull(),
    applicationType: text('application_type').$type<'web' | 'android-mobile' | 'ios'>().notNull(),
    loginAt: at('login_at').notNull(),
    settings: jsonb('settings').$type<DeviceSettings>().notNull(),
    parentalSettings: jsonb('parental_settings').$type<DeviceParentalSettings>().notNull(),
    notification: jsonb('notification').$type<DeviceNotification | null>(),
    currentProfileId: integer('current_profile_id'),
    /**
     * The sign-in holding this device slot (the id of its first token; issue 30): only its tokens may
     * authorise the device, and a sign-in that takes the slot over (the serial again) ends the one before,
     * so one slot never plays for two sign-ins. Null on devices registered before it was kept.
     */
    signInId: integer('sign_in_id'),
  },
  (t) => [uniqueIndex('devices_user_serial').on(t.userId, t.serialHash)],
)
