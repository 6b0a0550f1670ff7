import type { Offer, Paysystem, Transaction } from '@efir/contract'
import { createOffer, getOffer, payOffer } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { endpointQueryOptions } from '../../shared/api/query'
import { paymentStore, type PurchaseFlow } from '../../shared/commerce/payment-store'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Skeleton } from '../../shared/ui/skeleton'
import { toastStore } from '../../shared/ui/toast-store'
import { paidKind, successKey } from './payment-result'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'
import {
  Agreement,
  Body,
  Failure,
  PaySystemList,
  errorText,
  useAwaitPayment,
  usePaymentStep,
  usePurchaseData,
} from './purchase-flow'
import { OFFER_VERSION, offerPaymentStep, returnUrl } from './purchase-rules'
import { usePlayAfterPurchase } from './use-play-after'
import styles from './purchase.module.css'

/*
 * Offer mode (spec 3 §4 "Purchase flow" step 3, "Watch button"; §7 purchases_offer): a pay button
 * with button_data buys its period through an offer — the server's pay systems for it (the balance
 * among them), its texts, and one payment the viewer may move between pay systems.
 */

/** The offer of the chosen period: made once (POST purchases_offer), then read again (GET). */
async function ensureOffer(flow: PurchaseFlow, typeId: number): Promise<Offer> {
  if (flow.offerOf?.typeId === typeId) {
    const made = await apiRequest(getOffer, { params: { id: flow.offerOf.id } })
    // a failed payment ends its offer: trying again makes a new one
    if (made.status !== 'failed') return made
  }
  const playAfter = flow.playAfter
  const offer = await apiRequest(createOffer, {
    body: {
      offer_version: OFFER_VERSION,
      purchase_type_id: typeId,
      content_id: playAfter?.kind === 'content' ? playAfter.id : undefined,
    },
  })
  paymentStore.updateFlow({ offerOf: { id: offer.offer_id, typeId } })
  return offer
}

/** Pays the offer of the chosen period with a pay system (one Idempotency-Key per offer and system). */
export async function payTheOffer(
  flow: PurchaseFlow,
  typeId: number,
  paysystem: string,
): Promise<Transaction> {
  const offer = await ensureOffer(flow, typeId)
  return apiRequest(payOffer, {
    body: {
      offer_id: offer.offer_id,
      paysystem_shortname: paysystem,
      return_url: returnUrl(window.location.href),
    },
    idempotencyKey: paymentStore.intentKey(`offer-${offer.offer_id}-${paysystem}`),
  })
}

/** The offer's texts (spec 3 §4 "Card payment confirmation"): distribution type, title and info. */
function OfferInfo({ info, fallback }: { info: Offer['offer_info']; fallback: string }) {
  const { t } = useTranslation()
  return (
    <>
      <p className={styles.muted}>
        {t(info.distribution_type === 'purchase' ? 'offer_kind_purchase' : 'offer_kind_subscription')}
      </p>
      <h3 className={styles.name}>{info.product_title || fallback}</h3>
      {info.distribution_info && <p className={styles.muted}>{info.distribution_info}</p>}
    </>
  )
}

/** The texts of the offer being paid, for #pay_card; nothing outside offer mode. */
export function OfferTexts({ fallback }: { fallback: string }) {
  const id = paymentStore.flow()?.offerOf?.id ?? null
  const offer = useQuery({
    ...endpointQueryOptions(getOffer, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  })
  return offer.data ? <OfferInfo info={offer.data.offer_info} fallback={fallback} /> : null
}

/** #paysystems in offer mode: the offer's texts, its price and its pay systems. */
export function OfferPaySystemsBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const play = usePlayAfterPurchase()
  const awaitPayment = useAwaitPayment()
  const data = usePurchaseData()
  const flow = data.flow
  const typeId = data.type?.id ?? data.packet?.purchase_type_id ?? null
  const offer = useQuery({
    queryKey: ['purchase-offer', typeId],
    queryFn: () => {
      if (!flow || typeId === null) throw new Error('no purchase in progress')
      return ensureOffer(flow, typeId)
    },
    enabled: flow !== null && typeId !== null,
    staleTime: Infinity,
    retry: false,
  })
  const [accepted, setAccepted] = useState(flow?.agreementAccepted ?? false)
  const step = usePaymentStep()
  if (data.failed || !flow || offer.isError)
    return <Failure text={errorText(offer.error, t('packets_load_error'))} onClose={onClose} />
  if (data.pending || offer.isPending || !data.packet || !data.account || typeId === null)
    return <Skeleton height={200} />
  const { packet, account } = data
  const period = offer.data.purchases.find((p) => p.id === typeId) ?? offer.data.purchases[0]
  const ready = !packet.agreement || accepted

  const choose = async (system: Paysystem) => {
    await step.run(async () => {
      const started = await payTheOffer(flow, typeId, system.shortname)
      const step = offerPaymentStep(started, system)
      if (step === 'paid') {
        paymentStore.endIntent()
        toastStore.show(t(successKey(paidKind(packet))), 'success')
        play()
        return
      }
      // the offer's pending transaction is paid by its system's pay form, as a purchase's shortfall is
      const amount = started.amount
      paymentStore.updateFlow({
        pending: { id: started.purchase_id ?? 0, transactionId: started.id, amount, shortfall: amount },
        paysystem: system.shortname,
        skipsParental: system.skip_parental_control,
      })
      if (step === 'pay_transaction') awaitPayment(started, packet.id, system.skip_parental_control)
      else modal.open(step, { saveCard: false })
    })
  }

  return (
    <Body>
      <OfferInfo info={offer.data.offer_info} fallback={packet.name} />
      {period && (
        <p className={styles.price}>
          {t('offer_price', {
            price: money.pricePerPeriod(period.amount, packet.currency, period.period_human),
            balance: money.amount(account.amount, account.currency),
          })}
        </p>
      )}
      <Agreement packet={packet} accepted={accepted} onChange={setAccepted} />
      <PaySystemList
        systems={offer.data.paysystems}
        onChoose={(s) => void choose(s)}
        disabled={step.busy || !ready}
      />
      {step.error && <Alert tone="error">{step.error}</Alert>}
    </Body>
  )
}
