import { ERROR_CODES } from '@efir/contract'
import type { Db } from '../../db/connect.ts'
import { ApiError, notFound } from '../../plugins/api-error.ts'
import { toMinor } from '../accounts/money.ts'
import type { AccountRow } from '../accounts/repository.ts'
import {
  createTransaction,
  findUserTransaction,
  updatePendingTransaction,
  type TransactionRow,
} from './repository.ts'

export interface StartPayment {
  userId: number
  account: AccountRow
  /** Major units as the client sent them (validated by the contract). */
  amount: number
  payform: string
  paysystem: string
  /** Pay this pending transaction (a purchase's shortfall) instead of starting a top-up. */
  transactionId?: number | undefined
  returnUrl?: string | null
  saveCard?: boolean
  phone?: string | null
  now: Date
}

/**
 * The transaction a pay form pays: the named pending one (the user's, on this account; its amount
 * is the server's), or a new top-up for the amount asked.
 */
export async function startPayment(tx: Db, s: StartPayment): Promise<TransactionRow> {
  const extra = {
    payform: s.payform,
    paysystem: s.paysystem,
    returnUrl: s.returnUrl ?? null,
    saveCard: s.saveCard ?? false,
    phone: s.phone ?? null,
  }
  if (s.transactionId === undefined) {
    return createTransaction(tx, {
      userId: s.userId,
      accountId: s.account.id,
      kind: 'topup',
      amount: toMinor(s.amount),
      currency: s.account.currency,
      createdAt: s.now,
      ...extra,
    })
  }
  const existing = await findUserTransaction(tx, s.userId, s.transactionId)
  if (!existing || existing.accountId !== s.account.id) throw notFound('transaction')
  const updated = await updatePendingTransaction(tx, existing.id, extra)
  if (!updated) throw new ApiError(409, ERROR_CODES.conflict, 'transaction_not_payable')
  return updated
}
