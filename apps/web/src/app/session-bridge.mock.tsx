import type { Configuration, MenuPage, NetworkInfo, Resources, User } from '@efir/contract'
import type { ReactNode } from 'react'
import type { DeepLink, SessionView } from './session-bridge'

/** Mutable session data the mocked bridge serves (tests only). */
export const mockSession: {
  view: SessionView
  networkInfo: NetworkInfo | undefined
  configuration: Configuration | undefined
  resources: Resources | undefined
  logout: () => Promise<void>
  openDeepLink: (link: DeepLink) => void
} = {
  view: { status: 'anonymous' },
  networkInfo: undefined,
  configuration: undefined,
  resources: undefined,
  logout: () => Promise.resolve(),
  openDeepLink: () => undefined,
}

export const testUser = { id: 1, username: 'demo', is_guest: false } as User

export const menuPage = (id: number, over: Partial<MenuPage> = {}): MenuPage => ({
  id,
  slug: `page-${id}`,
  title: `Page ${id}`,
  template: 'catalog',
  kind: 'default',
  icon: null,
  url: null,
  in_bottom_bar: false,
  ...over,
})

/** Stand-in for ./session-bridge: `vi.mock('./session-bridge', () => import('./session-bridge.mock'))`. */
export const useSession = () => mockSession.view
export const useNetworkInfo = () => mockSession.networkInfo
export const useConfiguration = () => mockSession.configuration
export const useResources = () => mockSession.resources
export const useLogout = () => mockSession.logout
export const useOpenDeepLink = () => mockSession.openDeepLink
export { parseDeepLink } from '../shared/session/deep-link'
export const SessionProvider = ({ children }: { children: ReactNode }) => children
export const AuthModal = ({ onClose }: { onClose: () => void }) => (
  <button type="button" onClick={onClose}>
    {'fake-sign-in'}
  </button>
)
export const MessagesMenu = () => <span>{'fake-messages'}</span>
export const ErrorDialogHost = () => null
export const preloadErrorDialog = () => undefined
