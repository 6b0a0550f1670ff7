import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** The person page, a modal page (spec 3 §2 "Person page"). */
export class PersonPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t('section_person') })
  }
  name(name: string): Locator {
    return this.dialog.getByRole('heading', { name, exact: true })
  }
  /** "N фильмов" with the Russian word form. */
  get titlesCount(): Locator {
    return this.dialog.getByText(/^\d+ фильм(а|ов)?$/)
  }
  get sections(): Locator {
    return this.dialog.getByRole('navigation', { name: this.t('person_sections') })
  }
  group(titleKey: string): Locator {
    return this.dialog.getByRole('region', { name: this.t(titleKey) })
  }
  get notFound(): Locator {
    return this.page.getByRole('heading', { name: this.t('not_found_person') })
  }
}
