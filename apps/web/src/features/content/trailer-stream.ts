import { useQuery } from '@tanstack/react-query'
import type { PlayerSource } from '@efir/player'
import { getTrailerStream } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { useSession } from '../../shared/session/use-session'

/** GET /v2/trailers/{id}/stream, outside the query cache. */
export const fetchTrailerStream = (id: number) => apiRequest(getTrailerStream, { params: { id } })

/** The player source of a trailer's answer. */
export const trailerSource = (hls: string): PlayerSource => ({ kind: 'hls', urls: { hls }, live: false })
/** A trailer's answer asked again: its fresh source for the player's refresh. */
export const refreshTrailer = (id: number): Promise<PlayerSource> =>
  fetchTrailerStream(id).then((answer) => trailerSource(answer.hls))

/** GET /v2/trailers/{id}/stream (the answer reads hls). */
export function useTrailerStream(id: number | null) {
  const ready = useSession().status !== 'starting'
  return useQuery({
    ...endpointQueryOptions(getTrailerStream, { params: { id: id ?? 0 } }),
    enabled: ready && id !== null,
    retry: false,
    meta: HANDLES_ERRORS,
  })
}
