import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { sameHash, sha256 } from '../../lib/secrets.ts'
import { notFound, signedOut } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { isCountryAllowed } from '../network/present.ts'
import { issueSignInToken, revokeDeviceSignIns } from '../session/tokens.ts'
import { findUserWithProvider } from '../users/repository.ts'
import { forbiddenCountry } from '../users/service.ts'
import { presentDevice } from './present.ts'
import * as repo from './repository.ts'

/**
 * POST /v2/auth/device (spec 1 §4 token lifecycle): a new device-bound token. The caller proves the
 * device is theirs with a valid token of the sign-in that holds its slot, or with its serial once the
 * token expired. A slot belongs to one sign-in (issue 30): another sign-in of the same user cannot
 * take a device by its id (a sixth sign-in that could not register would borrow a home device's
 * slot); the serial starts a new sign-in on the device and ends the one that held it, so clients
 * sharing a serial do not share a slot.
 */
export function registerAuthDeviceRoute(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.authDevice, async ({ auth, body, country, remote, raw }) => {
    const found = await repo.findDevice(ctx.db, body.device_id)
    const bySerial =
      found !== null && body.serial !== undefined && sameHash(found.serialHash, sha256(body.serial))
    const owner = found && (auth?.user.id === found.userId || bySerial) ? found.userId : null
    if (owner === null) throw unproven(raw.signedOut)
    const user = await findUserWithProvider(ctx.db, owner)
    // spec 1 §4: a 403 from device authorisation means a forbidden country (geo-lock page).
    if (!isCountryAllowed(user?.provider ?? null, country)) throw forbiddenCountry(country, remote)
    return ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db }
      // the user's lock, as registration takes it: the holder read here is the holder at commit
      await repo.lockUser(db, owner)
      const device = await repo.findDevice(db, body.device_id)
      if (!device) throw notFound('device')
      const holder = device.signInId
      const byToken = auth !== null && auth.user.id === owner && (holder === null || holder === auth.signInId)
      if (!byToken && !bySerial) throw unproven(false)
      // with the holder's token the device token continues that sign-in (a logout ends both); by the
      // serial alone a new sign-in starts, and the one that held the slot ends
      if (!byToken) await revokeDeviceSignIns(tx, [device.id])
      const { issued, signInId } = await issueSignInToken(
        tx,
        owner,
        device.id,
        byToken ? auth.signInId : null,
      )
      const updated = await repo.updateDevice(db, device.id, { loginAt: ctx.now(), signInId })
      return { ...issued, device: presentDevice(updated, device.id) }
    })
  })
}

/**
 * An unproven claim answers like an unknown device: it reveals nothing about other users' devices, or
 * about whose sign-in holds one. The token of a sign-in ended elsewhere (issue 30) is told so instead.
 */
const unproven = (signedOutToken: boolean) => (signedOutToken ? signedOut() : notFound('device'))
