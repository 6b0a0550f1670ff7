import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useModal } from '../../shared/hooks/use-modal'
import { modalRequestStore } from '../../shared/hooks/modal-request-store'
import { clearContentPayment } from '../../shared/commerce/purchase-request'
import { useRefreshCommerce } from './api'
import { paymentStore } from '../../shared/commerce/payment-store'

/** The no-hash steps that show the card page: they belong to the purchase that just ended. */
const CARD_PAGE_MODALS = new Set(['pay_iframe', 'pay_redirect'])

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
    // the watcher may end the payment before the card page inside #pay_iframe returns (the bank's
    // page is still showing): its no-hash modal goes with the purchase, which a navigation (it drops
    // only the hash) would leave open over what plays, saying there is no purchase in progress
    const request = modalRequestStore.get()
    if (request && CARD_PAGE_MODALS.has(request.id)) modalRequestStore.set(null)
    const after = flow?.playAfter
    if (after?.kind === 'content') void navigate(`/watch/${after.id}`, { replace: true })
    else if (after?.kind === 'channel' && after.path !== location.pathname)
      void navigate(after.path, { replace: true })
    else modal.close()
  }, [navigate, location.pathname, modal, refresh])
}
