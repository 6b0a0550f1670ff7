import type { Packet, Subscription } from '@efir/contract'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PacketPrice, PacketState } from './packet-texts'

/* Issue 29: a packet's card — the subscribed price, the next charge always, what a bundle includes. */

const month = { years: 0, months: 1, days: 0 }
const quarter = { years: 0, months: 3, days: 0 }
const currency = { UTF_NAME: '₸', ASCII_NAME: 'KZT', ISO_CODE: '398', FORMAT: '{amount} {symbol}' }
const sub = (patch: Partial<Subscription> = {}) =>
  ({
    id: 1,
    type: 'regular',
    status: 'active',
    renew: true,
    is_paused: false,
    is_future: false,
    start_at: '2026-11-01T00:00:00Z',
    end_at: '2027-02-01T00:00:00Z',
    next_pay_at: '2027-02-01T00:00:00Z',
    next_charge: { at: '2027-02-01T00:00:00Z', amount: '7990.00', period_human: quarter, scheduled: true },
    price: '7990.00',
    period_human: quarter,
    ...patch,
  }) as Subscription
const packet = (patch: Partial<Packet> = {}) =>
  ({
    price: '2990.00',
    period_human: month,
    currency,
    is_trial: false,
    is_used_trial: false,
    trial_period_human: null,
    trial_price: null,
    trial_amount: null,
    subscription: null,
    next_user_purchase: null,
    included_in: null,
    first_charge: null,
    ...patch,
  }) as Packet

const card = (p: Packet) =>
  render(
    <>
      <PacketPrice packet={p} />
      <PacketState packet={p} />
    </>,
  )

describe('a packet card (issue 29)', () => {
  it('a subscribed quarter shows its own price and the next charge', () => {
    card(packet({ subscription: sub() }))
    expect(screen.getByText('7990 ₸ for 3 months')).toBeVisible()
    expect(screen.queryByText('2990 ₸ for 1 month')).toBeNull()
    expect(screen.getByText(/^Next charge on .*2027: 7990 ₸ for 3 months$/)).toBeVisible()
  })
  it('renewal off: what turning it on would charge', () => {
    const off = sub({ renew: false, next_pay_at: null })
    card(packet({ subscription: { ...off, next_charge: { ...off.next_charge!, scheduled: false } } }))
    expect(
      screen.getByText(/^Renewal is off\. If you turn it on, 7990 ₸ for 3 months will be charged on/),
    ).toBeVisible()
  })
  it('a trial running: the first regular charge; one not bought: its first charge after the trial', () => {
    const { unmount } = card(
      packet({
        subscription: sub({
          type: 'trial',
          price: '1490.00',
          period_human: month,
          next_charge: {
            at: '2026-12-08T00:00:00Z',
            amount: '1490.00',
            period_human: month,
            scheduled: true,
          },
        }),
      }),
    )
    expect(screen.getByText(/^Trial\. First charge on .*: 1490 ₸ for 1 month$/)).toBeVisible()
    unmount()
    card(
      packet({
        price: '1490.00',
        is_trial: true,
        trial_period_human: { years: 0, months: 0, days: 7 },
        trial_price: '0.00',
        trial_amount: '0.00',
        first_charge: { at: '2026-12-08T00:00:00Z', amount: '1490.00' },
      }),
    )
    expect(screen.getByText('Trial 7 days — Free')).toBeVisible()
    expect(screen.getByText(/^First charge after the trial on .*: 1490 ₸ for 1 month$/)).toBeVisible()
  })
  it('a packet a running bundle includes says so', () => {
    card(packet({ included_in: { packet_id: 4, packet_name: 'Всё включено' } }))
    expect(screen.getByText('Included in your «Всё включено»')).toBeVisible()
  })
})
