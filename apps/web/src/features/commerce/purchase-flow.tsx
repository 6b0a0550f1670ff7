import type { Packet, PaymentAccount, Paysystem, PurchaseType } from '@efir/contract'
import { createPurchase, getPacket } from '@efir/contract/routes'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { apiRequest } from '../../shared/api/api-client'
import { ApiError } from '../../shared/api/api-error'
import { showApiError } from '../../shared/api/api-error-bus'
import { endpointQueryOptions } from '../../shared/api/query'
import { useModal } from '../../shared/hooks/use-modal'
import { backgroundState } from '../../shared/hooks/background-location'
import { agreementRequests, type AgreementState } from '../../shared/commerce/agreement-request'
import { Alert } from '../../shared/ui/alert'
import { Button } from '../../shared/ui/button'
import { useAccounts } from '../../shared/commerce/account-queries'
import { paymentStore, type PurchaseFlow } from '../../shared/commerce/payment-store'
import { buyStep, dueNow, paymentFailure, shortfall } from './purchase-rules'
import styles from './purchase.module.css'
import { paymentResultStore } from './payment-result'
import { paidKind } from './payment-result'

/*
 * The purchase flow's shared parts (spec 3 §4 "Purchase flow"): the data every step loads, the buy
 * step, the agreement, the purchase created once per intent. The flow's state lives in
 * `paymentStore.flow()` (localStorage), so a reload or the card page's return loses nothing.
 */

export const errorText = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.message ? e.message : fallback

export function Body({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>
}

/**
 * A failed payment call (spec 3 §7, `paymentFailure`): 402 opens #nofunds; an answer the form expects
 * shows its reason there (`showInForm`, the fallback text when the server gave none); any other goes
 * to the general error dialog and, once it is closed, back to choosing (a film's #quick_packets, else
 * the page behind).
 */
export function usePaymentFailure() {
  const { t } = useTranslation()
  const modal = useModal()
  return useCallback(
    (error: unknown, showInForm: (text: string) => void, fallbackKey = 'purchase_failed') => {
      const status = error instanceof ApiError ? error.status : 0
      const code = error instanceof ApiError ? error.code : undefined
      const next = paymentFailure(status, paymentStore.flow()?.playAfter ?? null, code)
      if (next.kind === 'nofunds') modal.open('nofunds')
      else if (next.kind === 'in-form') showInForm(errorText(error, t(fallbackKey)))
      else {
        // one dialog at a time: the purchase step closes, the error shows, and once it is closed a
        // film's packets open again (a packet's or a channel's are on the page behind)
        modal.close()
        showApiError(error, next.then === 'quick_packets' ? () => modal.open('quick_packets') : undefined)
      }
    },
    [modal, t],
  )
}

/** A step that cannot go on: the reason and a way out. */
export function Failure({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Body>
      <Alert tone="error">{text}</Alert>
      <Button onClick={onClose}>{t('close')}</Button>
    </Body>
  )
}

/** The chosen packet and the viewer's account, loaded for every step. */
export function usePurchaseData() {
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
export function useGoBuy() {
  const modal = useModal()
  return (packet: Packet, account: PaymentAccount, type: PurchaseType | null) => {
    paymentStore.updateFlow({ purchaseTypeId: type?.id ?? packet.purchase_type_id, paid: paidKind(packet) })
    modal.open(
      buyStep(
        account.amount,
        // issue 29 (6): a free trial charges nothing now: no pay system to choose
        { amount: type ? dueNow(type).amount : null, total_price: packet.total_price, price: packet.price },
        account.is_payment_allowed,
      ),
    )
  }
}

/**
 * The agreement to accept (step 4), kept in the flow so every later step knows. Its full text opens
 * on /agreement with Accept and Cancel (spec 3 §2 "Agreement"); Accept ticks it and comes back here.
 */
export function Agreement({
  packet,
  accepted,
  onChange,
}: {
  packet: Packet
  accepted: boolean
  onChange: (v: boolean) => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  if (!packet.agreement) return null
  const text = packet.agreement
  const accept = (v: boolean) => {
    paymentStore.updateFlow({ agreementAccepted: v })
    onChange(v)
  }
  const read = () => {
    const key = agreementRequests.put({ title: packet.name, text, onAccept: () => accept(true) })
    const state: AgreementState = {
      ...backgroundState(location),
      agreementRequest: key,
      backUrl: `${location.pathname}${location.search}${location.hash}`,
    }
    void navigate('/agreement', { state })
  }
  return (
    <div className={styles.agreementBox}>
      <label className={styles.agreement}>
        <input type="checkbox" checked={accepted} onChange={(e) => accept(e.target.checked)} />
        <span>
          {t('purchase_agreement')}: {text}
        </span>
      </label>
      <Button variant="ghost" className={styles.agreementRead} onClick={read}>
        {t('purchase_agreement_read')}
      </Button>
    </div>
  )
}

/**
 * Creates the purchase once per intent (Idempotency-Key of the purchase type): active when the balance
 * paid it, else awaiting_payment with the pending transaction of the shortfall.
 */
export async function ensurePurchase(
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

/** The pending purchase a pay form pays; without one the flow starts over. */
export function usePendingPayment() {
  const data = usePurchaseData()
  const pending = data.flow?.pending ?? null
  const system = data.flow?.paysystem ?? null
  return { ...data, pendingPayment: pending, system }
}

/** The pay systems to choose from (#paysystems, also in offer mode): title and description each. */
export function PaySystemList({
  systems,
  onChoose,
  disabled,
}: {
  systems: readonly Paysystem[]
  onChoose: (system: Paysystem) => void
  disabled: boolean
}) {
  const { t } = useTranslation()
  return (
    <ul className={styles.list} aria-label={t('modal_paysystems')}>
      {systems.map((system) => (
        <li key={system.id}>
          <button
            type="button"
            className={styles.system}
            onClick={() => onChoose(system)}
            disabled={disabled}
          >
            <span className={styles.name}>{system.title || system.name}</span>
            {system.description && <span className={styles.muted}>{system.description}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Step 6: a started payment is polled (also after a reload) while #pay_transaction waits for it. */
export function useAwaitPayment() {
  const modal = useModal()
  return useCallback(
    (started: { id: number; created_at: string }, packetId: number | null, skipsParental?: boolean) => {
      paymentStore.watch(started, packetId, skipsParental)
      paymentResultStore.set({ kind: 'pending' })
      modal.open('pay_transaction')
    },
    [modal],
  )
}

/**
 * A pay step's action (spec 3 §4 steps 4–6): busy while it runs — and after it, as the step then leaves
 * for the next modal or the card page; `idle` ends that where the step stays. A failure goes through
 * the payment-failure rule, with its text in the form (`fallbackKey` when the server says none).
 */
export function usePaymentStep() {
  const fail = usePaymentFailure()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async (action: () => Promise<unknown>, fallbackKey?: string) => {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (e) {
      fail(e, setError, fallbackKey)
      setBusy(false)
    }
  }
  return { busy, error, run, idle: () => setBusy(false) }
}
