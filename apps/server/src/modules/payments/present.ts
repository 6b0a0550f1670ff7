import type { Card, Paysystem, Purchase, Transaction } from '@efir/contract'
import { periodHuman, shortfall, toMoney } from '../accounts/money.ts'
import type { PurchaseTypeRow, SubscriptionRow } from '../packets/repository.ts'
import type { CardRow, TransactionRow } from './repository.ts'

/** Gateway pages of a transaction (the demo gateway serves them under /gateway). */
export const gatewayUrls = (base: string, tx: Pick<TransactionRow, 'gatewayToken' | 'paysystem'>) => ({
  page: `${base}/gateway/pay/${tx.gatewayToken}`,
  qr: `${base}/gateway/${tx.paysystem === 'kaspi' ? 'kaspi' : 'qr'}/${tx.gatewayToken}`,
})

/** Issue 29: what the purchase a payment was for has become (its status, what it still lacks). */
export interface PurchaseOutcome {
  status: SubscriptionRow['status']
  /** Minor units the balance lacks while it awaits payment, else null. */
  shortfall: number | null
}

export function presentTransaction(
  base: string,
  tx: TransactionRow,
  purchase: PurchaseOutcome | null = null,
): Transaction {
  const urls = gatewayUrls(base, tx)
  const pending = tx.status === 'pending'
  return {
    id: tx.id,
    transaction_id: tx.id,
    kind: tx.kind,
    status: tx.status,
    amount: toMoney(tx.amount),
    currency: tx.currency,
    status_description: tx.statusDescription,
    full_url: pending && tx.payform === 'short_url' ? urls.page : null,
    qrcode_url: pending && (tx.payform === 'qrcode' || tx.payform === 'qrcode_png') ? urls.qr : null,
    purchase_id: tx.subscriptionId,
    purchase_status: purchase?.status ?? null,
    purchase_shortfall:
      purchase?.status === 'awaiting_payment' && purchase.shortfall !== null
        ? toMoney(purchase.shortfall)
        : null,
    created_at: tx.createdAt.toISOString(),
  }
}

export function presentPurchase(
  sub: SubscriptionRow,
  type: PurchaseTypeRow,
  pending: TransactionRow | null,
  base: string,
  balance: number,
): Purchase {
  const trial = sub.type === 'trial'
  return {
    id: sub.id,
    packetId: sub.packetId,
    purchaseTypeId: type.id,
    accountId: sub.accountId ?? 0,
    status: sub.status,
    amount: toMoney(sub.amount),
    amountNext: sub.renew ? toMoney(type.amount) : null,
    period: periodHuman(trial ? type.trialDays : type.periodDays),
    periodTrial: type.trialDays > 0 ? periodHuman(type.trialDays) : null,
    periodNext: sub.renew ? periodHuman(type.periodDays) : null,
    isTrial: trial,
    transactionId: pending?.id ?? null,
    fullUrl: pending?.payform === 'short_url' ? gatewayUrls(base, pending).page : null,
    QrCodeUrl: pending && pending.payform?.startsWith('qrcode') ? gatewayUrls(base, pending).qr : null,
    is_have_money_on_balance: balance >= sub.amount,
    shortfall: sub.status === 'awaiting_payment' ? toMoney(shortfall(balance, sub.amount)) : null,
    next_charge_at:
      sub.status === 'active' && sub.renew && sub.nextPayAt ? sub.nextPayAt.toISOString() : null,
    start_at: sub.startedAt.toISOString(),
    end_at: sub.expiresAt.toISOString(),
  }
}

export const presentCard = (c: CardRow): Card => ({
  id: c.id,
  number: c.number,
  is_primary: c.isPrimary,
  paysystem_shortname: c.paysystem,
  account_id: c.accountId,
  created_at: c.createdAt.toISOString(),
})

/** The demo operator's payment systems (spec 3 §3 "Pay forms"); the gateway pages serve them. */
export const PAYSYSTEMS: Paysystem[] = [
  paysystem(1, 'democard', 'short_url', 'Bank card', 'Pay on the bank card page'),
  paysystem(2, 'linkedcard', 'linkedcard', 'Linked card', 'Charge the card you linked'),
  paysystem(3, 'demophone', 'phone_sms', 'Mobile balance', 'Pay from the phone balance, confirm by SMS'),
  paysystem(4, 'demoqr', 'qrcode', 'QR payment', 'Scan the code with your phone and pay there'),
  paysystem(5, 'kaspi', 'qrcode_png', 'Kaspi QR', 'Scan the code in the Kaspi app'),
  // the same card page, shown inside the product (spec 3 §2 pay_iframe: enabled for this system)
  {
    ...paysystem(7, 'demoframe', 'short_url', 'Card in this window', 'Pay by card without leaving the page'),
    iframe: true,
  },
  {
    ...paysystem(6, 'invoice', 'info', 'Bank transfer', 'Transfer from your bank with these details'),
    data: {
      bank: 'Demo Bank',
      iban: 'KZ00 0000 0000 0000 0000',
      purpose: 'Efir top-up, account {account_id}',
    },
  },
]

export function paysystem(
  id: number,
  shortname: string,
  form: Paysystem['payform_shortname'],
  name: string,
  description: string,
): Paysystem {
  return {
    id,
    shortname,
    payform_shortname: form,
    name,
    title: name,
    description,
    button_text: 'Pay',
    how_to_use: null,
    how_to_use_packet: null,
    params: { paysystem_shortname: shortname },
    // spec 3 §4: a payment the subscriber confirmed himself (the linked card he added, the SMS code
    // sent to his phone) skips the parental check for a while afterwards
    skip_parental_control: form === 'linkedcard' || form === 'phone_sms',
    data: null,
  }
}
