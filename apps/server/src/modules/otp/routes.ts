import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { msg, translate } from '../../i18n/messages.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { DEFAULT_PROVIDER_ID } from '../network/present.ts'
import { findProvider } from '../network/repository.ts'
import { completeLogin } from '../users/login.ts'
import { findUserByPhone } from '../users/repository.ts'
import { sendProviderCode, verifyCode } from './codes.ts'
import { hasLiveCode } from './repository.ts'

const unknownPhone = () => badRequest(ERROR_CODES.invalidPhone, 'unknown_phone')

export function registerOtpRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec 1 §8: invalid_phone makes the client create a user with this phone and send again.
  registerEndpoint(app, ctx, endpoints.sendOtp, async ({ body, language, remote }) => {
    const user = await findUserByPhone(ctx.db, body.phone)
    if (!user) throw unknownPhone()
    const provider = await findProvider(ctx.db, user.providerId)
    const sent = await sendProviderCode(ctx, provider, body.phone, 'login', language, remote)
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

  // The phone's provider, or for a phone no user has yet the network's: its bot adds the messenger.
  registerEndpoint(app, ctx, endpoints.getOtpSendMethods, async ({ query }) => {
    const user = await findUserByPhone(ctx.db, query.phone)
    const provider = await findProvider(ctx.db, user?.providerId ?? query.provider ?? DEFAULT_PROVIDER_ID)
    const methods: ('sms' | 'telegram')[] = provider?.display.otp_bot ? ['sms', 'telegram'] : ['sms']
    return { methods }
  })

  registerEndpoint(app, ctx, endpoints.getOtpExist, async ({ query }) => ({
    otp_exist: await hasLiveCode(ctx.db, query.phone, ctx.now()),
  }))
}
