import { getTransaction } from '@efir/contract/routes'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useModal } from '../../shared/hooks/use-modal'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { toastStore } from '../../shared/ui/toast-store'
import { useRefreshCommerce } from './api'
import { paymentStore } from './payment-store'
import { POLL_INTERVAL_MS, pollOutcome, shouldPoll } from './transaction-rules'

/**
 * Polls the stored transaction (spec 3 §4 "Transactions"): every 5 s while it is pending (504), 404
 * ignored, stopped after 600 s of polling or at 3600 s of age; a reload or the gateway's return
 * (purchased=true) resumes it. Complete: data refreshes and a success message shows; error: the
 * server's status_description.
 */
export default function PaymentWatcher() {
  const { t } = useTranslation()
  const refresh = useRefreshCommerce()
  const [params, setParams] = useSearchParams()
  const returned = params.get('purchased') === 'true'
  const modal = useModal()

  // spec 3 §4 step 4: a guest sent to sign in buys afterwards (authAfterBuy)
  useEffect(() => {
    const packetId = paymentStore.authAfterBuy()
    if (packetId === null) return
    paymentStore.setAuthAfterBuy(null)
    paymentStore.setChosenPacket(packetId)
    modal.open('subscription')
  }, [modal])

  useEffect(() => {
    if (!returned) return
    const next = new URLSearchParams(params)
    next.delete('purchased')
    setParams(next, { replace: true })
  }, [returned, params, setParams])

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      paymentStore.setTransaction(null)
      paymentStore.endIntent()
      void refresh()
    }
    const tick = async () => {
      const stored = paymentStore.transaction()
      if (cancelled || !stored) return
      if (!shouldPoll(stored, Date.now())) return stop()
      let outcome
      try {
        const answer = await apiRequest(getTransaction, { params: { id: stored.id } })
        outcome = pollOutcome(answer)
      } catch (error) {
        outcome = pollOutcome({ httpStatus: error instanceof ApiError ? error.status : 0 })
      }
      if (cancelled) return
      if (outcome.kind === 'complete') {
        // spec 3 §4 step 6: a top-up (no packet) shows the recharge message
        toastStore.show(t(stored.packetId === null ? 'acc_refill_success' : 'purchase_success'), 'success')
        return stop()
      }
      if (outcome.kind === 'error') {
        toastStore.show(outcome.message || t('purchase_failed'), 'error')
        return stop()
      }
      if (outcome.kind === 'stop') return stop()
      timer = setTimeout(() => void tick(), POLL_INTERVAL_MS)
    }
    void tick()
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
    }
  }, [refresh, t, returned])
  return null
}
