import type { ParentalSettings } from '@efir/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  checkParentalCode,
  ERROR_CODES,
  patchDevice,
  patchSelf,
  sendParentalCode,
} from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError, isApiError } from '../../shared/api/api-error'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { pinRefusal } from '../../shared/parental/parental-check'
import { localPinMatches, pinVerifier } from '../../shared/parental/pin-verification'
import { deviceQueryOptions } from '../../shared/parental/use-parental-check'
import { isSignedIn, useSession } from '../../shared/session/use-session'

/** POST users/self/parental_code/check: the server compares the PIN (issue 8; efir's addition). */
export function useCheckPin() {
  const session = useSession()
  const verifier = isSignedIn(session) ? pinVerifier(session.user) : ({ kind: 'server' } as const)
  // the PIN step shows its own refusal (error_wrong_code, the lock's message)
  return useMutation({
    mutationFn: async (code: string) => {
      if (verifier.kind === 'server') return apiRequest(checkParentalCode, { body: { code } })
      // an operator backend that sends parental_code (pin-verification.ts): compared here
      if (localPinMatches(verifier, code)) return null
      throw new ApiError({
        status: 400,
        code: ERROR_CODES.wrongCode,
        message: '',
        endpointId: checkParentalCode.id,
      })
    },
    meta: HANDLES_ERRORS,
  })
}

/** POST users/self/parental_code/send: a one-time code to reset the PIN, by SMS. */
export function useSendPinReset() {
  return useMutation({ mutationFn: () => apiRequest(sendParentalCode, {}), meta: HANDLES_ERRORS })
}

/** What proves the viewer may change an existing PIN: the current one, or the SMS reset code. */
export type PinChangeProof = { current_pincode: string } | { pincode_sms_code: string }

/** PATCH users/self {pincode} with the proof a change needs; answers the user (spec 3 §7). */
export function useSavePin() {
  return useMutation({
    mutationFn: ({ pincode, proof }: { pincode: string; proof: PinChangeProof | null }) =>
      apiRequest(patchSelf, { body: { pincode, ...proof } }),
    meta: HANDLES_ERRORS,
  })
}

/** The text of a refused PIN or code: error_wrong_code's key, the server's own text, or null (failed). */
export function refusalText(error: unknown, t: (key: string) => string, failedKey: string): string {
  const refusal = isApiError(error) ? pinRefusal(error) : ({ kind: 'failed' } as const)
  if (refusal.kind === 'wrong') return t('error_wrong_code')
  return refusal.kind === 'message' ? refusal.text : t(failedKey)
}

/**
 * PATCH users/self/devices/{id} {parental_settings}: only the changed flag or duration (the server
 * merges); the answer replaces the cached device. A 404 (stale token) re-initialises the session
 * (spec 1 §4, the session controller's onError); a 403 means the PIN window ended on the server.
 */
export function useSaveParentalSettings(deviceId: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: Partial<ParentalSettings>) =>
      apiRequest(patchDevice, { params: { id: deviceId ?? 0 }, body: { parental_settings: patch } }),
    onSuccess: (device) => queryClient.setQueryData(deviceQueryOptions(deviceId).queryKey, device),
    meta: HANDLES_ERRORS,
  })
}
