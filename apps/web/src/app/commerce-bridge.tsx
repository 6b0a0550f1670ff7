import { Suspense, lazy, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { PAYMENT_EVENT, hasPaymentInFlight } from '../shared/commerce/payment-keys'
import { isEmbedPath } from '../shared/embed-mode'
import { useSession } from './session-bridge'
import { isLoggedIn } from '../shared/session/logged-in'

const PaymentWatcher = lazy(() => import('../features/commerce/payment-watcher'))

/**
 * Loads the commerce watcher only when a payment is in flight or a purchase waits for sign-in
 * (spec 3 §4: a reload or the gateway's return resumes polling; authAfterBuy), so pages without one
 * load no commerce code. Re-checked on every navigation and session change.
 */
export function CommerceBridge() {
  const { pathname } = useLocation()
  const session = useSession()
  const inFlight = useSyncExternalStore(subscribePayments, hasPaymentInFlight, () => false)
  // once loaded it stays for this page: a payment ended by another tab still reports here
  const [loaded, setLoaded] = useState(false)
  if (isLoggedIn(session) && inFlight && !loaded) setLoaded(true)
  // spec 3 §4 step 1: an embed page never runs a purchase (its packet page in a new window does), so it
  // neither resumes one after sign-in nor shows a payment's state
  if (isEmbedPath(pathname) || !isLoggedIn(session) || !(inFlight || loaded)) return null
  return (
    <Suspense fallback={null}>
      <PaymentWatcher />
    </Suspense>
  )
}

/** A payment started in this page (the event) or in another tab (storage) re-checks the bridge. */
function subscribePayments(onChange: () => void): () => void {
  window.addEventListener(PAYMENT_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(PAYMENT_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}
