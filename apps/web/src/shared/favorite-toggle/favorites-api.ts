import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Favorite } from '@efir/contract'
import {
  addFavorite,
  deleteFavorite,
  getCategoryList,
  getChannelList,
  getContentMetadata,
  getPersonFavorite,
  getRow,
  getUserChannelList,
  listFavorites,
} from '@efir/contract/routes'
import { apiRequest } from '../api/api-client'
import { endpointQueryKey, endpointQueryOptions } from '../api/query'
import { HANDLES_ERRORS } from '../api/unhandled-errors'
import { useSession } from '../session/use-session'
import { isLoggedIn } from '../session/logged-in'
import { favoriteBody, findFavorite, toggledFavorites, type FavoriteKind } from './favorite-rules'

const FAVORITES_KEY = endpointQueryKey(listFavorites)

/** GET /v2/users/self/favorites: only a signed-in user (not a guest) has favorites (spec 3 §6). */
export function useFavorites() {
  const session = useSession()
  return useQuery({
    ...endpointQueryOptions(listFavorites),
    enabled: isLoggedIn(session),
    meta: HANDLES_ERRORS,
  })
}

export interface ToggleFavorite {
  kind: FavoriteKind
  objectId: number
  /** The viewer's favorite of the object (remove it), or undefined (add one). */
  favoriteId?: number
}

/**
 * Adds or removes a favorite (spec 3 §4 "Favorites"): optimistic on the favorites list, rolled back
 * on failure; then every view that shows favorite state (content meta, person, channel lists) refetches.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient()
  return useMutation({
    // The favorite to remove is the one the viewer saw when pressing (read before the optimistic update).
    mutationFn: async ({ kind, objectId, favoriteId }: ToggleFavorite) => {
      if (favoriteId !== undefined) await apiRequest(deleteFavorite, { params: { id: favoriteId } })
      else await apiRequest(addFavorite, { body: favoriteBody(kind, objectId) })
    },
    onMutate: async ({ kind, objectId }: ToggleFavorite) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY })
      const previous = queryClient.getQueryData<Favorite[]>(FAVORITES_KEY)
      if (previous) {
        const placeholder: Favorite = {
          id: -objectId,
          channel_id: null,
          program_id: null,
          person_id: null,
          content_id: null,
          ...favoriteBody(kind, objectId),
          object_id: objectId,
          created_at: new Date().toISOString(),
        }
        queryClient.setQueryData(FAVORITES_KEY, toggledFavorites(previous, kind, objectId, placeholder))
      }
      return { previous }
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(FAVORITES_KEY, context.previous)
    },
    onSettled: (_data, _error, { kind }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
        queryClient.invalidateQueries({ queryKey: [getRow.id] }),
        kind === 'content' && queryClient.invalidateQueries({ queryKey: [getContentMetadata.id] }),
        kind === 'person' && queryClient.invalidateQueries({ queryKey: [getPersonFavorite.id] }),
        kind === 'channel' &&
          Promise.all(
            [getUserChannelList, getChannelList, getCategoryList].map((e) =>
              queryClient.invalidateQueries({ queryKey: [e.id] }),
            ),
          ),
      ]),
  })
}

/** The signed-in user's favorite of an object (undefined while unknown, for guests, or when not one). */
export function useFavoriteOf(kind: FavoriteKind, objectId: number): Favorite | undefined {
  const favorites = useFavorites()
  return findFavorite(favorites.data, kind, objectId)
}
