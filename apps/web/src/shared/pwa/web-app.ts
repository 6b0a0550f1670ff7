import type { RuntimeConfig } from '../api/api-base'
import { pageContext, registerServiceWorker, serviceWorkerAllowed } from './sw-registration'

/** The brand's web app manifest, served by the product's server (the provider /config.json names). */
export function manifestHref(provider: string | number | null): string {
  return provider === null || provider === ''
    ? '/manifest.webmanifest'
    : `/manifest.webmanifest?provider=${encodeURIComponent(String(provider))}`
}

function linkManifest(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'manifest'
    document.head.append(link)
  }
  if (link.getAttribute('href') !== href) link.href = href
}

/**
 * Makes the app installable (spec 3 §4, issue 12) where it runs on the product's own origin: links the
 * configured brand's manifest and registers the service worker. Elsewhere (a mirror, another site's
 * frame) neither: the browser offers no install.
 */
export async function startWebApp(config: RuntimeConfig): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  if (!serviceWorkerAllowed(pageContext(), config.origin)) return
  linkManifest(manifestHref(config.provider))
  await registerServiceWorker(config.origin)
}
