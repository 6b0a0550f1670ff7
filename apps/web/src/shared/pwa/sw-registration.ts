/** The service worker the build emits (vite-plugin-pwa, injectManifest: src/service-worker/sw.ts). */
export const SERVICE_WORKER_URL = '/sw.js'

export interface PageContext {
  origin: string
  /** Inside another site's frame (an embed page, a partner's iframe). */
  embedded: boolean
  /** https, or localhost: the only places a browser allows a worker. */
  secure: boolean
}

/**
 * spec 3 §4: the service worker only when the page's origin is the product's own: the origin
 * /config.json names (`origin`), and never inside another site's frame. Without a configured origin
 * the page's own counts (the reference server serves the client itself).
 */
export function serviceWorkerAllowed(page: PageContext, productOrigin: string | undefined): boolean {
  if (!page.secure || page.embedded) return false
  return productOrigin === undefined || page.origin === productOrigin
}

/** localhost, [::1] and 127.0.0.0/8: where a development server may serve a stale or missing worker. */
export function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|[01]?\d?\d)){3}$/.test(hostname)
  )
}

/**
 * spec 3 §8: on localhost a worker file that is missing or not JavaScript (another app's page, a dev
 * server's fallback) means the registered worker is stale: unregister it and reload.
 */
export function isWorkerScript(status: number, contentType: string | null): boolean {
  return status !== 404 && (contentType ?? '').includes('javascript')
}

export function pageContext(): PageContext {
  let embedded = false
  try {
    embedded = window.top !== window.self
  } catch {
    embedded = true // a cross-origin parent cannot even be compared
  }
  return { origin: window.location.origin, embedded, secure: window.isSecureContext }
}

/**
 * Registers the service worker where allowed; undefined where not, or when registration failed
 * (logged, spec 3 §8: offline and registration errors are logged).
 */
export async function registerServiceWorker(
  productOrigin: string | undefined,
): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined
  if (!serviceWorkerAllowed(pageContext(), productOrigin)) return undefined
  try {
    if (isLocalhost(window.location.hostname)) {
      const res = await fetch(SERVICE_WORKER_URL, {
        headers: { 'Service-Worker': 'script' },
        cache: 'no-store',
      })
      if (!isWorkerScript(res.status, res.headers.get('content-type'))) {
        const stale = await navigator.serviceWorker.getRegistration()
        if (stale) {
          await stale.unregister()
          window.location.reload()
        }
        return undefined
      }
    }
    // 'none': the browser asks the server for /sw.js itself on every update check, whatever the HTTP
    // cache holds, so a deploy's worker is never missed
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
  } catch (error) {
    console.warn(
      navigator.onLine ? '[service worker] registration failed' : '[service worker] offline: not registered',
      error,
    )
    return undefined
  }
}
