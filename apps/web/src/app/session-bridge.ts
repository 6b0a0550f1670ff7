/**
 * The one place app/ reads the session feature (features/session, auth, messages, errors), so the
 * shell's dependency on it is visible at a glance. The sign-in, messages and error dialog components
 * are lazy chunks: the first paint does not wait for them.
 */
import { lazy } from 'react'

export type { Configuration, MenuPage, NetworkInfo, Resources, User } from '@efir/contract'
export type { SessionView } from '../shared/session/use-session'
export type { DeepLink } from '../shared/session/deep-link'
export {
  useConfiguration,
  useLogout,
  useNetworkInfo,
  useOpenDeepLink,
  useResources,
  useSession,
} from '../shared/session/use-session'
export { parseDeepLink } from '../shared/session/deep-link'
export { SessionProvider, beginSession } from '../features/session/session-provider'
export { createSessionController, type SessionController } from '../features/session/session-controller'

/** Sign-in content of the auth modal (the modal host draws the frame, title key auth_title). */
export const AuthModal = lazy(() => import('../features/auth/auth-modal'))
/** The header's messages dropdown with its counter, and the block-status watcher (signed-in users only). */
export const MessagesMenu = lazy(() => import('./messages-menu-slot'))
/** The generic error dialog of spec 1 §8, mounted once (the dialog itself is a lazy chunk). */
export { ErrorDialogHost, preloadErrorDialog } from '../features/errors/error-dialog-host'
