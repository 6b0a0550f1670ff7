import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { codeFromOutbox, ru, type Texts } from '../fixtures'

/** The sign-in modal (#auth): phone → code, or login and password. */
export class AuthDialog {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t('auth_title') })
  }
  get phone(): Locator {
    return this.dialog.getByRole('textbox', { name: this.t('phone') })
  }
  get code(): Locator {
    return this.dialog.getByRole('textbox', { name: this.t('code') })
  }
  get sendCode(): Locator {
    return this.dialog.getByRole('button', { name: this.t('send_code'), exact: true })
  }
  get alert(): Locator {
    return this.dialog.getByRole('alert')
  }

  /** Types the phone, asks for a code, reads it from the demo SMS outbox and types it. */
  async signInByPhone(request: APIRequestContext, phone: string): Promise<void> {
    await this.phone.fill(phone.slice(1)) // the mask carries the leading 7
    const since = new Date()
    await this.sendCode.click()
    await this.code.waitFor()
    const code = await codeFromOutbox(request, phone, since)
    await this.code.fill(code) // submits itself when complete
  }

  /**
   * The messenger-code sign-in (spec 3 §4, a provider with a bot): the bot opens beside the page with the
   * phone, the viewer shares it there, the bot answers with the code; the dialog's code step follows by
   * itself (polled) and the code is typed.
   */
  async signInByMessenger(phone: string, codeLength: number): Promise<void> {
    const botOpened = this.page.waitForEvent('popup')
    await this.dialog.getByRole('button', { name: this.t('messenger_code_get') }).click()
    const bot = await botOpened
    await bot.getByRole('button', { name: `Share my phone number +${phone}` }).click()
    const message = await bot.locator('[data-bot-message]').textContent()
    const code = new RegExp(`\\d{${codeLength}}`).exec(message ?? '')?.[0] ?? ''
    await this.code.waitFor()
    await this.page.bringToFront()
    await this.code.fill(code)
  }

  async signInByPassword(login: string, password: string): Promise<void> {
    await this.dialog.getByRole('button', { name: this.t('login_by_password') }).click()
    await this.dialog.getByRole('textbox', { name: this.t('login') }).fill(login)
    await this.dialog.getByLabel(this.t('password'), { exact: true }).fill(password)
    await this.dialog.getByRole('button', { name: this.t('sign_in'), exact: true }).click()
  }
}
