import { getDevice } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { endpointQueryOptions } from '../api/query'
import { HANDLES_ERRORS } from '../api/unhandled-errors'
import { useModal } from '../hooks/use-modal'
import { loadSession } from '../session/session-persist'
import { isSignedIn, useSession } from '../session/use-session'
import { parentalDecision, type ParentalContext } from './parental-check'
import { parentalStore } from './parental-store'

export type ParentalRequest = Pick<ParentalContext, 'action' | 'age' | 'adult' | 'settings' | 'ignore'>

/**
 * This device's parental settings (spec 1 §4: the per-action flags and the PIN window), read from
 * GET users/self/devices/{id}; undefined until loaded or without a signed-in viewer.
 */
function useDeviceParentalSettings(signedIn: boolean) {
  const deviceId = signedIn ? loadSession().deviceId : undefined
  const device = useQuery({
    ...endpointQueryOptions(getDevice, { params: { id: deviceId ?? 0 } }),
    enabled: deviceId !== undefined,
    meta: HANDLES_ERRORS,
  })
  return device.data?.parental_settings
}

/**
 * Runs an action behind the parental check (spec 1 §4): at once when allowed, else after the PIN
 * (`#pincode`; the set-PIN steps there when no PIN exists) or after signing in. The device's
 * parental settings apply unless the caller gives its own.
 */
export function useParentalCheck() {
  const session = useSession()
  const modal = useModal()
  const user = isSignedIn(session) ? session.user : null
  const deviceSettings = useDeviceParentalSettings(user !== null)
  return useCallback(
    (request: ParentalRequest, action: () => void): boolean => {
      const decision = parentalDecision({
        ...request,
        settings: request.settings ?? deviceSettings,
        user,
        lastEntryAt: parentalStore.lastEntryAt(),
        lastTransactionAt: parentalStore.lastTransactionAt(),
        lastSkippingPaymentAt: parentalStore.lastSkippingPaymentAt(),
        now: Date.now(),
      })
      if (decision.kind === 'allow') {
        action()
        return true
      }
      if (decision.kind === 'sign-in') {
        modal.open('auth')
        return false
      }
      parentalStore.setPending(action)
      modal.open('pincode')
      return false
    },
    [user, modal, deviceSettings],
  )
}
