import { z } from 'zod'
import { PaymentShortfall } from './entities/payments.ts'

/**
 * The one error body every failed API answer carries (4xx and 5xx alike).
 * spec 1 §8: the client shows `message`, or the translated word error plus `status_code`;
 * when `detail` is an object, each field is shown as "field: text".
 */
export const ApiErrorBody = z.object({
  status_code: z.number().int(),
  error_code: z.string(),
  message: z.string(),
  detail: z.union([z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())]))]).optional(),
  /** Forbidden-country answers (403) name what the server saw, for the unsupported-region dialog. */
  country: z.string().optional(),
  remote: z.string().optional(),
  /** Rate-limited answers (429): seconds until the next attempt is allowed. */
  retry_after: z.number().int().optional(),
  /** Payment answers (402 shortfall, 451 QR with the server's amount): the figures to pay. */
  payment: PaymentShortfall.optional(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBody>

export { ERROR_CODES, type ErrorCode } from './constants.ts'
