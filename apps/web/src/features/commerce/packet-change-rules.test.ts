import { describe, expect, it } from 'vitest'
import { canChangePeriod, changeOptions } from './packet-rules'

const actions = {
  can_subscribe: false,
  can_disable_renew: true,
  can_change_period: true,
  can_unsubscribe: false,
  can_enable_renew: false,
}
const running = {
  status: 'active',
  is_future: false,
  is_paused: false,
  actions,
} as unknown as NonNullable<Parameters<typeof canChangePeriod>[0]['subscription']>
const packet = { subscription: running, user_purchase: { id: 9, account_id: 1 }, next_user_purchase: null }

describe('canChangePeriod (spec 3 §2, §4 change packet or period)', () => {
  it('a running purchase whose actions allow it', () => {
    expect(canChangePeriod(packet)).toBe(true)
  })
  it('not without a purchase, a subscription or the action', () => {
    expect(canChangePeriod({ ...packet, user_purchase: null })).toBe(false)
    expect(canChangePeriod({ ...packet, subscription: null })).toBe(false)
    expect(
      canChangePeriod({
        ...packet,
        subscription: { ...running, actions: { ...actions, can_change_period: false } },
      }),
    ).toBe(false)
  })
  it('not for a future, paused or awaiting one, nor once the next period is bought', () => {
    expect(canChangePeriod({ ...packet, subscription: { ...running, is_future: true } })).toBe(false)
    expect(canChangePeriod({ ...packet, subscription: { ...running, is_paused: true } })).toBe(false)
    expect(canChangePeriod({ ...packet, subscription: { ...running, status: 'awaiting_payment' } })).toBe(
      false,
    )
    const next = { id: 10, start_at: '2030-01-01T00:00:00Z', purchase_type: { id: 101, amount: '7990.00' } }
    expect(canChangePeriod({ ...packet, next_user_purchase: next })).toBe(false)
  })
})

describe('changeOptions', () => {
  it('every period but the current one, in order', () => {
    const periods = [{ purchases_type: [{ id: 1 }] }, { purchases_type: [{ id: 101 }, { id: 102 }] }]
    expect(changeOptions(periods, 1).map((p) => p.id)).toEqual([101, 102])
    expect(changeOptions(periods, undefined).map((p) => p.id)).toEqual([1, 101, 102])
  })
})
