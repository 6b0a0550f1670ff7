import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { modalIdFromHash } from '../shared/hooks/modal-ids'
import { readPartner } from '../shared/partner'
import { partnerSignInUrl } from '../shared/partner-variants'

/**
 * spec 3 §4: the partner-web variant "redirects its auth modal to an external site": whenever the auth
 * modal would open (a sign-in button, a favourite, the forced login), the viewer goes to the partner's
 * sign-in page instead, which brings them back to the page they were on.
 */
export function usePartnerSignInRedirect(): boolean {
  const location = useLocation()
  const authAsked = modalIdFromHash(location.hash) === 'auth'
  const partner = readPartner()
  const redirecting = authAsked && partnerSignInUrl(partner, '/') !== undefined
  useEffect(() => {
    if (!authAsked) return
    const back = new URL(window.location.href)
    back.hash = ''
    const target = partnerSignInUrl(partner, back.toString())
    if (target) window.location.assign(target)
  }, [authAsked, partner])
  return redirecting
}
