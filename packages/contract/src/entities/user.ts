import { z } from 'zod'
import { IsoDateTime, Phone, INT_MAX } from './common.ts'
import { Provider } from './provider.ts'
import { FIRST_NAME_MAX_LENGTH } from '../constants.ts'

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
  /**
   * Whether a parental PIN is set (spec 1 §4 "With no PIN set, the set-PIN dialog opens"). efir's
   * change to spec 1 §5's `parental_code`: the PIN is never sent to the browser (only its hash is
   * stored); the server checks it (POST users/self/parental_code/check).
   */
  parental_code_set: z.boolean(),
  /**
   * spec 1 §3's plain `parental_code`, as an operator backend without the check endpoint sends it:
   * the client then compares the PIN itself (shared/parental/pin-verification.ts). efir's server never
   * sends it.
   */
  parental_code: z.string().max(16).optional(),
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

/** spec 3 §9: a PIN is exactly 4 digits. */
const Pincode = z.string().regex(/^\d{4}$/, 'PIN is exactly 4 digits')

/**
 * spec 3 §5: an e-mail refuses Cyrillic characters and punycode (an `xn--` label) and must match a
 * standard address pattern; stored lower-case.
 */
export const Email = z
  .email()
  .max(254)
  .refine((v) => !/[\u0400-\u04FF]/.test(v), 'e-mail must not contain Cyrillic characters')
  .refine((v) => !/(^|[@.])xn--/i.test(v), 'e-mail must not be punycode')

export const PatchSelfBody = z
  .object({
    phone: Phone,
    app_version: AppVersion,
    refer_id: ReferId,
    pincode: Pincode,
    /** Changing an existing PIN needs the current one (spec 1 §5), counted in the PIN's wrong-PIN limit… */
    current_pincode: Pincode,
    /** …or the reset code sent by POST users/self/parental_code/send (efir's addition). */
    pincode_sms_code: z.string().regex(/^\d{4,8}$/, 'code must be 4-8 digits'),
    first_name: z.string().min(1).max(FIRST_NAME_MAX_LENGTH),
    email: Email,
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

/** POST /v2/users/self/parental_code/check (efir's addition): the PIN to check on the server. */
export const ParentalCodeCheckBody = z.object({ code: Pincode })

/**
 * A right PIN: adult streams of this sign-in play until `passed_until` (the device's PIN window,
 * spec 1 §4 "duration"; 30 minutes without one).
 */
export const ParentalCodeCheckResponse = z.object({ passed_until: IsoDateTime })
