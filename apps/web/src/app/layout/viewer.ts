import type { SessionView } from '../session-bridge'
import type { Viewer } from './menu-rules'

/** Who the header and menus are for. */
export function viewerOf(session: SessionView): Viewer {
  if (session.status === 'user') return 'user'
  if (session.status === 'guest') return 'guest'
  return 'anonymous'
}
