import type { PaymentHistoryItem } from '@efir/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api/api-error'
import { PaymentHistory } from './payment-history'

/* Issue 29 "A payment history": the settings' payment screen lists what moved the viewer's money. */

const state = vi.hoisted(() => ({ request: vi.fn() }))
vi.mock('../../shared/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: state.request,
}))
vi.mock('../../shared/session/use-session', () => ({ useSession: () => ({ status: 'user' }) }))

const currency = { UTF_NAME: '₸', ASCII_NAME: 'KZT', ISO_CODE: '398', FORMAT: '{amount} {symbol}' }
const item = (id: number, patch: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem => ({
  id,
  kind: 'purchase',
  created_at: '2026-11-28T10:00:00Z',
  amount_minor: -299_000,
  amount: '2990.00',
  direction: 'debit',
  balance_after: '0.00',
  currency,
  account_id: 1,
  subject: {
    packet_id: 1,
    title: 'Базовый',
    content_id: null,
    subscription_id: 3,
    period_human: { years: 0, months: 1, days: 0 },
  },
  transaction_id: null,
  paysystem: null,
  card_number: null,
  promo_code: null,
  ...patch,
})
const page = (items: PaymentHistoryItem[], offset: number, total: number) => ({
  items,
  offset,
  total,
  limit: 20,
})

const wrap = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PaymentHistory />
    </QueryClientProvider>,
  )

beforeEach(() => state.request.mockReset())

describe('payment history (issue 29)', () => {
  it('lists charges and top-ups with what they paid for, their date and signed amount; more on request', async () => {
    const topup = item(2, {
      kind: 'topup',
      amount_minor: 500_000,
      amount: '5000.00',
      direction: 'credit',
      subject: null,
      paysystem: { shortname: 'card', name: 'Bank card' },
      card_number: '•••• 4242',
    })
    state.request
      .mockResolvedValueOnce(page([topup, ...Array.from({ length: 19 }, (_, i) => item(100 - i))], 0, 21))
      .mockResolvedValueOnce(page([item(1, { kind: 'renewal' })], 20, 21))
    wrap()
    const list = await screen.findByRole('list', { name: 'Payment history' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(20)
    expect(rows[0]).toHaveTextContent('Top-up')
    expect(rows[0]).toHaveTextContent('Bank card · •••• 4242')
    expect(rows[0]).toHaveTextContent('+5000 ₸')
    expect(rows[1]).toHaveTextContent('Purchase«Базовый», 1 month')
    expect(rows[1]).toHaveTextContent('−2990 ₸')
    expect(within(rows[1]!).getByText(/2026/).tagName).toBe('TIME')
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21))
    expect(state.request).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ query: { offset: 20, limit: 20 } }),
    )
    expect(within(list).getAllByRole('listitem')[20]).toHaveTextContent('Renewal')
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('a skeleton while it loads, then the empty state', async () => {
    let answer: (v: unknown) => void = () => undefined
    state.request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const { container } = wrap()
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    answer(page([], 0, 0))
    expect(await screen.findByText('No payments yet')).toBeVisible()
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('an error with retry', async () => {
    state.request
      .mockRejectedValueOnce(
        new ApiError({ status: 500, code: 'internal', message: '', endpointId: 'listPaymentHistory' }),
      )
      .mockResolvedValueOnce(page([item(1)], 0, 1))
    wrap()
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the payment history')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Payment history' })).toBeVisible()
  })
})
