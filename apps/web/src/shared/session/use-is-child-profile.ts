import { useQuery } from '@tanstack/react-query'
import { getCurrentProfile } from '@efir/contract/routes'
import { endpointQueryOptions } from '../api/query'
import { HANDLES_ERRORS } from '../api/unhandled-errors'
import { isSignedIn, useSession } from './use-session'

/**
 * Whether the viewer watches as a child profile (spec 3 §6); only signed-in viewers have profiles. The
 * profile query every feature shares (one cache key); false while it loads or when it fails.
 */
export function useIsChildProfile(): boolean {
  const session = useSession()
  const profile = useQuery({
    ...endpointQueryOptions(getCurrentProfile),
    enabled: isSignedIn(session),
    retry: false,
    meta: HANDLES_ERRORS,
  })
  return profile.data?.role === 'child'
}
