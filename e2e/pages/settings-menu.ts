import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** The settings dropdown that the header avatar of a signed-in viewer opens. */
export class SettingsMenu {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get avatar(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.t('account_settings') })
  }
  get panel(): Locator {
    return this.page.getByRole('region', { name: this.t('account_settings') })
  }
  get profiles(): Locator {
    return this.panel.getByRole('list', { name: this.t('profiles') }).getByRole('button')
  }
  profile(name: string): Locator {
    return this.profiles.filter({ hasText: name })
  }
  get logoutConfirm(): Locator {
    return this.page.getByRole('alertdialog', { name: this.t('sign_out_confirm') })
  }

  async open(): Promise<void> {
    await this.avatar.click()
    await this.panel.waitFor()
  }

  /** Logout asks confirmation first (spec 3 §2). */
  async signOut(): Promise<void> {
    await this.panel.getByRole('button', { name: this.t('sign_out') }).click()
    await this.logoutConfirm.getByRole('button', { name: this.t('sign_out') }).click()
  }
}
