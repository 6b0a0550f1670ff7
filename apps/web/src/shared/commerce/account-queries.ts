import { useQuery } from '@tanstack/react-query'
import { getBalance, listAccounts } from '@efir/contract/routes'
import { endpointQueryOptions } from '../api/query'
import { useSession } from '../session/use-session'
import { isLoggedIn } from '../session/logged-in'

/** The viewer's balance (header dropdown, settings info, balance checks). Guests and anonymous viewers have none. */
export function useBalance() {
  const session = useSession()
  return useQuery({ ...endpointQueryOptions(getBalance), enabled: isLoggedIn(session) })
}

/**
 * The viewer's money accounts: the top-up and card-link calls name one; the first one's
 * is_payment_allowed decides the settings' payment tab (spec 3 §6).
 */
export function useAccounts() {
  const session = useSession()
  return useQuery({ ...endpointQueryOptions(listAccounts), enabled: isLoggedIn(session) })
}
