import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { msg, translate } from '../../i18n/messages.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { findProvider } from '../network/repository.ts'
import { completeLogin } from '../users/login.ts'
import { findUserByPhone } from '../users/repository.ts'
import { sendCode, verifyCode } from './codes.ts'
import { hasLiveCode } from './repository.ts'

const unknownPhone = () => badRequest(ERROR_CODES.invalidPhone, 'unknown_phone')

export function registerOtpRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec 1 §8: invalid_phone makes the client create a user with this phone and send again.
  registerEndpoint(app, ctx, endpoints.sendOtp, async ({ body, language, remote }) => {
    const user = await findUserByPhone(ctx.db, body.phone)
    if (!user) throw unknownPhone()
    const provider = await findProvider(ctx.db, user.providerId)
    const length = provider?.phoneOtpLength ?? 6
    const sent = await sendCode(
      ctx,
      body.phone,
      'login',
      length,
      (code) => translate(language, msg('sms_login_code', { provider: provider?.name ?? 'efir', code })),
      remote,
    )
    return {
      ...sent,
      message: body.can_display_message ? translate(language, msg('code_sent', { phone: body.phone })) : null,
    }
  })

  registerEndpoint(app, ctx, endpoints.authOtp, async ({ body, auth, remote }) => {
    await verifyCode(ctx, body.phone, 'login', body.token, remote)
    const user = await findUserByPhone(ctx.db, body.phone)
    if (!user) throw unknownPhone()
    return completeLogin(ctx, user.id, auth)
  })

  // An operator's own identifier; for the reference operators the identifier is the phone.
  registerEndpoint(app, ctx, endpoints.authOtpProvider, async ({ params, body, auth, remote }) => {
    const provider = await findProvider(ctx.db, params.provider)
    if (!provider) throw notFound('provider')
    await verifyCode(ctx, body.identifier, 'login', body.token, remote)
    const user = await findUserByPhone(ctx.db, body.identifier)
    if (!user) throw unknownPhone()
    return completeLogin(ctx, user.id, auth)
  })

  registerEndpoint(app, ctx, endpoints.getOtpSendMethods, () => ({ methods: ['sms' as const] }))

  registerEndpoint(app, ctx, endpoints.getOtpExist, async ({ query }) => ({
    otp_exist: await hasLiveCode(ctx.db, query.phone, ctx.now()),
  }))
}
