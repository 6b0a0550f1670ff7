import { z } from 'zod'
import { IsoDateTime, INT_MAX } from './common.ts'

export const Account = z.object({ id: z.number().int(), amount: z.number(), is_payment_allowed: z.boolean() })
export type Account = z.infer<typeof Account>

export const Favorite = z.object({
  id: z.number().int(),
  channel_id: z.number().int().nullable(),
  program_id: z.number().int().nullable(),
  person_id: z.number().int().nullable(),
  content_id: z.number().int().nullable(),
  object_id: z.number().int(),
  created_at: IsoDateTime,
})
export type Favorite = z.infer<typeof Favorite>

/** Exactly one of the four ids (spec 1 §3 "Favorite"). */
export const AddFavoriteBody = z
  .object({
    channel_id: z.number().int().positive().max(INT_MAX),
    program_id: z.number().int().positive().max(INT_MAX),
    person_id: z.number().int().positive().max(INT_MAX),
    content_id: z.number().int().positive().max(INT_MAX),
  })
  .partial()
  .refine((b) => Object.values(b).filter((v) => v !== undefined).length === 1, {
    message: 'exactly one of channel_id, program_id, person_id, content_id is required',
  })

export const Message = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  created_at: IsoDateTime,
  removed: z.boolean(),
  /** Opened or marked read (spec 1 §4 "Messages": the header counts the unread ones). */
  is_read: z.boolean(),
})
export type Message = z.infer<typeof Message>

/** PATCH of one message: only reading it (a read message stays read). */
export const MessageReadBody = z.object({ is_read: z.literal(true) })
/** "Mark all read": how many messages this call marked (0 when none was unread). */
export const MessagesReadResponse = z.object({ marked: z.number().int().nonnegative() })

export const SurveyQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  description: z.string().nullable(),
  allow_user_answer: z.boolean(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
})
export const SurveyAnswerBody = z
  .object({
    answer_ids: z.array(z.number().int().positive().max(INT_MAX)).max(20),
    user_text: z.string().max(2000).optional(),
  })
  .refine((b) => b.answer_ids.length > 0 || (b.user_text?.trim() ?? '') !== '', {
    message: 'error_none_field_is_selected',
    path: ['answer_ids'],
  })

export const AbTestsQuery = z.object({
  application_type: z.string().max(32).optional(),
  mobile: z.enum(['true', 'false']).optional(),
})
export const AbTest = z.object({ name: z.string(), variant: z.string() })

/** spec 3 §5 SEO masks: text_type h1, title, description, keywords, shareTitle. */
export const SeoMask = z.object({
  page: z.string(),
  text_type: z.enum(['h1', 'title', 'description', 'keywords', 'shareTitle']),
  text: z.string(),
})

export const PromoKeyBody = z.object({
  key: z.string().trim().min(1).max(15),
  ignore_conditions: z.boolean().optional(),
})
export const PromoApplyBody = z.object({ key: z.string().trim().min(1).max(15) })
export const PromoCheckResponse = z.object({
  is_need_confirm: z.boolean(),
  confirmation_title: z.string().nullable(),
  confirmation_text: z.string().nullable(),
  /** Promo wizard step 3: the code asks for a linked card first (the user has none yet). */
  user_must_have_credit_card: z.boolean(),
  /** The card-link payment is refunded (step 3's text variant when false). */
  needed_refund: z.boolean(),
  days: z.number().int().min(0),
  tariff_name: z.string().nullable(),
})
/** What an applied code granted (promo wizard step 4: tariff name, days and end date). */
export const PromoApplyResponse = z.object({
  description: z.string(),
  tariff_name: z.string().nullable(),
  days: z.number().int().min(0),
  packet_ids: z.array(z.number().int()),
  /** When the granted packets end; null when the code grants no days (a balance bonus). */
  end_at: IsoDateTime.nullable(),
})
export const PromoInfo = z.object({
  code: z.string(),
  amount: z.number(),
  needed_refund: z.boolean(),
  is_paid: z.boolean(),
  days: z.number().int(),
  packet_ids: z.array(z.number().int()),
  description: z.string(),
  ott_packet_ids: z.array(z.number().int()),
  ott_days: z.number().int().min(0),
  confirmation_title: z.string().nullable(),
  confirmation_text: z.string().nullable(),
  after_renew_packet_id: z.number().int().nullable(),
  packets_after_trial: z.array(z.number().int()),
  user_must_have_credit_card: z.boolean(),
  /** A single-use code is redeemed once in all; others once per user. */
  is_single_use: z.boolean(),
  tariff_name: z.string().nullable(),
})
export const PromoCodeParams = z.object({ code: z.string().trim().min(1).max(15) })

export const StatParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) })
export const StatQuery = z.object({ duration: z.coerce.number().int().min(0).max(86_400).optional() })
export const StatBody = z.object({ duration: z.number().int().min(0).max(86_400) })
export const StatResponse = z.object({
  id: z.number().int(),
  duration: z.number().int(),
  updated_at: IsoDateTime,
})
