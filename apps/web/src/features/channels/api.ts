import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { Channel } from '@efir/contract'
import {
  addFavorite,
  deleteFavorite,
  getCategoryList,
  getChannelList,
  getCurrentProfile,
  getQuickSalesPackets,
  getUserChannelList,
} from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryKey, endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { isSignedIn, useSession } from '../../shared/session/use-session'
import type { ViewerContext } from './channel-rules'

export { useChannelList, useChannelListOptions } from '../../shared/live/channel-list'

/** GET /v2/channels/category_list (cached 900000 ms, spec 2 §4). */
export function useCategories() {
  const session = useSession()
  return useQuery({
    ...endpointQueryOptions(getCategoryList),
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
    signedInUser: session.status === 'user',
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
