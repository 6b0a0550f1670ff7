import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { ContentCard, InternalGenre } from '@efir/contract'
import { getRow, listCountries, listInternalGenres } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryKey, endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { catalogueBatch, nextBatch } from './catalogue-paging'
import type { CatalogueKind, FilterQuery } from './filter-options'

/** The row each catalogue lists (the server's "all movies" and "all series" rows). */
export const CATALOGUE_ROW: Readonly<Record<CatalogueKind, string>> = { movies: 'movies', series: 'series' }

/** GET /v2/countries (a list, cached 300 s; spec 3 §8: load errors are logged only). */
export function useCountries() {
  return useQuery({ ...endpointQueryOptions(listCountries), meta: HANDLES_ERRORS })
}

/** GET /v2/internal_genres: main genres and subgenres (cached 300 s; errors logged only). */
export function useGenres() {
  return useQuery({ ...endpointQueryOptions(listInternalGenres), meta: HANDLES_ERRORS })
}

/**
 * Main genres of a content type, and the subgenres of one. A child profile is offered no adult genre
 * (issue 31: the server leaves it out of a child's list; this keeps a cached adult answer from showing it).
 */
export function mainGenres(
  genres: readonly InternalGenre[] | undefined,
  kind: CatalogueKind,
  child: boolean,
): InternalGenre[] {
  const type = kind === 'movies' ? 'movie' : 'series'
  return (genres ?? []).filter(
    (g) =>
      g.parent_id === null &&
      !(child && g.is_adult) &&
      (g.content_types.length === 0 || g.content_types.includes(type)),
  )
}
export function subgenresOf(genres: readonly InternalGenre[] | undefined, genreId: number | undefined) {
  return genreId === undefined ? [] : (genres ?? []).filter((g) => g.parent_id === genreId)
}

/**
 * The catalogue's items, batch by batch (spec 3 §2: 100, then 50 while the last batch was full). 4K
 * items never show (spec 3 §5).
 */
export function useCatalogue(kind: CatalogueKind, filter: FilterQuery) {
  const id = CATALOGUE_ROW[kind]
  const query = { ...filter, country: filter.country === undefined ? undefined : String(filter.country) }
  return useInfiniteQuery({
    queryKey: [...endpointQueryKey(getRow, { params: { id } }), 'catalogue', filter],
    initialPageParam: catalogueBatch(0),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(getRow, { params: { id }, query: { ...query, ...pageParam }, signal }),
    getNextPageParam: (_last, pages) => nextBatch(pages.map((page) => page.contents)),
    staleTime: getRow.cacheMs,
    meta: HANDLES_ERRORS,
    select: (data) => ({
      ...data,
      items: data.pages.flatMap((page) => page.contents).filter((item: ContentCard) => !item.is_4k),
    }),
  })
}
