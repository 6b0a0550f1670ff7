import type { PaymentHistoryItem, PaymentHistoryKind, PaymentHistoryPage } from '@efir/contract'

/*
 * Issue 29 "A payment history" (the settings' payment screen): what each line of the viewer's ledger
 * is called, its sign, and the paging. Pure; payment-history.tsx only renders what these decide.
 */

/** The name of each kind of entry (i18n keys). */
export const HISTORY_KIND_KEYS: Record<PaymentHistoryKind, string> = {
  purchase: 'acc_history_purchase',
  renewal: 'acc_history_renewal',
  topup: 'acc_history_topup',
  refund: 'acc_history_refund',
  card_link: 'acc_history_card_link',
  promo: 'acc_history_promo',
  block_debt: 'acc_history_block_debt',
  opening: 'acc_history_opening',
}

/** "−2990 ₸" for what left the balance, "+2990 ₸" for what came in (the minus sign, not a hyphen). */
export function signedAmount(item: Pick<PaymentHistoryItem, 'direction'>, formatted: string): string {
  return `${item.direction === 'debit' ? '−' : '+'}${formatted}`
}

/**
 * What the line says beside its kind: the packet or film it paid for, else how the money came in (the
 * pay system and the card), else the promo code; null when there is nothing more to say.
 */
export function historyDetail(
  item: Pick<PaymentHistoryItem, 'subject' | 'paysystem' | 'card_number' | 'promo_code'>,
): { kind: 'subject'; title: string } | { kind: 'source'; text: string } | null {
  if (item.subject) return { kind: 'subject', title: item.subject.title }
  const source = [item.paysystem?.name, item.card_number].filter(Boolean).join(' · ')
  if (source) return { kind: 'source', text: source }
  if (item.promo_code) return { kind: 'source', text: item.promo_code }
  return null
}

/** The offset of the page after `last`, or undefined when it was the last one. */
export function nextHistoryOffset(
  last: Pick<PaymentHistoryPage, 'offset' | 'total'> & { items: readonly unknown[] },
): number | undefined {
  const next = last.offset + last.items.length
  return last.items.length > 0 && next < last.total ? next : undefined
}
