import { expect, type Locator, type Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** The #profiles modal (spec 3 §2 "Profiles modal"): list, edit mode, the form, the PIN step. */
export class ProfilesModal {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t('modal_profiles') })
  }
  button(key: string): Locator {
    return this.dialog.getByRole('button', { name: this.t(key), exact: true })
  }
  /** A profile's tile in the list (choose) mode. */
  tile(name: string): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(`^.?\\s*${name}`) })
  }
  /** A profile's tile in edit mode. */
  editTile(name: string): Locator {
    return this.dialog.getByRole('button', { name: this.t('profile_edit_named').replace('{{name}}', name) })
  }
  get nameField(): Locator {
    return this.dialog.getByRole('textbox', { name: this.t('profile_name') })
  }
  get childSwitch(): Locator {
    return this.dialog.getByRole('switch', { name: this.t('profile_child_switch') })
  }
  get pinField(): Locator {
    return this.dialog.getByLabel(this.t('pincode_label'))
  }

  async open(): Promise<void> {
    await this.page.goto('/#profiles')
    await expect(this.dialog).toBeVisible()
  }
  /** New mode: a profile with a name, child or adult, and the first avatar of the first category. */
  async create(name: string, child = false): Promise<void> {
    await this.button('profile_add').click()
    await this.nameField.fill(name)
    if (child) await this.childSwitch.check()
    const avatars = this.dialog.getByRole('group', { name: this.t('profile_avatar') })
    await avatars.getByRole('button', { name: /1$/ }).first().click()
    const created = this.page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/profiles') && r.request().method() === 'POST',
    )
    await this.button('profile_create').click()
    expect((await created).status()).toBe(201)
    await expect(this.editTile(name)).toBeVisible()
  }
}

/** The parental tab (/settings/parental, spec 3 §2). */
export class ParentalSettingsPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog')
  }
  flag(key: string): Locator {
    return this.dialog.getByRole('switch', { name: this.t(key) })
  }
  /**
   * Sets the first PIN on the open parental tab: new, then repeated (after `wrongRepeat`, refused with
   * parental_set_not_equal, when given).
   */
  async setPin(pin: string, wrongRepeat?: string): Promise<void> {
    await this.dialog.getByRole('button', { name: this.t('parental_set_code') }).click()
    await this.dialog.getByLabel(this.t('parental_set_new')).fill(pin)
    await this.dialog.getByRole('button', { name: this.t('parental_set_proceed') }).click()
    const confirm = this.dialog.getByRole('button', { name: this.t('parental_set_confirm') })
    if (wrongRepeat !== undefined) {
      await this.dialog.getByLabel(this.t('parental_set_repeat')).fill(wrongRepeat)
      await confirm.click()
      await expect(this.dialog.getByRole('alert')).toHaveText(this.t('parental_set_not_equal'))
    }
    await this.dialog.getByLabel(this.t('parental_set_repeat')).fill(pin)
    await confirm.click()
  }
  /** Turns a flag on and waits for the device's settings to be saved. */
  async turnOn(key: string): Promise<void> {
    const saved = this.page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/devices/') && r.request().method() === 'PATCH',
    )
    await this.flag(key).check()
    expect((await saved).status()).toBe(200)
    await expect(this.flag(key)).toBeChecked()
  }
}

/** The #pincode dialog. */
export function pincodeDialog(page: Page, t: Texts = ru): Locator {
  return page.getByRole('dialog', { name: t('modal_pincode') })
}

/** Forgets the PIN this browser entered (as when its window has passed): the next check asks it. */
export async function forgetPinEntry(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('parental_last_entry'))
}
