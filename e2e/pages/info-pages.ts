import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/**
 * The information pages (issue 12): news and a news item, FAQ, device instructions, set-top box
 * manuals, rules pages and the app-store page. Locators by role and the names a viewer reads.
 */
export class InfoPages {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get main(): Locator {
    return this.page.getByRole('main')
  }
  /** The page's own heading (h1). */
  heading(name: string): Locator {
    return this.main.getByRole('heading', { level: 1, name, exact: true })
  }

  // news
  newsLink(title: string): Locator {
    return this.main.getByRole('link', { name: title, exact: true })
  }
  get newsDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t('section_news') })
  }
  get newsNotFound(): Locator {
    return this.page.getByRole('heading', { name: this.t('not_found_news') })
  }

  // instructions and manuals
  get deviceChooser(): Locator {
    return this.main.getByRole('navigation', { name: this.t('instructions_devices') })
  }
  get boxChooser(): Locator {
    return this.main.getByRole('navigation', { name: this.t('manual_boxes') })
  }
  /** The numbered steps of a guide (an ordered list named after it). */
  steps(title: string): Locator {
    return this.main.getByRole('list', { name: this.t('info_steps').replace('{{title}}', title) })
  }
  clauses(title: string): Locator {
    return this.main.getByRole('list', { name: this.t('info_clauses').replace('{{title}}', title) })
  }

  // FAQ
  faqSection(title: string): Locator {
    return this.main.getByRole('region', { name: title })
  }
  question(text: string): Locator {
    return this.main.locator('summary', { hasText: text })
  }

  // states
  get loadError(): Locator {
    return this.main.getByRole('heading', { name: this.t('info_load_error') })
  }
  get retry(): Locator {
    return this.main.getByRole('button', { name: this.t('retry') })
  }
  get home(): Locator {
    return this.main.getByRole('link', { name: this.t('go_home') })
  }
  get pageNotFound(): Locator {
    return this.main.getByRole('heading', { name: this.t('not_found_page') })
  }
}
