import { useQuery } from '@tanstack/react-query'
import type { NetworkInfo } from '@efir/contract'
import { getCategoryList, getChannelList, getUserChannelList } from '@efir/contract/routes'
import { endpointQueryOptions } from '../api/query'
import { HANDLES_ERRORS } from '../api/unhandled-errors'
import { isSignedIn, useNetworkInfo, useSession, type SessionView } from '../session/use-session'

/** spec 2 §4: channel list refreshes every 300000 ms. */
export const CHANNEL_LIST_REFRESH_MS = 300_000

/**
 * The query options of the viewer's channel list (includes=current_schedules, spec 2 §7): from
 * users/self for a guest or a user, else the provider's anonymous list.
 */
export function channelListOptions(session: SessionView, network: NetworkInfo | undefined) {
  const provider = network?.provider ? String(network.provider.id) : undefined
  return isSignedIn(session)
    ? endpointQueryOptions(getUserChannelList, { query: { includes: 'current_schedules' } })
    : endpointQueryOptions(getChannelList, { query: { includes: 'current_schedules', provider } })
}

/** The same for the hook's caller: the options and whether start-up is over. */
export function useChannelListOptions() {
  const session = useSession()
  const options = channelListOptions(session, useNetworkInfo())
  return { options, enabled: session.status !== 'starting' }
}

/** GET /v2/channels/category_list (cached 900000 ms, spec 2 §4). */
export function categoryListOptions() {
  return endpointQueryOptions(getCategoryList)
}

/**
 * The viewer's channels with the airing programme, refreshed every 300000 ms (spec 2 §4): the TV
 * page's list and a content page's channel links.
 */
export function useChannelList() {
  const { options, enabled } = useChannelListOptions()
  return useQuery({ ...options, enabled, refetchInterval: CHANNEL_LIST_REFRESH_MS, meta: HANDLES_ERRORS })
}
