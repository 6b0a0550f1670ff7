import { describe, expect, it } from 'vitest'
import { subscriptionActions, type SubscriptionState } from '../src/modules/subscriptions/state.ts'

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
})
