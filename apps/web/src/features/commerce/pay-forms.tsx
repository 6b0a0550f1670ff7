import { confirmBySms, payLinkedCard, payPhone, payQrCode } from '@efir/contract/routes'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { useMoneyText } from '../../shared/commerce/use-money-text'
import { useModal } from '../../shared/hooks/use-modal'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { Skeleton } from '../../shared/ui/skeleton'
import { Spinner } from '../../shared/ui/spinner'
import { useSession } from '../../shared/session/use-session'
import { isLoggedIn } from '../../shared/session/logged-in'
import { useAccounts } from '../../shared/commerce/account-queries'
import { useCards } from './api'
import { paymentStore } from '../../shared/commerce/payment-store'
import { qrTopUpAmount } from '../../shared/commerce/qr-top-up'
import { primaryCard, qrAnswer } from './purchase-rules'
import styles from './purchase.module.css'
import { OfferTexts } from './offer-pay'
import type { ModalBodyProps } from '../../shared/ui/modal-body-props'
import {
  Body,
  Failure,
  useAwaitPayment,
  usePaymentFailure,
  usePaymentStep,
  usePendingPayment,
} from './purchase-flow'
import { QrImage } from './qr-image'

/** #pay_card: the masked primary linked card, charged for the shortfall. */
export function PayCardBody({ onClose }: ModalBodyProps) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePendingPayment()
  const cards = useCards()
  const awaitPayment = useAwaitPayment()
  const step = usePaymentStep()
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
    await step.run(async () => {
      const started = await apiRequest(payLinkedCard, {
        params: { id: account.id },
        body: {
          amount: Number(pendingPayment.shortfall),
          card_id: card.id,
          transaction_id: pendingPayment.transactionId,
        },
        idempotencyKey: paymentStore.intentKey(`card-${pendingPayment.transactionId}-${card.id}`),
      })
      awaitPayment(started, packet.id, data.flow?.skipsParental)
    })
  }
  return (
    <Body>
      <OfferTexts fallback={packet.name} />
      <p>
        {t('purchase_card_charge', {
          amount: money.amount(pendingPayment.shortfall, packet.currency),
          card: card.number,
        })}
      </p>
      {step.error && <Alert tone="error">{step.error}</Alert>}
      <Button onClick={() => void pay()} disabled={step.busy} aria-busy={step.busy || undefined}>
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
  const awaitPayment = useAwaitPayment()
  const [phone, setPhone] = useState(isLoggedIn(session) ? (session.user.phone ?? '') : '')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<number | null>(null)
  const step = usePaymentStep()
  const phoneId = useId()
  const codeId = useId()
  if (!data.pendingPayment || data.failed) return <Failure text={t('purchase_nothing')} onClose={onClose} />
  if (data.pending || !data.account || !data.packet) return <Skeleton height={120} />
  const { pendingPayment, account, packet } = data
  const shortname = data.system ?? 'demophone'
  const send = async () => {
    await step.run(async () => {
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
    }, 'error_wrong_phone')
    step.idle() // the code is typed next, in this step
  }
  const confirm = async () => {
    if (sent === null) return
    await step.run(async () => {
      const started = await apiRequest(confirmBySms, {
        params: { id: account.id },
        body: { token: code, transaction_id: sent, paysystem_shortname: shortname },
        idempotencyKey: paymentStore.intentKey(`sms-${sent}-${code}`),
      })
      awaitPayment(started, packet.id, data.flow?.skipsParental)
    })
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
      {step.error && <Alert tone="error">{step.error}</Alert>}
      <Button type="submit" disabled={step.busy} aria-busy={step.busy || undefined}>
        {sent === null ? t('send_code') : t('purchase_confirm')}
      </Button>
      <Button variant="secondary" onClick={() => modal.open('paysystems')}>
        {t('purchase_other_way')}
      </Button>
    </form>
  )
}

/** What a QR pays: a purchase's pending transaction, or a top-up of the balance (no transaction). */
interface QrTarget {
  accountId: number
  /** Major units. */
  amount: number
  transactionId: number | null
  /** The packet bought (its content plays after), or null for a top-up. */
  packetId: number | null
  shortname: string
  /** Its pay system skips the parental check after the payment (spec 3 §4). */
  skipsParental: boolean
}

/**
 * A QR the phone (or a second tab) opens to pay; the transaction is polled meanwhile (payment-watcher).
 * spec 3 §7: a 402 or 451 answer carries the server's QR for the server's amount.
 */
function QrPayment({ target, hint, onOtherWay }: { target: QrTarget; hint: string; onOtherWay: () => void }) {
  const { t } = useTranslation()
  const fail = usePaymentFailure()
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { accountId, amount, transactionId, packetId, shortname, skipsParental } = target
  // the failure handler changes with every navigation (the modal's location): only a new target asks
  // for a new QR, never a re-render (once a payment ended, its intent is gone and a re-run would open a
  // new transaction that nobody pays)
  const failRef = useRef(fail)
  useEffect(() => {
    failRef.current = fail
  })
  useEffect(() => {
    let live = true
    const intent =
      transactionId === null
        ? `qr-topup-${accountId}-${amount}-${shortname}`
        : `qr-${transactionId}-${shortname}`
    apiRequest(payQrCode, {
      params: { id: accountId },
      body: {
        paysystem_shortname: shortname,
        amount,
        ...(transactionId === null ? {} : { transaction_id: transactionId }),
      },
      idempotencyKey: paymentStore.intentKey(intent),
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
        } else failRef.current(e, setError)
      })
    return () => {
      live = false
    }
  }, [accountId, amount, transactionId, packetId, shortname, skipsParental])
  return (
    <Body>
      <p>{hint}</p>
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
      <Button variant="secondary" onClick={onOtherWay}>
        {t('purchase_other_way')}
      </Button>
    </Body>
  )
}

/** The QR of the purchase in progress: its pending transaction's shortfall. */
function PurchaseQr({ kaspi, onClose }: { kaspi: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const data = usePendingPayment()
  const { pendingPayment, account, packet } = data
  if (!pendingPayment || data.failed) return <Failure text={t('purchase_nothing')} onClose={onClose} />
  if (!account) return <Skeleton height={240} />
  const target: QrTarget = {
    accountId: account.id,
    amount: Number(pendingPayment.shortfall),
    transactionId: pendingPayment.transactionId,
    packetId: packet?.id ?? null,
    shortname: kaspi ? 'kaspi' : (data.system ?? 'demoqr'),
    skipsParental: data.flow?.skipsParental ?? false,
  }
  const amount = packet ? money.amount(pendingPayment.shortfall, packet.currency) : ''
  return (
    <QrPayment
      target={target}
      hint={t(kaspi ? 'purchase_qr_kaspi_hint' : 'purchase_qr_hint', { amount })}
      onOtherWay={() => modal.open('paysystems')}
    />
  )
}

/**
 * The QR topping the balance up by a fixed amount (spec 1 §4: block status -1 opens the QR payment
 * dialog with the amount). Another way to pay is the top-up form; closing it brings this QR back.
 */
function TopUpQr({ kaspi, amount }: { kaspi: boolean; amount: number }) {
  const { t } = useTranslation()
  const money = useMoneyText()
  const modal = useModal()
  const accounts = useAccounts()
  const account = accounts.data?.[0]
  if (accounts.isError)
    return (
      <Body>
        <Alert tone="error">{t('acc_load_error')}</Alert>
        <Button onClick={() => void accounts.refetch()}>{t('retry')}</Button>
      </Body>
    )
  if (!account) return <Skeleton height={240} />
  const target: QrTarget = {
    accountId: account.id,
    amount,
    transactionId: null,
    packetId: null,
    shortname: kaspi ? 'kaspi' : 'demoqr',
    skipsParental: false,
  }
  return (
    <QrPayment
      target={target}
      hint={t('block_pay_hint', { amount: money.amount(amount, account.currency) })}
      onOtherWay={() => modal.open('refill')}
    />
  )
}

function QrBody({ kaspi, onClose, payload }: ModalBodyProps & { kaspi: boolean }) {
  const topUp = qrTopUpAmount(payload)
  return topUp === null ? (
    <PurchaseQr kaspi={kaspi} onClose={onClose} />
  ) : (
    <TopUpQr kaspi={kaspi} amount={topUp} />
  )
}

/** #pay_qr: a QR the phone (or a second tab) opens to pay; the transaction is polled meanwhile. */
export function PayQrBody(props: ModalBodyProps) {
  return <QrBody kaspi={false} {...props} />
}

/** #pay_qr_kaspi: the same with Kaspi's QR. */
export function PayQrKaspiBody(props: ModalBodyProps) {
  return <QrBody kaspi {...props} />
}
