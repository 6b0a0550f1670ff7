import { describe, expect, it } from 'vitest'
import {
  MAX_AGE_MS,
  MAX_POLLING_MS,
  checkAgain,
  deliveryOf,
  pollOutcome,
  shouldPoll,
} from './transaction-rules'

describe('transaction polling (spec 3 §4 "Transactions")', () => {
  const now = 10_000_000
  it('polls a stored transaction within the limits', () => {
    expect(shouldPoll({ pollingSince: now - 1000, createdAt: now - 1000 }, now)).toBe(true)
  })
  it('stops without a stored id, after 600 s of polling, at 3600 s of age', () => {
    expect(shouldPoll(null, now)).toBe(false)
    expect(shouldPoll({ pollingSince: now - MAX_POLLING_MS - 1, createdAt: now - 1000 }, now)).toBe(false)
    expect(shouldPoll({ pollingSince: now, createdAt: now - MAX_AGE_MS - 1 }, now)).toBe(false)
  })
  it('504 keeps polling, 404 is ignored, other errors stop', () => {
    expect(pollOutcome({ httpStatus: 504 })).toEqual({ kind: 'continue' })
    expect(pollOutcome({ httpStatus: 404 })).toEqual({ kind: 'continue' })
    expect(pollOutcome({ httpStatus: 500 })).toEqual({ kind: 'stop' })
    // no answer (the page left for the card page mid-call): poll again, keep the stored transaction
    expect(pollOutcome({ httpStatus: 0 })).toEqual({ kind: 'continue' })
  })
  it('complete and error are results', () => {
    expect(pollOutcome({ status: 'complete', status_description: null })).toEqual({ kind: 'complete' })
    expect(pollOutcome({ status: 'error', status_description: 'Declined' })).toEqual({
      kind: 'error',
      message: 'Declined',
    })
    expect(pollOutcome({ status: 'pending', status_description: null })).toEqual({ kind: 'continue' })
  })
  it('a check that ended may be asked again while the payment is young enough, its polling anew', () => {
    const ended = { id: 7, pollingSince: now - MAX_POLLING_MS - 1, createdAt: now - MAX_POLLING_MS - 1 }
    const again = checkAgain(ended, now)
    expect(again).toEqual({ ...ended, pollingSince: now })
    expect(shouldPoll(again, now)).toBe(true)
    // past 3600 s of age nothing would be polled: only the history tells
    expect(checkAgain({ ...ended, createdAt: now - MAX_AGE_MS - 1 }, now)).toBeNull()
  })
})

describe('deliveryOf (issue 29 §3: success only on delivery)', () => {
  const answer = (
    purchase_status: Parameters<typeof deliveryOf>[0]['purchase_status'],
    shortfall: string | null = null,
  ) => ({
    purchase_id: 4,
    purchase_status,
    purchase_shortfall: shortfall,
  })
  it.each([
    [
      'a top-up (no purchase)',
      { purchase_id: null, purchase_status: null, purchase_shortfall: null },
      { kind: 'delivered' },
    ],
    ['the purchase is active', answer('active'), { kind: 'delivered' }],
    [
      'the balance was spent meanwhile: the rest to pay',
      answer('awaiting_payment', '990.00'),
      { kind: 'unfinished', shortfall: '990.00' },
    ],
    ['still paused', answer('paused'), { kind: 'unfinished', shortfall: null }],
    ['the purchase was cancelled: the money stays on the balance', answer('cancelled'), { kind: 'credited' }],
  ] as const)('%s', (_, given, delivery) => {
    expect(deliveryOf(given)).toEqual(delivery)
  })
})
