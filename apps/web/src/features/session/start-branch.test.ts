import { describe, expect, it } from 'vitest'
import { chooseStartBranch, type StartContext } from './start-branch'

const NOW = Date.parse('2025-01-01T12:00:00Z')
const MIN = 60_000
const provider = { auto_auth: null } as unknown as NonNullable<StartContext['network']['provider']>

function ctx(patch: Partial<StartContext> = {}, stored: StartContext['stored'] = {}): StartContext {
  return {
    network: { provider, is_guest_allowed: true, auto_auth: null },
    stored,
    tokenError: false,
    autoAuthFailed: false,
    parentalMode: false,
    childProfile: false,
    miniapp: false,
    now: NOW,
    ...patch,
  }
}
const signedIn = (setMinutesAgo: number, extra: Partial<StartContext['stored']> = {}) => ({
  token: 'stored',
  tokenSetAt: NOW - setMinutesAgo * MIN,
  deviceId: 7,
  ...extra,
})

describe('chooseStartBranch (spec 1 §4 step 3)', () => {
  it('no provider → the default login message', () => {
    expect(
      chooseStartBranch(ctx({ network: { provider: null, is_guest_allowed: true, auto_auth: null } })),
    ).toEqual({
      kind: 'no-provider',
    })
  })

  it('automatic authentication when the network gives an address and there is no session', () => {
    const network = { provider, is_guest_allowed: true, auto_auth: 'https://auth.example/auto' }
    expect(chooseStartBranch(ctx({ network }))).toEqual({
      kind: 'auto-auth',
      url: 'https://auth.example/auto',
    })
    // the provider's own address counts too
    const viaProvider = { ...provider, auto_auth: 'https://p/auto' }
    expect(
      chooseStartBranch(
        ctx({ network: { provider: viaProvider, is_guest_allowed: false, auto_auth: null } }),
      ),
    ).toEqual({
      kind: 'auto-auth',
      url: 'https://p/auto',
    })
  })

  it('a failed automatic authentication falls back to guest, or login without guests', () => {
    const network = { provider, is_guest_allowed: true, auto_auth: 'https://a' }
    expect(chooseStartBranch(ctx({ network, autoAuthFailed: true }))).toEqual({ kind: 'create-guest' })
    expect(
      chooseStartBranch(ctx({ network: { ...network, is_guest_allowed: false }, autoAuthFailed: true })),
    ).toEqual({
      kind: 'login-dialog',
    })
  })

  it('after a logout automatic authentication waits for the viewer: the login dialog, or a guest (issue 30)', () => {
    const network = { provider, is_guest_allowed: false, auto_auth: 'https://a' }
    expect(chooseStartBranch(ctx({ network, autoAuthOff: true }))).toEqual({ kind: 'login-dialog' })
    expect(
      chooseStartBranch(ctx({ network: { ...network, is_guest_allowed: true }, autoAuthOff: true })),
    ).toEqual({ kind: 'create-guest' })
  })

  it('a signed-in viewer is not auto-authenticated again', () => {
    const network = { provider, is_guest_allowed: true, auto_auth: 'https://a' }
    expect(chooseStartBranch(ctx({ network }, signedIn(1))).kind).toBe('token')
  })

  it('a token in the query wins over everything stored', () => {
    expect(chooseStartBranch(ctx({ queryToken: 'q', cookieToken: 'c' }, signedIn(60)))).toEqual({
      kind: 'token',
      token: 'q',
      source: 'query',
    })
  })

  it('a cookie token is used when it differs from the stored one', () => {
    expect(chooseStartBranch(ctx({ cookieToken: 'c' }))).toEqual({
      kind: 'token',
      token: 'c',
      source: 'cookie',
    })
    expect(chooseStartBranch(ctx({ cookieToken: 'stored' }, signedIn(1))).kind).toBe('token')
  })

  it('a token set less than 5 minutes ago is used as it is', () => {
    expect(chooseStartBranch(ctx({}, signedIn(4)))).toEqual({
      kind: 'token',
      token: 'stored',
      source: 'stored',
    })
    expect(chooseStartBranch(ctx({}, signedIn(5)))).toEqual({
      kind: 'token',
      token: 'stored',
      source: 'stored',
    })
  })

  it('a token set over 5 minutes ago re-authorises the device', () => {
    expect(chooseStartBranch(ctx({}, signedIn(6)))).toEqual({ kind: 'reauthorise-device', deviceId: 7 })
  })

  it.each([
    ['token mode', ctx({}, signedIn(60, { tokenMode: true }))],
    ['parental mode', ctx({ parentalMode: true }, signedIn(60))],
    ['a child profile', ctx({ childProfile: true }, signedIn(60))],
  ])('no proactive re-authorisation in %s', (_name, c) => {
    expect(chooseStartBranch(c)).toEqual({ kind: 'token', token: 'stored', source: 'stored' })
  })

  it('tokenError re-authorises the device even within 5 minutes and in a child profile', () => {
    expect(chooseStartBranch(ctx({ tokenError: true, childProfile: true }, signedIn(1)))).toEqual({
      kind: 'reauthorise-device',
      deviceId: 7,
    })
  })

  it('a token older than 12 h (43200000 ms) re-authorises', () => {
    expect(chooseStartBranch(ctx({ parentalMode: true }, signedIn(12 * 60)))).toEqual({
      kind: 'reauthorise-device',
      deviceId: 7,
    })
  })

  it("the server's expiry wins over 12 h", () => {
    const expired = new Date(NOW - 1000).toISOString()
    expect(chooseStartBranch(ctx({ parentalMode: true }, signedIn(1, { expired }))).kind).toBe(
      'reauthorise-device',
    )
    const later = new Date(NOW + 24 * 3600_000).toISOString()
    expect(chooseStartBranch(ctx({ parentalMode: true }, signedIn(13 * 60, { expired: later }))).kind).toBe(
      'token',
    )
  })

  it('an expired token without a device id clears storage (then init restarts)', () => {
    expect(chooseStartBranch(ctx({ tokenError: true }, { token: 't', tokenSetAt: NOW }))).toEqual({
      kind: 'clear-storage',
    })
    expect(chooseStartBranch(ctx({ tokenError: true }, signedIn(1, { tokenMode: true })))).toEqual({
      kind: 'clear-storage',
    })
  })

  it('no session: a guest when the network allows guests', () => {
    expect(chooseStartBranch(ctx())).toEqual({ kind: 'create-guest' })
  })

  it('no guests in the messenger mini-app (spec 1 §6)', () => {
    expect(chooseStartBranch(ctx({ miniapp: true }))).toEqual({ kind: 'login-dialog' })
  })

  it('account-only mode (spec 1 §2 /account_mobile): the handed token, else signed out, never a guest', () => {
    expect(chooseStartBranch(ctx({ accountOnly: true, queryToken: 'app' }))).toEqual({
      kind: 'token',
      token: 'app',
      source: 'query',
    })
    expect(chooseStartBranch(ctx({ accountOnly: true }))).toEqual({ kind: 'signed-out' })
    // a stored session of this browser still opens
    expect(chooseStartBranch(ctx({ accountOnly: true }, signedIn(1)))).toEqual({
      kind: 'token',
      token: 'stored',
      source: 'stored',
    })
  })

  it('no session and no guests: the login dialog', () => {
    expect(
      chooseStartBranch(ctx({ network: { provider, is_guest_allowed: false, auto_auth: null } })),
    ).toEqual({
      kind: 'login-dialog',
    })
  })
})
