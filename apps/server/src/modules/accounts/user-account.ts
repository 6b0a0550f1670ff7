import type { Db } from '../../db/connect.ts'
import { notFound } from '../../plugins/api-error.ts'
import { findProvider } from '../network/repository.ts'
import type { UserRow } from '../users/repository.ts'
import { ensureAccount, findAccount, type AccountRow } from './repository.ts'

/** The user's account in the provider's currency (created on first use). */
export async function providerAccount(db: Db, user: Pick<UserRow, 'id' | 'providerId'>): Promise<AccountRow> {
  const provider = await findProvider(db, user.providerId)
  return ensureAccount(db, user.id, provider?.display.currency.ASCII_NAME ?? 'KZT')
}

/** An account id from a request: the user's own, else 404 (another user's id is not found). */
export async function ownAccount(db: Db, userId: number, accountId: number): Promise<AccountRow> {
  const account = await findAccount(db, userId, accountId)
  if (!account) throw notFound('account')
  return account
}
