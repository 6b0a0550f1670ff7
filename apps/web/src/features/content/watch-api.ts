import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { getContentMetadata, getLibraryContentStream, patchStat } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { useSession } from '../../shared/session/use-session'

/** GET /v2/libraries/{libraryId}/contents/{id}/stream (type=hls): the VOD playlist, points, packshots. */
export function useContentStream(libraryId: number | undefined, id: number | null, enabled: boolean) {
  const ready = useSession().status !== 'starting'
  return useQuery({
    ...endpointQueryOptions(getLibraryContentStream, {
      params: { libraryId: libraryId ?? 0, id: id ?? 0 },
      query: { type: 'hls' },
    }),
    enabled: ready && enabled && id !== null && libraryId !== undefined,
    retry: false,
    // a stream answer is per playback (its stat id): never reuse an old one
    gcTime: 0,
    meta: HANDLES_ERRORS,
  })
}

/**
 * The same stream answer asked again, outside the query cache (issue 8): its media URLs carry a fresh
 * token; the player uses it from its next request on, the playback (its stat id) stays the same.
 */
export const fetchContentStream = (libraryId: number, id: number) =>
  apiRequest(getLibraryContentStream, { params: { libraryId, id }, query: { type: 'hls' } })
/**
 * PATCH /v2/users/self/stat/{id} {duration}: the position the viewer reached (history, resume). A plain
 * call, not a mutation, so the save on leaving still runs after the player unmounts; the content's
 * metadata (its history) is refetched once saved.
 */
/** The last position save on its way (the next watch page waits for it before reading history). */
let lastSave: Promise<unknown> = Promise.resolve()
export const pendingSave = (): Promise<unknown> => lastSave

export function useSavePosition() {
  const queryClient = useQueryClient()
  return useCallback(
    ({ statId, seconds }: { statId: number; seconds: number }) => {
      lastSave = apiRequest(patchStat, {
        params: { id: statId },
        body: { duration: Math.max(0, Math.floor(seconds)) },
      })
        .then(() => queryClient.invalidateQueries({ queryKey: [getContentMetadata.id] }))
        .catch((error: unknown) => console.warn('[watch] position not saved', error))
    },
    [queryClient],
  )
}
