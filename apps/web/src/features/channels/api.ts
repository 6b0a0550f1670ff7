import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { Channel } from '@efir/contract'
import {
  addFavorite,
  deleteFavorite,
  getCategoryList,
  getChannelList,
  getCurrentProfile,
  getQuickSalesPackets,
  getRow,
  getUserChannelList,
} from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryKey, endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { isSignedIn, useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import type { ViewerContext } from './channel-rules'
import { categoryListOptions } from '../../shared/live/channel-list'
import { NEW_YEAR_ROW_LIMIT, NEW_YEAR_ROWS, loadNewYearRows } from './new-year-rows'

export { useChannelList, useChannelListOptions } from '../../shared/live/channel-list'

/** The channel categories once start-up is over. */
export function useCategories() {
  const session = useSession()
  return useQuery({
    ...categoryListOptions(),
    enabled: session.status !== 'starting',
    meta: HANDLES_ERRORS,
  })
}

/** Child profile or not (spec 2 §6); only signed-in viewers have profiles. */
export function useViewerContext(): ViewerContext & { parentalIgnored: boolean; signedInUser: boolean } {
  const session = useSession()
  const signedIn = isSignedIn(session)
  const profile = useQuery({
    ...endpointQueryOptions(getCurrentProfile),
    enabled: signedIn,
    retry: false,
    meta: HANDLES_ERRORS,
  })
  const user = isSignedIn(session) ? session.user : undefined
  return {
    child: profile.data?.role === 'child',
    parentalIgnored: user?.parental_status === 'ignore',
    signedInUser: isLoggedIn(session),
  }
}

/** GET /v2/channels/{id}/quick_sales_packets: what an unpurchased channel offers (spec 2 §4). */
export function useQuickSalesPackets(channelId: number, enabled: boolean) {
  return useQuery({
    ...endpointQueryOptions(getQuickSalesPackets, { params: { id: channelId } }),
    enabled,
    meta: HANDLES_ERRORS,
  })
}

const LIST_KEYS: QueryKey[] = [[getUserChannelList.id], [getChannelList.id]]

/**
 * Adds or removes a channel favorite (spec 2 §4 "Favorites on channels"): optimistic on every cached
 * list, rolled back on failure, then the lists and categories (favorites 1000) are refetched.
 */
export function useToggleChannelFavorite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (channel: Channel) => {
      if (channel.is_favored && channel.favorite)
        await apiRequest(deleteFavorite, { params: { id: channel.favorite.id } })
      else await apiRequest(addFavorite, { body: { channel_id: channel.id } })
    },
    onMutate: async (channel: Channel) => {
      await Promise.all(LIST_KEYS.map((queryKey) => queryClient.cancelQueries({ queryKey })))
      const snapshots = LIST_KEYS.flatMap((queryKey) => queryClient.getQueriesData<Channel[]>({ queryKey }))
      for (const [key, list] of snapshots) {
        if (!list) continue
        queryClient.setQueryData<Channel[]>(
          key,
          list.map((c) => (c.id === channel.id ? { ...c, is_favored: !channel.is_favored } : c)),
        )
      }
      return { snapshots }
    },
    onError: (_error, _channel, context) => {
      context?.snapshots.forEach(([key, list]) => queryClient.setQueryData(key, list))
    },
    onSettled: () =>
      Promise.all([
        ...LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(getCategoryList) }),
      ]),
  })
}

/**
 * The five New Year rows of /newyear (spec 3 §2): GET /v2/rows/{slug} for each, all at once; a row
 * that fails is left out (loadNewYearRows never rejects), so the page never waits on one of them.
 */
export function useNewYearRows() {
  const session = useSession()
  const query = { offset: 0, limit: NEW_YEAR_ROW_LIMIT }
  return useQuery({
    queryKey: [...endpointQueryKey(getRow, { query }), 'newyear', NEW_YEAR_ROWS, session.status],
    queryFn: ({ signal }) => loadNewYearRows((id) => apiRequest(getRow, { params: { id }, query, signal })),
    staleTime: getRow.cacheMs,
    enabled: session.status !== 'starting',
    retry: false,
    meta: HANDLES_ERRORS,
  })
}
