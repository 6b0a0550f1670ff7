import { z } from 'zod'
import { IsoDateTime, Phone, INT_MAX } from './common.ts'
import { Provider } from './provider.ts'

export const ParentalDialogue = z.object({
  icon: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  buttons: z.array(z.object({ label: z.string(), action: z.string(), is_primary: z.boolean() })),
})

export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  first_name: z.string(),
  is_guest: z.boolean(),
  date_joined: IsoDateTime,
  timezone: z.string(),
  refer_id: z.string().nullable(),
  parental_status: z.enum(['set', 'notset', 'ignore']),
  /** The user's own PIN; spec 1 §5 compares the entered code with it. */
  parental_code: z.string().nullable(),
  parental_dialogue: ParentalDialogue.nullable(),
  device_limit: z.number().int().positive().max(INT_MAX),
  provider: Provider,
})
export type User = z.infer<typeof User>

const AppVersion = z.string().max(32).optional()
const ReferId = z.string().max(128).optional()

/** POST /v2/users — a guest (username/password, is_guest) or a phone user (username, phone). */
export const CreateGuestBody = z.object({
  username: z.string().min(8).max(64),
  password: z.string().min(8).max(128),
  is_guest: z.literal(true),
  app_version: AppVersion,
  refer_id: ReferId,
})
export const CreatePhoneUserBody = z.object({
  username: z.string().min(1).max(64),
  phone: Phone,
  app_version: AppVersion,
  refer_id: ReferId,
})
export const CreateUserBody = z.union([CreateGuestBody, CreatePhoneUserBody])
export const CreateUserQuery = z.object({ provider: z.string().max(64).optional() })

export const LoginBody = z.object({
  login: z.string().min(1).max(128),
  password: z.string().min(1).max(128),
  app_version: AppVersion,
})

/** Every login answer; `was_guest` is true when a guest session was upgraded (spec 1 §4). */
export const LoginResponse = z.object({
  access_token: z.string(),
  expired: IsoDateTime,
  was_guest: z.boolean(),
  user: User,
})
export type LoginResponse = z.infer<typeof LoginResponse>

export const PatchSelfBody = z
  .object({
    phone: Phone,
    app_version: AppVersion,
    refer_id: ReferId,
    pincode: z.string().regex(/^\d{4}$/, 'PIN is exactly 4 digits'),
    first_name: z.string().min(1).max(64),
    email: z.email().max(254),
    timezone: z.string().max(64),
    /** The code sent to the new phone (POST users/self/phone_code): a phone changes only with it. */
    phone_code: z.string().regex(/^\d{4,8}$/, 'code must be 4-8 digits'),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'at least one field is required')
  .refine((b) => b.phone === undefined || b.phone_code !== undefined, {
    message: 'a new phone needs the code sent to it',
    path: ['phone_code'],
  })

export const PatchUserBody = z.object({ refer_id: z.string().max(128) })
