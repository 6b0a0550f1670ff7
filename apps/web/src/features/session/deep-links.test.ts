import { describe, expect, it } from 'vitest'
import { decideDeepLink, isSafeReturnPath } from './deep-links'

describe('deep links (spec 1 §2)', () => {
  it('an unknown type is ignored', () => {
    expect(decideDeepLink({ type: 'weird' }, 'user')).toEqual({ kind: 'ignore' })
  })
  it('remember-then-login: anonymous always logs in first', () => {
    expect(decideDeepLink({ type: 'row', id: 1 }, 'anonymous')).toEqual({
      kind: 'login-first',
      route: '/row/1',
    })
  })
  it('a guest is let through unless need_auth=auth', () => {
    expect(decideDeepLink({ type: 'row', id: 1 }, 'guest')).toEqual({ kind: 'open', route: '/row/1' })
    expect(decideDeepLink({ type: 'row', id: 1, need_auth: 'auth' }, 'guest')).toEqual({
      kind: 'login-first',
      route: '/row/1',
    })
    expect(decideDeepLink({ type: 'row', id: 1, need_auth: 'auth' }, 'user')).toEqual({
      kind: 'open',
      route: '/row/1',
    })
  })
  it('only same-site paths are resumed', () => {
    expect(isSafeReturnPath('/lk')).toBe(true)
    expect(isSafeReturnPath('//evil.com')).toBe(false)
    expect(isSafeReturnPath('https://evil.com')).toBe(false)
    expect(isSafeReturnPath('/\\evil.com')).toBe(false)
  })
})
