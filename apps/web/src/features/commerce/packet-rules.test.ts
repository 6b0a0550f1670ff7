import type { Packet, Subscription } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import {
  chargeLine,
  filterChannels,
  groupPackets,
  isShortLayout,
  packetAction,
  parsePacketRef,
  refProviderId,
  showsVideos,
  shownPrice,
} from './packet-rules'

describe('parsePacketRef (spec 3 §2: three id forms)', () => {
  it.each([
    ['42', { form: 'plain', packetId: 42 }],
    ['0', { form: 'plain', packetId: 0 }],
    ['efir_42', { form: 'provider', provider: 'efir', packetId: 42 }],
    ['my_tv_7', { form: 'provider', provider: 'my_tv', packetId: 7 }],
    ['3_7_42', { form: 'bundle', provider: '3', bundleId: 7, packetId: 42 }],
  ])('%s', (raw, ref) => {
    expect(parsePacketRef(raw)).toEqual(ref)
  })
  it.each(['', 'abc', '42abc', '_42', '3_0_42', '99999999999', 'a b_1'])('refuses %j', (raw) => {
    expect(parsePacketRef(raw)).toBeNull()
  })
  it('a numeric provider with one underscore is a provider packet', () => {
    expect(parsePacketRef('3_42')).toEqual({ form: 'provider', provider: '3', packetId: 42 })
  })
})

const actions = (patch: Partial<Subscription['actions']> = {}): Subscription['actions'] => ({
  can_subscribe: false,
  can_disable_renew: false,
  can_change_period: false,
  can_unsubscribe: false,
  can_enable_renew: false,
  ...patch,
})
const sub = (patch: Partial<Subscription> = {}): Subscription => ({
  id: 1,
  packet_id: 5,
  packet_name: 'Base',
  purchase_type_id: 50,
  account_id: 9,
  type: 'regular',
  status: 'active',
  renew: true,
  is_paused: false,
  allow_delete_paused: false,
  is_future: false,
  start_at: '2026-01-01T00:00:00Z',
  end_at: '2026-02-01T00:00:00Z',
  next_pay_at: null,
  next_period_human: null,
  next_price: null,
  next_charge: null,
  price: '2990.00',
  period_human: { years: 0, months: 1, days: 0 },
  actions: actions(),
  ...patch,
})
type State = Parameters<typeof packetAction>[0]
const packet = (patch: Partial<State> = {}): State => ({
  kind: 'additional',
  packets: [],
  subscription: null,
  next_user_purchase: null,
  user_purchase: null,
  ...patch,
})

describe('packetAction (spec 3 §2 "Buttons by state")', () => {
  it('not subscribed → enable', () => expect(packetAction(packet())).toBe('enable'))
  it('promo type or a parent packet → no buttons', () => {
    expect(packetAction(packet({ kind: 'promo' }))).toBe('none')
    expect(packetAction(packet({ packets: [3, 4] }))).toBe('none')
    expect(packetAction(packet({ kind: 'promo', subscription: sub() }))).toBe('none')
    expect(packetAction(packet({ subscription: sub({ type: 'promo' }) }))).toBe('none')
  })
  it('paused with allow_delete_paused → disable; paused without it → enable again', () => {
    expect(
      packetAction(
        packet({ subscription: sub({ is_paused: true, status: 'paused', allow_delete_paused: true }) }),
      ),
    ).toBe('disable')
    expect(packetAction(packet({ subscription: sub({ is_paused: true, status: 'paused' }) }))).toBe('enable')
  })
  it('purchases model with actions → change', () => {
    const p = packet({
      user_purchase: { id: 1, account_id: 9 },
      subscription: sub({ actions: actions({ can_change_period: true }) }),
    })
    expect(packetAction(p, true)).toBe('change')
    expect(packetAction(p, false)).toBe('disable')
  })
  it('renewing → disable; renewal off → renew', () => {
    expect(packetAction(packet({ subscription: sub() }))).toBe('disable')
    expect(packetAction(packet({ subscription: sub({ renew: false }) }))).toBe('renew')
  })
  it('a future one → disable it', () => {
    expect(packetAction(packet({ subscription: sub({ is_future: true }) }))).toBe('disable_future')
    expect(
      packetAction(
        packet({
          next_user_purchase: {
            id: 2,
            start_at: '2026-03-01T00:00:00Z',
            purchase_type: { id: 50, amount: '1.00' },
          },
        }),
      ),
    ).toBe('disable_future')
  })
})

const nextPeriod = { id: 2, start_at: '2026-02-01T00:00:00Z', purchase_type: { id: 51, amount: '7990.00' } }

describe('packetAction, issue 29', () => {
  it('a subscribed bundle («Всё включено») is cancelled like any paid subscription; renewal off → renew', () => {
    expect(packetAction(packet({ packets: [1, 2], subscription: sub() }))).toBe('disable')
    expect(packetAction(packet({ packets: [1, 2], subscription: sub({ renew: false }) }))).toBe('renew')
  })
  it('renewal is not offered beside a bought next period: that period can be cancelled instead', () => {
    const p = packet({ subscription: sub({ renew: false }), next_user_purchase: nextPeriod })
    expect(packetAction(p)).toBe('disable_future')
    // renewing with a next period bought: its own disable (the next period has a button of its own)
    expect(packetAction(packet({ subscription: sub(), next_user_purchase: nextPeriod }))).toBe('disable')
  })
  it('what a running bundle includes, or what the viewer cannot buy now, is not offered', () => {
    expect(packetAction(packet({ included_in: { packet_id: 6, packet_name: 'Всё включено' } }))).toBe('none')
    expect(packetAction(packet({ can_subscribe: false }))).toBe('none')
    expect(packetAction(packet({ can_subscribe: true, included_in: null }))).toBe('enable')
  })
  it('a rented film offers no renewal', () => {
    expect(packetAction(packet({ kind: 'content', subscription: sub({ renew: false }) }))).toBe('none')
  })
})

describe('chargeLine (issue 29: the next charge, always visible)', () => {
  const month = { years: 0, months: 1, days: 0 }
  const quarter = { years: 0, months: 3, days: 0 }
  const charge = (patch: Partial<NonNullable<Subscription['next_charge']>> = {}) => ({
    at: '2026-02-01T00:00:00Z',
    amount: '7990.00',
    period_human: quarter,
    scheduled: true,
    ...patch,
  })
  const p = (subscription: Subscription | null, first_charge: Packet['first_charge'] = null) => ({
    subscription,
    first_charge,
    period_human: month,
  })
  it.each([
    ['renewing: when and how much', sub({ next_charge: charge() }), 'scheduled'],
    [
      'renewal off: what turning it on would charge',
      sub({ renew: false, next_charge: charge({ scheduled: false }) }),
      'if_renewed',
    ],
    ['a trial: the first regular charge', sub({ type: 'trial', next_charge: charge() }), 'after_trial'],
  ] as const)('%s', (_, subscription, kind) => {
    expect(chargeLine(p(subscription))).toEqual({
      kind,
      at: '2026-02-01T00:00:00Z',
      amount: '7990.00',
      period: quarter,
    })
  })
  it('a trial not bought yet: its first paid charge; nothing chargeable: no line', () => {
    expect(chargeLine(p(null, { at: '2026-01-08T00:00:00Z', amount: '1490.00' }))).toEqual({
      kind: 'first_after_trial',
      at: '2026-01-08T00:00:00Z',
      amount: '1490.00',
      period: month,
    })
    expect(chargeLine(p(null))).toBeNull()
    // renewal off beside a bought next period: it cannot be turned on, so no "if you turn it on"
    const off = sub({ renew: false, next_charge: charge({ scheduled: false }) })
    expect(chargeLine({ ...p(off), next_user_purchase: nextPeriod })).toBeNull()
    expect(chargeLine(p(sub({ type: 'promo' })))).toBeNull()
  })
})

describe('shownPrice (issue 29: the subscribed price, not the default one)', () => {
  const base = { price: '2990.00', period_human: { years: 0, months: 1, days: 0 } }
  it('a subscribed quarter shows 7990 for 3 months; not subscribed or promo: the default', () => {
    const quarter = { years: 0, months: 3, days: 0 }
    expect(shownPrice({ ...base, subscription: sub({ price: '7990.00', period_human: quarter }) })).toEqual({
      amount: '7990.00',
      period: quarter,
    })
    expect(shownPrice({ ...base, subscription: null })).toEqual({
      amount: '2990.00',
      period: base.period_human,
    })
    expect(shownPrice({ ...base, subscription: sub({ type: 'promo', price: '0.00' }) }).amount).toBe(
      '2990.00',
    )
  })
})

describe('groupPackets', () => {
  it('splits base, other and promo', () => {
    type P = Pick<Packet, 'id' | 'kind' | 'is_base'>
    const list: P[] = [
      { id: 1, kind: 'base', is_base: true },
      { id: 2, kind: 'additional', is_base: false },
      { id: 3, kind: 'promo', is_base: false },
      { id: 4, kind: 'content', is_base: false },
    ]
    const g = groupPackets(list)
    expect(g.base.map((p) => p.id)).toEqual([1])
    expect(g.other.map((p) => p.id)).toEqual([2, 4])
    expect(g.promo.map((p) => p.id)).toEqual([3])
  })
})

describe('layout (spec 3 §2: short at 31 channels or fewer, videos under 31)', () => {
  it('31 is short, 32 is not; videos only under 31', () => {
    expect(isShortLayout(31)).toBe(true)
    expect(isShortLayout(32)).toBe(false)
    expect(showsVideos(30)).toBe(true)
    expect(showsVideos(31)).toBe(false)
  })
})

describe('filterChannels (case-insensitive, Latin/Cyrillic)', () => {
  const channels = [{ name: 'Первый канал' }, { name: 'Kino HD' }, { name: 'Спорт' }]
  it('matches across scripts and cases', () => {
    expect(filterChannels(channels, 'pervyi')).toEqual([{ name: 'Первый канал' }])
    expect(filterChannels(channels, 'КИНО')).toEqual([{ name: 'Kino HD' }])
    expect(filterChannels(channels, 'sport')).toEqual([{ name: 'Спорт' }])
    expect(filterChannels(channels, '  ')).toHaveLength(3)
  })
  it('the provider a packet page names by number (another provider’s packet, spec 3 §4)', () => {
    const ref = (raw: string) => parsePacketRef(raw) ?? { form: 'plain' as const, packetId: 0 }
    expect(refProviderId(ref('42'))).toBeNull()
    expect(refProviderId(ref('efir_42'))).toBeNull()
    expect(refProviderId(ref('760_42'))).toBe(760)
    expect(refProviderId(ref('442_3_42'))).toBe(442)
  })
})
