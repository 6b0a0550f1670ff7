import { useQuery } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import type { Configuration, LoginResponse, NetworkInfo, Resources, User } from '@efir/contract'
import type { DeepLink } from './deep-link'
import { sessionStore, type SessionState } from './session-store'
import { platformQueries } from './platform-queries'
import { useSessionActions } from './session-actions'

/** What the shell renders from (spec 1 §4 session states). */
export type SessionView =
  | { status: 'starting' }
  | { status: 'no-provider'; title: string; description: string }
  | { status: 'geo-locked'; country: string; remote: string; message: string }
  | { status: 'anonymous' }
  | { status: 'guest'; user: User }
  | { status: 'user'; user: User }

/** Signed in as a guest or logged in (spec 1 §4): the states that have a `user` and a token. */
export function isSignedIn(view: SessionView): view is Extract<SessionView, { status: 'guest' | 'user' }> {
  return view.status === 'guest' || view.status === 'user'
}

/** Maps the store to the view the shell renders (pure; exported for tests). */
export function toSessionView(state: SessionState): SessionView {
  switch (state.phase) {
    case 'starting':
      return { status: 'starting' }
    case 'no-provider':
      return {
        status: 'no-provider',
        title: state.network?.default.login_title ?? '',
        description: state.network?.default.login_description ?? '',
      }
    case 'geo-locked':
      return {
        status: 'geo-locked',
        country: state.geo?.country ?? state.network?.country ?? '',
        remote: state.geo?.remote ?? state.network?.remote ?? '',
        message: state.geo?.message ?? '',
      }
    case 'ready':
      if (!state.user) return { status: 'anonymous' }
      return state.user.is_guest
        ? { status: 'guest', user: state.user }
        : { status: 'user', user: state.user }
  }
}

function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)
}

let lastState: SessionState | undefined
let lastView: SessionView = { status: 'starting' }
function viewOf(state: SessionState): SessionView {
  // Keep the same object while the state is unchanged so consumers do not re-render.
  if (state !== lastState) {
    lastState = state
    lastView = toSessionView(state)
  }
  return lastView
}

/** The session as the shell and features see it. */
export function useSession(): SessionView {
  return viewOf(useSessionState())
}

export function useNetworkInfo(): NetworkInfo | undefined {
  return useSessionState().network
}

/**
 * spec 1 §6 country restriction: the country is forbidden when start-up was refused for it (a 403 from
 * device authorisation or guest creation: geo-locked) or the network info says it is not allowed, as
 * for a signed-in viewer whose fresh token needed no re-authorisation.
 */
export function isCountryForbidden(state: Pick<SessionState, 'phase' | 'network'>): boolean {
  return state.phase === 'geo-locked' || state.network?.is_country_allowed === false
}

export function useCountryForbidden(): boolean {
  return isCountryForbidden(useSessionState())
}

/** Configuration as start-up loaded it, kept fresh by its query (refetched on a language switch). */
export function useConfiguration(): Configuration | undefined {
  const { network, configuration } = useSessionState()
  const { data } = useQuery({
    ...platformQueries(network).configuration,
    enabled: configuration !== undefined,
  })
  return data ?? configuration
}

export function useResources(): Resources | undefined {
  const { network, resources } = useSessionState()
  const { data } = useQuery({ ...platformQueries(network).resources, enabled: resources !== undefined })
  return data ?? resources
}

/** Logout (spec 1 §4): removes this device, clears stored data and caches, then re-initialises. */
export function useLogout(): () => Promise<void> {
  return useSessionActions().logout
}

/**
 * After a successful sign-in (OTP, password, middleware): stores the token, registers and authorises
 * this device, refreshes user data, then resumes the remembered page (spec 1 §4 "After login") or
 * closes the modal.
 */
export function useFinishLogin(): (response: LoginResponse, close: () => void) => Promise<void> {
  const navigate = useNavigate()
  const session = useSessionActions()
  return useCallback(
    async (response: LoginResponse, close: () => void) => {
      await session.completeLogin(response)
      const target = session.takeReturnTo()
      // Replacing the #auth entry both closes the modal and lands on the remembered page.
      if (target) await navigate(target, { replace: true })
      else close()
    },
    [navigate, session],
  )
}

/** Opens a deep link now, or remembers it and asks for login first (spec 1 §2). */
export function useOpenDeepLink(): (link: DeepLink) => void {
  return useSessionActions().openDeepLink
}
