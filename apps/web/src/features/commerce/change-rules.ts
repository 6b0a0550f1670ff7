import type { Packet } from '@efir/contract'

/* The change of a running packet's period (spec 3 §2, §4). Pure; kept apart from packet-rules so it loads with the packet page only. */

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
