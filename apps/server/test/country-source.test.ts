import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { countryCode } from '../src/lib/country.ts'
import { trustedPeer } from '../src/lib/trust-proxy.ts'
import { createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'

const PROXY = '10.1.2.3'
const VIEWER = '203.0.113.7'

/*
 * Issue 30: outside demo mode the country was always KZ, so geo-lock could never fire in production.
 * The operator's edge names the country in a header (EFIR_COUNTRY_HEADER), believed only from the
 * trusted proxies (EFIR_TRUST_PROXY). Provider 1 forbids US (spec 1 §6 country restriction).
 */
describe('the country from a trusted proxy’s header (production mode)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ demo: false, trustProxy: '10.0.0.0/8', countryHeader: 'CF-IPCountry' })
  })
  afterAll(() => t.close())

  const network = async (remoteAddress: string, headers: Record<string, string>) =>
    expectContract(
      endpoints.getNetworkInfo,
      await t.app.inject({ method: 'GET', url: '/v2/users/self/network', remoteAddress, headers }),
    )

  it('takes the country the trusted proxy names, and geo-lock fires', async () => {
    const info = await network(PROXY, { 'cf-ipcountry': 'us', 'x-forwarded-for': VIEWER })
    expect(info).toMatchObject({ country: 'US', is_country_allowed: false, remote: VIEWER })
    const guest = await t.app.inject({
      method: 'POST',
      url: '/v2/users',
      remoteAddress: PROXY,
      headers: { 'cf-ipcountry': 'US', 'x-forwarded-for': VIEWER },
      payload: { username: 'guest_from_us_0001', password: 'secret-0001', is_guest: true },
    })
    expect(expectError(guest, 403, 'forbidden_country')).toMatchObject({ country: 'US', remote: VIEWER })
    expect(await network(PROXY, { 'cf-ipcountry': 'KZ' })).toMatchObject({ is_country_allowed: true })
  })

  it('ignores the header from anyone else, and the demo simulation outside demo mode', async () => {
    expect(await network(VIEWER, { 'cf-ipcountry': 'US' })).toMatchObject({ country: 'KZ' })
    expect(await network(PROXY, { 'x-demo-country': 'US' })).toMatchObject({ country: 'KZ' })
    // a proxy that cannot tell (Cloudflare's XX, T1) leaves the home country
    expect(await network(PROXY, { 'cf-ipcountry': 'XX' })).toMatchObject({ country: 'KZ' })
    expect(await network(PROXY, { 'cf-ipcountry': 'T1' })).toMatchObject({ country: 'KZ' })
  })
})

describe('the home country when no header is configured', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ demo: false, trustProxy: true, defaultCountry: 'UZ' })
  })
  afterAll(() => t.close())

  it('is EFIR_DEFAULT_COUNTRY, whatever the caller sends', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/users/self/network',
      headers: { 'cf-ipcountry': 'US', 'x-demo-country': 'US' },
    })
    expect(expectContract(endpoints.getNetworkInfo, res)).toMatchObject({ country: 'UZ' })
  })
})

describe('trusted peers and country codes', () => {
  it('trusts the addresses, ranges and names of EFIR_TRUST_PROXY, IPv4 seen as IPv6 too', () => {
    const trusts = trustedPeer('loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.1')
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.200.1.1', '2001:db8::5', '192.0.2.1'])
      expect(trusts(peer), peer).toBe(true)
    for (const peer of ['192.0.2.2', '11.0.0.1', '2001:db9::1', 'not-an-address', undefined])
      expect(trusts(peer), String(peer)).toBe(false)
    expect(trustedPeer(false)('127.0.0.1')).toBe(false)
    expect(trustedPeer(true)('203.0.113.7')).toBe(true)
    expect(trustedPeer('uniquelocal')('192.168.1.1')).toBe(true)
  })

  it('reads two letters, upper case; anything else is no country', () => {
    expect(countryCode('kz')).toBe('KZ')
    for (const value of ['XX', 'T1', 'KAZ', '', undefined, 7]) expect(countryCode(value)).toBeNull()
  })
})
