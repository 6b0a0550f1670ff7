// The service worker (spec 3 §4: the product is installable; web push). Built by vite-plugin-pwa in
// injectManifest mode to /sw.js; issue 12 grows it into the Workbox PWA worker (precaching the app
// shell through `self.__WB_MANIFEST`). It never caches API answers or video.
import { WORKER_MESSAGE, type WorkerMessage } from '../shared/notifications/push-message'
import { pushNotification } from './push-events'

// NOTE: the worker's globals, typed here: the WebWorker lib cannot sit beside DOM in the web project.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification
}
interface WindowClient {
  readonly url: string
  readonly focused: boolean
  postMessage(message: WorkerMessage): void
  focus(): Promise<WindowClient>
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration
  readonly location: Location
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
    claim(): Promise<void>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
}
declare const self: WorkerScope

const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true })

// A new worker takes over at once: it holds no cache an open page could depend on yet.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()))
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  const shown = event.data ? pushNotification(event.data.text()) : undefined
  if (!shown) return
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(shown.title, shown.options),
      // an open app shows the push modal as well
      windows().then((open) =>
        open.forEach((client) =>
          client.postMessage({ type: WORKER_MESSAGE.received, payload: shown.options.data }),
        ),
      ),
    ]),
  )
})

self.addEventListener('notificationclick', (event) => {
  const { notification } = event
  notification.close()
  const payload: unknown = notification.data
  const shown = pushNotification(JSON.stringify(payload ?? null))
  event.waitUntil(
    windows().then(async (open) => {
      const client = open.find((c) => c.focused) ?? open[0]
      if (client) {
        // the app decides: it signs a viewer in first when the destination needs it
        await client.focus()
        client.postMessage({ type: WORKER_MESSAGE.opened, payload })
        return
      }
      await self.clients.openWindow(new URL(shown?.url ?? '/', self.location.origin).href)
    }),
  )
})
