import { useCallback } from 'react'
import { useModal } from '../../shared/hooks/use-modal'
import { useSession } from '../session/use-session'
import { parentalDecision, type ParentalContext } from './parental-check'
import { parentalStore } from './parental-store'

export type ParentalRequest = Pick<ParentalContext, 'action' | 'age' | 'adult' | 'settings' | 'ignore'>

/**
 * Runs an action behind the parental check (spec 1 §4): at once when allowed, else after the PIN
 * (`#pincode`; the set-PIN steps there when no PIN exists) or after signing in.
 */
export function useParentalCheck() {
  const session = useSession()
  const modal = useModal()
  const user = session.status === 'guest' || session.status === 'user' ? session.user : null
  return useCallback(
    (request: ParentalRequest, action: () => void): boolean => {
      const decision = parentalDecision({
        ...request,
        user,
        lastEntryAt: parentalStore.lastEntryAt(),
        lastTransactionAt: parentalStore.lastTransactionAt(),
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
    [user, modal],
  )
}
