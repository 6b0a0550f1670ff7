import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { NetworkInfo } from '@efir/contract'
import { setBaseDocumentTitle } from '../shared/hooks/document-title'
import { modalIdFromHash, modalInAddressBar } from '../shared/hooks/modal-ids'
import { bodyClassFor } from './body-class'
import { rememberBrandColors } from '../shared/pwa/brand-colors'
import { applyBranding, brandingCssVars } from './branding'
import { isLoginExempt } from './login-exempt'
import type { SessionView } from './session-bridge'

/** spec 1 §2: the body carries a class named after the first path segment (page_channel on a channel). */
export function useBodyClass(pathname: string): void {
  const className = bodyClassFor(pathname)
  useEffect(() => {
    document.body.classList.add(className)
    return () => document.body.classList.remove(className)
  }, [className])
}

/** Provider branding from network info → CSS custom properties on :root. */
export function useBranding(networkInfo: NetworkInfo | undefined): void {
  const colors = networkInfo?.provider?.branding.colors
  const key = JSON.stringify(colors ?? null)
  useEffect(() => {
    // the worker's offline page is drawn in the same brand (it cannot ask the server then)
    if (colors) rememberBrandColors(colors).catch(() => undefined)
    return applyBranding(brandingCssVars(colors))
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * spec 1 §6: a forbidden country forces the geo-lock page (authentication stays possible), except on the
 * pages spec 1 §2 lets anyone open (geo_lock itself, legal pages, packet, provider, promo...): a packet
 * page stays, and enabling its packet shows the forbidden-country notice (spec 3 §4).
 */
export function useGeoLockRedirect(session: SessionView): void {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const locked = session.status === 'geo-locked'
  useEffect(() => {
    if (locked && !isLoginExempt(pathname)) void navigate('/geo_lock', { replace: true })
  }, [locked, pathname, navigate])
}

/**
 * spec 1 §2 + spec 3 §4: a signed-out viewer (no guest allowed) on a page that is not exempt gets the
 * auth dialog, which cannot be closed there ("auth-only state"). Returns whether that state holds.
 */
export function useForcedLogin(session: SessionView): boolean {
  const navigate = useNavigate()
  const location = useLocation()
  // The path in the address bar decides: /agreement over the home page is an exempt legal page.
  const forced = session.status === 'anonymous' && !isLoginExempt(location.pathname)
  const showingAuth = modalIdFromHash(location.hash) === 'auth'
  useEffect(() => {
    if (forced && !showingAuth && modalInAddressBar() !== 'auth') {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: 'auth' },
        { replace: true, state: location.state as unknown },
      )
    }
  }, [forced, showingAuth, navigate, location.pathname, location.search, location.state])
  return forced
}

/** White-label: the tab shows the provider's name (when no page names itself), not a hard-coded product name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    setBaseDocumentTitle(title)
  }, [title])
}
