import type { NextCharge, Subscription } from '@efir/contract'
import type { PacketRow, PurchaseTypeRow, SubscriptionRow } from '../packets/repository.ts'
import { periodHuman, toMoney } from '../accounts/money.ts'
import { isFuture, subscriptionActions } from './state.ts'

const typeOf = (s: SubscriptionRow, types: PurchaseTypeRow[]) =>
  types.find((x) => x.id === s.purchaseTypeId) ?? types.find((x) => x.isDefault) ?? null

/**
 * Issue 29 "the next charge, always visible": the charge that follows this subscription (or, with a
 * bought next period, the one that follows that period, by its own renewal), at the purchase type's
 * regular price (a trial's next charge is the regular one); `scheduled` false while renewal is off.
 * Nothing is charged after a promo, a bought film, an awaiting, paused or cancelled subscription, nor
 * for a packet a running bundle of the viewer includes (`covered`: the bundle pays for its channels;
 * the packet runs to its end and stops, issue 29).
 */
export function nextCharge(
  s: SubscriptionRow,
  packet: Pick<PacketRow, 'kind'>,
  types: PurchaseTypeRow[],
  future: SubscriptionRow | null,
  covered = false,
): NextCharge | null {
  if (s.type === 'promo' || s.status !== 'active' || packet.kind === 'content' || packet.kind === 'promo') {
    return null
  }
  if (covered) return null
  const last = future ?? s
  const type = typeOf(last, types)
  if (!type) return null
  return {
    at: (last.renew && last.nextPayAt ? last.nextPayAt : last.expiresAt).toISOString(),
    amount: toMoney(type.amount),
    period_human: periodHuman(type.periodDays),
    scheduled: last.renew,
  }
}

/** What the viewer has beside this subscription: a bought next period, a running bundle that includes it. */
export interface SubscriptionSurroundings {
  future?: SubscriptionRow | null
  includedInRunning?: boolean
}

/** One subscription as the contract shows it (spec 3 §3 "Current subscription"). */
export function presentSubscription(
  s: SubscriptionRow,
  packet: Pick<PacketRow, 'name' | 'kind'>,
  types: PurchaseTypeRow[],
  now: Date,
  around: SubscriptionSurroundings = {},
): Subscription {
  const type = typeOf(s, types)
  const renewing = s.status === 'active' && s.renew
  const future = around.future ?? null
  const covered = around.includedInRunning ?? false
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
    next_charge: nextCharge(s, packet, types, future, covered),
    price: toMoney(type?.amount ?? s.amount),
    period_human: periodHuman(type?.periodDays ?? 30),
    actions: subscriptionActions(
      s,
      now,
      { kind: packet.kind, periods: types.length },
      { hasFuture: future !== null, includedInRunning: covered },
    ),
  }
}
