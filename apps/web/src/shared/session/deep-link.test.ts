import { describe, expect, it } from 'vitest'
import { deepLinkRoute, parseDeepLink } from './deep-link'

describe('deep link destinations (spec 1 §2, spec 3 §4 push destinations)', () => {
  it.each([
    [{ type: 'content', id: 'matrix' }, '/contents/matrix'],
    [{ type: 'content', id: 12, library_id: 3 }, '/contents/12?library_id=3'],
    [{ type: 'channel', id: 'first' }, '/channels/17/first'],
    [{ type: 'channels', id: 5, ts: 1700000000 }, '/channels/17/5?ts=1700000000'],
    [{ type: 'promo_key', code: 'ABC' }, '/promo?code=ABC'],
    [{ type: 'promo_key', id: 'X1' }, '/promo?code=X1'],
    [{ type: 'setting' }, '/lk'],
    [{ type: 'settings' }, '/lk'],
    [{ type: 'row', id: 4 }, '/row/4'],
    [{ type: 'rowset', id: 9 }, '/rowset/9'],
    [{ type: 'packet', id: 2 }, '/packets/2'],
    [{ type: 'packets' }, '/packets'],
  ])('%o → %s', (link, route) => {
    expect(deepLinkRoute(link)).toBe(route)
  })
  it('unknown types and missing ids go nowhere', () => {
    expect(deepLinkRoute({ type: 'weird', id: 1 })).toBeUndefined()
    expect(deepLinkRoute({ type: 'content' })).toBeUndefined()
    expect(deepLinkRoute({ type: 'row' })).toBeUndefined()
  })
  it('ids are encoded', () => {
    expect(deepLinkRoute({ type: 'content', id: '../x?y' })).toBe('/contents/..%2Fx%3Fy')
  })
})

describe('deep links handed over by a webview or app host (window.efirDeepLink)', () => {
  it('takes an object or its JSON text, keeping the known fields', () => {
    expect(parseDeepLink({ type: 'settings', need_auth: 'auth', extra: 1 })).toEqual({
      type: 'settings',
      need_auth: 'auth',
    })
    expect(parseDeepLink('{"type":"content","id":12,"library_id":"3"}')).toEqual({
      type: 'content',
      id: 12,
      library_id: '3',
    })
    expect(parseDeepLink({ type: 'promo_key', code: 'ABC', ts: 5 })).toEqual({
      type: 'promo_key',
      code: 'ABC',
      ts: 5,
    })
  })
  it.each([[undefined], [null], [42], ['not json'], [{}], [{ type: '' }], [{ type: 7 }]])(
    'refuses %j',
    (value) => {
      expect(parseDeepLink(value)).toBeUndefined()
    },
  )
  it('drops fields of the wrong type', () => {
    expect(parseDeepLink({ type: 'row', id: { evil: true }, need_auth: 1 })).toEqual({ type: 'row' })
  })
})
