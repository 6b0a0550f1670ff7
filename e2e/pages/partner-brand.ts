import { expect, type Locator, type Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** An Android phone's Chrome (the redirect-to-app overlay's platform, spec 3 §4). */
export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

/** The redirect-to-app overlay and the super-app's two-screen promo (spec 3 §4). */
export class AppRedirectOverlay {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  /** The overlay dialog, by its title ("{brand} in the app", or the super-app's offer). */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name })
  }
  get any(): Locator {
    return this.page.locator('[data-app-redirect]')
  }
  get stay(): Locator {
    return this.any.getByRole('button', { name: this.t('app_redirect_stay') })
  }
}

/** What makes a brand look like itself, read from the page as a viewer's browser renders it. */
export interface BrandLook {
  title: string
  background: string
  logoSrc: string | null
  logoName: string | null
}

/** The header, footer and colours of the running brand. */
export class BrandView {
  constructor(readonly page: Page) {}

  get logo(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /./ }).first()
  }
  get footer(): Locator {
    return this.page.getByRole('contentinfo')
  }
  /** The external pages the partner and stores live on, answered by the test (no network here). */
  async serveExternal(pattern: string, title: string): Promise<void> {
    await this.page.route(pattern, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>${title}</title><h1>${title}</h1>`,
      }),
    )
  }

  /** The start page's rows show their pictures (no skeleton left in the first screen). */
  async rowsLoaded(): Promise<void> {
    await expect(this.page.getByRole('main').locator('img').first()).toBeVisible()
  }

  async look(): Promise<BrandLook> {
    const banner = this.page.getByRole('banner')
    return {
      title: await this.page.title(),
      background: await this.page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      logoSrc: await banner.locator('img').first().getAttribute('src'),
      logoName: await this.logo.getAttribute('aria-label'),
    }
  }
}
