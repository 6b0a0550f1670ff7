import type { Profile } from '@efir/contract'
import { ERROR_CODES } from '@efir/contract/routes'
import { useCallback } from 'react'
import { isApiError } from '../../shared/api/api-error'
import { showApiError } from '../../shared/api/api-error-bus'
import { parentalStore } from '../../shared/parental/parental-store'
import { useParentalCheck } from '../../shared/parental/use-parental-check'
import { profileSwitch } from './profile-switch'
import { useCurrentProfile, useSelectProfile } from './profiles-api'

/** The server asked the PIN itself (its window ended before this browser's). */
export const isParentalRequired = (error: unknown) =>
  isApiError(error) && error.code === ERROR_CODES.parentalRequired

/**
 * Runs `action` behind the parental check of action profile (spec 3 §4); when the server still
 * answers parental_required, the remembered entry is dropped and the PIN asked again (`retry`).
 */
export function useProfileParental(askPin?: () => void) {
  const parental = useParentalCheck(askPin)
  return useCallback((action: () => void) => parental({ action: 'profile' }, action), [parental])
}

/**
 * Choosing a profile (spec 3 §4 "Profiles"): an adult one after the parental check; a child one
 * directly, forgetting the PIN entered for the adult one. `onSwitched` after the server agreed.
 */
export function useSwitchProfile(onSwitched?: (profile: Profile) => void, askPin?: () => void) {
  const current = useCurrentProfile()
  const select = useSelectProfile()
  const profileParental = useProfileParental(askPin)
  const currentId = current.data?.id
  const choose = useCallback(
    (profile: Profile) => {
      const next = profileSwitch(profile, currentId)
      if (next.kind === 'stay') return
      const run = () =>
        select.mutate(next.id, {
          onSuccess: () => {
            if (profile.role === 'child') parentalStore.clear()
            onSwitched?.(profile)
          },
          onError: (error) => {
            // spec 1 §8: any other failure is the generic error dialog's
            if (!isParentalRequired(error)) return showApiError(error)
            parentalStore.forgetEntry()
            profileParental(run)
          },
        })
      if (next.kind === 'parental-check') profileParental(run)
      else run()
    },
    [currentId, select, profileParental, onSwitched],
  )
  return { choose, currentId, pendingId: select.isPending ? select.variables : undefined, select }
}
