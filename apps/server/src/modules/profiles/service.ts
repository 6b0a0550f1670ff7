import {
  ERROR_CODES,
  MAX_PROFILES,
  type CreateProfileBody,
  type PatchProfileBody,
  type Profile,
} from '@efir/contract'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/connect.ts'
import { msg } from '../../i18n/messages.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import { assertParental } from '../parental/gate.ts'
import type { Session } from '../session/tokens.ts'
import { MAIN_PROFILE_NAME } from './main-name.ts'
import * as repo from './repository.ts'

type ProfileWithSrc = Awaited<ReturnType<typeof repo.listProfiles>>[number]

const present = ({ profile, src }: ProfileWithSrc): Profile => ({
  id: profile.id,
  name: profile.name,
  icon: src,
  icon_avatar_id: profile.iconAvatarId,
  role: profile.role,
  profile: { id: profile.id, role: profile.role },
})

const MAIN_PROFILE = { name: MAIN_PROFILE_NAME, role: 'adult' } as const

/**
 * Every account has an adult profile: the first one, created on first use (inside the user's lock,
 * so two first requests make one).
 */
async function ensureAdult(db: Db, ctx: AppContext, userId: number): Promise<void> {
  if ((await repo.countProfiles(db, userId)).adult > 0) return
  await repo.insertProfile(db, { userId, ...MAIN_PROFILE, createdAt: ctx.now() })
}

export async function listProfiles(ctx: AppContext, userId: number): Promise<Profile[]> {
  const rows = await repo.listProfiles(ctx.db, userId)
  if (rows.some((r) => r.profile.role === 'adult')) return rows.map(present)
  await ctx.db.transaction(async (db) => {
    await repo.lockUser(db, userId)
    await ensureAdult(db, ctx, userId)
  })
  return (await repo.listProfiles(ctx.db, userId)).map(present)
}

/**
 * Whether the caller watches as a child profile (spec 3 §6): the profile chosen on this device, read
 * only (the cached list; an account without profiles yet is an adult one). What the catalogue filters by.
 */
export async function isChildProfile(ctx: AppContext, auth: Session): Promise<boolean> {
  const [rows, id] = await Promise.all([
    repo.listProfiles(ctx.db, auth.user.id),
    repo.currentProfileId(ctx.db, auth.user, auth.deviceId),
  ])
  const chosen = rows.find((r) => r.profile.id === id) ?? rows[0]
  return chosen?.profile.role === 'child'
}

/** The profile chosen on this device, or for the user when the token has no device. */
export async function currentProfile(ctx: AppContext, auth: Session): Promise<Profile> {
  const all = await listProfiles(ctx, auth.user.id)
  const id = await repo.currentProfileId(ctx.db, auth.user, auth.deviceId)
  const chosen = all.find((p) => p.id === id) ?? all[0]
  if (!chosen) throw notFound('profile')
  return chosen
}

async function checkAvatar(ctx: AppContext, id: number | null | undefined) {
  if (id != null && !(await repo.avatarExists(ctx.db, id))) {
    throw badRequest(ERROR_CODES.validation, 'unknown_avatar', { 'body.icon_avatar_id': 'unknown_avatar' })
  }
}

export async function createProfile(
  ctx: AppContext,
  userId: number,
  body: z.output<typeof CreateProfileBody>,
) {
  await checkAvatar(ctx, body.icon_avatar_id)
  // the count and the insert under the user's row lock: parallel requests cannot pass 5 together
  const row = await ctx.db.transaction(async (db) => {
    await repo.lockUser(db, userId)
    // a first profile that is a child comes after the account's adult one
    await ensureAdult(db, ctx, userId)
    if ((await repo.countProfiles(db, userId)).all >= MAX_PROFILES) {
      throw badRequest(ERROR_CODES.profileLimit, msg('profile_limit', { max: MAX_PROFILES }))
    }
    return repo.insertProfile(db, {
      userId,
      name: body.name,
      role: body.role,
      iconAvatarId: body.icon_avatar_id ?? null,
      createdAt: ctx.now(),
    })
  })
  return byId(ctx, userId, row.id)
}

export async function byId(ctx: AppContext, userId: number, id: number): Promise<Profile> {
  const found = (await listProfiles(ctx, userId)).find((p) => p.id === id)
  if (!found) throw notFound('profile')
  return found
}

const lastAdult = () => badRequest(ERROR_CODES.lastAdultProfile, 'last_adult_profile')

/** Switching to a profile (POST users/self/profile): an adult one may need the PIN (action profile). */
export async function selectProfile(ctx: AppContext, auth: Session, id: number): Promise<Profile> {
  const profile = await byId(ctx, auth.user.id, id)
  const current = await currentProfile(ctx, auth)
  if (profile.role === 'adult' && current.id !== profile.id) await assertParental(ctx, auth, 'profile')
  await repo.setCurrentProfile(ctx.db, auth.user.id, auth.deviceId, profile.id)
  return profile
}

export async function patchProfile(
  ctx: AppContext,
  auth: Session,
  id: number,
  body: z.output<typeof PatchProfileBody>,
) {
  const userId = auth.user.id
  await checkAvatar(ctx, body.icon_avatar_id)
  const patch = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.role !== undefined && { role: body.role }),
    ...(body.icon_avatar_id !== undefined && { iconAvatarId: body.icon_avatar_id }),
  }
  const before = await repo.findProfile(ctx.db, userId, id)
  if (!before) throw notFound('profile')
  // spec 3 §4: editing an adult profile needs the PIN (action profile), as switching to one does
  if (before.role === 'adult' || body.role === 'adult') await assertParental(ctx, auth, 'profile')
  await ctx.db.transaction(async (db) => {
    await repo.lockUser(db, userId)
    if (!(await repo.updateProfile(db, userId, id, patch))) throw notFound('profile')
    // an account always keeps an adult profile: the last one cannot become a child
    if ((await repo.countProfiles(db, userId)).adult === 0) throw lastAdult()
  })
  return byId(ctx, userId, id)
}

export async function deleteProfile(ctx: AppContext, auth: Session, id: number) {
  const current = await currentProfile(ctx, auth)
  if (current.id === id) throw badRequest(ERROR_CODES.activeProfile, 'active_profile')
  await ctx.db.transaction(async (db) => {
    await repo.lockUser(db, auth.user.id)
    if (!(await repo.deleteProfile(db, auth.user.id, id))) throw notFound('profile')
    if ((await repo.countProfiles(db, auth.user.id)).adult === 0) throw lastAdult()
  })
}
