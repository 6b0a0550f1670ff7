import { createContext, useContext } from 'react'
import type { LoginResponse } from '@efir/contract'
import type { DeepLink } from './deep-link'

/**
 * What features may ask of the session controller (app/providers.tsx builds it, features/session owns
 * it). Features reach it through `useSessionActions`, never by importing the controller.
 */
export interface SessionActions {
  /** Resolves once no start-up sequence runs (a sign-in request waits for it). */
  settled: () => Promise<void>
  /** Stores a fresh login: registers and authorises this device, then shows the user (spec 1 §4). */
  completeLogin: (response: LoginResponse) => Promise<void>
  /** After login: the remembered page, if any (consumed). */
  takeReturnTo: () => string | undefined
  /** spec 1 §2: open a deep link now, or remember it and ask for login first. */
  openDeepLink: (link: DeepLink) => void
  /** Logout (spec 1 §4, §5): removes this device, clears stored data and caches, then re-initialises. */
  logout: () => Promise<void>
  /**
   * The provider's automatic authentication, chosen by the viewer in the sign-in dialog after a logout
   * turned it off (issue 30); rejects when the provider's address refuses.
   */
  signInAutomatically: (url: string) => Promise<void>
  /** The sign-in dialog showed why this device was signed out (issue 30): the notice is done. */
  signedOutNoticed: () => void
}

export const SessionActionsContext = createContext<SessionActions | undefined>(undefined)

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext)
  if (!actions) throw new Error('useSessionActions needs a SessionActionsContext provider')
  return actions
}
