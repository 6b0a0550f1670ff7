import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/api/api-error'
import { paymentStore } from '../../shared/commerce/payment-store'
import { paymentResultStore } from './payment-result'
import PaymentWatcher from './payment-watcher'
import { PayTransactionBody } from './result-modals'
import { MAX_AGE_MS, MAX_POLLING_MS, POLL_INTERVAL_MS } from './transaction-rules'

/*
 * spec 3 §4 "Transactions": polling stops after 600 s; stopping closes the payment modals. Issue 29 §5:
 * the spinner "Проверяем оплату…" stayed forever — the viewer is told the bank has not answered and
 * what to do.
 */

const state = vi.hoisted(() => ({ open: vi.fn(), request: vi.fn() }))
vi.mock('../../shared/hooks/use-modal', () => ({
  useModal: () => ({ open: state.open, close: vi.fn() }),
  useModalRequest: () => null,
}))
vi.mock('../../shared/commerce/account-queries', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAccounts: () => ({
    data: [{ id: 1, amount: '1000.00', currency: { UTF_NAME: '₸', FORMAT: '{amount} {symbol}' } }],
  }),
}))
vi.mock('../../shared/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: state.request,
}))

const wrap = (children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/packets/1']}>{children}</MemoryRouter>
    </QueryClientProvider>,
  )

const NOW = Date.parse('2026-11-28T12:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  state.open.mockReset()
  state.request.mockReset()
  paymentResultStore.set({ kind: 'pending' })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a payment check that ended (spec 3 §4 "Transactions", issue 29 §5)', () => {
  it('after 600 s of polling it stops, closes the payment modals for the result and says the bank has not answered', async () => {
    // the bank never answers: every poll is 504 (pending)
    state.request.mockRejectedValue(
      new ApiError({ status: 504, code: 'transaction_pending', message: '', endpointId: 'getTransaction' }),
    )
    paymentStore.begin(1, null)
    paymentStore.setTransaction({ id: 9, packetId: 1, pollingSince: NOW, createdAt: NOW })
    wrap(<PaymentWatcher />)
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS))
    expect(state.request).toHaveBeenCalled()
    expect(paymentResultStore.get().kind).toBe('pending')
    await act(() => vi.advanceTimersByTimeAsync(MAX_POLLING_MS + POLL_INTERVAL_MS))
    const result = paymentResultStore.get()
    expect(result).toMatchObject({ kind: 'unconfirmed', paid: 'subscription', transaction: { id: 9 } })
    // #pay_transaction replaces whichever payment modal was open (spec: stopping closes them)
    expect(state.open).toHaveBeenLastCalledWith('pay_transaction')
    expect(paymentStore.transaction()).toBeNull()
    // and no more polls
    const polls = state.request.mock.calls.length
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3))
    expect(state.request.mock.calls.length).toBe(polls)
  })

  it('tells what happened and offers the history and one more check, which polls the same payment', async () => {
    vi.useRealTimers()
    const transaction = {
      id: 9,
      packetId: 1,
      pollingSince: Date.now() - MAX_POLLING_MS,
      createdAt: Date.now() - MAX_POLLING_MS,
    }
    paymentResultStore.set({ kind: 'unconfirmed', paid: 'subscription', transaction })
    wrap(<PayTransactionBody onClose={vi.fn()} />)
    expect(screen.queryByText('Checking the payment…')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('The bank has not confirmed the payment yet')
    expect(screen.getByRole('status')).toHaveTextContent('turns on by itself')
    expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute('href', '/settings/payment')
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }))
    expect(paymentStore.transaction()).toMatchObject({ id: 9, createdAt: transaction.createdAt })
    expect(paymentResultStore.get().kind).toBe('pending')
  })

  it('a payment past the age limit is not checked again: the history tells', () => {
    vi.useRealTimers()
    const old = Date.now() - MAX_AGE_MS - 1
    paymentResultStore.set({
      kind: 'unconfirmed',
      paid: 'recharge',
      transaction: { id: 9, packetId: null, pollingSince: old, createdAt: old },
    })
    wrap(<PayTransactionBody onClose={vi.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent('reaches your balance by itself')
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Payment history' })).toBeVisible()
  })
})

describe('success only on delivery (issue 29 §3)', () => {
  const transaction = (patch: object) => ({
    id: 9,
    transaction_id: 9,
    kind: 'purchase',
    status: 'complete',
    amount: '1990.00',
    currency: 'KZT',
    status_description: null,
    full_url: null,
    qrcode_url: null,
    purchase_id: 4,
    purchase_status: 'active',
    purchase_shortfall: null,
    created_at: new Date(NOW).toISOString(),
    ...patch,
  })
  it('a complete payment whose purchase still awaits payment is no success: the rest to pay, and "pay the rest"', async () => {
    state.request.mockResolvedValue(
      transaction({ purchase_status: 'awaiting_payment', purchase_shortfall: '990.00' }),
    )
    paymentStore.begin(1, null)
    paymentStore.updateFlow({
      purchaseTypeId: 1,
      paid: 'subscription',
      pending: { id: 4, transactionId: 9, amount: '1990.00', shortfall: '990.00' },
    })
    paymentStore.setTransaction({ id: 9, packetId: 1, pollingSince: NOW, createdAt: NOW })
    wrap(<PaymentWatcher />)
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(paymentResultStore.get()).toEqual({
      kind: 'unfinished',
      paid: 'subscription',
      shortfall: '990.00',
      packetId: 1,
    })
    expect(state.open).toHaveBeenLastCalledWith('pay_transaction')
    vi.useRealTimers()
    wrap(<PayTransactionBody onClose={vi.fn()} />)
    expect(screen.queryByText('The subscription is on')).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('990 ₸ is still missing')
    await userEvent.click(screen.getByRole('button', { name: 'Pay the remaining 990 ₸' }))
    // the same purchase: its old pending payment is forgotten, the pay systems pay what it lacks now
    expect(paymentStore.flow()?.pending).toBeNull()
    expect(state.open).toHaveBeenLastCalledWith('paysystems')
  })

  it('a delivered purchase is the success', async () => {
    state.request.mockResolvedValue(transaction({}))
    paymentStore.begin(1, null)
    paymentStore.setTransaction({ id: 9, packetId: 1, pollingSince: NOW, createdAt: NOW })
    wrap(<PaymentWatcher />)
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(paymentResultStore.get()).toEqual({ kind: 'complete', paid: 'subscription' })
  })
})
