import {
  CATALOGUE_SORTS,
  DEFAULT_SORT,
  RATING_OPTIONS,
  type FilterState,
  type RatingOption,
  type YearOption,
} from './filter-options'

/**
 * The filter state kept in the URL's search params, so a filtered view can be shared and reloaded:
 * `?genre=3&subgenre=12&country=5&year=2010-2019&rating=7&sort=new`. Unknown or malformed values are
 * dropped; the default order (popular) is not written.
 */
const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined
  const n = Number(value)
  return n > 0 ? n : undefined
}

export function parseFilter(params: URLSearchParams, years: readonly YearOption[]): FilterState {
  const state: FilterState = {}
  const genre = positiveInt(params.get('genre'))
  if (genre !== undefined) {
    state.genre = genre
    const subgenre = positiveInt(params.get('subgenre'))
    if (subgenre !== undefined) state.subgenre = subgenre
  }
  const country = positiveInt(params.get('country'))
  if (country !== undefined) state.country = country
  const year = params.get('year')
  if (year !== null && years.some((y) => y.id === year)) state.year = year
  const rating = positiveInt(params.get('rating'))
  if (rating !== undefined && (RATING_OPTIONS as readonly number[]).includes(rating))
    state.rating = rating as RatingOption
  const sort = CATALOGUE_SORTS.find((s) => s === params.get('sort'))
  if (sort !== undefined && sort !== DEFAULT_SORT) state.sort = sort
  return state
}

/** The search params of a state, keeping any other params of `base` (e.g. library_id). */
export function filterSearchParams(state: FilterState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base)
  for (const key of ['genre', 'subgenre', 'country', 'year', 'rating', 'sort']) params.delete(key)
  if (state.genre !== undefined) {
    params.set('genre', String(state.genre))
    if (state.subgenre !== undefined) params.set('subgenre', String(state.subgenre))
  }
  if (state.country !== undefined) params.set('country', String(state.country))
  if (state.year !== undefined) params.set('year', state.year)
  if (state.rating !== undefined) params.set('rating', String(state.rating))
  if (state.sort !== undefined && state.sort !== DEFAULT_SORT) params.set('sort', state.sort)
  return params
}

/** A state with one part changed; changing the genre clears the subgenre (it belongs to the old genre). */
export function withFilter<K extends keyof FilterState>(
  state: FilterState,
  key: K,
  value: FilterState[K] | undefined,
): FilterState {
  const next: FilterState = { ...state }
  if (value === undefined) delete next[key]
  else next[key] = value
  if (key === 'genre' && value !== state.genre) delete next.subgenre
  return next
}
