import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { freshPhone, ru, signInByApi, type Texts } from '../fixtures'
import { AuthDialog } from './auth-dialog'

/** The page frame every screen shares: header, main, footer. */
export class Shell {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get header(): Locator {
    return this.page.getByRole('banner')
  }
  get main(): Locator {
    return this.page.getByRole('main')
  }
  get signInButton(): Locator {
    return this.header.getByRole('button', { name: this.t('sign_in'), exact: true })
  }
  get accountButton(): Locator {
    return this.header.getByRole('button', { name: this.t('account_settings') })
  }
  get languageSelect(): Locator {
    return this.header.getByRole('combobox', { name: this.t('language') })
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path)
  }

  /**
   * A new viewer (a fresh phone unless given) signed in through the API before the first load of `path`
   * (fixtures' signInByApi): for journeys where signing in is set-up. Answers the device token.
   */
  async signInAsNewViewer(phone = freshPhone(), path = '/'): Promise<string> {
    const { token } = await signInByApi(this.page, phone)
    await this.open(path)
    await expect(this.accountButton).toBeVisible()
    return token
  }

  /** A new viewer signs in by phone from the header's sign-in button, as a guest first (the subject). */
  async signInThroughDialog(request: APIRequestContext, phone = freshPhone()): Promise<void> {
    await this.openAsNewGuest('/')
    await this.signInButton.click()
    await new AuthDialog(this.page, this.t).signInByPhone(request, phone)
    await expect(this.accountButton).toBeVisible()
  }

  /**
   * Loads `path` anew and answers its cumulative layout shift (issue 32) once `loaded` shows and every
   * image of the first screen has loaded: the load's layout-shift entries without recent input, summed. The observer is
   * buffered, so the entries from before it was made count too; they arrive in its first callback, a
   * task queued at observe(), ahead of the frame and task this waits for.
   */
  async layoutShiftOf(path: string, loaded: Locator): Promise<number> {
    await this.page.goto(path)
    await expect(loaded).toBeVisible()
    await expect
      .poll(() =>
        this.page.evaluate(() =>
          [...document.images].every((image) => {
            const box = image.getBoundingClientRect()
            const outside =
              box.top >= innerHeight || box.bottom <= 0 || box.left >= innerWidth || box.right <= 0
            return image.complete || outside || box.width === 0
          }),
        ),
      )
      .toBe(true)
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              hadRecentInput: boolean
            })[])
              if (!entry.hadRecentInput) sum += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          requestAnimationFrame(() => setTimeout(() => resolve(sum)))
        }),
    )
  }

  /**
   * Waits for start-up to finish as a guest: the guest was created and its device authorised (the
   * last step of spec 1 §4's guest branch), so nothing of the start-up is still in flight.
   */
  async openAsNewGuest(path = '/'): Promise<void> {
    const guestCreated = this.page.waitForResponse(
      (r) =>
        r.url().includes('/v2/users?') || (r.url().endsWith('/v2/users') && r.request().method() === 'POST'),
    )
    const deviceAuthorised = this.page.waitForResponse(
      (r) => r.url().includes('/v2/auth/device') && r.request().method() === 'POST',
    )
    await this.open(path)
    const res = await guestCreated
    if (res.status() !== 201) throw new Error(`guest creation answered ${res.status()}`)
    const authorised = await deviceAuthorised
    if (authorised.status() !== 200)
      throw new Error(`guest device authorisation answered ${authorised.status()}`)
  }
}
