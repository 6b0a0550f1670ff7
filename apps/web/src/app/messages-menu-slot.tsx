import { useLocation } from 'react-router'
import BlockWatcher from '../features/session/block-status'
import MessagesMenu from '../features/messages/messages-menu'
import { useSession } from '../shared/session/use-session'
import { isLoggedIn } from '../shared/session/logged-in'
import { isLoginExempt } from './login-exempt'

/**
 * The header's messages dropdown beside the block-status watcher: spec 1 §4 "Block status" is checked
 * once per signed-in user, in this signed-in-only lazy chunk.
 */
export default function MessagesMenuSlot() {
  const session = useSession()
  const { pathname } = useLocation()
  return (
    <>
      {isLoggedIn(session) && (
        // spec 3 §4: legal and info pages are read without the blocked state's dialog forced on them
        <BlockWatcher key={session.user.id} paused={isLoginExempt(pathname)} />
      )}
      <MessagesMenu />
    </>
  )
}
