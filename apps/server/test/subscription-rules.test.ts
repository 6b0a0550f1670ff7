import { describe, expect, it } from 'vitest'
import type { SubscriptionRow } from '../src/modules/packets/repository.ts'
import { nextCharge } from '../src/modules/subscriptions/present.ts'
import {
  futureAfter,
  subscriptionActions,
  takeoverOf,
  type SubscriptionState,
} from '../src/modules/subscriptions/state.ts'

// spec 3 §2 "Buttons by state" / §4 "Subscription actions", as the server computes the actions.
const now = new Date('2030-01-15T12:00:00Z')
const day = 86_400_000
const sub = (over: Partial<SubscriptionState>): SubscriptionState => ({
  status: 'active',
  type: 'regular',
  renew: true,
  startedAt: new Date(now.getTime() - day),
  expiresAt: new Date(now.getTime() + 29 * day),
  allowDeletePaused: true,
  ...over,
})
const base = { kind: 'base' as const, periods: 3 }
const on = (a: ReturnType<typeof subscriptionActions>) =>
  Object.entries(a)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort()

describe('subscription actions', () => {
  it.each([
    ['none', null, base, ['can_subscribe']],
    ['ended', sub({ expiresAt: new Date(now.getTime() - 1) }), base, ['can_subscribe']],
    ['renewing', sub({}), base, ['can_change_period', 'can_disable_renew']],
    ['renewing, one period', sub({}), { kind: 'additional' as const, periods: 1 }, ['can_disable_renew']],
    ['renewal off', sub({ renew: false }), base, ['can_change_period', 'can_enable_renew']],
    ['a bought film (never renews)', sub({ renew: false }), { kind: 'content' as const, periods: 1 }, []],
    ['future', sub({ startedAt: new Date(now.getTime() + day) }), base, ['can_unsubscribe']],
    ['paused, deletion allowed', sub({ status: 'paused' }), base, ['can_subscribe', 'can_unsubscribe']],
    [
      'paused, deletion not allowed',
      sub({ status: 'paused', allowDeletePaused: false }),
      base,
      ['can_subscribe'],
    ],
    ['awaiting payment', sub({ status: 'awaiting_payment' }), base, ['can_unsubscribe']],
    ['promo subscription', sub({ type: 'promo' }), base, []],
    ['promo packet', null, { kind: 'promo' as const, periods: 1 }, []],
  ])('%s', (_, s, packet, expected) => {
    expect(on(subscriptionActions(s, now, packet))).toEqual(expected)
  })

  // Issue 29: beside a bought next period (a future) nothing renews and no second change is queued;
  // a packet a running bundle includes is not sold again; a bundle's renewal can be turned off.
  const withFuture = { hasFuture: true }
  const inBundle = { includedInRunning: true }
  it.each([
    ['renewing, next period bought', sub({}), base, withFuture, ['can_disable_renew']],
    ['renewal off, next period bought', sub({ renew: false }), base, withFuture, []],
    ['none, included in a running bundle', null, base, inBundle, []],
    [
      'ended, included in a running bundle',
      sub({ expiresAt: new Date(now.getTime() - 1) }),
      base,
      inBundle,
      [],
    ],
    ['paused, included in a running bundle', sub({ status: 'paused' }), base, inBundle, ['can_unsubscribe']],
    // still running beside a bundle bought later: the bundle pays for it, nothing more is
    ['renewal off, included in a running bundle', sub({ renew: false }), base, inBundle, []],
    ['renewing, included in a running bundle', sub({}), base, inBundle, ['can_disable_renew']],
    ['a renewing bundle', sub({}), { kind: 'base' as const, periods: 1 }, {}, ['can_disable_renew']],
  ])('%s', (_, s, packet, viewer, expected) => {
    expect(on(subscriptionActions(s, now, packet, viewer))).toEqual(expected)
  })
})

// Issue 29: a bundle that starts running takes over the viewer's packets it includes.
describe('what a bundle does to a packet it includes', () => {
  it.each([
    ['running, renewing: renewal stops, it runs to its end', sub({}), 'stop_renewal'],
    ['a trial, renewing', sub({ type: 'trial' }), 'stop_renewal'],
    ['running, renewal off', sub({ renew: false }), 'keep'],
    [
      'a bought next period: cancelled, refunded',
      sub({ startedAt: new Date(now.getTime() + day) }),
      'refund',
    ],
    ['awaiting payment: cancelled', sub({ status: 'awaiting_payment', renew: false }), 'cancel'],
    ['paused', sub({ status: 'paused' }), 'keep'],
    ['ended', sub({ expiresAt: new Date(now.getTime() - 1) }), 'keep'],
    ['cancelled', sub({ status: 'cancelled' }), 'keep'],
    ['a promo grant', sub({ type: 'promo' }), 'keep'],
  ])('%s', (_, s, expected) => {
    expect(takeoverOf(s, now)).toBe(expected)
  })
})

describe('the period bought to follow a subscription', () => {
  const row = (id: number, over: Partial<SubscriptionState & { packetId: number }>) => ({
    ...sub({}),
    id,
    packetId: 1,
    ...over,
  })
  const current = row(1, {})
  const next = { startedAt: current.expiresAt, expiresAt: new Date(current.expiresAt.getTime() + 90 * day) }
  it.each([
    ['a future of the same packet', row(2, next), 2],
    ['one of another packet', row(2, { ...next, packetId: 2 }), null],
    ['a cancelled one', row(2, { ...next, status: 'cancelled' }), null],
    ['one awaiting payment', row(2, { ...next, status: 'awaiting_payment' }), null],
    ['an earlier period', row(2, { startedAt: new Date(now.getTime() - 60 * day), expiresAt: now }), null],
  ])('%s', (_, other, expected) => {
    expect(futureAfter(current, [current, other])?.id ?? null).toBe(expected)
  })
  it('is still found once the next period has begun (the renewal job runs at the end)', () => {
    const due = row(1, { expiresAt: now, startedAt: new Date(now.getTime() - 30 * day) })
    const begun = row(2, { startedAt: now, expiresAt: new Date(now.getTime() + 90 * day) })
    expect(futureAfter(due, [due, begun])?.id).toBe(2)
  })
})

// Issue 29 "the next charge, always visible", as the Subscription answer's next_charge says it.
describe('the next charge', () => {
  const month = { id: 1, packetId: 1, amount: 299_000, periodDays: 30, trialDays: 0, trialAmount: 0 }
  const types = [
    { ...month, isDefault: true, position: 0 },
    { ...month, id: 101, amount: 799_000, periodDays: 90, isDefault: false, position: 1 },
    { ...month, id: 5, amount: 149_000, trialDays: 7, isDefault: false, position: 2 },
  ]
  const end = new Date(now.getTime() + 29 * day)
  const row = (over: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
    id: 1,
    userId: 1,
    packetId: 1,
    startedAt: new Date(now.getTime() - day),
    expiresAt: end,
    purchaseTypeId: 1,
    accountId: 1,
    status: 'active',
    type: 'regular',
    renew: true,
    nextPayAt: end,
    allowDeletePaused: true,
    amount: 299_000,
    createdAt: now,
    ...over,
  })
  const paid = { kind: 'base' as const }
  const quarter = row({
    id: 2,
    purchaseTypeId: 101,
    startedAt: end,
    expiresAt: new Date(end.getTime() + 90 * day),
    nextPayAt: new Date(end.getTime() + 90 * day),
  })
  it.each([
    ['renewing', row(), paid, null, { at: end, amount: '2990.00', scheduled: true }],
    [
      'renewal off: what it would be',
      row({ renew: false, nextPayAt: null }),
      paid,
      null,
      { at: end, amount: '2990.00', scheduled: false },
    ],
    [
      'a trial: the regular price after it',
      row({ type: 'trial', purchaseTypeId: 5, amount: 0 }),
      paid,
      null,
      { at: end, amount: '1490.00', scheduled: true },
    ],
    [
      'beside a bought quarter: after it, at its price',
      row({ renew: false, nextPayAt: null }),
      paid,
      quarter,
      { at: quarter.expiresAt, amount: '7990.00', scheduled: true },
    ],
    ['a promo subscription', row({ type: 'promo' }), paid, null, null],
    ['awaiting payment', row({ status: 'awaiting_payment' }), paid, null, null],
    ['paused', row({ status: 'paused' }), paid, null, null],
    ['a bought film', row({ renew: false }), { kind: 'content' as const }, null, null],
  ])('%s', (_, s, packet, future, expected) => {
    const charge = nextCharge(s, packet, types, future)
    expect(charge && { at: new Date(charge.at), amount: charge.amount, scheduled: charge.scheduled }).toEqual(
      expected,
    )
  })
  it.each([
    ['renewing', row()],
    ['renewal off', row({ renew: false, nextPayAt: null })],
  ])('none for a packet a running bundle includes (%s): the bundle pays for it', (_, s) => {
    expect(nextCharge(s, paid, types, null, true)).toBeNull()
  })
})
