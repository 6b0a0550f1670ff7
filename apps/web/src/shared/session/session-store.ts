import type { Configuration, NetworkInfo, Resources, User } from '@efir/contract'

/** Where start-up stands (spec 1 §4). `ready` covers not logged in, guest and logged in (see `user`). */
export type SessionPhase = 'starting' | 'no-provider' | 'geo-locked' | 'ready'

export interface GeoLock {
  country: string
  remote: string
  message: string
}

export interface SessionState {
  phase: SessionPhase
  network?: NetworkInfo
  configuration?: Configuration
  resources?: Resources
  /** The signed-in user (guest or not); undefined when not logged in. */
  user?: User
  /** spec 1 §4: set on 401 / authentication_failed; the next interaction re-runs init. */
  tokenError: boolean
  geo?: GeoLock
  /**
   * Issue 30: this device's sign-in was ended elsewhere (a 401 signed_out: its device removed, or every
   * other device signed out); the sign-in dialog tells the viewer so. Survives the start-up that follows
   * (guest or signed out); reset once the viewer has seen it (the dialog closed) or signed in.
   */
  signedOutElsewhere?: boolean
}

type Listener = () => void

/** The one small session store with explicit transitions (ARCHITECTURE "Session state"). */
export function createSessionStore(initial: SessionState = { phase: 'starting', tokenError: false }) {
  let state = initial
  const listeners = new Set<Listener>()
  const set = (next: SessionState) => {
    state = next
    listeners.forEach((l) => l())
  }
  return {
    get: (): SessionState => state,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    starting: () => set({ ...state, phase: 'starting' }),
    loaded: (p: { network: NetworkInfo; configuration?: Configuration; resources?: Resources }) =>
      set({ ...state, ...p }),
    noProvider: () => set({ ...state, phase: 'no-provider', user: undefined }),
    geoLocked: (geo: GeoLock) => set({ ...state, phase: 'geo-locked', geo, user: undefined }),
    signedIn: (user: User) => set({ ...state, phase: 'ready', user, tokenError: false }),
    anonymous: () => set({ ...state, phase: 'ready', user: undefined, tokenError: false }),
    /**
     * Start-up dropped what it had (storage cleared) and tries its next branch: no user, but not yet
     * signed out either, so nothing reacts to an "anonymous" viewer (the forced sign-in dialog).
     */
    restarting: () => set({ ...state, phase: 'starting', user: undefined, tokenError: false }),
    tokenError: () => {
      if (!state.tokenError) set({ ...state, tokenError: true })
    },
    signedOutElsewhere: () => {
      if (!state.signedOutElsewhere) set({ ...state, signedOutElsewhere: true })
    },
    signedOutNoticed: () => {
      if (state.signedOutElsewhere) set({ ...state, signedOutElsewhere: false })
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** The page's session store (one per page; tests create their own). */
export const sessionStore = createSessionStore()
