// spec 3 §4 "Notification prompts", "Redirect-to-app overlay" (the install prompt rule) and §9: which
// prompt is due, which one shows (one at a time), and when a closed one comes back.

/** Prompt kinds of spec 3 §4 (one at a time; hidden while a modal is open). */
export type PromptKind =
  | 'register'
  | 'email'
  | 'survey_unsubscribe'
  | 'survey_rate'
  | 'permission'
  | 'install'
  | 'product_install'
  | 'freedommedia_install'
  | 'freedommedia_promo'

/** spec 3 §9: reopen delays in seconds after a prompt was closed; any other kind: 0. */
export const PROMPT_REOPEN_DELAY_S: Partial<Record<PromptKind, number>> = {
  register: 28800,
  product_install: 259200,
  freedommedia_install: 259200,
  permission: 1209600,
}

/** spec 2 §4, spec 3 §2 and §9: the register prompt shows 5000 ms after a channel or content opens. */
export const REGISTER_PROMPT_DELAY_MS = 5000

/** spec 3 §4, §9: the freedommedia app's install prompt only after 120 s in the session. */
export const FREEDOMMEDIA_INSTALL_AFTER_MS = 120_000

/** spec 3 §4: the permission prompt hides after navigating more than one step. */
export const PERMISSION_MAX_STEPS = 1

/**
 * True when a prompt closed at `closedAt` (ms, or null for never) may show again at `now` (ms). A kind
 * whose delay is 0 comes back on the next visit: within the page session a closed prompt stays closed
 * (`PromptFacts.closed`), or it would return the moment it was closed.
 */
export function mayReopen(kind: PromptKind, closedAt: number | null, now: number): boolean {
  if (closedAt === null) return true
  return now - closedAt >= (PROMPT_REOPEN_DELAY_S[kind] ?? 0) * 1000
}

/** Who is watching, as far as the register prompt cares. */
export interface PromptViewer {
  /** signed in with an account (not a guest, not anonymous) */
  signedIn: boolean
  /** the viewer has bought something */
  hasPurchases: boolean
  /** the network's promo_days (null: not set) */
  promoDays: number | null | undefined
}

/** spec 3 §4 "Purchase flow": the register prompt is for guests without purchases while promo days is set. */
export function wantsRegisterPrompt(viewer: PromptViewer): boolean {
  return !viewer.signedIn && !viewer.hasPurchases && !!viewer.promoDays && viewer.promoDays > 0
}

/** The browser's side of the install prompts (spec 3 §4 "Install prompt"). */
export interface PromptPlatform {
  /** iPhone, iPad or iPod (no beforeinstallprompt; the store app instead) */
  ios: boolean
  android: boolean
  /** Chrome, Edge or Chromium (the browsers that offer the PWA install) */
  chromium: boolean
  /** already running as an installed app (display-mode: standalone) */
  standalone: boolean
}

/** What decides which prompt is due; the prompt host gathers it, `choosePrompt` decides. */
export interface PromptContext extends PromptViewer {
  /** signed in as a user or a guest (has a device a notification token can belong to) */
  hasDevice: boolean
  /** a channel or content opened REGISTER_PROMPT_DELAY_MS ago (use-register-prompt asks) */
  registerAsked: boolean
  /** a signed-in user's e-mail: '' or null when they have none */
  email: string | null | undefined
  /** a subscription's renewal was turned off and its survey left unanswered (commerce asks) */
  surveyAsked: boolean
  /** Notification.permission, or 'unsupported' when the browser has no notifications */
  notificationPermission: NotificationPermission | 'unsupported'
  /** route changes since the page loaded */
  navigationSteps: number
  platform: PromptPlatform
  /** the browser fired beforeinstallprompt and the event is kept for the prompt */
  installEventReady: boolean
  /** the product's own app in the store for this phone (provider data), or null */
  productStoreUrl: string | null
  /** the freedommedia app in the store for this phone (provider data), or null */
  freedommediaStoreUrl: string | null
  /** the freedommedia partner promo page (provider data), or null */
  freedommediaPromoUrl: string | null
  /** ms since the page session started */
  sessionMs: number
}

/**
 * When each kind is due. The spec names the kinds and a few conditions; the rest is our choice, made as
 * a careful product would (ask for little, and only when the answer helps the viewer):
 * - register: a viewer who is not signed in, 5000 ms after a channel or content opened, while the
 *   network offers promo days (spec 3 §4 "Purchase flow", §9).
 * - email: a signed-in user with no e-mail on the account (spec 3 §4 "Email notification"): receipts and
 *   account recovery need one.
 * - survey_unsubscribe: right after a renewal was turned off and the survey of the "disabled renewal"
 *   modal was closed unanswered (spec 3 §7: that 400 leads to the unsubscribe survey).
 * - survey_rate: renders nothing (spec 3 §4), so it is never due.
 * - permission: a viewer with a device whose browser has not been asked yet, on the page they landed on
 *   and the next one (spec 3 §4: hides after navigating more than one step).
 * - install: the browser offered the PWA install (beforeinstallprompt), not iOS, Chrome/Edge/Chromium,
 *   not already installed (spec 3 §4 "Install prompt").
 * - product_install: on a phone, not installed, when the provider has its app in that phone's store.
 * - freedommedia_install: as product_install for the freedommedia app, only after 120 s in the session.
 * - freedommedia_promo: when the provider has a freedommedia promo page, for a signed-in user.
 */
export const PROMPT_DUE: Record<PromptKind, (ctx: PromptContext) => boolean> = {
  register: (ctx) => ctx.registerAsked && wantsRegisterPrompt(ctx),
  email: (ctx) => ctx.signedIn && ctx.email !== undefined && !ctx.email,
  survey_unsubscribe: (ctx) => ctx.signedIn && ctx.surveyAsked,
  survey_rate: () => false,
  permission: (ctx) =>
    ctx.hasDevice && ctx.notificationPermission === 'default' && ctx.navigationSteps <= PERMISSION_MAX_STEPS,
  install: (ctx) =>
    ctx.installEventReady && !ctx.platform.ios && ctx.platform.chromium && !ctx.platform.standalone,
  product_install: (ctx) =>
    (ctx.platform.ios || ctx.platform.android) && !ctx.platform.standalone && !!ctx.productStoreUrl,
  freedommedia_install: (ctx) =>
    (ctx.platform.ios || ctx.platform.android) &&
    !ctx.platform.standalone &&
    !!ctx.freedommediaStoreUrl &&
    ctx.sessionMs >= FREEDOMMEDIA_INSTALL_AFTER_MS,
  freedommedia_promo: (ctx) => ctx.signedIn && !!ctx.freedommediaPromoUrl,
}

/**
 * One at a time, in this order: what the viewer asked for by acting (register after opening something,
 * the survey after unsubscribing) first, then the account's own gap (e-mail), then what the browser
 * offers (notifications, install), then the partner apps.
 */
export const PROMPT_ORDER: readonly PromptKind[] = [
  'register',
  'survey_unsubscribe',
  'email',
  'permission',
  'install',
  'product_install',
  'freedommedia_install',
  'freedommedia_promo',
  'survey_rate',
]

/** What the prompt host knows of closed prompts. */
export interface PromptClosings {
  /** kinds closed during this page session (they stay closed until the next visit) */
  closedThisSession: ReadonlySet<PromptKind>
  /** when a kind was last closed (ms), from storage */
  closedAt: (kind: PromptKind) => number | null
}

/** The prompt to show now, or null: the first due kind in PROMPT_ORDER that was not closed too recently. */
export function choosePrompt(ctx: PromptContext, closings: PromptClosings, now: number): PromptKind | null {
  for (const kind of PROMPT_ORDER) {
    if (!PROMPT_DUE[kind](ctx)) continue
    if (closings.closedThisSession.has(kind)) continue
    if (!mayReopen(kind, closings.closedAt(kind), now)) continue
    return kind
  }
  return null
}

/** spec 3 §4 "Install prompt": the platform from the user agent and the display mode. */
export function promptPlatform(userAgent: string, standalone: boolean): PromptPlatform {
  const ios = /iPhone|iPad|iPod/i.test(userAgent)
  const android = /Android/i.test(userAgent)
  // Chrome, Edge (Edg/) and Chromium; not the Chromium-based Opera or Samsung Internet, which differ
  const chromium = /(Chrome|Chromium|Edg)\//.test(userAgent) && !/OPR\/|SamsungBrowser/.test(userAgent)
  return { ios, android, chromium, standalone }
}
