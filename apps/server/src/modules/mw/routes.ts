import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { providerAccount } from '../accounts/user-account.ts'
import { randomSecret, sha256 } from '../../lib/secrets.ts'
import { translate } from '../../i18n/messages.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { sendProviderCode, verifyCode } from '../otp/codes.ts'
import { completeLogin } from '../users/login.ts'
import * as repo from './repository.ts'

const MWAT_TTL_MS = 10 * 60_000
const present = (a: repo.MwAddressRow) => ({
  address_id: a.id,
  provider_id: a.providerId,
  user_id: a.userId,
  address: a.address,
})

async function liveSession(ctx: AppContext, mwat: string) {
  const session = await repo.findSession(ctx.db, sha256(mwat))
  if (!session || session.expiresAt <= ctx.now()) throw notFound('mw_session')
  return session
}

/** Middleware OTP (spec 1 §4): code → mwat + addresses → (cities → city →) address → logged in. */
export function registerMiddlewareRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.mwSendOtp, async ({ body, language, remote }) => {
    // spec 1 §5: only phones starting with 7 use the middleware flow.
    if (!body.phone.startsWith('7')) throw badRequest(ERROR_CODES.invalidPhone, 'phone_must_start_with_7')
    const provider = await repo.middlewareProvider(ctx.db)
    const sent = await sendProviderCode(ctx, provider, body.phone, 'mw', language, remote)
    return { ...sent, message: null }
  })

  registerEndpoint(app, ctx, endpoints.mwAuthOtp, async ({ body, remote }) => {
    await verifyCode(ctx, body.phone, 'mw', body.token, remote)
    const mwat = randomSecret()
    await repo.insertSession(ctx.db, {
      mwatHash: sha256(mwat),
      phone: body.phone,
      expiresAt: new Date(ctx.now().getTime() + MWAT_TTL_MS),
    })
    const addresses = await repo.addressesOfPhone(ctx.db, body.phone)
    return { mwat, addresses: addresses.map(present) }
  })

  registerEndpoint(app, ctx, endpoints.mwCities, async ({ query }) => {
    await liveSession(ctx, query.mwat)
    return repo.listCities(ctx.db)
  })

  registerEndpoint(app, ctx, endpoints.mwSetCity, async ({ query, body }) => {
    const session = await liveSession(ctx, query.mwat)
    if (!(await repo.findCity(ctx.db, body.city_id))) throw notFound('city')
    await repo.setSessionCity(ctx.db, session.id, body.city_id)
    return { addresses: (await repo.addressesOfCity(ctx.db, body.city_id, session.phone)).map(present) }
  })

  registerEndpoint(app, ctx, endpoints.mwSetAddress, async ({ query, body, auth }) => {
    const session = await liveSession(ctx, query.mwat)
    const address = await repo.findSelectableAddress(ctx.db, session, body.address_id)
    if (!address || address.providerId !== body.provider_id || address.userId !== body.user_id) {
      throw notFound('address')
    }
    // The mwat is single use: choosing an address ends the middleware session.
    if (!(await repo.deleteSession(ctx.db, session.id))) throw notFound('mw_session')
    return completeLogin(ctx, address.userId, auth)
  })

  registerEndpoint(app, ctx, endpoints.mwStatusBlock, async ({ auth, language }) => ({
    balance: (await providerAccount(ctx.db, auth.user)).balance / 100,
    username: auth.user.username,
    amount: auth.user.blockAmount / 100,
    status: auth.user.blockStatus,
    message_detail: auth.user.blockStatus < 0 ? translate(language, 'account_blocked') : null,
  }))
}
