import { ROW_SORTS, type RowSort } from '@efir/contract/routes'
/**
 * The filter catalogue's option lists (spec 3 §2 "Filter catalogue"): year and rating options, the
 * country cut, genre order, and the request the chosen filters make.
 */

/** spec 3 §2: "Countries list is cut to the first 30". */
export const MAX_COUNTRIES = 30

/** spec 3 §2: "Rating options: over 8, 7, 6" (each sends rating_from). */
export const RATING_OPTIONS = [8, 7, 6] as const
export type RatingOption = (typeof RATING_OPTIONS)[number]

/**
 * A year option (spec 3 §3 "Filter option: year{name, from, to}"). `from` or `to` is missing for an open
 * end ("before 1980"). The label is built by the page from `kind` (a single year, a range, "since", "before").
 */
export interface YearOption {
  /** Stable id kept in the URL: `2024`, `2025-2026`, `2020-2026`, `-1979`. */
  id: string
  kind: 'single' | 'range' | 'since' | 'before'
  from?: number
  to?: number
}

const range = (from: number, to: number): YearOption => ({ id: `${from}-${to}`, kind: 'range', from, to })

/**
 * spec 3 §2: "the last two years as a range, each of the four years before that alone, 2020 to now,
 * 2010-2019, 2000-2009, 1990-1999, 1980-1989, before 1980".
 */
export function yearOptions(currentYear: number): YearOption[] {
  const options: YearOption[] = [range(currentYear - 1, currentYear)]
  for (let year = currentYear - 2; year >= currentYear - 5; year--)
    options.push({ id: String(year), kind: 'single', from: year, to: year })
  options.push({ id: `2020-${currentYear}`, kind: 'since', from: 2020, to: currentYear })
  for (const decade of [2010, 2000, 1990, 1980]) options.push(range(decade, decade + 9))
  options.push({ id: '-1979', kind: 'before', to: 1979 })
  return options
}

export interface Country {
  id: number
  name: string
}

/** spec 3 §2: the first 30 countries, in the server's order. */
export function countryOptions<C extends Country>(countries: readonly C[]): C[] {
  return countries.slice(0, MAX_COUNTRIES)
}

export interface Genre {
  id: number
  name: string
}

/** spec 3 §2: "genres sorted by name" (locale-aware, so Cyrillic sorts as a reader expects). */
export function sortGenres<G extends Genre>(genres: readonly G[], locale = 'ru'): G[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return [...genres].sort((a, b) => collator.compare(a.name, b.name))
}

/** What the viewer picked; every part optional. */
export interface FilterState {
  /** Main genre id (request main_genre). */
  genre?: number
  /** Subgenre id (request genre); only meaningful under a main genre. */
  subgenre?: number
  country?: number
  /** A YearOption id. */
  year?: string
  rating?: RatingOption
  /** Issue 31: the order (request sort); the row's own, popular, when absent. Not a filter. */
  sort?: RowSort
}

/** Content type of the catalogue from the path (spec 3 §2: "movies, else series"). */
export type CatalogueKind = 'movies' | 'series'
export function catalogueKindOf(pathname: string): CatalogueKind {
  return /^\/movies(\/|$)/.test(pathname) ? 'movies' : 'series'
}

/** The request's filter part (spec 3 §2: main_genre, genre, country, year_from, year_to, rating_from). */
export interface FilterQuery {
  main_genre?: number
  genre?: number
  country?: number
  year_from?: number
  year_to?: number
  rating_from?: number
  sort?: RowSort
}

export function filterQuery(state: FilterState, years: readonly YearOption[]): FilterQuery {
  const query: FilterQuery = {}
  if (state.genre !== undefined) query.main_genre = state.genre
  if (state.genre !== undefined && state.subgenre !== undefined) query.genre = state.subgenre
  if (state.country !== undefined) query.country = state.country
  const year = years.find((y) => y.id === state.year)
  if (year?.from !== undefined) query.year_from = year.from
  if (year?.to !== undefined) query.year_to = year.to
  if (state.rating !== undefined) query.rating_from = state.rating
  if (state.sort !== undefined && state.sort !== DEFAULT_SORT) query.sort = state.sort
  return query
}

/** True when any filter is chosen (the reset control shows). */
export function hasFilters(state: FilterState): boolean {
  return Object.entries(state).some(([key, v]) => key !== 'sort' && v !== undefined)
}

/** Issue 31: the catalogue's orders (GET /v2/rows/{id}?sort=); popular, the row's own, by default. */
export const CATALOGUE_SORTS: readonly RowSort[] = ROW_SORTS
export const DEFAULT_SORT: RowSort = 'popular'
