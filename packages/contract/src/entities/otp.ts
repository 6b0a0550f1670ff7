import { z } from 'zod'
import { Phone, INT_MAX } from './common.ts'

export const SendOtpBody = z.object({ phone: Phone, can_display_message: z.boolean().optional() })
export const SendOtpResponse = z.object({
  /** Seconds before another code may be requested (spec 3 §9: 60 s countdown). */
  resend_after: z.number().int(),
  code_length: z.number().int(),
  /** Text to display when can_display_message was set (e.g. where the code was sent). */
  message: z.string().nullable(),
})
export const OtpCode = z.string().regex(/^\d{4,8}$/, 'code must be 4-8 digits')
export const AuthOtpBody = z.object({ phone: Phone, token: OtpCode })
export const AuthOtpProviderParams = z.object({ provider: z.string().min(1).max(64) })
export const AuthOtpProviderBody = z.object({ identifier: z.string().min(1).max(64), token: OtpCode })
export const PhoneQuery = z.object({ phone: Phone })
/** The phone, and the network's provider (its bot) when no user has the phone yet. */
export const SendMethodsQuery = PhoneQuery.extend({ provider: z.string().max(64).optional() })
export const SendMethodsResponse = z.object({ methods: z.array(z.enum(['sms', 'telegram'])) })
export const OtpExistResponse = z.object({ otp_exist: z.boolean() })

/** Middleware OTP (spec 1 §3, §4). */
export const MwAddress = z.object({
  address_id: z.number().int(),
  provider_id: z.number().int(),
  user_id: z.number().int(),
  address: z.string(),
})
export const MwCity = z.object({ id: z.number().int(), name: z.string() })
export const MwSendOtpBody = z.object({ phone: Phone })
/** A new phone to prove (issue 8: a phone changes only with the code sent to it). */
export const PhoneCodeBody = z.object({ phone: Phone })
export const MwAuthOtpBody = z.object({ phone: Phone, token: OtpCode })
export const MwAuthOtpResponse = z.object({ mwat: z.string(), addresses: z.array(MwAddress) })
export const MwatQuery = z.object({ mwat: z.string().min(16).max(128) })
export const MwCitiesResponse = z.array(MwCity)
export const MwSetCityBody = z.object({ city_id: z.number().int().positive().max(INT_MAX) })
export const MwSetCityResponse = z.object({ addresses: z.array(MwAddress) })
export const MwSetAddressBody = z.object({
  address_id: z.number().int().positive().max(INT_MAX),
  provider_id: z.number().int().positive().max(INT_MAX),
  user_id: z.number().int().positive().max(INT_MAX),
})

/** spec 1 §4: -2 opens the block dialog (block_alma); -1 the QR payment dialog with the amount. */
export const BlockStatus = z.object({
  balance: z.number(),
  username: z.string(),
  amount: z.number(),
  status: z.number().int(),
  message_detail: z.string().nullable(),
})
export type BlockStatus = z.infer<typeof BlockStatus>

export const ParentalCodeSendResponse = z.object({ message: z.string() })
