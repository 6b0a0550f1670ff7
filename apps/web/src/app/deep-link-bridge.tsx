import { useEffect, useRef } from 'react'
import { parseDeepLink, useOpenDeepLink, useSession, type DeepLink } from './session-bridge'

/**
 * Installs `window.efirDeepLink` for webview and app hosts (spec 1 §2 "Deep links"; typed in
 * global.d.ts). The session decides: open now, or remember the target and ask for login first. A link
 * handed over while the session is still starting waits for it (the decision needs to know who signed
 * in). Renders nothing.
 */
export function DeepLinkBridge() {
  const openDeepLink = useOpenDeepLink()
  const ready = useSession().status !== 'starting'
  const readyRef = useRef(ready)
  const pendingRef = useRef<DeepLink | undefined>(undefined)

  useEffect(() => {
    readyRef.current = ready
    const pending = pendingRef.current
    if (ready && pending) {
      pendingRef.current = undefined
      openDeepLink(pending)
    }
  }, [ready, openDeepLink])

  useEffect(() => {
    window.efirDeepLink = (value) => {
      const link = parseDeepLink(value)
      if (!link) {
        console.warn('[deep link] ignored', value)
        return
      }
      if (readyRef.current) openDeepLink(link)
      else pendingRef.current = link
    }
    return () => {
      delete window.efirDeepLink
    }
  }, [openDeepLink])

  return null
}
