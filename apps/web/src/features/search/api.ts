import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { Row } from '@efir/contract'
import { getRow, getRowset, searchSuggest } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryKey, endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { nextResultsOffset, suggestText } from './search-rules'

/** GET /v2/search/suggest?text= with the lowercase query (empty on focus, spec 3 §2). */
export function useSuggest(text: string, enabled = true) {
  return useQuery({
    ...endpointQueryOptions(searchSuggest, { query: { text: suggestText(text) } }),
    enabled,
    placeholderData: keepPreviousData,
    meta: HANDLES_ERRORS,
  })
}

/** The search rowset's rows, each up to this many items. */
export const SEARCH_ITEMS_LIMIT = 48

/** GET /v2/rowsets/search?text=: the results grouped in rows (movies, series, programmes, persons, channels). */
export function useSearchResults(term: string) {
  return useQuery({
    ...endpointQueryOptions(getRowset, {
      params: { id: 'search' },
      query: { text: term, items_limit: SEARCH_ITEMS_LIMIT },
    }),
    enabled: term !== '',
    meta: HANDLES_ERRORS,
  })
}

/**
 * A search group's further pages (issue 31: "Show more" past the first 48): GET /v2/rows/{id}?text=
 * from where the rowset's row ended, SEARCH_ITEMS_LIMIT a page; asked only once the viewer wants more.
 */
export function useMoreResults(
  row: Pick<Row, 'id' | 'offset' | 'limit' | 'more_count'>,
  term: string,
  enabled: boolean,
) {
  const params = { id: String(row.id) }
  return useInfiniteQuery({
    queryKey: [
      ...endpointQueryKey(getRow, { params, query: { text: term, limit: SEARCH_ITEMS_LIMIT } }),
      'more',
    ],
    queryFn: ({ signal, pageParam }) =>
      apiRequest(getRow, {
        params,
        query: { text: term, offset: pageParam, limit: SEARCH_ITEMS_LIMIT },
        signal,
      }),
    initialPageParam: nextResultsOffset([row]) ?? 0,
    getNextPageParam: (last: Row) => nextResultsOffset([last]) ?? undefined,
    staleTime: getRow.cacheMs,
    enabled,
    retry: false,
    meta: HANDLES_ERRORS,
  })
}
