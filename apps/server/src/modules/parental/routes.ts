import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { msg, translate } from '../../i18n/messages.ts'
import { badRequest } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { sendCode } from '../otp/codes.ts'
import { checkParentalCode } from './service.ts'
import { findPinHash } from './repository.ts'

/** The PIN reset code has the PIN's length (spec 3 §9). */
const RESET_CODE_LENGTH = 4

export function registerParentalRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.checkParentalCode, async ({ auth, body, remote }) =>
    checkParentalCode(ctx, auth, body.code, remote),
  )

  // spec 1 §7 "PIN by SMS": only the PIN's hash is stored, so a one-time reset code goes instead
  // (PATCH users/self {pincode, pincode_sms_code}); the SMS limits of sendCode apply.
  registerEndpoint(app, ctx, endpoints.sendParentalCode, async ({ auth, language, remote }) => {
    const { phone } = auth.user
    if (!phone) throw badRequest(ERROR_CODES.invalidPhone, 'no_phone_for_pin')
    if (!(await findPinHash(ctx.db, auth.user.id))) throw badRequest(ERROR_CODES.validation, 'no_pin_set')
    const text = (code: string) => translate(language, msg('sms_parental_reset', { code }))
    await sendCode(ctx, phone, 'pin', RESET_CODE_LENGTH, text, remote)
    return { message: translate(language, msg('pin_reset_sent', { phone })) }
  })
}
