import type { Profile } from '@efir/contract'
import { MAX_PROFILES } from '@efir/contract/routes'

/** What choosing a profile does (spec 3 §4 "Profiles"). */
export type ProfileSwitch =
  | { kind: 'stay' }
  | { kind: 'switch'; id: number }
  /** An adult profile: the parental check (action profile) first, then the switch. */
  | { kind: 'parental-check'; id: number }

/**
 * spec 3 §4 "Profiles": choosing the current profile changes nothing; switching to a profile with
 * role adult triggers a parental check (action profile, spec 3 §4 "Parental PIN"); others switch
 * directly.
 */
export function profileSwitch(
  chosen: Pick<Profile, 'id' | 'role'>,
  currentId: number | undefined,
): ProfileSwitch {
  if (chosen.id === currentId) return { kind: 'stay' }
  return chosen.role === 'adult'
    ? { kind: 'parental-check', id: chosen.id }
    : { kind: 'switch', id: chosen.id }
}

/** spec 3 §4: opening an adult profile for editing needs the PIN (action profile); a child one does not. */
export function editNeedsParentalCheck(profile: Pick<Profile, 'role'>): boolean {
  return profile.role === 'adult'
}

/** spec 3 §5 "max 5 profiles": the new-profile tile shows while fewer exist. */
export function canAddProfile(count: number): boolean {
  return count < MAX_PROFILES
}

/**
 * Why a profile cannot be deleted, or null: the active one (spec 3 §6), the account's last adult one
 * (an account always keeps an adult profile; the server refuses both too).
 */
export function deleteRefusal(
  profile: Pick<Profile, 'id' | 'role'>,
  all: readonly Pick<Profile, 'id' | 'role'>[],
  currentId: number | undefined,
): 'profile_active_cannot_delete' | 'profile_last_adult' | null {
  if (profile.id === currentId) return 'profile_active_cannot_delete'
  if (profile.role === 'adult' && all.filter((p) => p.role === 'adult').length <= 1)
    return 'profile_last_adult'
  return null
}

/** The modal's screens (spec 3 §2 "Profiles modal": list, edit mode, edit form, new mode, avatar picker). */
export type ProfilesScreen =
  { kind: 'list' } | { kind: 'edit-list' } | { kind: 'form'; profileId: number | null }
