import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createProfile,
  deleteProfile,
  getAvatarCategories,
  getCurrentProfile,
  listProfiles,
  patchProfile,
  selectProfile,
} from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'

/** GET /v2/users/self/profiles (spec 3 §7; cached 300 s as a list, spec 1 §9). */
export function useProfiles(enabled = true) {
  return useQuery({ ...endpointQueryOptions(listProfiles), enabled })
}

/** GET /v2/users/self/profile: the profile chosen on this device. */
export function useCurrentProfile(enabled = true) {
  return useQuery({ ...endpointQueryOptions(getCurrentProfile), enabled })
}

/** GET /v2/profiles/avatar_categories: the avatar picker's categories. */
export function useAvatarCategories() {
  return useQuery(endpointQueryOptions(getAvatarCategories))
}

/**
 * POST /v2/users/self/profile. spec 1 §4 "Changing profile clears caches and reloads rows and
 * channels": every cached answer is reset (what a viewer sees depends on the profile, spec 3 §6) and
 * the shown ones load again. A failure goes to the generic error dialog (spec 1 §8), except the
 * caller's own handling of parental_required.
 */
export function useSelectProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest(selectProfile, { body: { id } }),
    onSuccess: () => queryClient.resetQueries(),
    meta: HANDLES_ERRORS,
  })
}

/** Profile list changes refetch the list (and the current one, whose name or role may change). */
function useRefreshProfiles() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointQueryOptions(listProfiles).queryKey }),
      queryClient.invalidateQueries({ queryKey: endpointQueryOptions(getCurrentProfile).queryKey }),
    ])
}

export interface ProfileFields {
  name: string
  role: 'adult' | 'child'
  icon_avatar_id: number | null
}

/** POST /v2/users/self/profiles (400 profile_limit past 5). */
export function useCreateProfile() {
  const refresh = useRefreshProfiles()
  return useMutation({
    mutationFn: (body: ProfileFields) => apiRequest(createProfile, { body }),
    onSuccess: refresh,
    meta: HANDLES_ERRORS,
  })
}

/** PATCH /v2/users/self/profiles/{id}: the fields that changed. */
export function usePatchProfile() {
  const refresh = useRefreshProfiles()
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<ProfileFields> & { id: number }) =>
      apiRequest(patchProfile, { params: { id }, body }),
    onSuccess: refresh,
    meta: HANDLES_ERRORS,
  })
}

/** DELETE /v2/users/self/profiles/{id} (400 active_profile, last_adult_profile). */
export function useDeleteProfile() {
  const refresh = useRefreshProfiles()
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteProfile, { params: { id } }),
    onSuccess: refresh,
    meta: HANDLES_ERRORS,
  })
}
