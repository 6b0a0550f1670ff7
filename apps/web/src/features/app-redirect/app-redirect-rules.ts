// spec 3 §4 "Redirect-to-app overlay and partner variants", §9 (the super-app offer): when the overlay
// shows, which of its two forms, and how "open the app" falls back to the store page. Pure; the overlay
// component renders what these decide and passes the browser in.

/** The phones the product has an app for. */
export type PhonePlatform = 'android' | 'ios'

/** spec 3 §4: after trying the app, wait this long (ms) before falling back to the store page. */
export const APP_OPEN_FALLBACK_MS: Readonly<Record<PhonePlatform, number>> = { android: 25, ios: 2500 }
/**
 * spec 3 §4: "plus 1000 ms lateness tolerance". A fallback timer that fires later than its delay plus
 * this ran in a page the app had sent to the background (timers are throttled there): the app opened, so
 * no store page.
 */
export const APP_OPEN_LATENESS_TOLERANCE_MS = 1000

/** spec 3 §9: the super-app partner's offer. */
export const SUPER_APP_OFFER = {
  priceUzs: 1000,
  days: 30,
  channels: 170,
  cinemas: 10,
  devices: 5,
} as const

/** spec 3 §4: "stay in browser" sets this skip flag (memory and local storage). */
export const APP_REDIRECT_SKIP_KEY = 'app_redirect_skip'

/** The phone platform of a user agent (null: not a phone or tablet the product has an app for). */
export function phonePlatform(userAgent: string): PhonePlatform | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return null
}

/** What decides whether the overlay shows (the host gathers it). */
export interface AppRedirectContext {
  platform: PhonePlatform | null
  /** inside an app's web view, or running as an installed web app: already "in the app" */
  webView: boolean
  standalone: boolean
  /** a page with no chrome of the product (embed, account-only, mini-app): no overlay there */
  bareMode: boolean
  /** "stay in browser" was chosen (memory or storage) */
  skipped: boolean
  /** the spec 1 §2 partner's variant has the super-app promo */
  superAppPromo: boolean
  /** the app's deep link (resources), or null */
  deepLink: string | null
  /** the app's store page for this platform (resources), or null */
  storeUrl: string | null
}

export type AppRedirect =
  | { kind: 'none' }
  /** the plain overlay: open the app (deep link, then the store) or stay */
  | { kind: 'open-app'; platform: PhonePlatform; deepLink: string | null; storeUrl: string }
  /** the super-app's two screens: the offer, then the store links with stay / download */
  | { kind: 'super-app'; platform: PhonePlatform; storeUrl: string }

/**
 * spec 3 §4 "Shown for mobile redirect conditions". The spec does not list them; ours: a phone's own
 * browser (not a web view, not the installed web app), outside the bare modes, "stay" not chosen, and the
 * provider has its app in that phone's store. The super-app partner's viewers get its promo; the others
 * the overlay only when the provider has a deep link to try (a store link alone is the install prompt's).
 */
export function chooseAppRedirect(ctx: AppRedirectContext): AppRedirect {
  const { platform } = ctx
  if (!platform || ctx.webView || ctx.standalone || ctx.bareMode || ctx.skipped || !ctx.storeUrl)
    return { kind: 'none' }
  if (ctx.superAppPromo) return { kind: 'super-app', platform, storeUrl: ctx.storeUrl }
  if (!ctx.deepLink) return { kind: 'none' }
  return { kind: 'open-app', platform, deepLink: ctx.deepLink, storeUrl: ctx.storeUrl }
}

/**
 * spec 3 §4: the store page is the fallback when the page is still visible when the timer fires and it
 * fired in time (delay + tolerance); otherwise the app took over.
 */
export function shouldFallBackToStore(platform: PhonePlatform, elapsedMs: number, visible: boolean): boolean {
  return visible && elapsedMs <= APP_OPEN_FALLBACK_MS[platform] + APP_OPEN_LATENESS_TOLERANCE_MS
}

/** The browser as the app opener needs it (tests pass fakes). */
export interface AppOpenEnv {
  navigate: (url: string) => void
  visible: () => boolean
  now: () => number
  setTimeout: (run: () => void, ms: number) => unknown
}

/**
 * spec 3 §4 "App opening tries a deep link or store": the deep link first (when there is one), then the
 * store page if the app did not take over; without a deep link, the store page at once.
 */
export function openAppOrStore(
  target: { platform: PhonePlatform; deepLink: string | null; storeUrl: string },
  env: AppOpenEnv,
): void {
  if (!target.deepLink) {
    env.navigate(target.storeUrl)
    return
  }
  const started = env.now()
  env.navigate(target.deepLink)
  env.setTimeout(() => {
    if (shouldFallBackToStore(target.platform, env.now() - started, env.visible()))
      env.navigate(target.storeUrl)
  }, APP_OPEN_FALLBACK_MS[target.platform])
}

/** spec 3 §4: the skip flag, in memory and in local storage (blocked storage: memory alone). */
export function createSkipFlag(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  let skipped = false
  return {
    get(): boolean {
      if (skipped) return true
      try {
        skipped = storage?.getItem(APP_REDIRECT_SKIP_KEY) === '1'
      } catch {
        // storage blocked: memory alone
      }
      return skipped
    },
    set(): void {
      skipped = true
      try {
        storage?.setItem(APP_REDIRECT_SKIP_KEY, '1')
      } catch {
        // storage blocked: memory alone
      }
    },
  }
}
