// The service worker (spec 3 §4: the product is installable; web push). Built by vite-plugin-pwa in
// injectManifest mode to /sw.js: Workbox precaches the app shell (the entry chunks, CSS and the texts,
// listed in vite.config.ts) and answers a navigation without network with the offline page. It never
// caches anything else: no API answer (/v2, /dev, anything with a token), no media, no video.
import { enable as enableNavigationPreload } from 'workbox-navigation-preload'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { SUPPORTED_LANGUAGES } from '../shared/i18n/languages'
import { BRAND_CACHE, BRAND_ENTRY, offlineColors } from '../shared/pwa/brand-colors'
import { WORKER_MESSAGE, type WorkerMessage } from '../shared/notifications/push-message'
import { offlinePageHtml, offlinePagePolicy, offlineTexts, type OfflineTextSet } from './offline-page'
import { pushNotification } from './push-events'
import { NOT_APP_NAVIGATIONS } from './worker-routes'

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
declare const self: WorkerScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true })

// A new worker takes over at once: it holds no cache an open page could depend on yet.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()))
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

// Navigations go to the network, always (a deploy is never served stale); navigation preload starts
// the request while the worker wakes up. Without network the offline page answers instead.
enableNavigationPreload()
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [{ handlerDidError: () => offlinePage() }] }), {
    denylist: NOT_APP_NAVIGATIONS,
  }),
)
// The shell, from the cache first (Workbox revisions each file by its content). The texts are precached
// for the offline page only: the app asks for them with `?v=<build>`, which no precached URL matches,
// so a new build never gets the previous build's texts from here.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** The colours the app's page left for the offline page (shared/pwa/brand-colors.ts), if any. */
async function brandColors() {
  const stored = await caches.match(BRAND_ENTRY, { cacheName: BRAND_CACHE }).catch(() => undefined)
  return offlineColors(stored ? await stored.json().catch(() => null) : null)
}

async function offlinePage(): Promise<Response> {
  const texts: OfflineTextSet = {}
  await Promise.all(
    SUPPORTED_LANGUAGES.map(async (lng) => {
      const file = await matchPrecache(`/locales/${lng}/translation.json`)
      const found = offlineTexts(file ? await file.json().catch(() => null) : null)
      if (found) texts[lng] = found
    }),
  )
  const nonce = crypto.randomUUID().replace(/-/g, '')
  const html = offlinePageHtml(texts, nonce, (await brandColors()) ?? undefined)
  if (!html) return Response.error()
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': offlinePagePolicy(nonce),
      'Referrer-Policy': 'no-referrer',
    },
  })
}

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
