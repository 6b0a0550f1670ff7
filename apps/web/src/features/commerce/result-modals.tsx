import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Spinner } from '../../shared/ui/spinner'
import { paymentResultStore, successKey } from './payment-result'
import { paymentStore } from '../../shared/commerce/payment-store'
import { Body, type ModalBodyProps } from './purchase-flow'

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
