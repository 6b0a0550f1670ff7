import { confirmBySms, payLinkedCard, payPhone, payQrCode } from '@efir/contract/routes'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { Spinner } from '../../shared/ui/spinner'
import { useSession } from '../session/use-session'
import { useCards } from './api'
import { paymentResultStore } from './payment-result'
import { paymentStore } from '../../shared/commerce/payment-store'
import { primaryCard, qrAnswer } from './purchase-rules'
import styles from './purchase.module.css'
import { Body, Failure, usePaymentFailure, usePendingPayment, type ModalBodyProps } from './purchase-flow'
import { QrImage } from './qr-image'

/** #pay_card: the masked primary linked card, charged for the shortfall. */
export function PayCardBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePendingPayment()
  const cards = useCards()
  const fail = usePaymentFailure()
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
      paymentStore.watch(started, packet.id, data.flow?.skipsParental)
      paymentResultStore.set({ kind: 'pending' })
      modal.open('pay_transaction')
    } catch (e) {
      fail(e, setError)
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
  const fail = usePaymentFailure()
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
      fail(e, setError, 'error_wrong_phone')
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
      paymentStore.watch(started, packet.id, data.flow?.skipsParental)
      paymentResultStore.set({ kind: 'pending' })
      modal.open('pay_transaction')
    } catch (e) {
      fail(e, setError)
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

function QrPayment({ kaspi, onClose }: { kaspi: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePendingPayment()
  const fail = usePaymentFailure()
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const shortname = kaspi ? 'kaspi' : (data.system ?? 'demoqr')
  const pendingPayment = data.pendingPayment
  const accountId = data.account?.id
  const packetId = data.packet?.id ?? null
  const skipsParental = data.flow?.skipsParental ?? false
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
        paymentStore.watch(started, packetId, skipsParental)
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
              skipsParental,
            )
        } else fail(e, setError)
      })
    return () => {
      live = false
    }
  }, [pendingPayment, accountId, packetId, shortname, skipsParental, fail])
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
