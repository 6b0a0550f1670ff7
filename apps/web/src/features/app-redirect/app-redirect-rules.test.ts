import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  APP_OPEN_FALLBACK_MS,
  APP_REDIRECT_SKIP_KEY,
  chooseAppRedirect,
  createSkipFlag,
  openAppOrStore,
  phonePlatform,
  shouldFallBackToStore,
  type AppRedirectContext,
} from './app-redirect-rules'

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'

const base: AppRedirectContext = {
  platform: 'android',
  webView: false,
  standalone: false,
  bareMode: false,
  skipped: false,
  superAppPromo: false,
  deepLink: 'nomadtv://open',
  storeUrl: 'https://play.google.com/store/apps/details?id=example.nomad',
}

describe('redirect-to-app overlay (spec 3 §4)', () => {
  it('knows the phones', () => {
    expect(phonePlatform(ANDROID)).toBe('android')
    expect(phonePlatform(IPHONE)).toBe('ios')
    expect(phonePlatform(DESKTOP)).toBeNull()
  })

  it('shows on a phone browser when the provider has its app and a deep link', () => {
    expect(chooseAppRedirect(base)).toEqual({
      kind: 'open-app',
      platform: 'android',
      deepLink: base.deepLink,
      storeUrl: base.storeUrl,
    })
  })

  it.each<[string, Partial<AppRedirectContext>]>([
    ['not a phone', { platform: null }],
    ['a web view', { webView: true }],
    ['the installed web app', { standalone: true }],
    ['embed, account-only or mini-app', { bareMode: true }],
    ['"stay in browser" chosen', { skipped: true }],
    ['no app in the store', { storeUrl: null }],
    ['no deep link', { deepLink: null }],
  ])('does not show: %s', (_, change) => {
    expect(chooseAppRedirect({ ...base, ...change }).kind).toBe('none')
  })

  it('the super-app partner gets the two-screen promo (a deep link not needed)', () => {
    expect(chooseAppRedirect({ ...base, superAppPromo: true, deepLink: null })).toEqual({
      kind: 'super-app',
      platform: 'android',
      storeUrl: base.storeUrl,
    })
    expect(chooseAppRedirect({ ...base, superAppPromo: true, skipped: true }).kind).toBe('none')
  })

  it.each([
    ['android', 25, true, true],
    ['android', 1025, true, true],
    ['android', 1026, true, false],
    ['ios', 2500, true, true],
    ['ios', 3500, true, true],
    ['ios', 3501, true, false],
    ['ios', 2500, false, false],
  ] as const)('%s: %i ms later, visible %s → store %s', (platform, elapsed, visible, store) => {
    expect(shouldFallBackToStore(platform, elapsed, visible)).toBe(store)
  })
})

describe('openAppOrStore (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }))
  afterEach(() => vi.useRealTimers())

  const env = (visible: () => boolean) => {
    const navigate = vi.fn<(url: string) => void>()
    return {
      navigate,
      env: {
        navigate,
        visible,
        now: () => Date.now(),
        setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
      },
    }
  }
  const target = (platform: 'android' | 'ios') => ({
    platform,
    deepLink: 'app://x',
    storeUrl: 'https://store/x',
  })

  it.each(['android', 'ios'] as const)('%s: deep link, then the store once its delay passed', (platform) => {
    const { navigate, env: e } = env(() => true)
    openAppOrStore(target(platform), e)
    expect(navigate.mock.calls).toEqual([['app://x']])
    vi.advanceTimersByTime(APP_OPEN_FALLBACK_MS[platform] - 1)
    expect(navigate).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(navigate.mock.calls).toEqual([['app://x'], ['https://store/x']])
  })

  it('the app took over (page hidden): no store page', () => {
    const { navigate, env: e } = env(() => false)
    openAppOrStore(target('ios'), e)
    vi.advanceTimersByTime(5000)
    expect(navigate.mock.calls).toEqual([['app://x']])
  })

  it('the timer fired over the tolerance late (page was in the background): no store page', () => {
    const { navigate, env: e } = env(() => true)
    openAppOrStore(target('android'), e)
    vi.setSystemTime(2000) // the clock moved on while the timer was throttled
    vi.advanceTimersByTime(25)
    expect(navigate.mock.calls).toEqual([['app://x']])
  })

  it('without a deep link the store opens at once', () => {
    const { navigate, env: e } = env(() => true)
    openAppOrStore({ platform: 'android', deepLink: null, storeUrl: 'https://store/x' }, e)
    expect(navigate.mock.calls).toEqual([['https://store/x']])
  })
})

describe('the skip flag (memory and local storage)', () => {
  it('is remembered in storage and read back by a new page', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    }
    const flag = createSkipFlag(storage)
    expect(flag.get()).toBe(false)
    flag.set()
    expect(store.get(APP_REDIRECT_SKIP_KEY)).toBe('1')
    expect(createSkipFlag(storage).get()).toBe(true)
  })

  it('holds in memory when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    const flag = createSkipFlag(blocked)
    expect(flag.get()).toBe(false)
    flag.set()
    expect(flag.get()).toBe(true)
  })
})
