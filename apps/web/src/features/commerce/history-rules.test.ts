import { describe, expect, it } from 'vitest'
import { historyDetail, nextHistoryOffset, signedAmount } from './history-rules'

describe('payment history rules (issue 29)', () => {
  it('a charge shows minus, money in shows plus', () => {
    expect(signedAmount({ direction: 'debit' }, '2990 ₸')).toBe('−2990 ₸')
    expect(signedAmount({ direction: 'credit' }, '1000 ₸')).toBe('+1000 ₸')
  })
  const none = { subject: null, paysystem: null, card_number: null, promo_code: null }
  const subject = {
    packet_id: 1,
    title: 'Базовый',
    content_id: null,
    subscription_id: 3,
    period_human: { years: 0, months: 1, days: 0 },
  }
  it.each([
    ['a charge: what it paid for', { ...none, subject }, { kind: 'subject', title: 'Базовый' }],
    [
      'a top-up: the pay system and the card',
      { ...none, paysystem: { shortname: 'card', name: 'Банковская карта' }, card_number: '•••• 4242' },
      { kind: 'source', text: 'Банковская карта · •••• 4242' },
    ],
    ['a promo bonus: its code', { ...none, promo_code: 'GIFT' }, { kind: 'source', text: 'GIFT' }],
    ['nothing more to say', none, null],
  ] as const)('%s', (_, item, detail) => {
    expect(historyDetail(item)).toEqual(detail)
  })
  it('pages on while the total is not reached', () => {
    const items = (n: number) => Array.from({ length: n }, () => ({}))
    expect(nextHistoryOffset({ offset: 0, items: items(20), total: 45 })).toBe(20)
    expect(nextHistoryOffset({ offset: 40, items: items(5), total: 45 })).toBeUndefined()
    expect(nextHistoryOffset({ offset: 0, items: items(0), total: 0 })).toBeUndefined()
  })
})
