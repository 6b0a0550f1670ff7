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

  async signInByPassword(login: string, password: string): Promise<void> {
    await this.dialog.getByRole('button', { name: this.t('login_by_password') }).click()
    await this.dialog.getByRole('textbox', { name: this.t('login') }).fill(login)
    await this.dialog.getByLabel(this.t('password'), { exact: true }).fill(password)
    await this.dialog.getByRole('button', { name: this.t('sign_in'), exact: true }).click()
  }
}
