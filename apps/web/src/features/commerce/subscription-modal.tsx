import type { Packet, Paysystem, Purchase, PurchaseType } from '@efir/contract'
import { createPurchase, getPacket, listAccounts, listPayforms, payShortUrl } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { endpointQueryOptions } from '../../shared/api/query'
import { monthlyDiscount } from '../../shared/commerce/money'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { toastStore } from '../../shared/ui/toast-store'
import { useRefreshCommerce } from './api'
import { paymentStore } from './payment-store'
import styles from './commerce.module.css'

interface Props {
  onClose: () => void
}

/**
 * #subscription (spec 3 §4 "Purchase flow" steps 3–5): the packet's periods with trial and per-month
 * discount, the agreement to accept, then the purchase from the balance; too little balance leaves a
 * pending transaction for the shortfall, paid with a chosen payment system (the card page redirects
 * back with purchased=true and the transaction is polled).
 */
export default function SubscriptionModal({ onClose }: Props) {
  const { t } = useTranslation()
  const packetId = paymentStore.chosenPacket()
  const packet = useQuery({
    ...endpointQueryOptions(getPacket, { params: { id: packetId ?? 0 } }),
    enabled: packetId !== null,
  })
  const accounts = useQuery(endpointQueryOptions(listAccounts))
  if (packetId === null) return <p>{t('packets_empty')}</p>
  if (packet.isPending || accounts.isPending) return <Skeleton height={200} />
  if (packet.isError || accounts.isError || !accounts.data[0])
    return (
      <div className={styles.hero}>
        <p>{t('packets_load_error')}</p>
        <Button onClick={onClose}>{t('close')}</Button>
      </div>
    )
  return <PurchaseForm packet={packet.data} accountId={accounts.data[0].id} onClose={onClose} />
}

function PurchaseForm({
  packet,
  accountId,
  onClose,
}: {
  packet: Packet
  accountId: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const refresh = useRefreshCommerce()
  const types = packet.purchase_types.length > 0 ? packet.purchase_types : []
  const [typeId, setTypeId] = useState(packet.purchase_type_id)
  const [accepted, setAccepted] = useState(!packet.agreement)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<Purchase | null>(null)
  const first = types[0]

  const buy = async () => {
    setBusy(true)
    setError(null)
    try {
      const purchase = await apiRequest(createPurchase, {
        body: { purchase_type_id: typeId, account_id: accountId, agreement_accepted: accepted || undefined },
        idempotencyKey: paymentStore.intentKey(`purchase-${typeId}`),
      })
      if (purchase.status === 'active') {
        paymentStore.endIntent()
        toastStore.show(t('purchase_success'), 'success')
        void refresh()
        onClose()
      } else setPending(purchase)
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('purchase_failed'))
    } finally {
      setBusy(false)
    }
  }

  if (pending) return <PaySystems purchase={pending} accountId={accountId} packet={packet} />
  return (
    <form
      className={styles.hero}
      onSubmit={(e) => {
        e.preventDefault()
        void buy()
      }}
    >
      <h3 className={styles.cardName}>{packet.name}</h3>
      <fieldset className={styles.hero}>
        <legend>{t('purchase_period')}</legend>
        {types.map((type: PurchaseType) => {
          const discount = first ? monthlyDiscount(first, type) : 0
          const trial = money.trial({ ...type, is_trial: type.is_have_trial }, packet.currency)
          return (
            <label key={type.id}>
              <input
                type="radio"
                name="purchase_type"
                checked={typeId === type.id}
                onChange={() => setTypeId(type.id)}
              />{' '}
              {money.pricePerPeriod(type.amount, packet.currency, type.period_human)}
              {discount > 0 && (
                <span className={styles.trial}> {t('price_discount', { percent: discount })}</span>
              )}
              {trial && <span className={styles.muted}> · {trial}</span>}
            </label>
          )
        })}
      </fieldset>
      {packet.agreement && (
        <label>
          <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />{' '}
          {packet.agreement}
        </label>
      )}
      {error && (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy || !accepted}>
        {t('purchase_confirm')}
      </Button>
    </form>
  )
}

/** #paysystems (spec 3 §4 step 4–5): how to pay the shortfall. */
function PaySystems({
  purchase,
  accountId,
  packet,
}: {
  purchase: Purchase
  accountId: number
  packet: Packet
}) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const forms = useQuery(endpointQueryOptions(listPayforms, { params: { id: accountId } }))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const transactionId = purchase.transactionId
  const pay = async (system: Paysystem) => {
    if (transactionId === null) return
    setBusy(true)
    setError(null)
    try {
      const returnUrl = new URL(window.location.href)
      returnUrl.hash = ''
      returnUrl.searchParams.set('purchased', 'true')
      const started = await apiRequest(payShortUrl, {
        params: { id: accountId },
        body: {
          paysystem_shortname: system.shortname,
          amount: Number(purchase.amount),
          is_save_card: false,
          return_url: returnUrl.toString(),
          transaction_id: transactionId,
        },
        idempotencyKey: paymentStore.intentKey(`pay-${transactionId}-${system.shortname}`),
      })
      paymentStore.watch(started, packet.id)
      if (started.full_url) window.location.assign(started.full_url)
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('purchase_failed'))
      setBusy(false)
    }
  }
  const cardForms = (forms.data ?? []).filter((f) => f.payform_shortname === 'short_url')
  return (
    <div className={styles.hero}>
      <p>{t('purchase_shortfall', { amount: money.price(purchase.amount, packet.currency) })}</p>
      {forms.isPending && <Skeleton height={48} />}
      {forms.isSuccess && cardForms.length === 0 && <p>{t('purchase_no_paysystems')}</p>}
      {cardForms.map((system) => (
        <Button key={system.id} onClick={() => void pay(system)} disabled={busy}>
          {system.button_text || system.title}
        </Button>
      ))}
      {error && <p role="alert">{error}</p>}
    </div>
  )
}
