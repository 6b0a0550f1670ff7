import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { ApiError, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { assertParental } from '../parental/gate.ts'
import { revokeDeviceSignIns, revokeSignIn } from '../session/tokens.ts'
import { assertCountryAllowed } from '../users/service.ts'
import { presentDevice } from './present.ts'
import * as repo from './repository.ts'
import { patchDevice, registerDevice, signOutOthers } from './service.ts'

export function registerDeviceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.listDevices, async ({ auth }) =>
    (await repo.listDevices(ctx.db, auth.user.id)).map((d) => presentDevice(d, auth.deviceId)),
  )

  // spec 1 §4: a 404 here tells the client its token is stale.
  registerEndpoint(app, ctx, endpoints.getDevice, async ({ auth, params }) => {
    const device = await repo.findOwnDevice(ctx.db, auth.user.id, params.id)
    if (!device) throw notFound('device')
    return presentDevice(device, auth.deviceId)
  })

  // issue 30: the country first, before any slot is counted or taken (a forbidden country at the
  // device limit used to get its 400, free the oldest device, register, and only then its 403)
  registerEndpoint(app, ctx, endpoints.registerDevice, async ({ auth, body, country, remote }) => {
    await assertCountryAllowed(ctx.db, auth.user.providerId, { country, remote })
    return presentDevice(await registerDevice(ctx, auth, body), auth.deviceId)
  })

  registerEndpoint(app, ctx, endpoints.patchDevice, async ({ auth, params, body }) => {
    // spec 1 §4 action parental: the flags change only after the PIN (when one is set)
    if (body.parental_settings) await assertParental(ctx, auth, 'parental')
    return presentDevice(await patchDevice(ctx, auth.user.id, params.id, body), auth.deviceId)
  })

  // Removing the caller's own device is the logout of spec 1 §4 (?logout=true): its tokens die with it.
  // Otherwise the current device cannot be removed (spec 3 §6), whatever the client shows.
  registerEndpoint(app, ctx, endpoints.deleteDevice, async ({ auth, params, query }) => {
    if (auth.deviceId === params.id && query.logout !== 'true') {
      throw new ApiError(403, ERROR_CODES.currentDevice, 'current_device')
    }
    // issue 30: removing another device is a settings change (the device's settings switch); the
    // logout is not
    if (auth.deviceId !== params.id) await assertParental(ctx, auth, 'settings')
    if (!(await repo.deleteDevice(ctx.db, auth.user.id, params.id))) throw notFound('device')
    // every sign-in that used the device ends at once, its login token too (issue 30)
    await revokeDeviceSignIns(ctx, [params.id])
    if (auth.deviceId === params.id) await revokeSignIn(ctx, auth)
    return { ok: true as const }
  })

  // a settings change as removing one other device is (the device's settings switch, issue 30)
  registerEndpoint(app, ctx, endpoints.deleteOtherDevices, async ({ auth }) => {
    await assertParental(ctx, auth, 'settings')
    return signOutOthers(ctx, auth)
  })
}
