import { createHash } from 'node:crypto'
import { ERROR_CODES, type User } from '@efir/contract'
import type { z } from 'zod'
import type { CreateGuestBody, CreatePhoneUserBody, PatchSelfBody } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/connect.ts'
import { hashPassword } from '../../lib/secrets.ts'
import type { Language } from '../../i18n/language.ts'
import { msg, translate, type MessageRef } from '../../i18n/messages.ts'
import { ApiError, badRequest, notFound, permissionDenied } from '../../plugins/api-error.ts'
import { DEFAULT_PROVIDER_ID, isCountryAllowed } from '../network/present.ts'
import { findProvider } from '../network/repository.ts'
import { sendProviderCode, verifyCode } from '../otp/codes.ts'
import { assertParental } from '../parental/gate.ts'
import { grantPass, newPinHash } from '../parental/service.ts'
import type { Session } from '../session/tokens.ts'
import { presentUser } from './present.ts'
import * as repo from './repository.ts'

export async function loadUser(ctx: AppContext, id: number): Promise<User> {
  const found = await repo.findUserWithProvider(ctx.db, id)
  if (!found) throw notFound('user')
  return presentUser(found.user, found.provider)
}

/**
 * The caller as a session holds it: the user row the instance keeps until it changes
 * (session/tokens-repository.ts), so GET /v2/users/self reads no row of its own.
 */
export async function sessionUser(ctx: AppContext, session: Session): Promise<User> {
  const provider = await findProvider(ctx.db, session.user.providerId)
  if (!provider) throw notFound('provider')
  return presentUser(session.user, provider)
}

export function forbiddenCountry(country: string, remote: string): ApiError {
  return new ApiError(403, ERROR_CODES.forbiddenCountry, msg('forbidden_country', { country }), {
    country,
    remote,
  })
}

/**
 * 403 forbidden_country unless the provider (the caller's, else the default one) allows the country
 * (spec 1 §6): purchases, and streams too (issue 8: the API refused what the media still played).
 */
export async function assertCountryAllowed(
  db: Db,
  providerId: number | undefined,
  where: { country: string; remote: string },
): Promise<void> {
  const provider = await findProvider(db, providerId ?? DEFAULT_PROVIDER_ID)
  if (!isCountryAllowed(provider, where.country)) throw forbiddenCountry(where.country, where.remote)
}

const conflict = (text: MessageRef) => new ApiError(409, ERROR_CODES.conflict, text)

/** Guest creation (spec 1 §6): only where the network allows guests and the country is allowed. */
export async function createGuest(
  ctx: AppContext,
  body: z.output<typeof CreateGuestBody>,
  where: { provider?: string; country: string; remote: string },
): Promise<User> {
  const provider =
    (where.provider ? await findProvider(ctx.db, where.provider) : null) ??
    (await findProvider(ctx.db, DEFAULT_PROVIDER_ID))
  if (!provider) throw notFound('provider')
  if (!isCountryAllowed(provider, where.country)) throw forbiddenCountry(where.country, where.remote)
  if (!provider.isGuestAllowed) throw permissionDenied('guests_not_allowed')
  const user = await repo.insertUser(ctx.db, {
    providerId: provider.id,
    username: body.username,
    passwordHash: await hashPassword(body.password),
    isGuest: true,
    dateJoined: ctx.now(),
    referId: body.refer_id ?? null,
    appVersion: body.app_version ?? null,
  })
  if (!user) throw conflict('username_taken')
  return loadUser(ctx, user.id)
}

/** Phone user (spec 1 §8 "invalid_phone triggers creating a user by that phone and then resending"). */
export async function createPhoneUser(
  ctx: AppContext,
  body: z.output<typeof CreatePhoneUserBody>,
  where: { provider?: string },
): Promise<User> {
  const provider =
    (where.provider ? await findProvider(ctx.db, where.provider) : null) ??
    (await findProvider(ctx.db, DEFAULT_PROVIDER_ID))
  if (!provider) throw notFound('provider')
  const user = await repo.insertUser(ctx.db, {
    providerId: provider.id,
    username: body.username,
    phone: body.phone,
    dateJoined: ctx.now(),
    referId: body.refer_id ?? null,
    appVersion: body.app_version ?? null,
  })
  if (!user) throw conflict('username_or_phone_taken')
  return loadUser(ctx, user.id)
}

/**
 * The subscriber behind a line (demo automatic authentication): one user per device serial of the
 * provider, created on first sight. The serial is hashed: it is the device's secret.
 */
export async function findOrCreateLineUser(ctx: AppContext, providerShortname: string, serial: string) {
  const provider = await findProvider(ctx.db, providerShortname)
  if (!provider) throw notFound('provider')
  const username = `line_${createHash('sha256').update(serial).digest('hex').slice(0, 24)}`
  const existing = await repo.findUserByUsername(ctx.db, username)
  if (existing) return existing
  const user = await repo.insertUser(ctx.db, { providerId: provider.id, username, dateJoined: ctx.now() })
  // a concurrent first sight inserted it: read it back
  const created = user ?? (await repo.findUserByUsername(ctx.db, username))
  if (!created) throw conflict('username_taken')
  return created
}

/** Sends the code that proves a new phone (PATCH users/self then takes it as phone_code). */
export async function sendPhoneCode(
  ctx: AppContext,
  user: repo.UserRow,
  phone: string,
  language: Language,
  remote: string,
) {
  const owner = await repo.findUserByPhone(ctx.db, phone)
  if (owner && owner.id !== user.id) throw conflict('phone_taken')
  const provider = await findProvider(ctx.db, user.providerId)
  const sent = await sendProviderCode(ctx, provider, phone, 'phone', language, remote)
  return { ...sent, message: translate(language, msg('code_sent', { phone })) }
}

/** spec 3 §8: a duplicate e-mail is a 400 (the client shows error_duplicate_email). */
const emailTaken = () => badRequest(ERROR_CODES.validation, 'email_taken', { 'body.email': 'email_taken' })

/** A unique-index violation (SQLSTATE 23505; drizzle wraps the driver's error in `cause`). */
const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: unknown } }).cause?.code === '23505'

export async function patchSelf(
  ctx: AppContext,
  session: Session,
  body: z.output<typeof PatchSelfBody>,
  remote: string,
): Promise<User> {
  const userId = session.user.id
  // issue 30: the account's own fields are the settings of spec 1 §4 (the device's settings switch)
  const { first_name, email, phone, timezone } = body
  if ([first_name, email, phone, timezone].some((v) => v !== undefined))
    await assertParental(ctx, session, 'settings')
  const patch: Partial<repo.NewUser> = {}
  if (body.email !== undefined) {
    const email = body.email.toLowerCase()
    const owner = await repo.findUserByEmail(ctx.db, email)
    if (owner && owner.id !== userId) throw emailTaken()
    patch.email = email
  }
  if (body.phone !== undefined) {
    const owner = await repo.findUserByPhone(ctx.db, body.phone)
    if (owner && owner.id !== userId) throw conflict('phone_taken')
    // issue 8: only the holder of the new phone may put it on an account (the code sent to it)
    if (owner?.id !== userId) await verifyCode(ctx, body.phone, 'phone', body.phone_code ?? '', remote)
    patch.phone = body.phone
  }
  // spec 1 §5: the PIN is the user's parental code; setting it makes the parental status "set". Only
  // its hash is stored, and changing it needs the current one or the SMS reset code (issue 8).
  const pincode = body.pincode
  if (pincode !== undefined) {
    const hash = await newPinHash(ctx, session, { ...body, pincode }, remote)
    Object.assign(patch, { parentalCodeHash: hash, parentalStatus: 'set' })
  }
  if (body.first_name !== undefined) patch.firstName = body.first_name
  if (body.timezone !== undefined) patch.timezone = body.timezone
  if (body.refer_id !== undefined) patch.referId = body.refer_id
  if (body.app_version !== undefined) patch.appVersion = body.app_version
  if (Object.keys(patch).length > 0) {
    try {
      await repo.updateUser(ctx.db, userId, patch)
    } catch (error) {
      // two viewers saving one e-mail at once: the unique index decides, the loser gets the same 400
      // as the check above (spec 3 §8 "Email duplicate (HTTP 400 on save)"), never a 409
      if (patch.email !== undefined && isUniqueViolation(error)) throw emailTaken()
      throw error
    }
  }
  // the viewer who just set the PIN has entered it (spec 1 §4: the set-PIN dialog then runs the action)
  if (pincode !== undefined) await grantPass(ctx, session)
  return loadUser(ctx, userId)
}
