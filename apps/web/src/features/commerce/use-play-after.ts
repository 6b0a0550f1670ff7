import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useModal } from '../../shared/hooks/use-modal'
import { clearContentPayment } from '../../shared/commerce/purchase-request'
import { useRefreshCommerce } from './api'
import { paymentStore } from '../../shared/commerce/payment-store'

/**
 * After a purchase is paid (spec 3 §4 step 6, "Content play action"): data refreshes, the flow ends and
 * what the viewer came for plays — the film's /watch page, or the channel's page (its gate turns into
 * the player once the channel is purchased).
 */
export function usePlayAfterPurchase() {
  const navigate = useNavigate()
  const location = useLocation()
  const modal = useModal()
  const refresh = useRefreshCommerce()
  return useCallback(() => {
    const flow = paymentStore.flow()
    paymentStore.setFlow(null)
    paymentStore.setChosenPacket(null)
    paymentStore.endIntent()
    clearContentPayment()
    void refresh()
    const after = flow?.playAfter
    if (after?.kind === 'content') void navigate(`/watch/${after.id}`, { replace: true })
    else if (after?.kind === 'channel' && after.path !== location.pathname)
      void navigate(after.path, { replace: true })
    else modal.close()
  }, [navigate, location.pathname, modal, refresh])
}
