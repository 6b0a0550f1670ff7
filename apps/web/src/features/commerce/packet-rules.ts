import type { Packet, PeriodHuman } from '@efir/contract'
import { matchesName } from '../../shared/text/translit'
import { parsePacketRef, type PacketRef } from '@efir/contract/routes'

/*
 * Packet rules of spec 3 §2 "Packet detail page" and §5: the id forms, the button by state, the groups
 * of /packets, the short layout. Pure; the pages only render what these decide.
 */

// spec 3 §2 / §5: the three id forms of /packets/{id}, the contract's (the server reads them too)
export { parsePacketRef, type PacketRef }

/** The provider a packet page's id names by number ({providerId}_{bundleId}_{id}, or a numeric name). */
export function refProviderId(ref: PacketRef): number | null {
  return ref.form !== 'plain' && /^\d{1,10}$/.test(ref.provider) ? Number(ref.provider) : null
}

/** What the packet page's action button does (spec 3 §2 "Buttons by state", §4 "Subscription actions"). */
export type PacketAction = 'none' | 'enable' | 'disable' | 'disable_future' | 'renew' | 'change'

type PacketState = Pick<
  Packet,
  'kind' | 'packets' | 'subscription' | 'next_user_purchase' | 'user_purchase'
> &
  Partial<Pick<Packet, 'can_subscribe' | 'included_in'>>

/**
 * spec 3 §2: "paused with allow_delete_paused gives disable; has purchases with actions gives change;
 * renewing without a purchase system gives disable; non-renewing gives renew (renewal2); a future one
 * gives disable; otherwise enable. A promo-type or a parent packet shows no buttons."
 * `havePurchases`: the provider sells through the purchases model (spec 3 §4 "havePurchases").
 */
export function packetAction(packet: PacketState, havePurchases = false): PacketAction {
  const sub = packet.subscription
  // issue 29: a parent packet (a bundle such as «Всё включено») its viewer subscribed to is cancelled
  // like any paid subscription; one not subscribed shows no buttons (spec 3 §2)
  if (packet.kind === 'promo' || (packet.packets.length > 0 && !sub)) return 'none'
  if (sub?.type === 'promo') return 'none'
  if (sub?.is_paused && sub.allow_delete_paused) return 'disable'
  if (havePurchases && packet.user_purchase && sub?.actions.can_change_period) return 'change'
  if (sub && !sub.is_paused && !sub.is_future && sub.status === 'active') {
    if (sub.renew) return 'disable'
    // a rented film ends; it has no renewal to turn on
    if (packet.kind === 'content') return 'none'
    // issue 29: renewal is not turned back on beside a bought next period (it would pay a period twice);
    // what can be undone is that next period
    return packet.next_user_purchase ? 'disable_future' : 'renew'
  }
  if (sub?.is_future || packet.next_user_purchase) return 'disable_future'
  if (sub?.status === 'awaiting_payment') return 'disable'
  // issue 29: what the viewer has, or a running bundle includes, is not offered for sale
  if (packet.included_in || packet.can_subscribe === false) return 'none'
  return 'enable'
}

/**
 * Issue 29 "the next charge, always visible": what the packet's card says will be charged next —
 * scheduled (renewal on; after a trial, the first regular charge), or what turning renewal on would
 * charge; the first charge after a trial not yet bought. Null when nothing will be charged.
 */
export type ChargeLine =
  | { kind: 'scheduled'; at: string; amount: string; period: PeriodHuman }
  | { kind: 'after_trial'; at: string; amount: string; period: PeriodHuman }
  | { kind: 'if_renewed'; at: string; amount: string; period: PeriodHuman }
  | { kind: 'first_after_trial'; at: string; amount: string; period: PeriodHuman }

export function chargeLine(
  packet: Pick<Packet, 'subscription' | 'first_charge' | 'period_human'> &
    Partial<Pick<Packet, 'next_user_purchase'>>,
): ChargeLine | null {
  const sub = packet.subscription
  const next = sub?.next_charge
  if (sub && next) {
    const line = { at: next.at, amount: next.amount, period: next.period_human }
    // renewal is not turned on beside a bought next period (packetAction): no "if you turn it on"
    if (!next.scheduled) return packet.next_user_purchase ? null : { kind: 'if_renewed', ...line }
    return { kind: sub.type === 'trial' ? 'after_trial' : 'scheduled', ...line }
  }
  if (!sub && packet.first_charge)
    return {
      kind: 'first_after_trial',
      at: packet.first_charge.at,
      amount: packet.first_charge.amount,
      period: packet.period_human,
    }
  return null
}

/** Issue 29: the price a card shows — the subscribed period's (a 7990 ₸ quarter), else the default one. */
export function shownPrice(packet: Pick<Packet, 'price' | 'period_human' | 'subscription'>): {
  amount: string
  period: PeriodHuman
} {
  const sub = packet.subscription
  if (sub && sub.type !== 'promo' && sub.status !== 'cancelled')
    return { amount: sub.price, period: sub.period_human }
  return { amount: packet.price, period: packet.period_human }
}

/** The viewer has this packet running (or paid for later). */
export const isOwned = (packet: PacketState): boolean =>
  !!packet.subscription && packet.subscription.status === 'active'

export interface PacketGroups<P> {
  base: P[]
  other: P[]
  promo: P[]
}

/** /packets groups (issue 14): base packets, other (additional and content) packets, promo packets. */
export function groupPackets<P extends Pick<Packet, 'kind' | 'is_base'>>(
  packets: readonly P[],
): PacketGroups<P> {
  const groups: PacketGroups<P> = { base: [], other: [], promo: [] }
  for (const p of packets) {
    if (p.kind === 'promo') groups.promo.push(p)
    else if (p.kind === 'base' || p.is_base) groups.base.push(p)
    else groups.other.push(p)
  }
  return groups
}

/** spec 3 §2: the short layout for 31 channels or fewer; videos shown when under 31 channels. */
export const SHORT_LAYOUT_MAX_CHANNELS = 31
export const isShortLayout = (channelsCount: number): boolean => channelsCount <= SHORT_LAYOUT_MAX_CHANNELS
export const showsVideos = (channelsCount: number): boolean => channelsCount < SHORT_LAYOUT_MAX_CHANNELS

/** spec 3 §2: channel search, case-insensitive, also Latin ↔ Cyrillic transliteration. */
export function filterChannels<C extends { name: string }>(channels: readonly C[], query: string): C[] {
  const q = query.trim()
  return q ? channels.filter((c) => matchesName(c.name, q)) : [...channels]
}

type ChangeState = Pick<Packet, 'subscription' | 'user_purchase' | 'next_user_purchase'>

/**
 * spec 3 §2 "has purchases with actions gives change", §4 "change packet or period": a running packet
 * bought as a purchase whose actions allow it; not while a next period is already bought.
 */
export function canChangePeriod(packet: ChangeState): boolean {
  const sub = packet.subscription
  return (
    !!packet.user_purchase &&
    !!sub &&
    sub.status === 'active' &&
    !sub.is_future &&
    !sub.is_paused &&
    sub.actions.can_change_period &&
    !packet.next_user_purchase
  )
}

/** The periods the running purchase may change to: every purchase type but the current one. */
export function changeOptions<T extends { id: number }>(
  periods: readonly { purchases_type: readonly T[] }[],
  currentTypeId: number | undefined,
): T[] {
  return periods.flatMap((p) => p.purchases_type).filter((type) => type.id !== currentTypeId)
}
