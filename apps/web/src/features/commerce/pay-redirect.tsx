import type { Transaction } from '@efir/contract'
import { payShortUrl } from '@efir/contract/routes'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { paymentStore } from '../../shared/commerce/payment-store'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { paymentResultStore } from './payment-result'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'
import { Body, Failure, usePaymentFailure, usePaymentStep, usePendingPayment } from './purchase-flow'
import { frameReturnUrl, isPaymentReturned, returnUrl } from './purchase-rules'
import styles from './purchase.module.css'

/*
 * The card page of a short_url pay system (spec 3 §3 "Pay forms", §4 step 4): #pay_redirect sends the
 * viewer to it; #pay_iframe, when the operator enables iframe payment for the system (Paysystem.iframe),
 * shows it inside the product. Either way the stored transaction is polled by the payment watcher.
 */

interface CardPageStart {
  accountId: number
  pending: { transactionId: number; shortfall: string }
  paysystem: string
  packetId: number
  saveCard: boolean
  skipsParental: boolean
  returnTo: string
  iframe: boolean
}

/** POST payforms/short_url for the pending purchase (one Idempotency-Key per way), then watch it. */
async function startCardPage(s: CardPageStart): Promise<Transaction> {
  const started = await apiRequest(payShortUrl, {
    params: { id: s.accountId },
    body: {
      paysystem_shortname: s.paysystem,
      amount: Number(s.pending.shortfall),
      is_save_card: s.saveCard,
      return_url: s.returnTo,
      transaction_id: s.pending.transactionId,
      iframe: s.iframe || undefined,
    },
    idempotencyKey: paymentStore.intentKey(
      `${s.iframe ? 'frame' : 'pay'}-${s.pending.transactionId}-${s.paysystem}`,
    ),
  })
  paymentStore.watch(started, s.packetId, s.skipsParental)
  return started
}

/** #pay_redirect: the amount and the way to the gateway's card page (it returns with purchased=true). */
export function PayRedirectBody({ onClose, payload }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePendingPayment()
  const step = usePaymentStep()
  if (!data.pendingPayment || !data.system || data.failed)
    return <Failure text={t('purchase_nothing')} onClose={onClose} />
  if (data.pending || !data.account || !data.packet) return <Skeleton height={120} />
  const { pendingPayment, account, packet, system } = data
  const go = async () => {
    await step.run(async () => {
      const started = await startCardPage({
        accountId: account.id,
        pending: pendingPayment,
        paysystem: system,
        packetId: packet.id,
        saveCard: payload?.saveCard === true,
        skipsParental: data.flow?.skipsParental ?? false,
        returnTo: returnUrl(window.location.href),
        iframe: false,
      })
      if (started.full_url) window.location.assign(started.full_url)
      else throw new Error('no card page')
    })
  }
  return (
    <Body>
      <p>
        {t('purchase_redirect_text', { amount: money.amount(pendingPayment.shortfall, packet.currency) })}
      </p>
      {step.error && <Alert tone="error">{step.error}</Alert>}
      <Button onClick={() => void go()} disabled={step.busy} aria-busy={step.busy || undefined}>
        {t('purchase_redirect_go')}
      </Button>
      <Button variant="secondary" onClick={() => modal.open('paysystems')}>
        {t('purchase_other_way')}
      </Button>
    </Body>
  )
}

/**
 * #pay_iframe: the gateway's card page inside the modal (the gateway lets only the product's origin
 * frame it). The payment watcher polls meanwhile; when the page returns (payment-return.html posts
 * to this window) the payment's state shows in #pay_transaction.
 */
export function PayIframeBody({ onClose, payload }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePendingPayment()
  const fail = usePaymentFailure()
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { pendingPayment, system } = data
  const accountId = data.account?.id
  const packetId = data.packet?.id
  const saveCard = payload?.saveCard === true
  const skipsParental = data.flow?.skipsParental ?? false
  useEffect(() => {
    if (!pendingPayment || !system || accountId === undefined || packetId === undefined) return
    let live = true
    startCardPage({
      accountId,
      pending: pendingPayment,
      paysystem: system,
      packetId,
      saveCard,
      skipsParental,
      returnTo: frameReturnUrl(window.location.origin),
      iframe: true,
    })
      .then((started) => {
        if (!live) return
        if (started.full_url) setUrl(started.full_url)
        else setError(t('purchase_failed'))
      })
      .catch((e: unknown) => {
        if (live) fail(e, setError)
      })
    return () => {
      live = false
    }
  }, [pendingPayment, system, accountId, packetId, saveCard, skipsParental, fail, t])
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isPaymentReturned(event, window.location.origin)) return
      paymentResultStore.set({ kind: 'pending' })
      modal.open('pay_transaction')
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [modal])
  if (!pendingPayment || !system || data.failed)
    return <Failure text={t('purchase_nothing')} onClose={onClose} />
  return (
    <Body>
      {data.packet && (
        <p>
          {t('purchase_iframe_text', {
            amount: money.amount(pendingPayment.shortfall, data.packet.currency),
          })}
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {url && (
        <iframe
          className={styles.frame}
          src={url}
          title={t('purchase_iframe_title')}
          referrerPolicy="no-referrer"
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        />
      )}
      {!url && !error && <Skeleton height={420} />}
      <Button variant="secondary" onClick={() => modal.open('paysystems')}>
        {t('purchase_other_way')}
      </Button>
    </Body>
  )
}
