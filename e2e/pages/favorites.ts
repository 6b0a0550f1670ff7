import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** /my, the favorites page (spec 3 §2, §4). */
export class FavoritesPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/my')
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { name: this.t('section_my'), level: 1 })
  }
  get contents(): Locator {
    return this.page.getByRole('region', { name: this.t('favorites_group_content') })
  }
  get empty(): Locator {
    return this.page.getByRole('heading', { name: this.t('warning_no_favorites') })
  }
  /** The page's own prompt to sign in; the sign-in dialog over it makes it inert (aria-hidden). */
  get signInPrompt(): Locator {
    return this.page.getByRole('heading', { name: this.t('favorites_sign_in'), includeHidden: true })
  }
  removeButton(name: string): Locator {
    return this.page
      .getByRole('main')
      .getByRole('button', { name: this.t('favorite_remove_named').replace('{{name}}', name) })
  }
}
