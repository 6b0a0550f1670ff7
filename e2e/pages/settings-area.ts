import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** The settings area (spec 3 §2): the /settings modal page and its sub-routes. */
export class SettingsArea {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  /** The modal page, named by the screen's title. */
  dialog(titleKey: string): Locator {
    return this.page.getByRole('dialog', { name: this.t(titleKey) })
  }
  async open(section: string): Promise<void> {
    await this.page.goto(`/settings/${section}`)
  }

  // devices
  get devices(): Locator {
    return this.dialog('settings_title_devices').getByRole('list', { name: this.t('settings_title_devices') })
  }
  get deviceRows(): Locator {
    return this.devices.getByRole('listitem')
  }
  get currentDevice(): Locator {
    return this.deviceRows.filter({ hasText: this.t('settings_device_current') })
  }
  removeButtons(): Locator {
    return this.devices.getByRole('button', { name: this.t('settings_device_remove') })
  }
  get removeConfirm(): Locator {
    return this.page.getByRole('alertdialog')
  }

  // info
  get infoForm(): Locator {
    return this.page.getByRole('form', { name: this.t('settings_info_form') })
  }
  get firstName(): Locator {
    return this.infoForm.getByLabel(this.t('settings_info_first_name'))
  }
  get email(): Locator {
    return this.infoForm.getByLabel(this.t('settings_info_email'))
  }
  get save(): Locator {
    return this.infoForm.getByRole('button', { name: this.t('settings_info_save') })
  }
  async saveInfo(name: string, email: string): Promise<void> {
    await this.firstName.fill(name)
    await this.email.fill(email)
    await this.save.click()
  }

  // languages
  languageOption(name: string): Locator {
    return this.page.getByRole('radio', { name })
  }
  moveUp(language: string): Locator {
    return this.page.getByRole('button', {
      name: this.t('settings_language_up').replace('{{language}}', language),
    })
  }
  get priorityItems(): Locator {
    return this.page.getByRole('dialog').getByRole('list').getByRole('listitem')
  }
}
