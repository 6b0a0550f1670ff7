import { describe, expect, it } from 'vitest'
import {
  choosePrompt,
  mayReopen,
  promptPlatform,
  PROMPT_DUE,
  wantsRegisterPrompt,
  type PromptClosings,
  type PromptContext,
  type PromptKind,
} from './prompt-rules'

const HOUR = 3600_000
const NOW = 1_800_000_000_000

describe('mayReopen (spec 3 §9 reopen delays)', () => {
  it.each<[PromptKind, number, boolean]>([
    ['register', 7 * HOUR, false],
    ['register', 8 * HOUR, true], // 28800 s
    ['product_install', 71 * HOUR, false],
    ['product_install', 72 * HOUR, true], // 259200 s
    ['freedommedia_install', 72 * HOUR - 1, false],
    ['freedommedia_install', 72 * HOUR, true],
    ['permission', 14 * 24 * HOUR - 1, false],
    ['permission', 14 * 24 * HOUR, true], // 1209600 s
    ['email', 0, true], // others: 0
    ['survey_unsubscribe', 0, true],
    ['install', 0, true],
    ['freedommedia_promo', 0, true],
  ])('%s closed %i ms ago → %s', (kind, ago, expected) => {
    expect(mayReopen(kind, NOW - ago, NOW)).toBe(expected)
  })

  it('a prompt never closed may show', () => {
    expect(mayReopen('register', null, 0)).toBe(true)
  })
})

describe('wantsRegisterPrompt (spec 3 §4)', () => {
  it.each([
    [{ signedIn: false, hasPurchases: false, promoDays: 14 }, true],
    [{ signedIn: true, hasPurchases: false, promoDays: 14 }, false],
    [{ signedIn: false, hasPurchases: true, promoDays: 14 }, false],
    [{ signedIn: false, hasPurchases: false, promoDays: null }, false],
    [{ signedIn: false, hasPurchases: false, promoDays: 0 }, false],
  ])('%o → %s', (viewer, expected) => {
    expect(wantsRegisterPrompt(viewer)).toBe(expected)
  })
})

const desktop = { ios: false, android: false, chromium: true, standalone: false }
const android = { ...desktop, android: true }
const iphone = { ios: true, android: false, chromium: false, standalone: false }

/** A signed-in user with an e-mail on a desktop Chromium, nothing asked: no prompt is due. */
const base: PromptContext = {
  signedIn: true,
  hasPurchases: false,
  promoDays: 14,
  hasDevice: true,
  registerAsked: false,
  email: 'viewer@example.com',
  surveyAsked: false,
  notificationPermission: 'granted',
  navigationSteps: 0,
  platform: desktop,
  installEventReady: false,
  productStoreUrl: null,
  freedommediaStoreUrl: null,
  freedommediaPromoUrl: null,
  sessionMs: 0,
}
const guest: Partial<PromptContext> = { signedIn: false, email: undefined }

describe('PROMPT_DUE: when each kind is due', () => {
  it.each<[PromptKind, Partial<PromptContext>, boolean]>([
    // register: not signed in, 5000 ms after a channel or content opened, promo days on offer
    ['register', { ...guest, registerAsked: true }, true],
    ['register', { ...guest, registerAsked: false }, false],
    ['register', { ...guest, registerAsked: true, promoDays: null }, false],
    ['register', { registerAsked: true }, false], // signed in
    // email: a signed-in user without one (a guest is never asked; unknown user data is not "none")
    ['email', { email: null }, true],
    ['email', { email: '' }, true],
    ['email', { email: 'a@b.kz' }, false],
    ['email', { ...guest, email: null }, false],
    ['email', { email: undefined }, false],
    // the unsubscribe survey: asked after a renewal was turned off
    ['survey_unsubscribe', { surveyAsked: true }, true],
    ['survey_unsubscribe', { surveyAsked: false }, false],
    ['survey_unsubscribe', { ...guest, surveyAsked: true }, false],
    // survey_rate renders nothing
    ['survey_rate', { surveyAsked: true }, false],
    // permission: not asked yet, on the landing page and one step on, for a viewer with a device
    ['permission', { notificationPermission: 'default' }, true],
    ['permission', { notificationPermission: 'default', navigationSteps: 1 }, true],
    ['permission', { notificationPermission: 'default', navigationSteps: 2 }, false],
    ['permission', { notificationPermission: 'denied' }, false],
    ['permission', { notificationPermission: 'granted' }, false],
    ['permission', { notificationPermission: 'unsupported' }, false],
    ['permission', { notificationPermission: 'default', hasDevice: false }, false],
    // install: only non-iOS Chrome/Edge/Chromium, not standalone, once the browser offered it
    ['install', { installEventReady: true }, true],
    ['install', { installEventReady: false }, false],
    ['install', { installEventReady: true, platform: { ...desktop, chromium: false } }, false],
    ['install', { installEventReady: true, platform: { ...desktop, ios: true } }, false],
    ['install', { installEventReady: true, platform: { ...desktop, standalone: true } }, false],
    // the product's app: on a phone with a store link
    ['product_install', { platform: android, productStoreUrl: 'https://play' }, true],
    ['product_install', { platform: iphone, productStoreUrl: 'https://apple' }, true],
    ['product_install', { platform: desktop, productStoreUrl: 'https://play' }, false],
    ['product_install', { platform: android, productStoreUrl: null }, false],
    ['product_install', { platform: { ...android, standalone: true }, productStoreUrl: 'x' }, false],
    // freedommedia's app: only after 120 s in the session
    ['freedommedia_install', { platform: android, freedommediaStoreUrl: 'x', sessionMs: 119_999 }, false],
    ['freedommedia_install', { platform: android, freedommediaStoreUrl: 'x', sessionMs: 120_000 }, true],
    ['freedommedia_install', { platform: desktop, freedommediaStoreUrl: 'x', sessionMs: 120_000 }, false],
    ['freedommedia_install', { platform: android, freedommediaStoreUrl: null, sessionMs: 120_000 }, false],
    // freedommedia's promo page: signed-in users when the provider has one
    ['freedommedia_promo', { freedommediaPromoUrl: 'https://promo' }, true],
    ['freedommedia_promo', { ...guest, freedommediaPromoUrl: 'https://promo' }, false],
    ['freedommedia_promo', { freedommediaPromoUrl: null }, false],
  ])('%s with %o → %s', (kind, change, expected) => {
    expect(PROMPT_DUE[kind]({ ...base, ...change })).toBe(expected)
  })
})

const noClosings: PromptClosings = { closedThisSession: new Set(), closedAt: () => null }

describe('choosePrompt: one at a time', () => {
  it('shows nothing when nothing is due', () => {
    expect(choosePrompt(base, noClosings, NOW)).toBeNull()
  })

  it('takes the first due kind in order: survey, e-mail, permission, install', () => {
    const all: PromptContext = {
      ...base,
      email: null,
      surveyAsked: true,
      notificationPermission: 'default',
      installEventReady: true,
    }
    expect(choosePrompt(all, noClosings, NOW)).toBe('survey_unsubscribe')
    expect(choosePrompt({ ...all, surveyAsked: false }, noClosings, NOW)).toBe('email')
    expect(choosePrompt({ ...all, surveyAsked: false, email: 'a@b.kz' }, noClosings, NOW)).toBe('permission')
    expect(
      choosePrompt(
        { ...all, surveyAsked: false, email: 'a@b.kz', notificationPermission: 'denied' },
        noClosings,
        NOW,
      ),
    ).toBe('install')
  })

  it('register comes first for a viewer who is not signed in', () => {
    const ctx: PromptContext = { ...base, ...guest, registerAsked: true, notificationPermission: 'default' }
    expect(choosePrompt(ctx, noClosings, NOW)).toBe('register')
  })

  it('a kind closed this visit stays closed and the next due kind shows', () => {
    const ctx: PromptContext = { ...base, email: null, notificationPermission: 'default' }
    const closings: PromptClosings = { closedThisSession: new Set(['email']), closedAt: () => null }
    expect(choosePrompt(ctx, closings, NOW)).toBe('permission')
  })

  it('a kind closed within its reopen delay stays away; after it, it is back', () => {
    const ctx: PromptContext = { ...base, notificationPermission: 'default' }
    const closedAt = (ago: number): PromptClosings => ({
      closedThisSession: new Set(),
      closedAt: (kind) => (kind === 'permission' ? NOW - ago : null),
    })
    expect(choosePrompt(ctx, closedAt(1209599_000), NOW)).toBeNull()
    expect(choosePrompt(ctx, closedAt(1209600_000), NOW)).toBe('permission')
  })
})

describe('promptPlatform (spec 3 §4 "Install prompt")', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      desktop,
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0', desktop],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', android],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      iphone,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 CriOS/126.0 Mobile/15E148 Safari/604.1',
      iphone,
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { ...desktop, chromium: false },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 OPR/111.0',
      { ...desktop, chromium: false },
    ],
  ])('%s', (ua, expected) => {
    expect(promptPlatform(ua, false)).toEqual(expected)
  })

  it('an installed app is standalone', () => {
    expect(promptPlatform('Chrome/126.0', true).standalone).toBe(true)
  })
})
