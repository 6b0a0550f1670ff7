import type { SubscriptionActions } from '@efir/contract'
import type { SubscriptionStatus } from '../../db/schema/index.ts'

/** What the buttons of spec 3 §2 depend on, from one subscription row. */
export interface SubscriptionState {
  status: SubscriptionStatus
  type: 'regular' | 'trial' | 'promo'
  renew: boolean
  startedAt: Date
  expiresAt: Date
  allowDeletePaused: boolean
}

export const isFuture = (s: SubscriptionState, now: Date) => s.status === 'active' && s.startedAt > now
export const isRunning = (s: SubscriptionState, now: Date) =>
  s.status === 'active' && s.startedAt <= now && s.expiresAt > now

/** Still matters to the viewer: running, starting later, paused, or waiting for its payment. */
export const isCurrent = (s: SubscriptionState, now: Date) =>
  s.status === 'paused' || s.status === 'awaiting_payment' || (s.status === 'active' && s.expiresAt > now)

const NONE: SubscriptionActions = {
  can_subscribe: false,
  can_disable_renew: false,
  can_change_period: false,
  can_unsubscribe: false,
  can_enable_renew: false,
}

/**
 * spec 3 §2 "Buttons by state" and §4 "Subscription actions", from the server's side:
 * - none or ended → subscribe; a promo packet or a promo subscription → nothing;
 * - renewing → disable renewal (and change period when the packet has several);
 * - renewal off → re-enable renewal (one-off content purchases never renew);
 * - future → unsubscribe; paused → subscribe again, unsubscribe when deletion is allowed;
 * - awaiting payment → unsubscribe (cancel the purchase).
 * Issue 29: beside a bought next period (a future) nothing renews and nothing more is queued: no
 * re-enable, no period change (one pending change; the future itself can be unsubscribed); a packet
 * a running bundle of the viewer includes is not sold again (no subscribe) and, while it still runs
 * beside the bundle, is not renewed or changed either (the bundle pays for it). Every paid packet
 * that renews can have its renewal turned off, a bundle («Всё включено») too.
 */
export function subscriptionActions(
  s: SubscriptionState | null,
  now: Date,
  packet: { kind: 'base' | 'additional' | 'promo' | 'content'; periods: number },
  viewer: { hasFuture?: boolean; includedInRunning?: boolean } = {},
): SubscriptionActions {
  if (packet.kind === 'promo') return NONE
  if (!s || !isCurrent(s, now)) return { ...NONE, can_subscribe: !viewer.includedInRunning }
  if (s.type === 'promo') return NONE
  if (s.status === 'awaiting_payment') return { ...NONE, can_unsubscribe: true }
  if (s.status === 'paused') {
    return { ...NONE, can_subscribe: !viewer.includedInRunning, can_unsubscribe: s.allowDeletePaused }
  }
  if (isFuture(s, now)) return { ...NONE, can_unsubscribe: true }
  // beside a bought next period, or inside a running bundle, nothing more is paid for this packet
  const covered = !!viewer.hasFuture || !!viewer.includedInRunning
  const canChange = packet.periods > 1 && !covered
  if (s.renew) return { ...NONE, can_disable_renew: true, can_change_period: canChange }
  return {
    ...NONE,
    can_enable_renew: packet.kind !== 'content' && !covered,
    can_change_period: canChange,
  }
}

/**
 * Issue 29 "a bundle bought beside its running sub-packet pays twice": what becomes of the viewer's
 * subscription of a packet when a bundle that includes it («Всё включено» includes Базовый) starts
 * running. The bundle delivers those channels from now on, so nothing more is paid for the packet:
 * - running and renewing → `stop_renewal`: it runs to its end (that period is paid and delivered;
 *   the spec has no partial refunds), then ends instead of renewing;
 * - a bought next period (future) → `refund`: cancelled, its price back on the balance, as when the
 *   viewer cancels it (DELETE futures);
 * - awaiting payment → `cancel`: nothing was charged; a payment that still arrives stays on the
 *   balance, as for any cancelled purchase;
 * - anything else (renewal already off, paused, ended, promo, cancelled) → `keep`.
 */
export type Takeover = 'stop_renewal' | 'refund' | 'cancel' | 'keep'

export function takeoverOf(s: SubscriptionState, now: Date): Takeover {
  if (s.type === 'promo') return 'keep'
  if (s.status === 'awaiting_payment') return 'cancel'
  if (isFuture(s, now)) return 'refund'
  if (isRunning(s, now) && s.renew) return 'stop_renewal'
  return 'keep'
}

/**
 * The viewer's period of the same packet bought to follow `s` (it starts when `s` ends or later), if
 * any: a future while `s` runs, and still found when `s` is due to renew and that period has begun.
 */
export function futureAfter<S extends SubscriptionState & { id: number; packetId: number }>(
  s: S,
  subs: readonly S[],
): S | null {
  return (
    subs.find(
      (x) =>
        x.id !== s.id && x.packetId === s.packetId && x.status === 'active' && x.startedAt >= s.expiresAt,
    ) ?? null
  )
}
