import { z } from 'zod'
import { INT_MAX } from './common.ts'

export const ProfileRole = z.enum(['adult', 'child'])
export const Profile = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  icon_avatar_id: z.number().int().nullable(),
  role: ProfileRole,
  /** Nested role and id as the spec's payload carries them (spec 1 §3). */
  profile: z.object({ id: z.number().int(), role: ProfileRole }),
})
export type Profile = z.infer<typeof Profile>

export { MAX_PROFILES } from '../constants.ts'

export const CreateProfileBody = z.object({
  name: z.string().trim().min(1).max(32),
  role: ProfileRole,
  icon_avatar_id: z.number().int().positive().max(INT_MAX).nullable().optional(),
})
export const PatchProfileBody = CreateProfileBody.partial().refine(
  (b) => Object.keys(b).length > 0,
  'at least one field is required',
)
export const SelectProfileBody = z.object({ id: z.number().int().positive().max(INT_MAX) })
export const AvatarCategory = z.object({
  title: z.string(),
  avatars: z.array(z.object({ id: z.number().int(), src: z.string() })),
})
