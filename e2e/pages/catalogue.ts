import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** The catalogue rows: the start page and rowset pages (sliders) and the row page (spec 3 §2). */
export class CataloguePage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  /** A row of a rowset page: a region named by its title. */
  row(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true })
  }
  /** The slider list of a row (named by the row title too). */
  slider(row: Locator, title: string): Locator {
    return row.getByRole('list', { name: title, exact: true })
  }
  next(row: Locator): Locator {
    return row.getByRole('button', { name: this.t('catalogue_slider_next'), exact: true })
  }
  prev(row: Locator): Locator {
    return row.getByRole('button', { name: this.t('catalogue_slider_prev'), exact: true })
  }
  seeAll(row: Locator): Locator {
    return row.getByRole('link', { name: new RegExp(`^${this.t('catalogue_see_all')}`) })
  }
  openAll(row: Locator): Locator {
    return row.getByRole('link', { name: this.t('catalogue_open_all'), exact: true })
  }
  /** The promo banner (promo-bg row) and its dot pager. */
  get banner(): Locator {
    return this.page.locator('[data-promo-banner]')
  }
  dot(number: number): Locator {
    return this.banner.getByRole('button', {
      name: this.t('catalogue_slide').replace('{{number}}', String(number)),
    })
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }
  /** Content tiles anywhere on the page, and one by content id. */
  get items(): Locator {
    return this.page.locator('[data-catalogue-item]')
  }
  content(id: number): Locator {
    return this.page.locator(`[data-content-id="${id}"]`)
  }
  /** A content tile: a link named by its title. */
  tile(scope: Locator, title: string): Locator {
    return scope.getByRole('link', { name: title }).first()
  }

  /** How far a row's slider has scrolled. */
  async scrollLeft(list: Locator): Promise<number> {
    return list.evaluate((el) => el.scrollLeft)
  }
}
