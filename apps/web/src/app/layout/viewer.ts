import type { SessionView } from '../session-bridge'
import type { Viewer } from './menu-rules'
import { isLoggedIn } from '../../shared/session/logged-in'

/** Who the header and menus are for. */
export function viewerOf(session: SessionView): Viewer {
  if (isLoggedIn(session)) return 'user'
  if (session.status === 'guest') return 'guest'
  return 'anonymous'
}
