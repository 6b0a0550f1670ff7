import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'
import { titleName } from './filter'

/** The header search box and the /search page (spec 3 §2 "Search"). */
export class SearchPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get headerButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.t('search'), exact: true })
  }
  get headerBox(): Locator {
    return this.page.getByRole('banner').getByRole('combobox', { name: this.t('search_input_label') })
  }
  get pageBox(): Locator {
    return this.page.getByRole('main').getByRole('combobox', { name: this.t('search_input_label') })
  }
  get suggestions(): Locator {
    return this.page.getByRole('listbox', { name: this.t('search_suggestions') })
  }
  /** The "maybe you mean" hint. */
  get hint(): Locator {
    return this.page.getByRole('status').filter({ hasText: this.t('search_maybe_you_mean') })
  }
  get noResults(): Locator {
    return this.page.getByRole('heading', { name: this.t('warning_no_search_results') })
  }
  result(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: titleName(name) })
  }

  /** Opens the header box and types (the keyboard as a viewer uses it). */
  async typeInHeader(text: string): Promise<void> {
    await this.headerButton.click()
    await this.headerBox.pressSequentially(text)
  }
}
