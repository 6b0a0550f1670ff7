import type { NetworkInfo } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import { network, provider } from '../../shared/session/test-fixtures'
import { settingsMenuItems, settingsMenuMaxHeight, userDisplayName } from './settings-menu-rules'

const withSupport = (support: object, patch: object = {}) =>
  network({
    provider: {
      ...provider,
      landing: { ...provider.landing, support: { ...provider.landing.support, ...support } },
    },
    ...patch,
  }) as NetworkInfo

describe('settings dropdown items (spec 3 §2 "Settings dropdown (from avatar)")', () => {
  it('support only with the provider e-mail or phone, as mailto: and tel: links', () => {
    expect(settingsMenuItems(withSupport({}), undefined).support).toEqual([])
    expect(
      settingsMenuItems(withSupport({ url: 'https://help', messenger: null }), undefined).support,
    ).toEqual([])
    expect(
      settingsMenuItems(
        withSupport({ email: 'help@op.kz', phone: '+7 (700) 000-00-00' }),
        undefined,
      ).support.map((l) => l.href),
    ).toEqual(['mailto:help@op.kz', 'tel:+77000000000'])
    expect(
      settingsMenuItems(withSupport({ phone: '8 800' }), undefined).support.map((l) => l.labelKey),
    ).toEqual(['support_phone'])
  })
  it('promo code only when the provider enables promo codes', () => {
    expect(settingsMenuItems(withSupport({}), undefined).promoCode).toBe(true)
    expect(
      settingsMenuItems(
        network({ provider: { ...provider, promo_enabled: false } }) as NetworkInfo,
        undefined,
      ).promoCode,
    ).toBe(false)
    expect(settingsMenuItems(undefined, undefined).promoCode).toBe(false)
  })
  it('the partner cabinet link comes from network lk_link (label and URL)', () => {
    expect(settingsMenuItems(withSupport({}), undefined).partnerCabinet).toBeUndefined()
    expect(
      settingsMenuItems(
        withSupport({}, { lk_link: { label: 'Cabinet', url: 'https://lk.partner' } }),
        undefined,
      ).partnerCabinet,
    ).toEqual({ label: 'Cabinet', url: 'https://lk.partner' })
  })
  it.each([
    [undefined, true],
    ['superapp', false],
    ['bank', false],
    ['other', true],
  ])('partner %s → logout shown: %s', (partner, shown) => {
    expect(settingsMenuItems(withSupport({}), partner).logout).toBe(shown)
  })
})

describe('settings dropdown height (spec 3 §2: window − 95, at every height: issue 31)', () => {
  it.each([
    [900, 805],
    [720, 625],
    [639, 544],
    [500, 405],
    [0, undefined],
  ])('window %s → %s', (height, max) => {
    expect(settingsMenuMaxHeight(height)).toBe(max)
  })
})

describe('who is signed in', () => {
  it('first name, else phone, else login', () => {
    expect(userDisplayName({ first_name: 'Aru', phone: '77001234567', username: 'u1' })).toBe('Aru')
    expect(userDisplayName({ first_name: '', phone: '77001234567', username: 'u1' })).toBe('77001234567')
    expect(userDisplayName({ first_name: '', phone: null, username: 'u1' })).toBe('u1')
  })
})
