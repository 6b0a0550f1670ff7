import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  getContent,
  getContentEpisodes,
  getContentMetadata,
  getContentSimilar,
  getContentSources,
} from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { useSession } from '../../shared/session/use-session'
import { EPISODES_REFRESH_MS } from './content-rules'

/** Calls wait for start-up (token or anonymous) so a personal answer is not fetched twice. */
function useReady(): boolean {
  return useSession().status !== 'starting'
}

/** GET /v2/contents/{id} (optional library_id): the card; a 404 shows not_found_content. */
export function useContent(id: number | null, libraryId?: number) {
  const ready = useReady()
  return useQuery({
    ...endpointQueryOptions(getContent, {
      params: { id: String(id ?? 0) },
      ...(libraryId ? { query: { library_id: libraryId } } : {}),
    }),
    enabled: ready && id !== null,
    retry: false,
    meta: HANDLES_ERRORS,
  })
}

/** GET /v2/users/self/content_metadata/{id}: buttons, purchase, favorite, history, next to play. */
export function useContentMetadata(id: number | null) {
  const ready = useReady()
  return useQuery({
    ...endpointQueryOptions(getContentMetadata, { params: { id: id ?? 0 } }),
    enabled: ready && id !== null,
    retry: false,
    meta: HANDLES_ERRORS,
  })
}

/** GET /v2/contents/{id}/episodes (spec 3 §4: refreshed at most once per 10 s). */
export function useEpisodes(id: number | null, enabled: boolean) {
  const ready = useReady()
  return useQuery({
    ...endpointQueryOptions(getContentEpisodes, { params: { id: String(id ?? 0) } }),
    enabled: ready && enabled && id !== null,
    staleTime: EPISODES_REFRESH_MS,
    placeholderData: keepPreviousData,
    meta: HANDLES_ERRORS,
  })
}

/** GET /v2/contents/{id}/sources: catch-up airings on channels. */
export function useSources(id: number | null) {
  const ready = useReady()
  return useQuery({
    ...endpointQueryOptions(getContentSources, { params: { id: String(id ?? 0) } }),
    enabled: ready && id !== null,
    meta: HANDLES_ERRORS,
  })
}

/** GET /v2/contents/{id}/similar (the card shows at most 12). */
export function useSimilar(id: number | null) {
  const ready = useReady()
  return useQuery({
    ...endpointQueryOptions(getContentSimilar, { params: { id: String(id ?? 0) } }),
    enabled: ready && id !== null,
    meta: HANDLES_ERRORS,
  })
}
