import { z } from 'zod'
import { IsoDateTime, INT_MAX } from './common.ts'

export const DeviceType = z.enum(['tv', 'tablet', 'phone', 'pc'])
export const ApplicationType = z.enum(['web', 'android-mobile', 'ios'])

/** Device sent on registration (spec 1 §3). */
export const DeviceRegistration = z.object({
  device_type: DeviceType,
  vendor: z.string().min(1).max(64),
  model: z.string().min(1).max(128),
  version: z.string().min(1).max(32),
  os_name: z.string().min(1).max(64),
  os_version: z.string().max(64),
  application_type: ApplicationType,
  serial: z.string().min(8).max(128),
})
export type DeviceRegistration = z.infer<typeof DeviceRegistration>

/** Parental flags per action (spec 1 §4) and the PIN window in minutes. */
export const ParentalSettings = z.object({
  duration: z.number().int().min(0).max(1440),
  pay: z.boolean(),
  profile: z.boolean(),
  program: z.boolean(),
  vod: z.boolean(),
  channel: z.boolean(),
  settings: z.boolean(),
})
export type ParentalSettings = z.infer<typeof ParentalSettings>

export const Device = z.object({
  id: z.number().int(),
  serial: z.string(),
  device_type: DeviceType,
  vendor: z.string(),
  model: z.string(),
  version: z.string(),
  os_name: z.string(),
  os_version: z.string(),
  application_type: ApplicationType,
  login_at: IsoDateTime,
  settings: z.object({ parentalChannels: z.number().int().min(0).max(INT_MAX) }),
  parental_settings: ParentalSettings,
  notification: z.object({ notification_type: z.string(), token: z.string() }).nullable(),
  /** True for the device the calling token belongs to. */
  is_current: z.boolean(),
})
export type Device = z.infer<typeof Device>

/**
 * DELETE users/self/devices/{id}: `logout=true` says the caller removes its own device to sign out
 * (spec 1 §4 "Logout removes the device"); without it the current device is refused (spec 3 §6).
 */
export const DeleteDeviceQuery = z.object({ logout: z.enum(['true', 'false']).optional() })

/** DELETE users/self/devices: how many other devices were removed and other sign-ins ended. */
export const SignedOutDevices = z.object({
  devices: z.number().int().min(0),
  sign_ins: z.number().int().min(0),
})
export type SignedOutDevices = z.infer<typeof SignedOutDevices>

export const PatchDeviceBody = z
  .object({
    settings: z.object({ parentalChannels: z.number().int().min(0).max(INT_MAX) }),
    parental_settings: ParentalSettings.partial(),
    notification: z.object({ notification_type: z.string().max(32), token: z.string().max(512) }).nullable(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'at least one field is required')

/**
 * POST /v2/auth/device: re-authorises a registered device. Allowed with a valid token of the device's
 * owner, or with the device's serial (a 128-bit random secret the client generated) once the token expired.
 */
export const AuthDeviceBody = z.object({
  device_id: z.number().int().positive().max(INT_MAX),
  serial: z.string().min(8).max(128).optional(),
})
export const AuthDeviceResponse = z.object({ access_token: z.string(), expired: IsoDateTime, device: Device })
export type AuthDeviceResponse = z.infer<typeof AuthDeviceResponse>

export const AdId = z.object({ identifier: z.string().min(1).max(256), vendor: z.string().min(1).max(64) })
