import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { verifyPassword } from '../../lib/secrets.ts'
import { badRequest, permissionDenied } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { completeLogin } from './login.ts'
import { claim, limitedAddress, LIMITS, windowAndDay } from '../limits/rate-limit.ts'
import { limitedCheck } from '../otp/codes.ts'
import { findUserByLogin, updateUser } from './repository.ts'
import { createGuest, createPhoneUser, loadUser, patchSelf, sendPhoneCode, sessionUser } from './service.ts'

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.createUser, async ({ body, query, country, remote }) => {
    // issue 30: accounts from one address are limited (a 15-minute window and a daily cap), atomically
    if (ctx.addressLimits) {
      const key = `accounts:${limitedAddress(remote)}`
      await claim(
        ctx.db,
        windowAndDay(key, LIMITS.accountsPerAddress, ctx.dailyCaps.accountsPerAddress),
        ctx.now(),
      )
    }
    return 'is_guest' in body
      ? createGuest(ctx, body, { provider: query.provider, country, remote })
      : createPhoneUser(ctx, body, { provider: query.provider })
  })

  // Wrong credentials are a 400 with a message, not a 401: the client shows it in the form
  // and must not treat it as a token error (spec 1 §8 "Login errors").
  registerEndpoint(app, ctx, endpoints.login, async ({ body, auth, remote }) => {
    const user = await findUserByLogin(ctx.db, body.login)
    // 5 wrong passwords lock the login for 15 minutes, also under concurrency (issue 8)
    await limitedCheck(
      ctx,
      `password:${body.login}`,
      async () => !!user && (await verifyPassword(body.password, user.passwordHash)),
      () => badRequest(ERROR_CODES.invalidCredentials, 'wrong_credentials'),
      remote,
      'login_locked',
    )
    if (!user) throw badRequest(ERROR_CODES.invalidCredentials, 'wrong_credentials')
    if (body.app_version) await updateUser(ctx.db, user.id, { appVersion: body.app_version })
    return completeLogin(ctx, user.id, auth)
  })

  registerEndpoint(app, ctx, endpoints.getSelf, async ({ auth }) => sessionUser(ctx, auth))

  registerEndpoint(app, ctx, endpoints.patchSelf, async ({ auth, body, remote }) =>
    patchSelf(ctx, auth, body, remote),
  )

  registerEndpoint(app, ctx, endpoints.sendPhoneCode, async ({ auth, body, language, remote }) =>
    sendPhoneCode(ctx, auth.user, body.phone, language, remote),
  )

  registerEndpoint(app, ctx, endpoints.patchUser, async ({ auth, params, body }) => {
    if (params.id !== auth.user.id) throw permissionDenied('own_account_only')
    await updateUser(ctx.db, auth.user.id, { referId: body.refer_id })
    return loadUser(ctx, auth.user.id)
  })
}
