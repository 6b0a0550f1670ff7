import {
  ERROR_CODES,
  MAX_PROFILES,
  type CreateProfileBody,
  type PatchProfileBody,
  type Profile,
} from '@efir/contract'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { msg } from '../../i18n/messages.ts'
import { badRequest, notFound } from '../../plugins/api-error.ts'
import type { Session } from '../session/tokens.ts'
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

/** Every account has at least one profile: the first is created on first use. */
export async function listProfiles(ctx: AppContext, userId: number): Promise<Profile[]> {
  const rows = await repo.listProfiles(ctx.db, userId)
  if (rows.length > 0) return rows.map(present)
  await repo.insertProfile(ctx.db, { userId, name: 'Main', role: 'adult', createdAt: ctx.now() })
  return (await repo.listProfiles(ctx.db, userId)).map(present)
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
  if ((await repo.countProfiles(ctx.db, userId)) >= MAX_PROFILES) {
    throw badRequest(ERROR_CODES.profileLimit, msg('profile_limit', { max: MAX_PROFILES }))
  }
  const row = await repo.insertProfile(ctx.db, {
    userId,
    name: body.name,
    role: body.role,
    iconAvatarId: body.icon_avatar_id ?? null,
    createdAt: ctx.now(),
  })
  return byId(ctx, userId, row.id)
}

export async function byId(ctx: AppContext, userId: number, id: number): Promise<Profile> {
  const found = (await listProfiles(ctx, userId)).find((p) => p.id === id)
  if (!found) throw notFound('profile')
  return found
}

export async function patchProfile(
  ctx: AppContext,
  userId: number,
  id: number,
  body: z.output<typeof PatchProfileBody>,
) {
  await checkAvatar(ctx, body.icon_avatar_id)
  const patch = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.role !== undefined && { role: body.role }),
    ...(body.icon_avatar_id !== undefined && { iconAvatarId: body.icon_avatar_id }),
  }
  if (!(await repo.updateProfile(ctx.db, userId, id, patch))) throw notFound('profile')
  return byId(ctx, userId, id)
}

export async function deleteProfile(ctx: AppContext, auth: Session, id: number) {
  const current = await currentProfile(ctx, auth)
  if (current.id === id) throw badRequest(ERROR_CODES.activeProfile, 'active_profile')
  if (!(await repo.deleteProfile(ctx.db, auth.user.id, id))) throw notFound('profile')
}
