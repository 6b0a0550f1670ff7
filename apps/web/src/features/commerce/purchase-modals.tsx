import type { Packet, Paysystem, PaymentAccount, PurchaseType } from '@efir/contract'
import {
  confirmBySms,
  createPurchase,
  getContentQuickSalesPackets,
  getPacket,
  payLinkedCard,
  payPhone,
  payQrCode,
  payShortUrl,
} from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { endpointQueryOptions } from '../../shared/api/query'
import { monthlyDiscount } from '../../shared/commerce/money'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { Spinner } from '../../shared/ui/spinner'
import { toastStore } from '../../shared/ui/toast-store'
import { readContentPayment } from '../content/purchase-request'
import { useParentalCheck } from '../parental/use-parental-check'
import { useSession } from '../session/use-session'
import { useAccounts, useCards, usePackets, usePayforms } from './api'
import { isOwned } from './packet-rules'
import { PeriodOptions } from './period-options'
import { paymentResultStore, successKey } from './payment-result'
import { paymentStore, type PurchaseFlow } from '../../shared/commerce/payment-store'
import {
  SUPPORTED_PAYFORMS,
  buyStep,
  needsBasePacket,
  payformModal,
  periodStep,
  primaryCard,
  qrAnswer,
  returnUrl,
  shortfall,
} from './purchase-rules'
import { usePlayAfterPurchase } from './use-play-after'
export { default as ChangePeriodBody } from './change-modal'
import styles from './purchase.module.css'

/*
 * The purchase flow's modals (spec 3 §4 "Purchase flow" steps 1–6), one lazy chunk. The flow's state
 * lives in `paymentStore.flow()` (localStorage), so a reload or the card page's return loses nothing.
 */

/** What the modal host gives every body (app/modal-body-props, which features may not import). */
interface ModalBodyProps {
  onClose: () => void
  payload?: Record<string, unknown>
}

const errorText = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.message ? e.message : fallback

function Body({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>
}

/** A step that cannot go on: the reason and a way out. */
function Failure({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Body>
      <Alert tone="error">{text}</Alert>
      <Button onClick={onClose}>{t('close')}</Button>
    </Body>
  )
}

/** The chosen packet and the viewer's account, loaded for every step. */
function usePurchaseData() {
  const flow = paymentStore.flow()
  const packetId = flow?.packetId ?? paymentStore.chosenPacket()
  const packet = useQuery({
    ...endpointQueryOptions(getPacket, { params: { id: packetId ?? 0 } }),
    enabled: packetId !== null,
  })
  const accounts = useAccounts()
  const account: PaymentAccount | undefined = accounts.data?.[0]
  const types = packet.data?.purchase_types ?? []
  const type = types.find((p) => p.id === flow?.purchaseTypeId) ?? types[0] ?? null
  return {
    flow,
    packetId,
    packet: packet.data,
    account,
    type,
    pending: packet.isPending || accounts.isPending,
    failed: packetId === null || packet.isError || accounts.isError || (accounts.isSuccess && !account),
  }
}

/** Step 4: with enough balance, confirm; otherwise choose a payment system. */
function useGoBuy() {
  const modal = useModal()
  return (packet: Packet, account: PaymentAccount, type: PurchaseType | null) => {
    paymentStore.updateFlow({ purchaseTypeId: type?.id ?? packet.purchase_type_id })
    modal.open(
      buyStep(
        account.amount,
        { amount: type?.amount ?? null, total_price: packet.total_price, price: packet.price },
        account.is_payment_allowed,
      ),
    )
  }
}

/** The packet a pay button's button_data names (spec 3 §3 "Content meta"), if any. */
function offerPacketId(offer: unknown): number | null {
  const id = (offer as { packet_id?: unknown } | null | undefined)?.packet_id
  return typeof id === 'number' ? id : null
}

/** #quick_packets: the packets that sell a film (spec 3 §4 "Watch button", "Content play action"). */
export function QuickPacketsBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const request = readContentPayment()
  const offerPacket = offerPacketId(request?.offer)
  const packets = useQuery({
    ...endpointQueryOptions(getContentQuickSalesPackets, { params: { id: request?.contentId ?? 0 } }),
    enabled: request !== null && offerPacket === null,
  })
  // spec 3 §4 "Watch button": a pay button with button_data names the packet: its purchase opens at once
  useEffect(() => {
    if (!request || offerPacket === null) return
    paymentStore.begin(offerPacket, { kind: 'content', id: request.playAfterId })
    modal.open('subscription')
  }, [request?.playAfterId, offerPacket, modal]) // eslint-disable-line react-hooks/exhaustive-deps
  if (offerPacket !== null) return <Skeleton height={160} />
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
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePurchaseData()
  const own = usePackets()
  const goBuy = useGoBuy()
  const parental = useParentalCheck()
  const [, rerender] = useState(0)
  const { packet, account } = data
  const owned = (own.data ?? []).map((p) => ({ is_base: p.is_base, owned: isOwned(p) }))
  const needsBase = packet && own.isSuccess ? needsBasePacket(packet, owned) : false
  const next = packet ? periodStep(packet.purchase_types) : null
  if (data.failed) return <Failure text={t('packets_load_error')} onClose={onClose} />
  if (data.pending || own.isPending || !packet || !account) return <Skeleton height={200} />
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

/** The agreement to accept (step 4), kept in the flow so every later step knows. */
function Agreement({
  packet,
  accepted,
  onChange,
}: {
  packet: Packet
  accepted: boolean
  onChange: (v: boolean) => void
}) {
  const { t } = useTranslation()
  if (!packet.agreement) return null
  return (
    <label className={styles.agreement}>
      <input
        type="checkbox"
        checked={accepted}
        onChange={(e) => {
          paymentStore.updateFlow({ agreementAccepted: e.target.checked })
          onChange(e.target.checked)
        }}
      />
      <span>
        {t('purchase_agreement')}: {packet.agreement}
      </span>
    </label>
  )
}

/**
 * Creates the purchase once per intent (Idempotency-Key of the purchase type): active when the balance
 * paid it, else awaiting_payment with the pending transaction of the shortfall.
 */
async function ensurePurchase(
  flow: PurchaseFlow,
  typeId: number,
  account: PaymentAccount,
  accepted: boolean,
): Promise<PurchaseFlow['pending'] | 'active'> {
  if (flow.pending) return flow.pending
  const purchase = await apiRequest(createPurchase, {
    body: { purchase_type_id: typeId, account_id: account.id, agreement_accepted: accepted || undefined },
    idempotencyKey: paymentStore.intentKey(`purchase-${typeId}`),
  })
  if (purchase.status === 'active' || purchase.transactionId === null) return 'active'
  const pending = {
    id: purchase.id,
    transactionId: purchase.transactionId,
    amount: purchase.amount,
    shortfall: shortfall(purchase.amount, account.amount),
  }
  paymentStore.updateFlow({ pending })
  return pending
}

/** #confirm (step 4): pay from the balance. */
export function ConfirmBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePurchaseData()
  const play = usePlayAfterPurchase()
  const [accepted, setAccepted] = useState(data.flow?.agreementAccepted ?? false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (data.failed || !data.flow) return <Failure text={t('packets_load_error')} onClose={onClose} />
  if (data.pending || !data.packet || !data.account) return <Skeleton height={160} />
  const { packet, account, type, flow } = data
  const amount = type?.amount ?? packet.price
  const ready = !packet.agreement || accepted
  const buy = async () => {
    setBusy(true)
    setError(null)
    try {
      const result = await ensurePurchase(flow, type?.id ?? packet.purchase_type_id, account, accepted)
      if (result === 'active') {
        toastStore.show(t('purchase_success'), 'success')
        play()
      } else modal.open('paysystems')
    } catch (e) {
      if (e instanceof ApiError && e.status === 402) modal.open('nofunds')
      else setError(errorText(e, t('purchase_failed')))
      setBusy(false)
    }
  }
  return (
    <Body>
      <h3 className={styles.name}>{packet.name}</h3>
      <p>
        {t('purchase_from_balance', {
          price: money.price(amount, packet.currency),
          balance: money.amount(account.amount, account.currency),
        })}
      </p>
      <Agreement packet={packet} accepted={accepted} onChange={setAccepted} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={() => void buy()} disabled={busy || !ready} aria-busy={busy || undefined}>
        {t('purchase_pay', { price: money.price(amount, packet.currency) })}
      </Button>
    </Body>
  )
}

/** #paysystems (steps 4–5): the shortfall and the ways to pay it (GET accounts/{id}/payforms). */
export function PaySystemsBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePurchaseData()
  const play = usePlayAfterPurchase()
  const forms = usePayforms(data.account?.id)
  const [accepted, setAccepted] = useState(data.flow?.agreementAccepted ?? false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
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
    setBusy(true)
    setError(null)
    try {
      const pending = await ensurePurchase(flow, type?.id ?? packet.purchase_type_id, account, accepted)
      if (pending === 'active' || !pending) {
        toastStore.show(t('purchase_success'), 'success')
        play()
        return
      }
      const target = payformModal(system)
      if (target === 'info') {
        setInfo(system)
        setBusy(false)
        return
      }
      if (target !== 'redirect') {
        paymentStore.updateFlow({ paysystem: system.shortname })
        modal.open(target)
        return
      }
      // the card page: redirect there; it sends the viewer back with purchased=true
      const started = await apiRequest(payShortUrl, {
        params: { id: account.id },
        body: {
          paysystem_shortname: system.shortname,
          amount: Number(pending.shortfall),
          is_save_card: saveCard,
          return_url: returnUrl(window.location.href),
          transaction_id: pending.transactionId,
        },
        idempotencyKey: paymentStore.intentKey(`pay-${pending.transactionId}-${system.shortname}`),
      })
      paymentStore.watch(started, packet.id)
      if (started.full_url) window.location.assign(started.full_url)
    } catch (e) {
      if (e instanceof ApiError && e.status === 402) modal.open('nofunds')
      else setError(errorText(e, t('purchase_failed')))
      setBusy(false)
    }
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
      <ul className={styles.list} aria-label={t('modal_paysystems')}>
        {systems.map((system) => (
          <li key={system.id}>
            <button
              type="button"
              className={styles.system}
              onClick={() => void choose(system)}
              disabled={busy || !ready}
            >
              <span className={styles.name}>{system.title || system.name}</span>
              {system.description && <span className={styles.muted}>{system.description}</span>}
            </button>
          </li>
        ))}
      </ul>
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
      {error && <Alert tone="error">{error}</Alert>}
    </Body>
  )
}

/** The pending purchase a pay form pays; without one the flow starts over. */
function usePendingPayment() {
  const data = usePurchaseData()
  const pending = data.flow?.pending ?? null
  const system = data.flow?.paysystem ?? null
  return { ...data, pendingPayment: pending, system }
}

/** #pay_card: the masked primary linked card, charged for the shortfall. */
export function PayCardBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePendingPayment()
  const cards = useCards()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!data.pendingPayment || data.failed) return <Failure text={t('purchase_nothing')} onClose={onClose} />
  if (cards.isPending || data.pending || !data.account || !data.packet) return <Skeleton height={120} />
  const card = primaryCard(cards.data ?? [])
  const { pendingPayment, account, packet } = data
  if (!card)
    return (
      <Body>
        <Alert>{t('purchase_no_card')}</Alert>
        <Button onClick={() => modal.open('paysystems')}>{t('purchase_other_way')}</Button>
      </Body>
    )
  const pay = async () => {
    setBusy(true)
    setError(null)
    try {
      const started = await apiRequest(payLinkedCard, {
        params: { id: account.id },
        body: {
          amount: Number(pendingPayment.shortfall),
          card_id: card.id,
          transaction_id: pendingPayment.transactionId,
        },
        idempotencyKey: paymentStore.intentKey(`card-${pendingPayment.transactionId}-${card.id}`),
      })
      paymentStore.watch(started, packet.id)
      paymentResultStore.set({ kind: 'pending' })
      modal.open('pay_transaction')
    } catch (e) {
      setError(errorText(e, t('purchase_failed')))
      setBusy(false)
    }
  }
  return (
    <Body>
      <p>
        {t('purchase_card_charge', {
          amount: money.amount(pendingPayment.shortfall, packet.currency),
          card: card.number,
        })}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button onClick={() => void pay()} disabled={busy} aria-busy={busy || undefined}>
        {t('purchase_pay', { price: money.amount(pendingPayment.shortfall, packet.currency) })}
      </Button>
      <Button variant="secondary" onClick={() => modal.open('paysystems')}>
        {t('purchase_other_way')}
      </Button>
    </Body>
  )
}

/** #pay_phone_sms: the phone is charged after the SMS code is confirmed. */
export function PayPhoneSmsBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const session = useSession()
  const data = usePendingPayment()
  const [phone, setPhone] = useState(session.status === 'user' ? (session.user.phone ?? '') : '')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const phoneId = useId()
  const codeId = useId()
  if (!data.pendingPayment || data.failed) return <Failure text={t('purchase_nothing')} onClose={onClose} />
  if (data.pending || !data.account || !data.packet) return <Skeleton height={120} />
  const { pendingPayment, account, packet } = data
  const shortname = data.system ?? 'demophone'
  const send = async () => {
    setBusy(true)
    setError(null)
    try {
      const started = await apiRequest(payPhone, {
        params: { id: account.id },
        body: {
          phone: phone.replace(/\D/g, ''),
          amount: Number(pendingPayment.shortfall),
          paysystem_shortname: shortname,
          transaction_id: pendingPayment.transactionId,
        },
        idempotencyKey: paymentStore.intentKey(`phone-${pendingPayment.transactionId}-${phone}`),
      })
      setSent(started.id)
    } catch (e) {
      setError(errorText(e, t('error_wrong_phone')))
    } finally {
      setBusy(false)
    }
  }
  const confirm = async () => {
    if (sent === null) return
    setBusy(true)
    setError(null)
    try {
      const started = await apiRequest(confirmBySms, {
        params: { id: account.id },
        body: { token: code, transaction_id: sent, paysystem_shortname: shortname },
        idempotencyKey: paymentStore.intentKey(`sms-${sent}-${code}`),
      })
      paymentStore.watch(started, packet.id)
      paymentResultStore.set({ kind: 'pending' })
      modal.open('pay_transaction')
    } catch (e) {
      setError(errorText(e, t('purchase_failed')))
      setBusy(false)
    }
  }
  return (
    <form
      className={styles.body}
      onSubmit={(e) => {
        e.preventDefault()
        void (sent === null ? send() : confirm())
      }}
    >
      <p>{t('purchase_phone_amount', { amount: money.amount(pendingPayment.shortfall, packet.currency) })}</p>
      <label htmlFor={phoneId}>{t('phone')}</label>
      <input
        id={phoneId}
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        disabled={sent !== null}
        required
      />
      {sent !== null && (
        <>
          <label htmlFor={codeId}>{t('code')}</label>
          <input
            id={codeId}
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 8))}
            required
          />
        </>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {sent === null ? t('send_code') : t('purchase_confirm')}
      </Button>
      <Button variant="secondary" onClick={() => modal.open('paysystems')}>
        {t('purchase_other_way')}
      </Button>
    </form>
  )
}

/** The QR code image of a URL, drawn by the lazily loaded `qrcode` library. */
function QrImage({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then((qr) =>
      qr.toDataURL(url, { margin: 1, width: 240 }).then((data) => {
        if (live) setSrc(data)
      }),
    )
    return () => {
      live = false
      setSrc(null) // spec 3 §4 "Modal lifecycle": closing a QR modal clears the QR image
    }
  }, [url])
  return src ? (
    <img src={src} alt={label} width={240} height={240} className={styles.qr} />
  ) : (
    <Skeleton height={240} />
  )
}

function QrPayment({ kaspi, onClose }: { kaspi: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePendingPayment()
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const shortname = kaspi ? 'kaspi' : (data.system ?? 'demoqr')
  const pendingPayment = data.pendingPayment
  const accountId = data.account?.id
  const packetId = data.packet?.id ?? null
  useEffect(() => {
    if (!pendingPayment || accountId === undefined) return
    let live = true
    apiRequest(payQrCode, {
      params: { id: accountId },
      body: {
        paysystem_shortname: shortname,
        amount: Number(pendingPayment.shortfall),
        transaction_id: pendingPayment.transactionId,
      },
      idempotencyKey: paymentStore.intentKey(`qr-${pendingPayment.transactionId}-${shortname}`),
    })
      .then((started) => {
        if (!live) return
        paymentStore.watch(started, packetId)
        setUrl(started.qrcode_url)
      })
      .catch((e: unknown) => {
        if (!live) return
        const answer = e instanceof ApiError ? qrAnswer(e.status, e.payment) : { kind: 'error' as const }
        if (answer.kind === 'server-qr') {
          setUrl(answer.url)
          if (e instanceof ApiError && e.payment?.transaction_id)
            paymentStore.watch(
              { id: e.payment.transaction_id, created_at: new Date().toISOString() },
              packetId,
            )
        } else if (answer.kind === 'nofunds') modal.open('nofunds')
        else setError(errorText(e, t('purchase_failed')))
      })
    return () => {
      live = false
    }
  }, [pendingPayment, accountId, packetId, shortname, modal, t])
  if (!pendingPayment || data.failed) return <Failure text={t('purchase_nothing')} onClose={onClose} />
  return (
    <Body>
      <p>
        {t(kaspi ? 'purchase_qr_kaspi_hint' : 'purchase_qr_hint', {
          amount: data.packet ? money.amount(pendingPayment.shortfall, data.packet.currency) : '',
        })}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {url && <QrImage url={url} label={t('purchase_qr_image')} />}
      {!url && !error && <Skeleton height={240} />}
      {url && (
        <a href={url} target="_blank" rel="noreferrer" className={styles.link}>
          {t('purchase_qr_open')}
        </a>
      )}
      <p className={styles.waiting}>
        <Spinner label={t('purchase_checking')} /> {t('purchase_checking')}
      </p>
      <Button variant="secondary" onClick={() => modal.open('paysystems')}>
        {t('purchase_other_way')}
      </Button>
    </Body>
  )
}

/** #pay_qr: a QR the phone (or a second tab) opens to pay; the transaction is polled meanwhile. */
export function PayQrBody({ onClose }: ModalBodyProps) {
  return <QrPayment kaspi={false} onClose={onClose} />
}

/** #pay_qr_kaspi: the same with Kaspi's QR. */
export function PayQrKaspiBody({ onClose }: ModalBodyProps) {
  return <QrPayment kaspi onClose={onClose} />
}

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
        <Alert>{t(successKey(result.topUp))}</Alert>
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
          modal.open(result.topUp ? 'refill' : 'subscription')
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

/** The bodies by modal id, for the modal registry's one lazy import. */
export const BODIES = {
  quick_packets: QuickPacketsBody,
  subscription: SubscriptionBody,
  confirm_period: ConfirmPeriodBody,
  confirm: ConfirmBody,
  paysystems: PaySystemsBody,
  pay_card: PayCardBody,
  pay_phone_sms: PayPhoneSmsBody,
  pay_qr: PayQrBody,
  pay_qr_kaspi: PayQrKaspiBody,
  pay_transaction: PayTransactionBody,
  nofunds: NoFundsBody,
} satisfies Record<string, (props: ModalBodyProps) => ReactNode>
