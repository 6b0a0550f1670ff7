import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { mwStatusBlock } from '@efir/contract/routes'
import { endpointQueryOptions } from '../api/query'
import { useSession } from './use-session'
import { isLoggedIn } from './logged-in'

/** spec 1 §4 "Block status": -2 is the block (the block_alma dialog). */
export const BLOCKED_STATUS = -2

/** The signed-in user's block status (GET mw/status_block), read afresh by every new reader. */
export const blockStatusQuery = () => ({ ...endpointQueryOptions(mwStatusBlock), staleTime: 0 })

/**
 * Whether the signed-in user's account is blocked (-2): nothing plays then (issue 30: the channel
 * played with sound behind the block dialog), whatever the page would otherwise show.
 */
export function useAccountBlocked(): boolean {
  const signedIn = isLoggedIn(useSession())
  // the block watcher keeps the status fresh (read once per sign-in, again on a refusal): this reader
  // fetches it only when nothing has yet, not on every page that mounts it
  const { data } = useQuery({ ...blockStatusQuery(), enabled: signedIn, staleTime: Infinity })
  return signedIn && data?.status === BLOCKED_STATUS
}

/**
 * Reads the block status again: a stream the server refused (permission_denied) may mean the account
 * was blocked meanwhile, and the block dialog and the stopped player follow from the fresh status.
 */
export function useRefreshBlockStatus(): () => void {
  const queryClient = useQueryClient()
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: blockStatusQuery().queryKey })
  }, [queryClient])
}
