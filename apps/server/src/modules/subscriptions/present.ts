import type { Subscription } from '@efir/contract'
import type { PacketRow, PurchaseTypeRow, SubscriptionRow } from '../packets/repository.ts'
import { periodHuman, toMoney } from '../accounts/money.ts'
import { isFuture, subscriptionActions } from './state.ts'

/** One subscription as the contract shows it (spec 3 §3 "Current subscription"). */
export function presentSubscription(
  s: SubscriptionRow,
  packet: Pick<PacketRow, 'name' | 'kind'>,
  types: PurchaseTypeRow[],
  now: Date,
): Subscription {
  const type = types.find((x) => x.id === s.purchaseTypeId) ?? types.find((x) => x.isDefault) ?? null
  const renewing = s.status === 'active' && s.renew
  return {
    id: s.id,
    packet_id: s.packetId,
    packet_name: packet.name,
    purchase_type_id: s.purchaseTypeId ?? type?.id ?? 0,
    account_id: s.accountId ?? 0,
    type: s.type,
    status: s.status,
    renew: s.renew,
    is_paused: s.status === 'paused',
    allow_delete_paused: s.allowDeletePaused,
    is_future: isFuture(s, now),
    start_at: s.startedAt.toISOString(),
    end_at: s.expiresAt.toISOString(),
    next_pay_at: renewing ? (s.nextPayAt ?? s.expiresAt).toISOString() : null,
    next_period_human: renewing && type ? periodHuman(type.periodDays) : null,
    next_price: renewing && type ? toMoney(type.amount) : null,
    actions: subscriptionActions(s, now, { kind: packet.kind, periods: types.length }),
  }
}
