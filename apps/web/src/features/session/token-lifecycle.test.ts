import { describe, expect, it } from 'vitest'
import {
  REAUTH_SKIP_MS,
  TOKEN_TTL_MS,
  isStaleDeviceAnswer,
  isTokenExpired,
  needsReauth,
  onDeviceAuthFailure,
  shouldRefreshDeviceToken,
  tokenExpiresAt,
} from './token-lifecycle'

const T0 = 1_700_000_000_000

describe('token lifecycle (spec 1 §4, §9)', () => {
  it('uses the spec numbers', () => {
    expect(TOKEN_TTL_MS).toBe(43_200_000)
    expect(REAUTH_SKIP_MS).toBe(300_000)
  })

  it('a token is valid 12 h from being set', () => {
    const s = { token: 't', tokenSetAt: T0 }
    expect(tokenExpiresAt(s)).toBe(T0 + 43_200_000)
    expect(isTokenExpired(s, T0 + 43_199_999)).toBe(false)
    expect(isTokenExpired(s, T0 + 43_200_000)).toBe(true)
  })

  it("the server's expiry replaces the 12 h default; an unparsable one is ignored", () => {
    const expired = new Date(T0 + 1000).toISOString()
    expect(tokenExpiresAt({ token: 't', tokenSetAt: T0, expired })).toBe(T0 + 1000)
    expect(tokenExpiresAt({ token: 't', tokenSetAt: T0, expired: 'garbage' })).toBe(T0 + TOKEN_TTL_MS)
  })

  it('no token or no set time counts as expired', () => {
    expect(isTokenExpired({}, T0)).toBe(true)
    expect(isTokenExpired({ token: 't' }, T0)).toBe(true)
  })

  it('needs re-authorisation on tokenError or a past expiry', () => {
    expect(needsReauth({ token: 't', tokenSetAt: T0, tokenError: true }, T0)).toBe(true)
    expect(needsReauth({ token: 't', tokenSetAt: T0, tokenError: false }, T0 + 1)).toBe(false)
    expect(needsReauth({ token: 't', tokenSetAt: T0, tokenError: false }, T0 + TOKEN_TTL_MS)).toBe(true)
  })

  it('refreshes the device token only after 5 minutes, never in token/parental/child mode', () => {
    const base = { tokenSetAt: T0, tokenMode: false, parentalMode: false, childProfile: false }
    expect(shouldRefreshDeviceToken(base, T0 + 300_000)).toBe(false)
    expect(shouldRefreshDeviceToken(base, T0 + 300_001)).toBe(true)
    expect(shouldRefreshDeviceToken({ ...base, tokenMode: true }, T0 + 10 * 300_000)).toBe(false)
    expect(shouldRefreshDeviceToken({ ...base, parentalMode: true }, T0 + 10 * 300_000)).toBe(false)
    expect(shouldRefreshDeviceToken({ ...base, childProfile: true }, T0 + 10 * 300_000)).toBe(false)
    expect(shouldRefreshDeviceToken({ ...base, tokenSetAt: undefined }, T0)).toBe(true)
  })

  it('403 on device authorisation is a geo-lock with country and address; anything else clears and restarts', () => {
    expect(
      onDeviceAuthFailure({ status: 403, message: 'Forbidden', country: 'XX', remote: '1.1.1.1' }),
    ).toEqual({
      kind: 'geo-lock',
      country: 'XX',
      remote: '1.1.1.1',
      message: 'Forbidden',
    })
    expect(onDeviceAuthFailure({ status: 404, message: '' })).toEqual({ kind: 'clear-and-restart' })
    expect(onDeviceAuthFailure({ status: 401, message: '' })).toEqual({ kind: 'clear-and-restart' })
  })

  it('a 404 on device settings is a stale token', () => {
    expect(isStaleDeviceAnswer('getDevice', 404)).toBe(true)
    expect(isStaleDeviceAnswer('patchDevice', 404)).toBe(true)
    expect(isStaleDeviceAnswer('getDevice', 500)).toBe(false)
    expect(isStaleDeviceAnswer('getSelf', 404)).toBe(false)
  })
})
