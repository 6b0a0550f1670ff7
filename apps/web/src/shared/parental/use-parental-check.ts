import { getDevice } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { endpointQueryOptions } from '../api/query'
import { HANDLES_ERRORS } from '../api/unhandled-errors'
import { useModal } from '../hooks/use-modal'
import { loadSession } from '../session/session-persist'
import { isSignedIn, useSession } from '../session/use-session'
import { isLoggedIn } from '../session/logged-in'
import { actionFlagGates, parentalDecision, type ParentalContext } from './parental-check'
import { parentalStore, usePinRemembered } from './parental-store'
import { hasPin } from './pin-verification'

export type ParentalRequest = Pick<ParentalContext, 'action' | 'age' | 'adult' | 'settings' | 'ignore'>

/** The query of this device (GET users/self/devices/{id}): its parental settings and parentalChannels. */
export function deviceQueryOptions(deviceId: number | undefined) {
  return {
    ...endpointQueryOptions(getDevice, { params: { id: deviceId ?? 0 } }),
    enabled: deviceId !== undefined,
    meta: HANDLES_ERRORS,
  }
}

/**
 * This device (spec 1 §4: the per-action flags, the PIN window, parentalChannels), read from the
 * server; undefined until loaded or without a signed-in viewer.
 */
export function useThisDevice(signedIn: boolean) {
  const deviceId = signedIn ? loadSession().deviceId : undefined
  return useQuery(deviceQueryOptions(deviceId))
}

/** spec 1 §4 "In fullscreen, fullscreen is exited first": the PIN dialog cannot show over it. */
function leaveFullscreen(): void {
  if (typeof document !== 'undefined' && document.fullscreenElement)
    document.exitFullscreen().catch(() => undefined)
}

/**
 * Runs an action behind the parental check (spec 1 §4): at once when allowed, else after the PIN
 * (`#pincode`; the set-PIN steps there when no PIN exists) or after signing in. The device's
 * parental settings apply unless the caller gives its own. A modal that cannot give way to `#pincode`
 * (one modal at a time) passes `askPin` and shows the PIN step itself; the action waits in
 * parentalStore and runs on parentalStore.granted() either way.
 */
export function useParentalCheck(askPin?: () => void) {
  const session = useSession()
  const modal = useModal()
  // spec 1 §6: a guest signs in for what parental control guards (it is offered no PIN of its own);
  // its device's switches count all the same
  const user = isLoggedIn(session) ? session.user : null
  const device = useThisDevice(isSignedIn(session)).data
  return useCallback(
    (request: ParentalRequest, action: () => void): boolean => {
      const decision = parentalDecision({
        ...request,
        settings: request.settings ?? device?.parental_settings,
        user: user && { parental_status: user.parental_status, parental_code_set: hasPin(user) },
        lastEntryAt: parentalStore.lastEntryAt(),
        lastTransactionAt: parentalStore.lastTransactionAt(),
        lastSkippingPaymentAt: parentalStore.lastSkippingPaymentAt(),
        guestByPacketsAt: parentalStore.guestByPacketsAt(),
        ...(device ? { parentalChannels: device.settings.parentalChannels } : {}),
        now: Date.now(),
      })
      if (decision.kind === 'allow') {
        action()
        return true
      }
      leaveFullscreen()
      if (decision.kind === 'sign-in') {
        modal.open('auth')
        return false
      }
      parentalStore.setPending(action)
      if (askPin) askPin()
      else modal.open('pincode')
      return false
    },
    [user, modal, device, askPin],
  )
}

/** The clock of a render-time decision (re-evaluated when the parental store changes). */
const currentTime = () => Date.now()

/**
 * Whether the device's flag of `action` keeps a screen behind the PIN now (spec 1 §4: a channel page
 * with the channel flag on); re-evaluated when the PIN is entered.
 */
export function useActionFlagGates(action: ParentalContext['action'], ignore = false): boolean {
  const session = useSession()
  const user = isSignedIn(session) ? session.user : null
  const device = useThisDevice(user !== null).data
  const pinRemembered = usePinRemembered(device?.parental_settings)
  return actionFlagGates({
    action,
    ignore,
    user: user && { parental_status: user.parental_status, parental_code_set: hasPin(user) },
    settings: device?.parental_settings,
    lastTransactionAt: parentalStore.lastTransactionAt(),
    now: currentTime(),
    pinRemembered,
  })
}
