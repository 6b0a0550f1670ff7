import BlockWatcher from '../features/session/block-status'
import MessagesMenu from '../features/messages/messages-menu'
import { useSession } from '../shared/session/use-session'

/**
 * The header's messages dropdown beside the block-status watcher: spec 1 §4 "Block status" is checked
 * once per signed-in user, in this signed-in-only lazy chunk.
 */
export default function MessagesMenuSlot() {
  const session = useSession()
  return (
    <>
      {session.status === 'user' && <BlockWatcher key={session.user.id} />}
      <MessagesMenu />
    </>
  )
}
