import type { PersonCard, Promotion, RowSort, RowTemplate } from '@efir/contract'
import type { Presenter } from './present.ts'
import type { ChannelRow, Catalogue, ContentRow } from './store.ts'
import { byText } from './text-search.ts'

/** Filters a row call may carry (spec 3 §2 "Row page", "Filter catalogue"). */
export interface RowFilters {
  text?: string | undefined
  library_id?: number | undefined
  main_genre?: number | undefined
  genre?: number | undefined
  country?: string | undefined
  year_from?: number | undefined
  year_to?: number | undefined
  rating_from?: number | undefined
  /** Issue 31: the order asked for; the row's own (popular) when absent. */
  sort?: RowSort | undefined
}

export type Items =
  | { kind: 'contents'; items: ContentRow[] }
  | { kind: 'persons'; items: PersonCard[] }
  | { kind: 'channels'; items: ChannelRow[] }
  | { kind: 'promotions'; items: Promotion[] }

export interface RowDef {
  id: number
  slug: string
  title: string
  template: RowTemplate
  contentType?: ContentRow['contentType']
  description?: string
  loopCount?: number
  libraryId?: number
  /** The row's items before paging; filters apply to content rows. */
  items: (p: Presenter, filters: RowFilters) => Items
}

export function applyFilters(cat: Catalogue, list: ContentRow[], f: RowFilters): ContentRow[] {
  let out = list
  if (f.library_id !== undefined) out = out.filter((c) => c.libraryId === f.library_id)
  if (f.main_genre !== undefined) {
    const main = f.main_genre
    out = out.filter((c) => c.genreIds.includes(main))
  }
  if (f.genre !== undefined) {
    const genre = f.genre
    out = out.filter((c) => c.genreIds.includes(genre))
  }
  if (f.country !== undefined) {
    const code = f.country.toUpperCase()
    const country = /^\d+$/.test(code)
      ? cat.countries.get(Number(code))
      : cat.countryList.find((c) => c.code === code)
    out = country ? out.filter((c) => c.countryIds.includes(country.id)) : []
  }
  if (f.year_from !== undefined) {
    const from = f.year_from
    out = out.filter((c) => c.year !== null && c.year >= from)
  }
  if (f.year_to !== undefined) {
    const to = f.year_to
    out = out.filter((c) => c.year !== null && c.year <= to)
  }
  if (f.rating_from !== undefined) {
    const from = f.rating_from
    out = out.filter((c) => Math.max(c.ratingImdb ?? 0, c.ratingKinopoisk ?? 0) >= from)
  }
  return sortContents(
    byText(out, f.text, (c) => [c.title, c.original]),
    f.sort,
  )
}

const bestRating = (c: ContentRow) => Math.max(c.ratingImdb ?? 0, c.ratingKinopoisk ?? 0)
const titleOrder = new Intl.Collator('ru', { sensitivity: 'base', numeric: true })

/**
 * Issue 31: a content row in the order asked for: newest first (year, then when added), best rated
 * first, or by title; ties keep the row's own order (popular), which is also the default.
 */
export function sortContents(list: ContentRow[], sort: RowSort | undefined): ContentRow[] {
  const rank = new Map(list.map((c, i) => [c.id, i]))
  const own = (a: ContentRow, b: ContentRow) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)
  switch (sort) {
    case 'new':
      return [...list].sort(
        (a, b) => (b.year ?? 0) - (a.year ?? 0) || b.addedAt.getTime() - a.addedAt.getTime() || own(a, b),
      )
    case 'rating':
      return [...list].sort((a, b) => bestRating(b) - bestRating(a) || own(a, b))
    case 'title':
      return [...list].sort((a, b) => titleOrder.compare(a.title, b.title) || own(a, b))
    default:
      return list
  }
}

/** Content items of a row: what `select` picks, filtered by the call. */
export const contents =
  (select: (cat: Catalogue, p: Presenter) => ContentRow[]) => (p: Presenter, f: RowFilters) =>
    ({ kind: 'contents', items: applyFilters(p.cat, select(p.cat, p), f) }) as const
