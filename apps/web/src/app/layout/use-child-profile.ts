import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getCurrentProfile } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { loadSession, updateSession } from '../../shared/session/session-persist'
import type { Viewer } from './menu-rules'

/**
 * Whether the profile chosen on this device is a child's (spec 3 §2 "Footer": a child profile hides
 * page id 1000). The same query the channel list reads; a failure just shows the adult footer. What it
 * finds is kept with the session for the next start-up, which does not re-authorise a child profile's
 * device (spec 1 §4; issue 31: that hint was never set).
 */
export function useChildProfile(viewer: Viewer): boolean {
  const profile = useQuery({
    ...endpointQueryOptions(getCurrentProfile),
    enabled: viewer !== 'anonymous',
    retry: false,
    meta: HANDLES_ERRORS,
  })
  const role = viewer === 'anonymous' ? undefined : profile.data?.role
  useEffect(() => {
    if (role === undefined) return
    const child = role === 'child'
    if (loadSession().childProfile !== child) updateSession({ childProfile: child })
  }, [role])
  return role === 'child'
}
