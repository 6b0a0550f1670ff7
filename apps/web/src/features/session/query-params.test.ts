import { describe, expect, it } from 'vitest'
import {
  cookieString,
  parseStartParams,
  partnerCookie,
  readCookie,
  withoutSecretParams,
} from './query-params'

describe('start query parameters (spec 1 §2)', () => {
  it('reads every parameter', () => {
    expect(
      parseStartParams(
        '?partner=beeline&access_token=AT&device_serial=serial-123456&devapi&lang=en&purchased=true&ignore_parental_control=1&dev=1&click_id=c1',
      ),
    ).toEqual({
      partner: 'beeline',
      token: 'AT',
      deviceSerial: 'serial-123456',
      apiOverride: 'devapi',
      language: 'en',
      purchased: true,
      ignoreParentalControl: true,
      dev: true,
      clickId: 'c1',
    })
  })
  it('token and language have aliases', () => {
    expect(parseStartParams('?token=T&language=kk')).toMatchObject({ token: 'T', language: 'kk' })
  })
  it('defaults and rejects', () => {
    expect(parseStartParams('?purchased=1&device_serial=x&ignore_parental_control=false')).toEqual({
      purchased: false,
      ignoreParentalControl: false,
      dev: false,
    })
  })
  it('removes token and access_token from the address, keeping the rest', () => {
    expect(withoutSecretParams('https://x/channels/1?token=a&access_token=b&ts=5#auth')).toBe(
      '/channels/1?ts=5#auth',
    )
    expect(withoutSecretParams('https://x/?a=1')).toBeUndefined()
  })
  it('cookies', () => {
    expect(readCookie('a=1; partner=be%20e; b=2', 'partner')).toBe('be e')
    expect(readCookie('a=1', 'partner')).toBeUndefined()
    expect(cookieString('partner', 'p')).toContain('expires=Fri, 31 Dec 9999')
    expect(cookieString('partner', 'p', { days: 1, now: 0 })).toContain('expires=Fri, 02 Jan 1970')
  })

  it('marks a cookie Secure on a page served over HTTPS (issue 8), not over plain HTTP', () => {
    expect(cookieString('partner', 'p', { secure: true })).toMatch(/; Secure$/)
    expect(cookieString('partner', 'p', { secure: false })).not.toContain('Secure')
    expect(partnerCookie('beeline', { protocol: 'https:', hostname: '127.0.0.1' })).toMatch(
      /^partner=beeline; .*; Secure$/,
    )
    const plain = partnerCookie('beeline', { protocol: 'http:', hostname: 'localhost' })
    expect(plain).not.toContain('Secure')
    expect(plain).not.toContain('domain=')
  })

  it('spec 1 §6: the partner cookie is set on the site’s parent domain', () => {
    expect(partnerCookie('superapp', { protocol: 'https:', hostname: 'tv.efir.example' })).toContain(
      '; domain=.efir.example;',
    )
  })

  it('spec 3 §9: the click id comes as click_id, clickid or clickId', () => {
    expect(parseStartParams('?clickid=a').clickId).toBe('a')
    expect(parseStartParams('?clickId=b').clickId).toBe('b')
    expect(parseStartParams('?click_id=c&clickId=d').clickId).toBe('c')
    expect(parseStartParams('?clickId=').clickId).toBeUndefined()
  })
})
