import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TRIAL,
  formatAmount,
  formatPrice,
  isBalanceEnough,
  monthlyDiscount,
  offeredTrial,
  periodFromDays,
  periodParts,
} from './money'

const KZT = { UTF_NAME: '₸', ASCII_NAME: 'KZT', FORMAT: '{amount} {symbol}' }

describe('formatPrice (spec 3 §3 currency FORMAT, §9 price 0.00 is free)', () => {
  it('uses FORMAT and UTF_NAME: 1990.00 → "1990 ₸"', () => {
    expect(formatPrice('1990.00', KZT, 'free')).toBe('1990 ₸')
    expect(formatPrice(1990, KZT, 'free')).toBe('1990 ₸')
  })
  it('a balance of 0 is money, not "free"', () => {
    expect(formatPrice('0.00', KZT, 'free')).toBe('free')
    expect(formatPrice('0.00', KZT, null)).toBe('0 ₸')
  })
  it('keeps two decimals when there are cents', () => {
    expect(formatPrice('99.50', KZT, 'free')).toBe('99.50 ₸')
    expect(formatAmount('0.05')).toBe('0.05')
  })
  it('honours a symbol-first FORMAT', () => {
    expect(formatPrice('5.00', { UTF_NAME: '$', FORMAT: '{symbol}{amount}' }, 'free')).toBe('$5')
  })
  it('price 0.00 is free', () => {
    expect(formatPrice('0.00', KZT, 'Бесплатно')).toBe('Бесплатно')
    expect(formatPrice(0, KZT, 'free')).toBe('free')
  })
  it('a FORMAT without {amount} falls back to "{amount} {symbol}"', () => {
    expect(formatPrice('10.00', { UTF_NAME: 'сум', FORMAT: '' }, 'free')).toBe('10 сум')
  })
})

describe('periodFromDays (spec 3 §9: year 365 or 366 days, month 30)', () => {
  it.each([
    [365, { years: 1, months: 0, days: 0 }],
    [366, { years: 1, months: 0, days: 0 }],
    [730, { years: 2, months: 0, days: 0 }],
    [731, { years: 2, months: 0, days: 0 }],
    [360, { years: 0, months: 12, days: 0 }],
    [30, { years: 0, months: 1, days: 0 }],
    [90, { years: 0, months: 3, days: 0 }],
    [45, { years: 0, months: 1, days: 15 }],
    [7, { years: 0, months: 0, days: 7 }],
    [400, { years: 1, months: 1, days: 5 }],
  ])('%i days', (days, expected) => {
    expect(periodFromDays(days)).toEqual(expected)
  })
})

describe('periodParts', () => {
  it('leaves out zero parts, largest first', () => {
    expect(periodParts({ years: 1, months: 0, days: 0 })).toEqual([{ unit: 'years', count: 1 }])
    expect(periodParts({ years: 0, months: 1, days: 15 })).toEqual([
      { unit: 'months', count: 1 },
      { unit: 'days', count: 15 },
    ])
    expect(periodParts({ years: 0, months: 0, days: 0 })).toEqual([{ unit: 'days', count: 0 }])
  })
})

describe('monthlyDiscount (spec 3 §4: per month against the first period)', () => {
  const month = { amount: '1000.00', period_human: { years: 0, months: 1, days: 0 } }
  it('3 months for 2700 is 10 % below 1000 a month', () => {
    expect(
      monthlyDiscount(month, { amount: '2700.00', period_human: { years: 0, months: 3, days: 0 } }),
    ).toBe(10)
  })
  it('a year for 9000 is 25 % below', () => {
    expect(
      monthlyDiscount(month, { amount: '9000.00', period_human: { years: 1, months: 0, days: 0 } }),
    ).toBe(25)
  })
  it('no discount for the first period itself or a dearer one', () => {
    expect(monthlyDiscount(month, month)).toBe(0)
    expect(
      monthlyDiscount(month, { amount: '3300.00', period_human: { years: 0, months: 3, days: 0 } }),
    ).toBe(0)
  })
  it('a free first period compares with nothing', () => {
    expect(monthlyDiscount({ ...month, amount: '0.00' }, month)).toBe(0)
  })
})

describe('isBalanceEnough (spec 3 §4)', () => {
  it('compares with amount, else total_price, else price', () => {
    expect(isBalanceEnough('1990.00', { amount: '1990.00' })).toBe(true)
    expect(isBalanceEnough('1989.99', { amount: '1990.00', price: '10.00' })).toBe(false)
    expect(isBalanceEnough('500.00', { total_price: '400.00', price: '900.00' })).toBe(true)
    expect(isBalanceEnough('500.00', { price: '900.00' })).toBe(false)
    expect(isBalanceEnough('500.00', {})).toBe(false)
  })
})

describe('offeredTrial', () => {
  const packet = {
    is_trial: true,
    is_used_trial: false,
    trial_period_human: { years: 0, months: 0, days: 7 },
    trial_price: '0.00',
  }
  it('offers an unused trial with its period and price', () => {
    expect(offeredTrial(packet)).toEqual({ period: { years: 0, months: 0, days: 7 }, amount: '0.00' })
  })
  it('none when used or absent', () => {
    expect(offeredTrial({ ...packet, is_used_trial: true })).toBeNull()
    expect(offeredTrial({ ...packet, is_trial: false })).toBeNull()
  })
  it('defaults to 0-1-0 without a trial period', () => {
    expect(offeredTrial({ ...packet, trial_period_human: null })?.period).toEqual(DEFAULT_TRIAL)
  })
})
