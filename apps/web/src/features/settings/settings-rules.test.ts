import { describe, expect, it } from 'vitest'
import {
  accountMenu,
  canRemoveDevice,
  deviceRemovalErrorKey,
  parentOf,
  sectionOfPath,
  startItems,
  type AccountMenuContext,
} from './settings-rules'

describe('sectionOfPath (spec 3 §2 sub-routes)', () => {
  it.each([
    ['/settings', 'start'],
    ['/settings/', 'start'],
    ['/settings/start', 'start'],
    ['/settings/account', 'account'],
    ['/settings/devices', 'devices'],
    ['/settings/language', 'language'],
    ['/settings/language/audiotracks', 'language/audiotracks'],
    ['/settings/language/texttracks/', 'language/texttracks'],
    ['/settings/nothing', null],
    ['/settings/language/nothing', null],
  ])('%s → %s', (path, section) => expect(sectionOfPath(path)).toBe(section))
})

describe('parentOf: Back returns to the parent (spec 3 §2)', () => {
  it.each([
    ['start', null],
    ['account', 'start'],
    ['subscriptions', 'account'],
    ['payment', 'account'],
    ['devices', 'account'],
    ['info', 'account'],
    ['parental', 'account'],
    ['language', 'account'],
    ['language/interface', 'language'],
    ['language/audiotracks', 'language'],
  ] as const)('%s → %s', (section, parent) => expect(parentOf(section)).toBe(parent))
})

describe('startItems (spec 3 §2 "Start screen")', () => {
  const base = {
    profileCount: 1,
    parentalSet: false,
    promoEnabled: true,
    supportEmail: 'a@b.kz',
    supportPhone: null,
  }
  it('a create tile with fewer than 5 profiles and no parental settings', () => {
    expect(startItems(base).createProfile).toBe(true)
    expect(startItems({ ...base, profileCount: 4 }).createProfile).toBe(true)
    expect(startItems({ ...base, profileCount: 5 }).createProfile).toBe(false)
    expect(startItems({ ...base, parentalSet: true }).createProfile).toBe(false)
  })
  it('promo code only when promo is enabled; support only with a phone or e-mail', () => {
    expect(startItems({ ...base, promoEnabled: false }).promoCode).toBe(false)
    expect(startItems(base).support).toBe(true)
    expect(startItems({ ...base, supportEmail: null, supportPhone: '+7 700' }).support).toBe(true)
    expect(startItems({ ...base, supportEmail: null, supportPhone: '' }).support).toBe(false)
  })
})

describe('accountMenu (spec 3 §2 "The account menu lists ...")', () => {
  const ctx: AccountMenuContext = {
    paymentAllowed: true,
    webView: false,
    partner: undefined,
    lkLink: { label: 'Cabinet', url: 'https://lk.example' },
    hasLanguages: true,
  }
  const names = (c: AccountMenuContext) =>
    accountMenu(c).map((i) => (i.kind === 'section' ? i.section : i.kind))
  it('lists every item in order for a browser viewer with payment', () => {
    expect(names(ctx)).toEqual([
      'subscriptions',
      'payment',
      'profiles',
      'parental',
      'info',
      'language',
      'devices',
      'logout',
    ])
  })
  it('payment only if allowed; language only if languages exist', () => {
    expect(names({ ...ctx, paymentAllowed: false, hasLanguages: false })).toEqual([
      'subscriptions',
      'profiles',
      'parental',
      'info',
      'devices',
      'logout',
    ])
  })
  it('webview and partner cases get the external account link instead of subscriptions and payment', () => {
    expect(names({ ...ctx, webView: true }).slice(0, 2)).toEqual(['external', 'profiles'])
    expect(names({ ...ctx, partner: 'someone' })[0]).toBe('external')
    // without a link there is nothing external to show: subscriptions stay
    expect(names({ ...ctx, webView: true, lkLink: null })[0]).toBe('subscriptions')
  })
  it('logout hidden for the super-app and the bank partner (spec 3 §6)', () => {
    expect(names({ ...ctx, partner: 'superapp' })).not.toContain('logout')
    expect(names({ ...ctx, partner: 'bank' })).not.toContain('logout')
    expect(names({ ...ctx, partner: 'other' })).toContain('logout')
  })
})

describe('devices (spec 3 §2, §6; spec 1 §8)', () => {
  it('the current device cannot be removed', () => {
    expect(canRemoveDevice({ is_current: true })).toBe(false)
    expect(canRemoveDevice({ is_current: false })).toBe(true)
  })
  it('403 on removal → error_too_many_devices', () => {
    expect(deviceRemovalErrorKey(403)).toBe('error_too_many_devices')
    expect(deviceRemovalErrorKey(500)).toBe('settings_device_remove_failed')
  })
})
