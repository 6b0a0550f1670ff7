import { describe, expect, it } from 'vitest'
import {
  accountCurrency,
  FALLBACK_CURRENCY,
  periodHuman,
  shortfall,
  toMinor,
  toMoney,
} from '../src/modules/accounts/money.ts'

describe('money', () => {
  it('prints minor units as a two-decimal string', () => {
    expect(toMoney(199_000)).toBe('1990.00')
    expect(toMoney(0)).toBe('0.00')
    expect(toMoney(5)).toBe('0.05')
    expect(toMoney(123_456)).toBe('1234.56')
  })
  it('reads major units into minor units without float drift', () => {
    expect(toMinor(1990)).toBe(199_000)
    expect(toMinor(19.99)).toBe(1999)
    expect(toMinor(0.1 + 0.2)).toBe(30)
  })
  it('names a period as spec 3 §9 counts it (year 365 or 366, month 30)', () => {
    expect(periodHuman(30)).toEqual({ years: 0, months: 1, days: 0 })
    expect(periodHuman(90)).toEqual({ years: 0, months: 3, days: 0 })
    expect(periodHuman(365)).toEqual({ years: 1, months: 0, days: 0 })
    expect(periodHuman(366)).toEqual({ years: 1, months: 0, days: 0 })
    expect(periodHuman(7)).toEqual({ years: 0, months: 0, days: 7 })
    expect(periodHuman(2)).toEqual({ years: 0, months: 0, days: 2 })
    expect(periodHuman(45)).toEqual({ years: 0, months: 1, days: 15 })
  })
  it('shows an account in the provider currency when it holds it, else under its own code', () => {
    const uzs = { UTF_NAME: 'сўм', ASCII_NAME: 'UZS', ISO_CODE: '860', FORMAT: '{amount} {symbol}' }
    expect(accountCurrency(uzs, 'UZS')).toBe(uzs)
    expect(accountCurrency(uzs, 'KZT')).toEqual({ ...FALLBACK_CURRENCY, ASCII_NAME: 'KZT' })
    expect(accountCurrency(undefined, 'USD')).toEqual({ ...FALLBACK_CURRENCY, ASCII_NAME: 'USD' })
  })
  it('computes the shortfall', () => {
    expect(shortfall(150_000, 199_000)).toBe(49_000)
    expect(shortfall(200_000, 199_000)).toBe(0)
  })
})
