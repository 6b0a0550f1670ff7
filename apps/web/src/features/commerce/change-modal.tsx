import {
  ERROR_CODES,
  activatePurchase,
  getPacket,
  getTransaction,
  payLinkedCard,
} from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { endpointQueryOptions } from '../../shared/api/query'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { toastStore } from '../../shared/ui/toast-store'
import { usePurchasePeriods, useRefreshCommerce } from './api'
import { changeOptions } from './packet-rules'
import { PeriodOptions } from './period-options'
import { paymentStore } from '../../shared/commerce/payment-store'
import { MAX_POLLING_MS, POLL_INTERVAL_MS, pollOutcome } from './transaction-rules'
import styles from './purchase.module.css'

interface ChangePeriodProps {
  packetId: number
  onClose: () => void
}

/** A 402 of the change: the shortfall and the linked card to pay it from (spec 3 §7). */
interface Short {
  shortfall: string
  cardId: number | null
  typeId: number
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls a card charge until it completes (true) or fails (its reason). */
async function settled(id: number): Promise<true | string | null> {
  const until = Date.now() + MAX_POLLING_MS
  while (Date.now() < until) {
    let outcome
    try {
      outcome = pollOutcome(await apiRequest(getTransaction, { params: { id } }))
    } catch (e) {
      outcome = pollOutcome({ httpStatus: e instanceof ApiError ? e.status : 0 })
    }
    if (outcome.kind === 'complete') return true
    if (outcome.kind === 'error') return outcome.message
    if (outcome.kind === 'stop') return null
    await wait(POLL_INTERVAL_MS)
  }
  return null
}

/**
 * The period change (spec 3 §4 "Subscription actions: change packet or period"): the packet's other
 * periods; the chosen one is applied with PATCH purchases/{id}. A 402 falls back to paying the
 * shortfall from the linked card, then applies the period again (spec 3 §7).
 */
export default function ChangePeriodBody({ onClose, packetId }: ChangePeriodProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const refresh = useRefreshCommerce()
  const packet = useQuery({
    ...endpointQueryOptions(getPacket, { params: { id: packetId } }),
  })
  const periods = usePurchasePeriods(packetId, true)
  const [typeId, setTypeId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [short, setShort] = useState<Short | null>(null)
  const [planned, setPlanned] = useState<string | null>(null)

  const purchase = packet.data?.user_purchase
  const sub = packet.data?.subscription
  if (packet.isError || periods.isError || (packet.isSuccess && !purchase))
    return (
      <div className={styles.body}>
        <Alert tone="error">{t('purchase_nothing')}</Alert>
        <Button onClick={onClose}>{t('close')}</Button>
      </div>
    )
  if (!packet.data || !periods.data || !purchase) return <Skeleton height={200} />
  const currency = packet.data.currency
  const options = changeOptions(periods.data, sub?.purchase_type_id)
  const chosen = options.find((o) => o.id === typeId) ?? options[0]

  const apply = async (id: number, scope: string) => {
    await apiRequest(activatePurchase, {
      params: { id: purchase.id },
      body: { purchase_type_id: id, account_id: purchase.account_id, status: 'active' },
      idempotencyKey: paymentStore.intentKey(scope),
    })
    paymentStore.endIntent()
    toastStore.show(t('packet_change_success'), 'success')
    void refresh()
    onClose()
  }
  const fail = (e: unknown, id: number) => {
    // a 402 is remembered under its key: the next attempt is a new intent
    paymentStore.endIntent()
    if (e instanceof ApiError && e.status === 402 && e.payment)
      setShort({
        shortfall: e.payment.shortfall,
        cardId: e.payment.card_id ?? null,
        typeId: id,
      })
    else if (e instanceof ApiError && e.code === ERROR_CODES.periodAlreadyPlanned) {
      // issue 29 (1): another tab bought the next period first — nothing charged here; the page shows it
      setPlanned(e.message || t('message_period_planned'))
      void refresh()
    } else setError(e instanceof ApiError && e.message ? e.message : t('purchase_failed'))
    setBusy(false)
  }
  const change = async () => {
    if (!chosen) return
    setBusy(true)
    setError(null)
    try {
      await apply(chosen.id, `change-${purchase.id}-${chosen.id}`)
    } catch (e) {
      fail(e, chosen.id)
    }
  }
  const payFromCard = async (s: Short) => {
    if (s.cardId === null) return
    setBusy(true)
    setError(null)
    try {
      const started = await apiRequest(payLinkedCard, {
        params: { id: purchase.account_id },
        body: { amount: Number(s.shortfall), card_id: s.cardId },
        idempotencyKey: paymentStore.intentKey(`change-card-${purchase.id}-${s.typeId}`),
      })
      paymentStore.endIntent()
      const result = await settled(started.id)
      if (result !== true) {
        setError(result || t('purchase_failed'))
        setBusy(false)
        void refresh()
        return
      }
      setShort(null)
      await apply(s.typeId, `change-${purchase.id}-${s.typeId}-card-${started.id}`)
    } catch (e) {
      fail(e, s.typeId)
    }
  }

  if (planned)
    return (
      <div className={styles.body}>
        <Alert tone="error">
          <strong>{t('packet_change_refused')}</strong>
          <p>{planned}</p>
        </Alert>
        <Button onClick={onClose}>{t('close')}</Button>
      </div>
    )
  if (short)
    return (
      <div className={styles.body}>
        <p>{t('packet_change_short', { amount: money.amount(short.shortfall, currency) })}</p>
        {error && <Alert tone="error">{error}</Alert>}
        {short.cardId !== null ? (
          <Button onClick={() => void payFromCard(short)} disabled={busy} aria-busy={busy || undefined}>
            {t('packet_change_pay_card', { amount: money.amount(short.shortfall, currency) })}
          </Button>
        ) : (
          <Alert>{t('purchase_no_card')}</Alert>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            onClose()
            modal.open('refill')
          }}
          disabled={busy}
        >
          {t('packet_change_refill')}
        </Button>
      </div>
    )
  if (options.length === 0)
    return (
      <div className={styles.body}>
        <Alert>{t('purchase_no_purchases')}</Alert>
        <Button onClick={onClose}>{t('close')}</Button>
      </div>
    )
  return (
    <form
      className={styles.body}
      onSubmit={(e) => {
        e.preventDefault()
        void change()
      }}
    >
      <h3 className={styles.name}>{packet.data.name}</h3>
      <p className={styles.muted}>{t('packet_change_hint')}</p>
      <PeriodOptions types={options} currency={currency} chosenId={chosen?.id} onChoose={setTypeId} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={busy || !chosen} aria-busy={busy || undefined}>
        {t('packet_change_apply')}
      </Button>
    </form>
  )
}
