import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getCurrentProfile, listProfiles, selectProfile } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryOptions } from '../../shared/api/query'

/** GET /v2/users/self/profiles (spec 3 §7; cached 300 s as a list, spec 1 §9). */
export function useProfiles(enabled = true) {
  return useQuery({ ...endpointQueryOptions(listProfiles), enabled })
}

/** GET /v2/users/self/profile: the profile chosen on this device. */
export function useCurrentProfile(enabled = true) {
  return useQuery({ ...endpointQueryOptions(getCurrentProfile), enabled })
}

/**
 * POST /v2/users/self/profile, then every query refetches: what a viewer sees depends on the profile
 * (spec 3 §6 child profile). A failure goes to the generic error dialog (spec 1 §8).
 */
export function useSelectProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest(selectProfile, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
