import { expect, type Locator, type Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

export interface WebAppManifest {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}

/** The installable web app as a browser sees it: the linked manifest, the worker, the offline page. */
export class WebApp {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get manifestLink(): Locator {
    return this.page.locator('head link[rel="manifest"]')
  }
  get offlineHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t('offline_title') })
  }
  get offlineText(): Locator {
    return this.page.getByText(this.t('offline_text'))
  }
  get retryButton(): Locator {
    return this.page.getByRole('button', { name: this.t('retry') })
  }

  /** The manifest the page links, as the browser fetches it. */
  async manifest(): Promise<{ url: string; manifest: WebAppManifest }> {
    await expect(this.manifestLink).toHaveAttribute('href', /manifest/)
    const url = await this.manifestLink.evaluate((link: HTMLLinkElement) => link.href)
    const res = await this.page.request.get(url)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/manifest+json')
    return { url, manifest: (await res.json()) as WebAppManifest }
  }

  /** Waits for the worker to be active; the URL of the worker that controls the page, if one does. */
  async workerReady(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  }
  controller(): Promise<string | null> {
    return this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)
  }

  /** Every URL in Cache Storage, whatever cache holds it. */
  cachedUrls(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) urls.push(request.url)
      }
      return urls
    })
  }
}

/** Width and height of a PNG, from its header (IHDR). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
