import type { RuntimeConfig } from '../api/api-base'
import { pageContext, registerServiceWorker, serviceWorkerAllowed } from './sw-registration'

const brandQuery = (provider: string | number | null) =>
  provider === null || provider === '' ? '' : `?provider=${encodeURIComponent(String(provider))}`

/** The brand's web app manifest, served by the product's server (the provider /config.json names). */
export function manifestHref(provider: string | number | null): string {
  return `/manifest.webmanifest${brandQuery(provider)}`
}

/** The brand's home-screen icon for iOS, which takes no icon from the manifest's maskable ones. */
export function appleTouchIconHref(provider: string | number | null): string {
  return `/apple-touch-icon.png${brandQuery(provider)}`
}

function linkInHead(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)
  if (!link) {
    link = document.createElement('link')
    link.rel = rel
    document.head.append(link)
  }
  if (link.getAttribute('href') !== href) link.href = href
}

/**
 * Makes the app installable (spec 3 §4, issue 12) where it runs on the product's own origin: links the
 * configured brand's manifest and iOS icon and registers the service worker. Elsewhere (a mirror,
 * another site's frame) none of them: the browser offers no install.
 */
export async function startWebApp(config: RuntimeConfig): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  if (!serviceWorkerAllowed(pageContext(), config.origin)) return
  linkInHead('manifest', manifestHref(config.provider))
  linkInHead('apple-touch-icon', appleTouchIconHref(config.provider))
  await registerServiceWorker(config.origin)
}
