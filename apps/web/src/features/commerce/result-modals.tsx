import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Button, ButtonLink } from '../../shared/ui/button'
import { Spinner } from '../../shared/ui/spinner'
import { paymentResultStore, successKey, type PaymentResult } from './payment-result'
import { PAYMENT_EVENT, paymentStore } from '../../shared/commerce/payment-store'
import { checkAgain } from './transaction-rules'
import { payRestStep } from './purchase-rules'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useAccounts } from '../../shared/commerce/account-queries'
import { Body } from './purchase-flow'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'

/** The settings' payment screen, where the payment history is. */
export const PAYMENT_HISTORY_PATH = '/settings/payment'

/** #pay_transaction (step 6): waiting for the payment, then its success or failure. */
export function PayTransactionBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const modal = useModal()
  const result = useSyncExternalStore(
    paymentResultStore.subscribe,
    paymentResultStore.get,
    paymentResultStore.get,
  )
  if (result.kind === 'pending' && !paymentStore.transaction())
    return (
      <Body>
        <p>{t('purchase_checking_done')}</p>
        <Button onClick={onClose}>{t('close')}</Button>
      </Body>
    )
  if (result.kind === 'pending')
    return (
      <Body>
        <Spinner label={t('purchase_checking')} />
        <p role="status">{t('purchase_checking')}</p>
      </Body>
    )
  if (result.kind === 'unconfirmed') return <Unconfirmed result={result} onClose={onClose} />
  if (result.kind === 'unfinished') return <Unfinished result={result} onClose={onClose} />
  if (result.kind === 'credited')
    return (
      <Body>
        <Alert>{t('purchase_credited')}</Alert>
        <Button onClick={onClose}>{t('close')}</Button>
      </Body>
    )
  if (result.kind === 'complete')
    return (
      <Body>
        <Alert>{t(successKey(result.paid))}</Alert>
        <Button onClick={onClose}>{t('close')}</Button>
      </Body>
    )
  return (
    <Body>
      <Alert tone="error">
        {t('purchase_failed')}
        {result.message ? `: ${result.message}` : ''}
      </Alert>
      <Button
        onClick={() => {
          paymentStore.updateFlow({ pending: null })
          modal.open(result.paid === 'recharge' ? 'refill' : 'subscription')
        }}
      >
        {t('purchase_try_again')}
      </Button>
      <Button variant="secondary" onClick={onClose}>
        {t('close')}
      </Button>
    </Body>
  )
}

/**
 * The check ended with no answer from the bank (spec 3 §4 "Transactions": its time limit): what that
 * means, and what the viewer can do — look at the payment history, check once more while the payment
 * is young enough to be polled, or close.
 */
function Unconfirmed({
  result,
  onClose,
}: {
  result: Extract<PaymentResult, { kind: 'unconfirmed' }>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const location = useLocation()
  // whether the payment is young enough to be polled, as of when this shows
  const [shownAt] = useState(Date.now)
  const canCheck = checkAgain(result.transaction, shownAt) !== null
  return (
    <Body>
      <Alert>
        <strong>{t('purchase_unconfirmed_title')}</strong>
        <p>{t(result.paid === 'recharge' ? 'purchase_unconfirmed_refill' : 'purchase_unconfirmed_text')}</p>
      </Alert>
      {canCheck && (
        <Button
          onClick={() => {
            const again = checkAgain(result.transaction, Date.now())
            if (!again) return
            // the same transaction polled again: nothing is paid twice
            paymentStore.setTransaction(again)
            paymentResultStore.set({ kind: 'pending' })
            window.dispatchEvent(new Event(PAYMENT_EVENT))
          }}
        >
          {t('purchase_check_again')}
        </Button>
      )}
      {/* the settings open over the page behind, this dialog closed */}
      <ButtonLink
        to={PAYMENT_HISTORY_PATH}
        state={backgroundState({ ...location, hash: '' })}
        variant="secondary"
      >
        {t('acc_history')}
      </ButtonLink>
      <Button variant="secondary" onClick={onClose}>
        {t('close')}
      </Button>
    </Body>
  )
}

/**
 * Issue 29 (3): the payment arrived on the balance but did not cover the purchase (the balance was
 * spent elsewhere meanwhile). No success: the rest to pay, and "pay the rest" — the same purchase, its
 * new pending transaction for what it still lacks (the server finishes it).
 */
function Unfinished({
  result,
  onClose,
}: {
  result: Extract<PaymentResult, { kind: 'unfinished' }>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const currency = useAccounts().data?.[0]?.currency
  const rest = result.shortfall && currency ? money.amount(result.shortfall, currency) : null
  return (
    <Body>
      <Alert tone="error">
        <strong>{t('purchase_unfinished_title')}</strong>
        <p>{rest ? t('purchase_unfinished_text', { amount: rest }) : t('purchase_unfinished_text_plain')}</p>
      </Alert>
      <Button
        onClick={() => {
          const flow = paymentStore.flow()
          const step = payRestStep(flow, result.packetId)
          if (step?.kind === 'paysystems') {
            paymentStore.updateFlow({ pending: null })
            modal.open('paysystems')
          } else if (step) {
            paymentStore.begin(step.packetId, flow?.playAfter ?? null)
            modal.open('subscription')
          }
        }}
      >
        {rest ? t('purchase_pay_rest', { amount: rest }) : t('purchase_pay_rest_plain')}
      </Button>
      <Button variant="secondary" onClick={onClose}>
        {t('close')}
      </Button>
    </Body>
  )
}

/** #nofunds: a price shortfall the viewer cannot pay here (spec 3 §7 "Other 402", offer 400). */
export function NoFundsBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const modal = useModal()
  return (
    <Body>
      <Alert tone="error">{t('purchase_nofunds_text')}</Alert>
      <Button onClick={() => modal.open('paysystems')}>{t('purchase_other_way')}</Button>
      <Button variant="secondary" onClick={onClose}>
        {t('close')}
      </Button>
    </Body>
  )
}
