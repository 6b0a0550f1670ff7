import { ERROR_CODES } from '@efir/contract'
import type { Db } from '../../db/connect.ts'
import { badRequest } from '../../plugins/api-error.ts'
import { credit, lockAccount } from '../accounts/repository.ts'
import { providerAccount } from '../accounts/user-account.ts'
import { findPacket } from '../packets/repository.ts'
import { listCards } from '../payments/repository.ts'
import { insertSubscription } from '../subscriptions/repository.ts'
import { addDays } from '../subscriptions/service.ts'
import type { UserRow } from '../users/repository.ts'
import { recordActivation, takeUse, type PromoKeyRow } from './repository.ts'

export interface Granted {
  tariffName: string | null
  days: number
  packetIds: number[]
  endAt: Date | null
}

/**
 * Applies a promo code for real (spec 1 §4, spec 3 §4 "Promo wizard"), inside the caller's transaction:
 * a single-use code takes its one use by a conditional update, the activation row's unique index
 * allows one per user, the balance bonus is a ledger entry, and each packet (and OTT packet) runs as a
 * promo subscription for the code's days. Any refusal rolls all of it back.
 */
export async function grantPromo(tx: Db, key: PromoKeyRow, user: UserRow, now: Date): Promise<Granted> {
  if (key.needsCard && (await listCards(tx, user.id)).length === 0) {
    throw badRequest(ERROR_CODES.cardRequired, 'card_required')
  }
  if (key.maxUses !== null && !(await takeUse(tx, key.code))) {
    throw badRequest(ERROR_CODES.promoExhausted, 'promo_exhausted')
  }
  if (!(await recordActivation(tx, key.code, user.id, now))) {
    throw badRequest(ERROR_CODES.alreadyUsed, 'promo_already_used')
  }
  const account = await providerAccount(tx, user)
  if (key.amount > 0) {
    await lockAccount(tx, account.id)
    await credit(tx, account.id, key.amount, { kind: 'promo', at: now, note: key.code })
  }
  const grants = [
    ...key.packetIds.map((id) => ({ id, days: key.days })),
    ...key.ottPacketIds.map((id) => ({ id, days: key.ottDays })),
  ].filter((g) => g.days > 0)
  let tariffName: string | null = null
  let endAt: Date | null = null
  for (const grant of grants) {
    const packet = await findPacket(tx, grant.id)
    if (!packet) continue
    tariffName ??= packet.name
    const expiresAt = addDays(now, grant.days)
    if (!endAt || expiresAt > endAt) endAt = expiresAt
    await insertSubscription(tx, {
      userId: user.id,
      packetId: packet.id,
      accountId: account.id,
      startedAt: now,
      expiresAt,
      type: 'promo',
      renew: false,
      amount: 0,
      createdAt: now,
    })
  }
  return { tariffName, days: Math.max(key.days, key.ottDays), packetIds: grants.map((g) => g.id), endAt }
}
