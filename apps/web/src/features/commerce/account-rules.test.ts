import { describe, expect, it } from 'vitest'
import {
  afterCheck,
  backToEnter,
  codeFromLocation,
  disableOutcome,
  futureToDisable,
  needsSignIn,
  parseAmount,
  PROMO_CHECK_DELAY_MS,
  PROMO_LOCK_MS,
  promoCounter,
  returnUrl,
  showsDayWord,
  validatePromoCode,
} from './account-rules'

describe('disable answers (spec 3 §7)', () => {
  it('400 → disabled renewal then survey, 451 → message, others → error, success → done', () => {
    expect(disableOutcome(null)).toBe('done')
    expect(disableOutcome(400)).toBe('renewal_disabled')
    expect(disableOutcome(451)).toBe('message')
    expect(disableOutcome(404)).toBe('error')
    expect(disableOutcome(0)).toBe('error')
  })
})

describe('future subscription beside a running one', () => {
  const future = { id: 9, start_at: '2030-01-01T00:00:00Z', purchase_type: { id: 1, amount: '1.00' } }
  it('offers the paid next period of a running packet', () => {
    expect(futureToDisable({ next_user_purchase: future, subscription: null }, 'disable')).toBe(9)
    expect(futureToDisable({ next_user_purchase: future, subscription: null }, 'renew')).toBe(9)
  })
  it('not when the main button already disables it, or there is none', () => {
    expect(futureToDisable({ next_user_purchase: future, subscription: null }, 'disable_future')).toBeNull()
    expect(futureToDisable({ next_user_purchase: null, subscription: null }, 'disable')).toBeNull()
    expect(futureToDisable({ next_user_purchase: future, subscription: null }, 'none')).toBeNull()
  })
})

describe('promo wizard (spec 3 §4, §5, §9)', () => {
  it('counts N of 2: enter 1, sign in and card 2, no counter on success', () => {
    expect(promoCounter('enter')).toEqual({ current: 1, total: 2 })
    expect(promoCounter('sign_in')).toEqual({ current: 2, total: 2 })
    expect(promoCounter('card')).toEqual({ current: 2, total: 2 })
    expect(promoCounter('success')).toBeNull()
  })
  it('code required, at most 15 characters, trimmed', () => {
    expect(validatePromoCode('  ')).toEqual({ ok: false, error: 'acc_promo_required' })
    expect(validatePromoCode(' cinema30 ')).toEqual({ ok: true, code: 'cinema30' })
    expect(validatePromoCode('A'.repeat(15)).ok).toBe(true)
    expect(validatePromoCode('A'.repeat(16))).toEqual({ ok: false, error: 'acc_promo_too_long' })
  })
  it('constants', () => {
    expect(PROMO_CHECK_DELAY_MS).toBe(600)
    expect(PROMO_LOCK_MS).toBe(10_000)
  })
  it('guests and anonymous viewers sign in first', () => {
    expect(needsSignIn('guest')).toBe(true)
    expect(needsSignIn('anonymous')).toBe(true)
    expect(needsSignIn('user')).toBe(false)
  })
  it('card first, then confirmation, else apply', () => {
    expect(afterCheck({ user_must_have_credit_card: true, is_need_confirm: true })).toBe('card')
    expect(afterCheck({ user_must_have_credit_card: false, is_need_confirm: true })).toBe('confirm')
    expect(afterCheck({ user_must_have_credit_card: false, is_need_confirm: false })).toBe('apply')
  })
  it('400 and 404 go back to step 1', () => {
    expect(backToEnter(400)).toBe(true)
    expect(backToEnter(404)).toBe(true)
    expect(backToEnter(500)).toBe(false)
  })
  it('no day word in Kazakh', () => {
    expect(showsDayWord('kk')).toBe(false)
    expect(showsDayWord('kk-KZ')).toBe(false)
    expect(showsDayWord('ru')).toBe(true)
    expect(showsDayWord('uz')).toBe(true)
  })
})

describe('top-up amount and return', () => {
  it('parses typed amounts', () => {
    expect(parseAmount('1490')).toEqual({ amount: 1490 })
    expect(parseAmount('1 490,5')).toEqual({ amount: 1490.5 })
    expect(parseAmount('1000000')).toEqual({ amount: 1_000_000 })
    // each broken rule its own message, in the server's order (issue 29)
    expect(parseAmount('')).toEqual({ error: 'amount_not_number' })
    expect(parseAmount('abc')).toEqual({ error: 'amount_not_number' })
    expect(parseAmount('1.2.3')).toEqual({ error: 'amount_not_number' })
    expect(parseAmount('0')).toEqual({ error: 'amount_not_positive' })
    expect(parseAmount('-5')).toEqual({ error: 'amount_not_positive' })
    expect(parseAmount('1.234')).toEqual({ error: 'amount_too_many_decimals' })
    expect(parseAmount('2000000')).toEqual({ error: 'amount_too_large' })
  })
  it('comes back with purchased=true', () => {
    expect(returnUrl('http://x.test/packets/1?a=1#refill')).toBe('http://x.test/packets/1?a=1&purchased=true')
    expect(returnUrl('http://x.test/', 'card')).toBe('http://x.test/?purchased=true#card')
  })
})

describe('promo pages (spec 3 §2)', () => {
  it('read the code from ?code= or /promo/{id}, at most 15 characters', () => {
    expect(codeFromLocation('/promo', '?code=CINEMA30')).toBe('CINEMA30')
    expect(codeFromLocation('/promo/FREE7', '')).toBe('FREE7')
    expect(codeFromLocation('/promo/a%20b', '')).toBe('a b')
    expect(codeFromLocation('/promo', '')).toBe('')
    expect(codeFromLocation('/gift', '?code=' + 'X'.repeat(20))).toBe('X'.repeat(15))
  })
})
