import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { User } from '@efir/contract'
import { deleteDevice, deleteOtherDevices, listDevices, listProfiles, patchSelf } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { sessionStore } from '../../shared/session/session-store'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'

/*
 * The settings area's calls (spec 3 §7 "Settings, profiles, devices"). Queries share their keys with
 * the other features' (the endpoint id), so one answer serves the header, commerce and here.
 */

/** GET /v2/users/self/devices: type, login date and time, which one is this device. */
export function useDevices() {
  return useQuery({
    ...endpointQueryOptions(listDevices),
    enabled: isLoggedIn(useSession()),
    meta: HANDLES_ERRORS,
  })
}

/** DELETE /v2/users/self/devices/{id} (never this device: the server refuses it, spec 3 §6). */
export function useRemoveDevice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteDevice, { params: { id } }),
    meta: HANDLES_ERRORS,
    onSettled: () => client.invalidateQueries({ queryKey: endpointQueryOptions(listDevices).queryKey }),
  })
}

/**
 * DELETE /v2/users/self/devices (issue 30): sign out of every other device; this one stays signed in.
 * Their sign-ins end at once, and each of them tells its viewer at its next request.
 */
export function useSignOutOthers() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest(deleteOtherDevices, {}),
    meta: HANDLES_ERRORS,
    onSettled: () => client.invalidateQueries({ queryKey: endpointQueryOptions(listDevices).queryKey }),
  })
}

/** The profiles (the start screen's list and its create tile). */
export function useProfileCount() {
  return useQuery({
    ...endpointQueryOptions(listProfiles),
    enabled: isLoggedIn(useSession()),
    select: (profiles) => profiles.length,
  })
}

/**
 * PATCH /v2/users/self {first_name, email}; spec 3 §4 "on success the response replaces user data".
 * Errors are the caller's to show (a 400 is the duplicate e-mail, spec 3 §8).
 */
export function useSaveInfo() {
  return useMutation({
    mutationFn: (body: { first_name: string; email: string }) => apiRequest(patchSelf, { body }),
    meta: HANDLES_ERRORS,
    onSuccess: (user: User) => sessionStore.signedIn(user),
  })
}
