import { ERROR_CODES, type DeviceRegistration, type PatchDeviceBody } from '@efir/contract'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { DeviceParentalSettings } from '../../db/schema/index.ts'
import { sha256 } from '../../lib/secrets.ts'
import { msg } from '../../i18n/messages.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { revokeDeviceSignIns, revokeOtherSignIns, type Session } from '../session/tokens.ts'
import * as repo from './repository.ts'

/** Parental control starts off on a new device; the PIN window is 15 minutes once enabled. */
export const DEFAULT_PARENTAL: DeviceParentalSettings = {
  duration: 15,
  pay: false,
  profile: false,
  program: false,
  vod: false,
  channel: false,
  settings: false,
}

/**
 * Registers the caller's device for the caller's sign-in. The same serial for the same user updates
 * that device; a new one beyond user.device_limit is a 400 device_limit, which makes the client free
 * its oldest slot (spec 1 §4 "Device slots"). A slot belongs to one sign-in (issue 30: any number of
 * clients sharing a serial shared one slot): the serial registered by another sign-in (the device
 * signing in again, or a copied serial) moves the slot to this one and ends the sign-in that held it.
 * All under the user's lock: parallel sign-ins never exceed the limit nor both hold a slot.
 */
export async function registerDevice(
  ctx: AppContext,
  session: Session,
  body: DeviceRegistration,
): Promise<repo.DeviceRow> {
  const { user, signInId } = session
  const serialHash = sha256(body.serial)
  const fields = {
    deviceType: body.device_type,
    vendor: body.vendor,
    model: body.model,
    version: body.version,
    osName: body.os_name,
    osVersion: body.os_version,
    applicationType: body.application_type,
    loginAt: ctx.now(),
  }
  return ctx.db.transaction(async (db) => {
    await repo.lockUser(db, user.id)
    const existing = await repo.findBySerial(db, user.id, serialHash)
    if (existing) {
      if (existing.signInId !== signInId) await revokeDeviceSignIns({ ...ctx, db }, [existing.id])
      return repo.updateDevice(db, existing.id, { ...fields, signInId })
    }
    const used = await repo.countDevices(db, user.id)
    if (used >= user.deviceLimit) {
      throw badRequest(ERROR_CODES.deviceLimit, msg('device_limit', { limit: user.deviceLimit }))
    }
    return repo.insertDevice(db, {
      ...fields,
      userId: user.id,
      signInId,
      serialHash,
      serialHint: body.serial.slice(0, 4),
      settings: { parentalChannels: 0 },
      parentalSettings: DEFAULT_PARENTAL,
      notification: null,
    })
  })
}

export async function patchDevice(
  ctx: AppContext,
  userId: number,
  id: number,
  body: z.output<typeof PatchDeviceBody>,
): Promise<repo.DeviceRow> {
  const device = await repo.findOwnDevice(ctx.db, userId, id)
  if (!device) throw notFound('device')
  const patch: Partial<repo.NewDevice> = {}
  if (body.settings) patch.settings = { ...device.settings, ...body.settings }
  // Parental settings merge: the client sends only the flags it changes.
  if (body.parental_settings)
    patch.parentalSettings = { ...device.parentalSettings, ...body.parental_settings }
  if (body.notification !== undefined) patch.notification = body.notification
  return repo.updateDevice(ctx.db, id, patch)
}

/**
 * Sign out of all other devices (issue 30): the user's other devices are removed (none can authorise
 * again by its serial) and every other sign-in ends, those that never registered a device included; the
 * caller's sign-in and device stay. One transaction: a device registered meanwhile waits for it.
 */
export async function signOutOthers(ctx: AppContext, auth: Session) {
  return ctx.db.transaction(async (db) => {
    await repo.lockUser(db, auth.user.id)
    const others = await repo.deleteOtherDevices(db, auth.user.id, auth.deviceId)
    // the removed devices' tokens are the user's too: one update ends every other sign-in
    const signIns = await revokeOtherSignIns({ ...ctx, db }, auth)
    return { devices: others.length, sign_ins: signIns }
  })
}
