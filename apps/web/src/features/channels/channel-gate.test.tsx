import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RouteResponse, getQuickSalesPackets } from '@efir/contract/routes'
import type { SessionView } from '../../shared/session/use-session'
import { modalRequestStore } from '../../shared/hooks/modal-request-store'
import { ChannelGate } from './channel-gate'
import { channel } from '../../shared/test-support/channel-fixtures'

const state = vi.hoisted(() => ({
  session: { status: 'guest' } as SessionView,
  packets: [] as QuickSalePacket[],
  pending: false,
  countryForbidden: false,
}))
vi.mock('../../shared/session/use-session', () => ({
  useSession: () => state.session,
  useCountryForbidden: () => state.countryForbidden,
}))
vi.mock('./api', () => ({
  useQuickSalesPackets: () => ({ isPending: state.pending, data: state.packets }),
}))

type QuickSalePacket = RouteResponse<typeof getQuickSalesPackets>[number]

const KZT = { UTF_NAME: '₸', ASCII_NAME: 'KZT', ISO_CODE: '398', FORMAT: '{amount} {symbol}' }
function packet(id: number, name: string, price: number, days: number): QuickSalePacket {
  return {
    id,
    name,
    price,
    currency: 'KZT',
    period_human: days === 365 ? { years: 1, months: 0, days: 0 } : { years: 0, months: 1, days: 0 },
    channels_count: 10,
    is_base: id === 1,
    purchase_type_id: id * 10,
    total_price: `${price}.00`,
    trial_price: null,
    trial_period_human: null,
    is_trial: false,
    is_used_trial: false,
    is_adult: false,
    currency_format: KZT,
  }
}

function Location() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>
}

function renderGate(access: Parameters<typeof ChannelGate>[0]['access']) {
  render(
    <MemoryRouter initialEntries={['/channels/all/5']}>
      <QueryClientProvider client={new QueryClient()}>
        <ChannelGate channel={channel({ id: 5, name: 'Кино', is_free: false })} access={access} />
        <Location />
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  window.localStorage.clear()
  modalRequestStore.set(null)
  state.countryForbidden = false
  state.session = { status: 'guest' } as SessionView
  state.packets = [packet(1, 'Base', 2990, 365), packet(4, 'All inclusive', 1990, 30)]
})

describe('channel gate (spec 2 §4 "Channel loading")', () => {
  it('a guest sees the packets with a lock but no price; buying asks to sign in', async () => {
    renderGate({ kind: 'unpurchased' })
    expect(screen.getByRole('heading', { name: 'The channel is available in packets' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Packets with this channel' })).toHaveTextContent('Base')
    expect(screen.queryByText(/Watch from/)).toBeNull()
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Subscribe' })[0]!)
    expect(screen.getByTestId('location')).toHaveTextContent('/channels/all/5#auth')
  })

  it('a signed-in user sees the lowest price as "watch from"; buying opens the purchase', async () => {
    state.session = { status: 'user' } as SessionView
    renderGate({ kind: 'unpurchased' })
    // the network's FORMAT and UTF_NAME: "1990 ₸", not "1 990 KZT" (issue 14)
    expect(screen.getByText(/Watch from/)).toHaveTextContent('Watch from 1990 ₸')
    const list = screen.getByRole('list', { name: 'Packets with this channel' })
    expect(list).toHaveTextContent('2990 ₸ for 1 year')
    expect(list).toHaveTextContent('1990 ₸ for 1 month')
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Subscribe' })[0]!)
    expect(screen.getByTestId('location')).toHaveTextContent('/channels/all/5#subscription')
    // spec 3 §4: the chosen packet and what plays afterwards (this channel) are remembered
    expect(JSON.parse(window.localStorage.getItem('efir.purchase_flow') ?? '{}')).toMatchObject({
      packetId: 1,
      playAfter: { kind: 'channel', path: '/channels/all/5' },
    })
  })

  it('in a forbidden country buying shows the notice and starts nothing (spec 3 §6)', async () => {
    state.session = { status: 'user' } as SessionView
    state.countryForbidden = true
    renderGate({ kind: 'unpurchased' })
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Subscribe' })[0]!)
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/channels\/all\/5$/)
    expect(modalRequestStore.get()).toEqual({
      id: 'message',
      payload: {
        title: 'The service is not available in your region',
        text: expect.stringContaining('Packets cannot be enabled from your country') as string,
      },
    })
    expect(window.localStorage.getItem('efir.purchase_flow')).toBeNull()
  })

  it('no packets: channel_soon', () => {
    state.packets = []
    renderGate({ kind: 'unpurchased' })
    expect(screen.getByRole('heading', { name: 'The channel is coming soon' })).toBeInTheDocument()
  })

  it('unavailable shows the access error', () => {
    renderGate({ kind: 'unavailable', message: 'Maintenance' })
    expect(screen.getByRole('heading', { name: 'Channel not available' })).toBeInTheDocument()
    expect(screen.getByText('Maintenance')).toBeInTheDocument()
  })

  it('an adult channel opens #pincode', async () => {
    state.session = { status: 'user' } as SessionView
    renderGate({ kind: 'pin-required', reason: 'age' })
    expect(screen.getByText(/An adult channel/)).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enter PIN' }))
    expect(screen.getByTestId('location')).toHaveTextContent('#pincode')
  })

  // issue 30: the prompt names the device's switch, not "for adults"
  it.each([
    ['channel', /asks the PIN for every channel/],
    ['program', /asks the PIN for archive programmes/],
    ['server', /Enter the parental control PIN to watch/],
  ] as const)('the %s switch names itself', (reason, text) => {
    state.session = { status: 'user' } as SessionView
    renderGate({ kind: 'pin-required', reason })
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.queryByText(/An adult channel/)).toBeNull()
  })

  it('a guest is offered sign-in, not a PIN (spec 1 §4, §6)', async () => {
    renderGate({ kind: 'pin-required', reason: 'channel' })
    expect(screen.queryByRole('button', { name: 'Enter PIN' })).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByTestId('location')).toHaveTextContent('#auth')
  })
})
