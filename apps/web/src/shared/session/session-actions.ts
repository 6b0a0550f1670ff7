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
}

export const SessionActionsContext = createContext<SessionActions | undefined>(undefined)

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext)
  if (!actions) throw new Error('useSessionActions needs a SessionActionsContext provider')
  return actions
}
