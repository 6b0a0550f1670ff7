import type { Locator, Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

/** A poster link is named by its title and, when known, its year ("Матрица 1999"). */
export const titleName = (title: string) =>
  new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\d{4})?$`)

/** The filter catalogue of /movies and /series (spec 3 §2 "Filter catalogue"). */
export class FilterPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
    readonly kind: 'movies' | 'series' = 'movies',
  ) {}

  get filters(): Locator {
    return this.page.getByRole('form', { name: this.t('catalogue_filters') })
  }
  get genre(): Locator {
    return this.filters.getByRole('combobox', { name: this.t('filter_genre'), exact: true })
  }
  get year(): Locator {
    return this.filters.getByRole('combobox', { name: this.t('filter_year') })
  }
  /** The catalogue's order (issue 31). */
  get sort(): Locator {
    return this.filters.getByRole('combobox', { name: this.t('catalogue_sort') })
  }
  get rating(): Locator {
    return this.filters.getByRole('combobox', { name: this.t('filter_rating') })
  }
  /** The grid of titles. */
  get list(): Locator {
    return this.page.getByRole('list', {
      name: this.t(this.kind === 'movies' ? 'section_movies' : 'section_series'),
    })
  }
  get items(): Locator {
    return this.list.getByRole('listitem')
  }
  /** The poster link of a title. */
  title(name: string): Locator {
    return this.list.getByRole('link', { name: titleName(name) })
  }
  /** The favorite toggle on a title's tile. */
  favoriteAdd(name: string): Locator {
    return this.list.getByRole('button', { name: this.t('favorite_add_named').replace('{{name}}', name) })
  }
  favoriteRemove(name: string): Locator {
    return this.list.getByRole('button', { name: this.t('favorite_remove_named').replace('{{name}}', name) })
  }
  /** The years the tiles show. */
  async years(): Promise<number[]> {
    const texts = await this.items.allInnerTexts()
    return texts.map((text) => Number(/\b(19|20)\d\d\b/.exec(text)?.[0] ?? NaN))
  }
}
