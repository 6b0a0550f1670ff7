import { useEffect, useRef } from 'react'
import { useModal } from '../shared/hooks/use-modal'
import { WORKER_MESSAGE, parsePushMessage, type WorkerMessage } from '../shared/notifications/push-message'
import { useOpenDeepLink, useSession, type DeepLink } from './session-bridge'
import { isSignedIn } from '../shared/session/use-session'

/**
 * Joins the service worker to the app (spec 3 §4 push): a push that arrives while the app is open
 * shows the push modal; a click on a push notification goes to its destination through the session's
 * deep-link rules (sign in first when needed; a click during start-up waits for it). Once the viewer
 * has allowed notifications, each signed-in device keeps its subscription on the server (a sign-in
 * makes a new device). Renders nothing.
 */
export function PushBridge() {
  const modal = useModal()
  const openDeepLink = useOpenDeepLink()
  const session = useSession()
  const ready = session.status !== 'starting'
  const latest = useRef({ modal, openDeepLink, ready })
  const pending = useRef<DeepLink | undefined>(undefined)

  useEffect(() => {
    latest.current = { modal, openDeepLink, ready }
    if (ready && pending.current) {
      openDeepLink(pending.current)
      pending.current = undefined
    }
  }, [modal, openDeepLink, ready])

  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
    if (!worker) return
    const onMessage = (event: MessageEvent<Partial<WorkerMessage> | null>) => {
      const data = event.data
      const message = data && typeof data === 'object' ? parsePushMessage(data.payload) : undefined
      if (!data || !message) return
      if (data.type === WORKER_MESSAGE.received)
        latest.current.modal.open('push', data.payload as Record<string, unknown>)
      if (data.type === WORKER_MESSAGE.opened) {
        if (latest.current.ready) latest.current.openDeepLink(message.link)
        else pending.current = message.link
      }
    }
    worker.addEventListener('message', onMessage)
    worker.startMessages()
    return () => worker.removeEventListener('message', onMessage)
  }, [])

  const viewer = isSignedIn(session) ? `${session.status}:${session.user.id}` : ''
  useEffect(() => {
    if (!viewer || typeof Notification === 'undefined' || Notification.permission !== 'granted') return
    import('../shared/notifications/web-push')
      .then(({ syncWebPush }) => syncWebPush())
      .catch((error: unknown) => console.warn('[push] subscription failed', error))
  }, [viewer])

  return null
}
