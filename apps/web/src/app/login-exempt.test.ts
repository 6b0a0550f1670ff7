import { describe, expect, it } from 'vitest'
import { isLoginExempt } from './login-exempt'

describe('isLoginExempt (spec 1 §2 forced-login exemptions)', () => {
  it.each([
    '/agreement',
    '/privacy',
    '/terms',
    '/geo_lock',
    '/optimal',
    '/may',
    '/recommendations',
    '/optimum',
    '/eternal_discount',
    '/provider/alma',
    '/promo',
    '/promo/spring',
    '/packets',
    '/packets/12',
    '/gift',
    '/news',
    '/news/3',
    '/faq',
    '/app_store',
    '/account_mobile',
    '/PROVIDER/alma',
  ])('%s may be opened without login', (path) => {
    expect(isLoginExempt(path)).toBe(true)
  })

  it.each([
    '/',
    '/startpage',
    '/channels',
    '/channels/sport/5',
    '/contents/1',
    '/lk',
    '/settings',
    '/search',
    '/my',
    '/agreements-x',
  ])('%s needs login', (path) => {
    expect(isLoginExempt(path)).toBe(false)
  })
})
