import { describe, expect, it } from 'vitest'
import { deepLinkRoute } from './deep-link'
import { miniappStartRoute, parseStartParam } from './start-param'

describe('the mini-app start parameter (spec 1 §2 tgWebAppStartParam)', () => {
  it.each([
    ['channel_102', '/channels/17/102'],
    ['channels_mir-novostej', '/channels/17/mir-novostej'],
    ['content_matrica-1', '/contents/matrica-1'],
    ['promo_key_SUMMER', '/promo?code=SUMMER'],
    ['settings', '/lk'],
    ['packets_3', '/packets/3'],
    ['packets', '/packets'],
    ['rowset_telecasts', '/rowset/telecasts'],
    ['row_12', '/row/12'],
  ])('%s opens %s', (param, route) => {
    const link = parseStartParam(param)
    expect(link && deepLinkRoute(link)).toBe(route)
  })
  it.each([[''], [null], ['unknown_1'], ['channel_'], ['channel'], ['content_a/b'], ['../settings']])(
    '%s opens nothing',
    (param) => {
      const link = parseStartParam(param)
      expect(link && deepLinkRoute(link)).toBeUndefined()
    },
  )
})

describe('where the mini-app opens', () => {
  it.each([
    ['?access_token=x&tgWebAppStartParam=channel_102&telegram_id=5', '/channels/17/102'],
    ['?tgWebAppStartParam=nonsense', '/'],
    ['?dev=1', '/'],
  ])('%s → %s', (search, route) => {
    expect(miniappStartRoute(search)).toBe(route)
  })
})
