import { useQuery } from '@tanstack/react-query'
import { getFilmography, getPerson, contentRefId } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'

/** The filmography row carries the person's titles; 100 is the server's page maximum. */
export const FILMOGRAPHY_LIMIT = 100

/** GET /v2/persons/{id or slug}; a 404 is shown as the not-found screen (spec 3 §8). */
export function usePerson(key: string) {
  return useQuery({
    ...endpointQueryOptions(getPerson, { params: { id: key } }),
    enabled: contentRefId(key) !== null,
    retry: false,
    meta: HANDLES_ERRORS,
  })
}

/** GET /v2/rows/filmography?person_id= (spec 3 §7). */
export function useFilmography(personId: number | undefined) {
  return useQuery({
    ...endpointQueryOptions(getFilmography, {
      query: { person_id: personId ?? 0, limit: FILMOGRAPHY_LIMIT },
    }),
    enabled: personId !== undefined,
    meta: HANDLES_ERRORS,
  })
}

/** A child profile sees only content up to age 12 (spec 3 §6): the shared profile query. */
export { useIsChildProfile as useChildProfile } from '../../shared/session/use-is-child-profile'
