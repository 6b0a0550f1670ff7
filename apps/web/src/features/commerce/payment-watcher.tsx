import { getTransaction } from '@efir/contract/routes'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { modalIdFromHash } from '../../shared/hooks/modal-ids'
import { useModal, useModalRequest } from '../../shared/hooks/use-modal'
import { toastStore } from '../../shared/ui/toast-store'
import { useRefreshCommerce } from './api'
import { parentalStore } from '../../shared/parental/parental-store'
import { paymentResultStore, successKey } from './payment-result'
import {
  PAYMENT_EVENT,
  paymentStore,
  type PaidKind,
  type StoredTransaction,
} from '../../shared/commerce/payment-store'
import { usePlayAfterPurchase } from './use-play-after'
import { POLL_INTERVAL_MS, deliveryOf, pollOutcome, shouldPoll, type Delivery } from './transaction-rules'

/**
 * Polls the stored transaction (spec 3 §4 "Transactions"): every 5 s while it is pending (504), 404
 * ignored, stopped after 600 s of polling or at 3600 s of age; a reload or the gateway's return
 * (purchased=true) resumes it and shows #pay_transaction. Complete: data refreshes, a success message
 * shows and what the viewer came for plays; error: the failure result with the server's reason; a
 * check that stops without either says the payment is not confirmed yet (`unconfirmed`).
 * Also resumes a purchase a guest started before signing in (authAfterBuy).
 */
export default function PaymentWatcher() {
  const { t } = useTranslation()
  const refresh = useRefreshCommerce()
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const modal = useModal()
  const playAfter = usePlayAfterPurchase()
  const returned = params.get('purchased') === 'true'
  // a no-hash modal (pay_iframe, pay_redirect) is a modal too: a payment starting there stays in it
  const memoryModal = useModalRequest()
  const modalOpen = modalIdFromHash(location.hash) !== undefined || memoryModal !== null
  const latest = useRef({ modal, playAfter, t, refresh, navigate })
  useEffect(() => {
    latest.current = { modal, playAfter, t, refresh, navigate }
  })

  // spec 3 §4 step 4: a guest sent to sign in buys afterwards (authAfterBuy), once the sign-in closed
  useEffect(() => {
    if (modalOpen) return
    const packetId = paymentStore.authAfterBuy()
    if (packetId === null) return
    paymentStore.setAuthAfterBuy(null)
    // spec 1 §4: the guest-logged-by-packets flag: the purchase goes on without the PIN for 30 s
    parentalStore.guestLoggedByPackets()
    if (packetId === 'content') {
      modal.open('quick_packets')
      return
    }
    const flow = paymentStore.flow()
    if (!flow || flow.packetId !== packetId) paymentStore.begin(packetId, flow?.playAfter ?? null)
    paymentStore.setChosenPacket(packetId)
    modal.open('subscription')
  }, [modal, modalOpen])

  // Back from the card page (purchased=true) or reloaded mid-payment: show the payment's state
  useEffect(() => {
    if (!returned && (modalOpen || !paymentStore.transaction())) return
    const pending = paymentStore.transaction() !== null
    if (pending) paymentResultStore.set({ kind: 'pending' })
    if (returned) {
      // one navigation: drop purchased=true and show the payment's state — also when the poller was
      // quicker and already ended the payment with its result (a declined card), else that result's
      // dialog would be closed by this navigation
      const known = paymentResultStore.get().kind !== 'pending'
      const next = new URLSearchParams(params)
      next.delete('purchased')
      const search = next.toString()
      void navigate(
        {
          pathname: location.pathname,
          search: search ? `?${search}` : '',
          hash: pending || known ? 'pay_transaction' : '',
        },
        { replace: true },
      )
    } else if (pending && !modalOpen) modal.open('pay_transaction')
    // once per return or load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned])

  // the poller outlives a remount of this component; it reports to the latest mounted one
  useEffect(() => {
    handlers = latest
    poll(0)
    const restart = () => poll(POLL_INTERVAL_MS)
    // another tab of the shop ended (or started) a payment: look at once
    const now = () => poll(0)
    window.addEventListener(PAYMENT_EVENT, restart)
    window.addEventListener('storage', now)
    return () => {
      if (handlers === latest) handlers = null
      window.removeEventListener(PAYMENT_EVENT, restart)
      window.removeEventListener('storage', now)
    }
  }, [])
  return null
}

interface Handlers {
  current: {
    modal: ReturnType<typeof useModal>
    playAfter: () => void
    t: (key: string) => string
    refresh: () => Promise<void>
  }
}

/** One poller per page (module state): a remount of the watcher neither stops nor doubles it. */
let handlers: Handlers | null = null
let timer: ReturnType<typeof setTimeout> | undefined
let inFlight = false

function poll(delay: number): void {
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => void tick(), delay)
}

/** spec 3 §4 "Transactions": stopping clears the stored keys and records the last transaction time. */
function stop(): void {
  // the parental check of vod, channel and program is skipped for 30 s after it (spec 1 §4)
  parentalStore.transactionEnded()
  paymentStore.setTransaction(null)
  paymentStore.endIntent()
  void handlers?.current.refresh()
}

/** The transaction this page polls: kept when another tab of the shop ends it first (storage). */
let watching: number | null = null

async function tick(): Promise<void> {
  timer = undefined
  const stored = paymentStore.transaction()
  const id = stored?.id ?? watching
  if (inFlight || id === null) return
  watching = id
  // a top-up (no packet) is a recharge: nothing to play (spec 3 §4 step 6)
  const paid =
    stored !== null && stored.packetId === null ? 'recharge' : (paymentStore.flow()?.paid ?? 'subscription')
  if (stored && !shouldPoll(stored, Date.now())) {
    // the viewer is told once a watcher is mounted (it remounts while the session refreshes)
    if (!handlers) return poll(500)
    watching = null
    stop()
    return unconfirmed(stored, paid)
  }
  inFlight = true
  let outcome
  let delivery: Delivery = { kind: 'delivered' }
  try {
    const answer = await apiRequest(getTransaction, { params: { id } })
    outcome = pollOutcome(answer)
    delivery = deliveryOf(answer)
  } catch (error) {
    outcome = pollOutcome({ httpStatus: error instanceof ApiError ? error.status : 0 })
  } finally {
    inFlight = false
  }
  const now = paymentStore.transaction()
  // another payment replaced this one meanwhile: poll that one
  if (now && now.id !== id) {
    watching = null
    return poll(0)
  }
  const ui = handlers?.current
  const result = outcome.kind === 'complete' || outcome.kind === 'error'
  // a result with no watcher mounted (it remounts while the session refreshes): report it once back
  if (!ui && result) return poll(500)
  // ended by another tab without a result here: nothing more to poll
  if (!now && !result) {
    watching = null
    return
  }
  if (result || outcome.kind === 'stop') {
    watching = null
    if (now) stop()
    else void ui?.refresh()
  }
  // a check that failed (not 504, not 404): the bank's answer is unknown, the viewer is told so
  if (outcome.kind === 'stop') return now ? unconfirmed(now, paid) : undefined
  // issue 29: a complete payment whose purchase did not turn on is no success: say what happened
  if (outcome.kind === 'complete' && delivery.kind !== 'delivered') {
    paymentResultStore.set(
      delivery.kind === 'unfinished'
        ? { kind: 'unfinished', paid, shortfall: delivery.shortfall, packetId: stored?.packetId ?? null }
        : { kind: 'credited', paid },
    )
    ui?.modal.open('pay_transaction')
    return
  }
  if (outcome.kind === 'complete') {
    // spec 3 §4: a pay system with skip_parental_control skips the pay check for a while from now
    if (stored?.skipsParental) parentalStore.paidSkippingParental()
    paymentResultStore.set({ kind: 'complete', paid })
    toastStore.show(ui?.t(successKey(paid)) ?? '', 'success')
    if (paid !== 'recharge') ui?.playAfter()
    return
  }
  if (outcome.kind === 'error') {
    paymentStore.updateFlow({ pending: null })
    paymentResultStore.set({ kind: 'error', message: outcome.message, paid })
    ui?.modal.open('pay_transaction')
    return
  }
  poll(POLL_INTERVAL_MS)
}

/**
 * spec 3 §4: stopping closes the payment modals — #pay_transaction replaces whichever is open (a card
 * page's frame, a QR, the spinner) and says the bank has not answered, what happens if it does, and
 * where to look (issue 29: the spinner used to stay forever).
 */
function unconfirmed(transaction: StoredTransaction, paid: PaidKind): void {
  paymentResultStore.set({ kind: 'unconfirmed', paid, transaction })
  handlers?.current.modal.open('pay_transaction')
}
