import type { Packet, PurchaseType } from '@efir/contract'
import { getContentQuickSalesPackets } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { endpointQueryOptions } from '../../shared/api/query'
import { isFree, monthlyDiscount, offeredTrial } from '../../shared/commerce/money'
import { formatDate } from '../../shared/i18n/date-format'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { toastStore } from '../../shared/ui/toast-store'
import { readContentPayment } from '../../shared/commerce/purchase-request'
import { useParentalCheck } from '../../shared/parental/use-parental-check'
import { usePackets } from './api'
import { isOwned } from './packet-rules'
import { PeriodOptions } from './period-options'
import { PacketChannelList } from './packet-channels'
import { payTheOffer } from './offer-pay'
import { paymentStore } from '../../shared/commerce/payment-store'
import { dueNow, needsBasePacket, offerButton, ownedWarning, periodStep } from './purchase-rules'
import { usePlayAfterPurchase } from './use-play-after'
import styles from './purchase.module.css'
import { paidKind, successKey } from './payment-result'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'
import {
  Agreement,
  Body,
  Failure,
  ensurePurchase,
  useGoBuy,
  usePaymentStep,
  usePurchaseData,
} from './purchase-flow'

/** #quick_packets: the packets that sell a film (spec 3 §4 "Watch button", "Content play action"). */
export function QuickPacketsBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const request = readContentPayment()
  const offer = offerButton(request?.offer)
  const packets = useQuery({
    ...endpointQueryOptions(getContentQuickSalesPackets, { params: { id: request?.contentId ?? 0 } }),
    enabled: request !== null && offer === null,
  })
  // spec 3 §4 "Watch button": a pay button with button_data starts an offer purchase of its packet
  useEffect(() => {
    if (!request || offer === null) return
    paymentStore.begin(offer.packetId, { kind: 'content', id: request.playAfterId }, offer)
    modal.open('subscription')
  }, [request?.playAfterId, offer?.packetId, offer?.purchaseTypeId, modal]) // eslint-disable-line react-hooks/exhaustive-deps
  if (offer !== null) return <Skeleton height={160} />
  if (!request) return <Failure text={t('purchase_nothing')} onClose={onClose} />
  if (packets.isPending) return <Skeleton height={160} />
  if (packets.isError) return <Failure text={t('packets_load_error')} onClose={onClose} />
  if (packets.data.length === 0) return <Failure text={t('purchase_no_packets')} onClose={onClose} />
  return (
    <Body>
      <ul className={styles.list}>
        {packets.data.map(({ packet, purchases }) => {
          const first = purchases[0]
          return (
            <li key={packet.id} className={styles.option}>
              <span className={styles.name}>{packet.name}</span>
              <span className={styles.muted}>
                {first
                  ? money.pricePerPeriod(first.amount, packet.currency, first.period_human)
                  : money.price(packet.price, packet.currency)}
              </span>
              <Button
                size="small"
                onClick={() => {
                  paymentStore.begin(packet.id, { kind: 'content', id: request.playAfterId })
                  modal.open('subscription')
                }}
              >
                {t('channel_buy')}
              </Button>
            </li>
          )
        })}
      </ul>
    </Body>
  )
}

/**
 * #subscription (steps 1–3): the chosen packet; an add-on without a base packet shows the base packets
 * (step 2); then the periods (confirm_period) or, with a trial or a single period, the buy step.
 */
export function SubscriptionBody({ onClose }: ModalBodyProps) {
  const { t, i18n } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePurchaseData()
  const own = usePackets()
  const goBuy = useGoBuy()
  const parental = useParentalCheck()
  const [, rerender] = useState(0)
  const { packet, account } = data
  const ownedBases = (own.data ?? []).map((p) => ({ is_base: p.is_base, owned: isOwned(p) }))
  const needsBase = packet && own.isSuccess ? needsBasePacket(packet, ownedBases) : false
  const next = packet ? periodStep(packet.purchase_types) : null
  if (data.failed) return <Failure text={t('packets_load_error')} onClose={onClose} />
  if (data.pending || own.isPending || !packet || !account) return <Skeleton height={200} />
  const owned = ownedWarning(packet)
  if (owned)
    return (
      <Body>
        <h3 className={styles.name}>{t('title_already_bought')}</h3>
        <Alert>
          {owned.kind === 'included'
            ? t('already_bought_included', { name: packet.name, bundle: owned.name })
            : owned.until
              ? t('already_bought_until', {
                  name: packet.name,
                  date: formatDate(owned.until, i18n.language, 'date'),
                })
              : t('already_bought_text', { name: packet.name })}
        </Alert>
        <Button onClick={onClose}>{t('close')}</Button>
      </Body>
    )
  if (needsBase) {
    const bases = (own.data ?? []).filter((p) => p.is_base && p.kind === 'base')
    return (
      <Body>
        <p>{t('purchase_base_needed', { name: packet.name })}</p>
        <ul className={styles.list}>
          {bases.map((b) => (
            <li key={b.id} className={styles.option}>
              <span className={styles.name}>{b.name}</span>
              <span className={styles.muted}>
                {money.pricePerPeriod(b.price, b.currency, b.period_human)}
              </span>
              <Button
                size="small"
                onClick={() => {
                  // the base packet becomes the purchase: this modal shows it (its periods, its trial)
                  paymentStore.begin(b.id, data.flow?.playAfter ?? null)
                  rerender((n) => n + 1)
                }}
              >
                {t('channel_buy')}
              </Button>
            </li>
          ))}
        </ul>
      </Body>
    )
  }
  return (
    <Body>
      <h3 className={styles.name}>{packet.name}</h3>
      {packet.description && <p className={styles.muted}>{packet.description}</p>}
      <p className={styles.price}>
        {money.pricePerPeriod(packet.price, packet.currency, packet.period_human)}
      </p>
      {money.trial(packet, packet.currency) && <p>{money.trial(packet, packet.currency)}</p>}
      <TakeOverNotice packet={packet} />
      {packet.channels_count > 0 && (
        // what the packet shows: its channels (#packets_channels), then back here
        <Button variant="secondary" onClick={() => modal.open('packets_channels')}>
          {t('packet_channels')} · {t('packet_channels_count', { count: packet.channels_count })}
        </Button>
      )}
      <Button
        onClick={() =>
          // spec 3 §4 step 1: the parental check (action pay) runs before paying
          parental({ action: 'pay' }, () =>
            next === 'confirm_period' ? modal.open('confirm_period') : goBuy(packet, account, data.type),
          )
        }
      >
        {t('purchase_continue')}
      </Button>
    </Body>
  )
}

/**
 * Issue 29: what buying a bundle changes in the packets the viewer already has (the server's
 * `takes_over`): an included packet stops renewing, a bought next period is refunded, an unpaid
 * purchase is cancelled. Told before the viewer goes on to pay.
 */
function TakeOverNotice({ packet }: { packet: Packet }) {
  const { t, i18n } = useTranslation()
  const money = useMoneyText()
  const changes = packet.takes_over ?? []
  if (changes.length === 0) return null
  return (
    <Alert>
      <strong>{t('takeover_title')}</strong>
      <ul>
        {changes.map((c) => (
          <li key={`${c.packet_id}-${c.change}`}>
            {c.change === 'stop_renewal'
              ? t('takeover_stop_renewal', {
                  name: c.packet_name,
                  bundle: packet.name,
                  date: c.end_at ? formatDate(c.end_at, i18n.language, 'date') : '',
                })
              : c.change === 'refund'
                ? t('takeover_refund', {
                    name: c.packet_name,
                    amount: money.price(c.refund, packet.currency),
                  })
                : t('takeover_cancel', { name: c.packet_name })}
          </li>
        ))}
      </ul>
    </Alert>
  )
}

/** #confirm_period (step 3): the periods with their trial and per-month discount. */
export function ConfirmPeriodBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const data = usePurchaseData()
  const goBuy = useGoBuy()
  const [typeId, setTypeId] = useState<number | null>(null)
  if (data.failed) return <Failure text={t('packets_load_error')} onClose={onClose} />
  if (data.pending || !data.packet || !data.account) return <Skeleton height={200} />
  const { packet, account } = data
  const types = packet.purchase_types
  if (types.length === 0) return <Failure text={t('purchase_no_purchases')} onClose={onClose} />
  const first = types[0]
  const chosen = types.find((p) => p.id === typeId) ?? data.type ?? first
  return (
    <form
      className={styles.body}
      onSubmit={(e) => {
        e.preventDefault()
        goBuy(packet, account, chosen ?? null)
      }}
    >
      <h3 className={styles.name}>{packet.name}</h3>
      <PeriodOptions
        types={types}
        currency={packet.currency}
        chosenId={chosen?.id}
        onChoose={setTypeId}
        extra={(type) => {
          const discount = first ? monthlyDiscount(first, type) : 0
          const trial = money.trial({ ...type, is_trial: type.is_have_trial }, packet.currency)
          return (
            <>
              {discount > 0 && (
                <span className={styles.badge}>{t('price_discount', { percent: discount })}</span>
              )}
              {trial && <span className={styles.muted}>{trial}</span>}
            </>
          )
        }}
      />
      <Button type="submit">{t('purchase_continue')}</Button>
    </form>
  )
}

/** #confirm (step 4): pay from the balance. */
export function ConfirmBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePurchaseData()
  const play = usePlayAfterPurchase()
  const [accepted, setAccepted] = useState(data.flow?.agreementAccepted ?? false)
  const step = usePaymentStep()
  if (data.failed || !data.flow) return <Failure text={t('packets_load_error')} onClose={onClose} />
  if (data.pending || !data.packet || !data.account) return <Skeleton height={160} />
  const { packet, account, type, flow } = data
  // issue 29 (6): a trial offered to the viewer costs its trial price now, then the first charge
  const due = type ? dueNow(type) : { amount: packet.price, trial: false }
  const amount = due.amount
  const ready = !packet.agreement || accepted
  const buy = () =>
    step.run(async () => {
      const typeId = type?.id ?? packet.purchase_type_id
      // offer mode: the offer is paid from the balance (spec 3 §4 step 4)
      const paid = flow.offer
        ? (await payTheOffer(flow, typeId, 'balance')).status === 'complete'
        : (await ensurePurchase(flow, typeId, account, accepted)) === 'active'
      if (paid) {
        toastStore.show(t(successKey(paidKind(packet))), 'success')
        play()
      } else modal.open('paysystems')
    })
  return (
    <Body>
      <h3 className={styles.name}>{packet.name}</h3>
      {due.trial && type ? (
        <TrialTerms packet={packet} type={type} />
      ) : (
        <p>
          {t('purchase_from_balance', {
            price: money.price(amount, packet.currency),
            balance: money.amount(account.amount, account.currency),
          })}
        </p>
      )}
      <Agreement packet={packet} accepted={accepted} onChange={setAccepted} />
      {step.error && <Alert tone="error">{step.error}</Alert>}
      <Button onClick={() => void buy()} disabled={step.busy || !ready} aria-busy={step.busy || undefined}>
        {due.trial && isFree(amount)
          ? t('purchase_start_trial')
          : t('purchase_pay', { price: money.price(amount, packet.currency) })}
      </Button>
    </Body>
  )
}

/**
 * Issue 29 (6): what a trial costs now (free, or its trial price) and when and how much the first
 * regular charge will be — the server's first_charge for the packet's default period, else its length.
 */
function TrialTerms({ packet, type }: { packet: Packet; type: PurchaseType }) {
  const { t, i18n } = useTranslation()
  const money = useMoneyText()
  const trial = offeredTrial(type)
  if (!trial) return null
  const regular = money.pricePerPeriod(type.amount, packet.currency, type.period_human)
  const first = type.id === packet.purchase_type_id ? packet.first_charge : null
  return (
    <>
      <p>
        {isFree(trial.amount)
          ? t('purchase_trial_free', { period: money.period(trial.period) })
          : t('purchase_trial_paid', {
              period: money.period(trial.period),
              price: money.price(trial.amount, packet.currency),
            })}
      </p>
      <p>
        {first
          ? t('purchase_first_charge', { date: formatDate(first.at, i18n.language, 'date'), price: regular })
          : t('purchase_first_charge_after', { period: money.period(trial.period), price: regular })}
      </p>
    </>
  )
}

/** #packets_channels: the channels of the packet being bought, with their search; back to buying it. */
export function PacketsChannelsBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const modal = useModal()
  const data = usePurchaseData()
  if (data.failed) return <Failure text={t('packets_load_error')} onClose={onClose} />
  if (data.pending || !data.packet) return <Skeleton height={240} />
  return (
    <Body>
      <h3 className={styles.name}>
        {data.packet.name} · {t('packet_channels_count', { count: data.packet.channels_count })}
      </h3>
      <PacketChannelList channels={data.packet.channels} />
      <Button onClick={() => modal.open('subscription')}>{t('purchase_continue')}</Button>
    </Body>
  )
}
