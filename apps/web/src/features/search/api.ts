import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { getRowset, searchFound, searchSuggest } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { useSession } from '../../shared/session/use-session'
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

export interface FoundRecord {
  title: string
  text: string
  content_type: 'channel' | 'content'
  object_id: number
}

/** POST /v2/search/found: the result the viewer picked (history); only with a session, never blocking. */
export function useSaveFound() {
  const session = useSession()
  const mutation = useMutation({
    mutationFn: (record: FoundRecord) => apiRequest(searchFound, { body: record }),
    meta: HANDLES_ERRORS,
  })
  return (record: FoundRecord) => {
    if (session.status !== 'guest' && session.status !== 'user') return
    if (!record.title.trim()) return
    mutation.mutate({ ...record, text: record.text.trim().slice(0, 255) })
  }
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
