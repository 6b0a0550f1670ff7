import type { Packet } from '@efir/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SubscriptionBody } from './choose-modals'

/*
 * Issue 29: #subscription warns before buying what the viewer already has (spec 3 §8
 * title_already_bought): a film still rented (a stale page's second rental), a packet a running
 * bundle includes. The server refuses such a purchase; the viewer is told why, and nothing is offered.
 */

const state = vi.hoisted(() => ({ packet: null as Packet | null }))
vi.mock('./purchase-flow', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePurchaseData: () => ({
    flow: null,
    packetId: state.packet?.id ?? null,
    packet: state.packet,
    account: { id: 1, amount: '5000.00', currency: state.packet?.currency, is_payment_allowed: true },
    type: state.packet?.purchase_types[0] ?? null,
    pending: false,
    failed: false,
  }),
}))
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePackets: () => ({ data: [], isPending: false, isSuccess: true }),
}))
vi.mock('../../shared/hooks/use-modal', () => ({ useModal: () => ({ open: vi.fn(), close: vi.fn() }) }))

const currency = { UTF_NAME: '₸', ASCII_NAME: 'KZT', ISO_CODE: '398', FORMAT: '{amount} {symbol}' }
const packet = (patch: Partial<Packet>) =>
  ({
    id: 7,
    name: 'Фильм на 48 часов',
    kind: 'content',
    is_base: false,
    description: '',
    price: '990.00',
    period_human: { years: 0, months: 0, days: 2 },
    currency,
    is_trial: false,
    is_used_trial: false,
    trial_period_human: null,
    purchase_types: [],
    channels_count: 0,
    can_subscribe: true,
    included_in: null,
    subscription: null,
    ...patch,
  }) as unknown as Packet

const show = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SubscriptionBody onClose={vi.fn()} />
      </QueryClientProvider>
    </MemoryRouter>,
  )

beforeEach(() => {
  state.packet = null
})

describe('#subscription: what the viewer already has (issue 29)', () => {
  it('a film still rented: until when, and no way on to pay', () => {
    state.packet = packet({
      can_subscribe: false,
      subscription: {
        status: 'active',
        is_paused: false,
        end_at: '2026-11-30T12:00:00Z',
      } as Packet['subscription'],
    })
    show()
    expect(screen.getByRole('heading', { name: 'You already have this' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      /«Фильм на 48 часов» is already paid for until .*2026/,
    )
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible()
  })
  it('a packet a running bundle includes', () => {
    state.packet = packet({
      name: 'Кино и спорт',
      kind: 'additional',
      can_subscribe: false,
      included_in: { packet_id: 4, packet_name: 'Всё включено' },
    })
    show()
    expect(screen.getByRole('status')).toHaveTextContent('«Кино и спорт» is included in your «Всё включено»')
  })
  it('a bundle says what it changes in the packets the viewer has, before going on', () => {
    state.packet = packet({
      name: 'Всё включено',
      kind: 'base',
      takes_over: [
        {
          packet_id: 1,
          packet_name: 'Базовый',
          change: 'stop_renewal',
          end_at: '2026-12-20T12:00:00Z',
          refund: '0.00',
        },
        { packet_id: 2, packet_name: 'Кино и спорт', change: 'refund', end_at: null, refund: '1490.00' },
        { packet_id: 3, packet_name: 'Детский', change: 'cancel', end_at: null, refund: '0.00' },
      ],
    })
    show()
    const notice = screen.getByRole('status')
    expect(notice).toHaveTextContent('What changes in your packets')
    expect(notice).toHaveTextContent(
      /«Всё включено» includes «Базовый»: its renewal turns off, and it runs until .*2026/,
    )
    expect(notice).toHaveTextContent(
      /The next period of «Кино и спорт» you bought is cancelled and 1\s?490 ₸ goes back/,
    )
    expect(notice).toHaveTextContent('The unpaid purchase of «Детский» is cancelled.')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible()
  })
  it('a packet the viewer may buy goes on', () => {
    state.packet = packet({})
    show()
    expect(screen.queryByText('You already have this')).toBeNull()
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible()
  })
})
