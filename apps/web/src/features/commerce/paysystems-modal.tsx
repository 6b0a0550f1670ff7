import type { Paysystem } from '@efir/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Skeleton } from '../../shared/ui/skeleton'
import { toastStore } from '../../shared/ui/toast-store'
import { usePayforms } from './api'
import { paymentStore } from '../../shared/commerce/payment-store'
import { SUPPORTED_PAYFORMS, payformModal, shortfall } from './purchase-rules'
import { usePlayAfterPurchase } from './use-play-after'
import styles from './purchase.module.css'
import { paidKind, successKey } from './payment-result'
import { OfferPaySystemsBody } from './offer-pay'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'
import {
  Agreement,
  Body,
  Failure,
  PaySystemList,
  ensurePurchase,
  usePaymentStep,
  usePurchaseData,
} from './purchase-flow'

/** #paysystems (steps 4–5): an offer's pay systems in offer mode, else the account's pay forms. */
export function PaySystemsBody(props: ModalBodyProps) {
  return paymentStore.flow()?.offer ? <OfferPaySystemsBody {...props} /> : <PacketPaySystemsBody {...props} />
}

/** The shortfall and the ways to pay it (GET accounts/{id}/payforms). */
function PacketPaySystemsBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePurchaseData()
  const play = usePlayAfterPurchase()
  const forms = usePayforms(data.account?.id)
  const [accepted, setAccepted] = useState(data.flow?.agreementAccepted ?? false)
  const step = usePaymentStep()
  const [info, setInfo] = useState<Paysystem | null>(null)
  const [saveCard, setSaveCard] = useState(false)
  if (data.failed || !data.flow) return <Failure text={t('packets_load_error')} onClose={onClose} />
  if (data.pending || !data.packet || !data.account) return <Skeleton height={200} />
  const { packet, account, type, flow } = data
  const amount = type?.amount ?? packet.price
  const due = flow.pending?.shortfall ?? shortfall(amount, account.amount)
  const systems = (forms.data ?? []).filter((s) => SUPPORTED_PAYFORMS.has(s.payform_shortname))
  const ready = !packet.agreement || accepted

  const choose = async (system: Paysystem) => {
    await step.run(async () => {
      const pending = await ensurePurchase(flow, type?.id ?? packet.purchase_type_id, account, accepted)
      if (pending === 'active' || !pending) {
        toastStore.show(t(successKey(paidKind(packet))), 'success')
        play()
        return
      }
      const target = payformModal(system)
      if (target === 'info') {
        setInfo(system)
        step.idle()
        return
      }
      paymentStore.updateFlow({
        paysystem: system.shortname,
        skipsParental: system.skip_parental_control,
      })
      // a card page (pay_redirect, pay_iframe) is told whether to link the card
      modal.open(target, { saveCard })
    })
  }

  return (
    <Body>
      <p>
        {t('purchase_shortfall_of', {
          price: money.price(amount, packet.currency),
          balance: money.amount(account.amount, account.currency),
          amount: money.amount(due, packet.currency),
        })}
      </p>
      <Agreement packet={packet} accepted={accepted} onChange={setAccepted} />
      {forms.isPending && <Skeleton height={120} />}
      {forms.isError && <Alert tone="error">{t('purchase_no_paysystems')}</Alert>}
      {forms.isSuccess && systems.length === 0 && <Alert tone="error">{t('purchase_no_paysystems')}</Alert>}
      <PaySystemList systems={systems} onChoose={(s) => void choose(s)} disabled={step.busy || !ready} />
      {systems.some((s) => s.payform_shortname === 'short_url') && (
        // the card paid on the card page is linked for next time (#pay_card)
        <label className={styles.agreement}>
          <input type="checkbox" checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} />
          <span>{t('purchase_save_card')}</span>
        </label>
      )}
      {info?.data && (
        <dl className={styles.info}>
          {Object.entries(info.data).map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      )}
      {step.error && <Alert tone="error">{step.error}</Alert>}
    </Body>
  )
}
