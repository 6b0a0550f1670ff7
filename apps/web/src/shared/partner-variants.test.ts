import { describe, expect, it } from 'vitest'
import {
  logoutOffered,
  PARTNER_VARIANTS,
  partnerCookieDomain,
  partnerSignInUrl,
  partnerVariant,
  signOutRedirect,
} from './partner-variants'

describe('partner variants (spec 1 §6, spec 3 §4, §6)', () => {
  it('spec 3 §6: no logout for the super-app and the bank partner', () => {
    expect(logoutOffered('superapp')).toBe(false)
    expect(logoutOffered('bank')).toBe(false)
    expect(logoutOffered('partner_web')).toBe(true)
    expect(logoutOffered('unknown')).toBe(true)
    expect(logoutOffered(undefined)).toBe(true)
  })

  it('spec 3 §4: partner-web sends sign-in to the partner site, with the way back', () => {
    const url = new URL(partnerSignInUrl('partner_web', 'http://127.0.0.1:8080/channels') ?? '')
    expect(url.origin).toBe('https://partner.efir.example')
    expect(url.searchParams.get('return_to')).toBe('http://127.0.0.1:8080/channels')
    expect(partnerSignInUrl('superapp', '/')).toBeUndefined()
    expect(partnerSignInUrl(undefined, '/')).toBeUndefined()
  })

  it('spec 3 §4: partner-web adds exactly two outer-link menu items', () => {
    expect(partnerVariant('partner_web')?.menuLinks).toHaveLength(2)
    for (const link of partnerVariant('partner_web')?.menuLinks ?? []) expect(link.url).toMatch(/^https:\/\//)
  })

  it('spec 1 §6: a partner viewer signs out to the partner site; others stay', () => {
    expect(signOutRedirect('partner_web')).toBe('https://partner.efir.example')
    expect(signOutRedirect(undefined)).toBeUndefined()
    expect(signOutRedirect('someone')).toBeUndefined()
  })

  it('only the super-app has the two-screen promo', () => {
    const withPromo = Object.entries(PARTNER_VARIANTS).filter(([, v]) => v.superAppPromo)
    expect(withPromo.map(([k]) => k)).toEqual(['superapp'])
  })

  it.each([
    ['tv.efir.example', '.efir.example'],
    ['efir.example', '.efir.example'],
    ['a.b.efir.example', '.efir.example'],
    ['tv.efir.co.uk', '.efir.co.uk'],
    ['TV.Efir.Example.', '.efir.example'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
    ['', undefined],
  ])('spec 1 §6: the partner cookie of %s is on %s', (host, domain) => {
    expect(partnerCookieDomain(host)).toBe(domain)
  })
})
