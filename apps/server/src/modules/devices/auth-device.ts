import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { sameHash, sha256 } from '../../lib/secrets.ts'
import { notFound, signedOut } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { isCountryAllowed } from '../network/present.ts'
import { issueToken } from '../session/tokens.ts'
import { findUserWithProvider } from '../users/repository.ts'
import { forbiddenCountry } from '../users/service.ts'
import { presentDevice } from './present.ts'
import * as repo from './repository.ts'

/**
 * POST /v2/auth/device (spec 1 §4 token lifecycle): a new device-bound token. The caller proves the
 * device is theirs with a valid token of its owner, or with its serial once the token expired.
 */
export function registerAuthDeviceRoute(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.authDevice, async ({ auth, body, country, remote, raw }) => {
    const device = await repo.findDevice(ctx.db, body.device_id)
    const byToken = device !== null && auth?.user.id === device.userId
    const bySerial =
      device !== null && body.serial !== undefined && sameHash(device.serialHash, sha256(body.serial))
    if (!device || !(byToken || bySerial)) {
      // issue 30: the token of a sign-in ended elsewhere (its device removed): the device tells its viewer
      if (raw.signedOut) throw signedOut()
      // An unproven claim answers like an unknown device: it reveals nothing about other users' devices.
      throw notFound('device')
    }
    const owner = await findUserWithProvider(ctx.db, device.userId)
    const provider = owner?.provider ?? null
    // spec 1 §4: a 403 from device authorisation means a forbidden country (geo-lock page).
    if (!isCountryAllowed(provider, country)) throw forbiddenCountry(country, remote)
    const updated = await repo.updateDevice(ctx.db, device.id, { loginAt: ctx.now() })
    // with the owner's token the device token continues that sign-in (a logout ends both)
    const issued = await issueToken(ctx, device.userId, device.id, byToken ? (auth?.signInId ?? null) : null)
    return { ...issued, device: presentDevice(updated, device.id) }
  })
}
