import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import {
  getPacket,
  getProviderBundlePacket,
  getProviderPacket,
  getPurchasePeriods,
  listCards,
  listPackets,
  listPayforms,
} from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { isSignedIn, useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import type { PacketRef } from './packet-rules'

/** The provider's packets with the viewer's state (spec 3 §7 GET /v2/packets?includes=availables). */
export function usePackets() {
  const session = useSession()
  const viewer = isSignedIn(session) ? session.user.id : 0
  const options = endpointQueryOptions(listPackets, { query: { includes: 'availables' } })
  return useQuery({ ...options, queryKey: [...options.queryKey, viewer] })
}

/** One packet by any of its three id forms (spec 3 §2). */
export function usePacket(ref: PacketRef | null) {
  const session = useSession()
  const viewer = isSignedIn(session) ? session.user.id : 0
  const options =
    ref?.form === 'bundle'
      ? endpointQueryOptions(getProviderBundlePacket, {
          params: { id: ref.provider, bundleId: ref.bundleId, packetId: ref.packetId },
        })
      : ref?.form === 'provider'
        ? endpointQueryOptions(getProviderPacket, { params: { id: ref.provider, packetId: ref.packetId } })
        : endpointQueryOptions(getPacket, { params: { id: ref?.packetId ?? 0 } })
  return useQuery({
    queryKey: [...options.queryKey, viewer],
    queryFn: options.queryFn,
    staleTime: options.staleTime,
    enabled: ref !== null,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  })
}

/** A packet's periods (spec 3 §4 step 3). */
export function usePurchasePeriods(packetId: number, enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(getPurchasePeriods, { params: { id: packetId } }), enabled })
}

/** Pay systems that top up an account (spec 3 §7 GET .../accounts/{id}/payforms). */
export function usePayforms(accountId: number | undefined) {
  return useQuery({
    ...endpointQueryOptions(listPayforms, { params: { id: accountId ?? 0 } }),
    enabled: accountId !== undefined,
  })
}

/** The viewer's linked cards (masked numbers), the primary first. */
export function useCards() {
  const session = useSession()
  return useQuery({ ...endpointQueryOptions(listCards), enabled: isLoggedIn(session) })
}

/**
 * After money moved: packets, channels' quick sales, balance, subscriptions, the payment history, streams and the block
 * status (a paid -1 block is lifted, spec 1 §4) refresh.
 */
export function useRefreshCommerce() {
  const client = useQueryClient()
  return useCallback(
    () =>
      client.invalidateQueries({
        predicate: (q) =>
          typeof q.queryKey[0] === 'string' &&
          /packet|Packet|balance|Balance|Subscription|Accounts|Cards|PaymentHistory|Stream|stream|Channel|content|Content|StatusBlock/.test(
            q.queryKey[0],
          ),
      }),
    [client],
  )
}
