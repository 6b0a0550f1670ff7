import { Suspense, lazy } from 'react'
import { useLocation } from 'react-router'
import { hasPaymentInFlight } from '../features/commerce/payment-keys'
import { useSession } from './session-bridge'

const PaymentWatcher = lazy(() => import('../features/commerce/payment-watcher'))

/**
 * Loads the commerce watcher only when a payment is in flight or a purchase waits for sign-in
 * (spec 3 §4: a reload or the gateway's return resumes polling; authAfterBuy), so pages without one
 * load no commerce code. Re-checked on every navigation and session change.
 */
export function CommerceBridge() {
  useLocation()
  const session = useSession()
  if (session.status !== 'user' || !hasPaymentInFlight()) return null
  return (
    <Suspense fallback={null}>
      <PaymentWatcher />
    </Suspense>
  )
}
