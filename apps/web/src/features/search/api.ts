import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRowset, searchSuggest } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { suggestText } from './search-rules'

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
