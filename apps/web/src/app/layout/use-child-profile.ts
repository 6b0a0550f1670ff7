import { useQuery } from '@tanstack/react-query'
import { getCurrentProfile } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import type { Viewer } from './menu-rules'

/**
 * Whether the profile chosen on this device is a child's (spec 3 §2 "Footer": a child profile hides
 * page id 1000). The same query the channel list reads; a failure just shows the adult footer.
 */
export function useChildProfile(viewer: Viewer): boolean {
  const profile = useQuery({
    ...endpointQueryOptions(getCurrentProfile),
    enabled: viewer !== 'anonymous',
    retry: false,
    meta: HANDLES_ERRORS,
  })
  return viewer !== 'anonymous' && profile.data?.role === 'child'
}
