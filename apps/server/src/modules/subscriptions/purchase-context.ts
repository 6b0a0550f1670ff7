import type { Db } from '../../db/connect.ts'
import { notFound } from '../../plugins/api-error.ts'
import { providerAccount } from '../accounts/user-account.ts'
import type { AccountRow } from '../accounts/repository.ts'
import {
  defaultPurchaseType,
  findPacket,
  findPurchaseType,
  type PacketRow,
  type PurchaseTypeRow,
} from '../packets/repository.ts'
import { listCards } from '../payments/repository.ts'
import type { UserRow } from '../users/repository.ts'
import { assertCountryAllowed } from '../users/service.ts'

export interface PurchaseContext {
  packet: PacketRow
  type: PurchaseTypeRow
  account: AccountRow
  cardId: number | null
}

/** Where the buyer is (spec 1 §6 country restriction). */
export interface BuyerWhere {
  country: string
  remote: string
}

/**
 * What a purchase needs, read inside its transaction: the packet of the user's provider, the purchase
 * type (the packet's, else 404), the user's account (the one named must be theirs) and primary card.
 * From a country the provider forbids nothing is bought: 403 forbidden_country (spec 3 §4 "Enabling a
 * packet from its page", §6 "Forbidden-country mode blocks enabling packets").
 */
export async function purchaseContext(
  tx: Db,
  user: UserRow,
  where: BuyerWhere,
  ref: { typeId: number } | { packetId: number; typeId?: number | undefined },
  accountId?: number,
): Promise<PurchaseContext> {
  await assertCountryAllowed(tx, user.providerId, where)
  const type =
    'packetId' in ref && ref.typeId === undefined ? null : await findPurchaseType(tx, ref.typeId ?? 0)
  const packetId = 'packetId' in ref ? ref.packetId : (type?.packetId ?? -1)
  const packet = await findPacket(tx, packetId)
  if (!packet || packet.providerId !== user.providerId || packet.isHidden) throw notFound('subscription')
  const chosen = type ?? (await defaultPurchaseType(tx, packet.id))
  if (!chosen || chosen.packetId !== packet.id) throw notFound('purchase_type')
  const account = await providerAccount(tx, user)
  if (accountId !== undefined && accountId !== account.id) throw notFound('account')
  const card = (await listCards(tx, user.id)).find((c) => c.isPrimary) ?? null
  return { packet, type: chosen, account, cardId: card?.id ?? null }
}
