/*
 * The settings area's rules (spec 3 §2 "Settings area", §5, §6, §9; spec 1 §8): which screen a path
 * names, where Back leads, what the start screen and the account menu offer. Pure; components render.
 */

import { MAX_PROFILES } from '@efir/contract/routes'
import { PARTNER_VARIANTS } from '../../shared/partner-variants'

/** spec 3 §2: the sub-routes of /settings/{id} (and /settings/language/{id}). */
export const SETTINGS_SECTIONS = [
  'start',
  'account',
  'subscriptions',
  'payment',
  'devices',
  'info',
  'parental',
  'language',
  'language/interface',
  'language/audiotracks',
  'language/texttracks',
] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

/** spec 3 §2 / spec 1 §9: the client version label the info screen shows. */
export const VERSION_LABEL = '188'
/** spec 3 §4 "Modal lifecycle": removal after 300 ms; close then goes to backUrl or home. */
export const CLOSE_DELAY_MS = 300

/** The section a path names: /settings and /settings/start are the start; unknown ids are null. */
export function sectionOfPath(pathname: string): SettingsSection | null {
  const rest = pathname.replace(/^\/settings\/?/, '').replace(/\/+$/, '')
  if (rest === '') return 'start'
  return (SETTINGS_SECTIONS as readonly string[]).includes(rest) ? (rest as SettingsSection) : null
}

/** The path of a section. */
export const pathOfSection = (section: SettingsSection): string =>
  section === 'start' ? '/settings' : `/settings/${section}`

/** spec 3 §2 "Back returns to the parent": the start has none; the account's tabs lead to the account. */
export function parentOf(section: SettingsSection): SettingsSection | null {
  if (section === 'start') return null
  if (section === 'account') return 'start'
  if (section.startsWith('language/')) return 'language'
  return 'account'
}

/** The i18n key of a section's title. */
export const titleKeyOf = (section: SettingsSection): string => `settings_title_${section.replace('/', '_')}`

/** What the start screen offers besides the profile list (spec 3 §2 "Start screen"). */
export interface StartItems {
  /** a create tile: fewer than 5 profiles and no parental settings */
  createProfile: boolean
  /** promo code: only when the provider enables promo codes */
  promoCode: boolean
  /** support: only with the provider's support phone or e-mail */
  support: boolean
}

export function startItems(ctx: {
  profileCount: number
  parentalSet: boolean
  promoEnabled: boolean
  supportEmail: string | null | undefined
  supportPhone: string | null | undefined
}): StartItems {
  return {
    createProfile: ctx.profileCount < MAX_PROFILES && !ctx.parentalSet,
    promoCode: ctx.promoEnabled,
    support: Boolean(ctx.supportEmail || ctx.supportPhone),
  }
}

/**
 * Partners whose app offers no logout (spec 3 §6 "Logout not offered for a super-app and a bank
 * partner"), by the spec 1 §2 `partner` value: those the partner variants table marks so.
 */
export const PARTNERS_WITHOUT_LOGOUT: readonly string[] = Object.entries(PARTNER_VARIANTS)
  .filter(([, variant]) => variant.hideLogout)
  .map(([partner]) => partner)

/** One entry of the account menu (spec 3 §2 "The account menu lists ..."). */
export type AccountMenuItem =
  | { kind: 'section'; section: SettingsSection; labelKey: string }
  | { kind: 'external'; url: string; label: string }
  | { kind: 'profiles'; labelKey: string }
  | { kind: 'logout'; labelKey: string }

export interface AccountMenuContext {
  /** the account's is_payment_allowed (spec 3 §6 "Payment tab only when payment is allowed") */
  paymentAllowed: boolean
  /** a mobile webview (spec 3 §4 "Partner-web and webview variants") */
  webView: boolean
  /** the spec 1 §2 partner value, if any */
  partner: string | undefined
  /** the network's partner cabinet link */
  lkLink: { label: string; url: string } | null | undefined
  /** the network lists languages (spec 3 §2 "language (only if languages exist)") */
  hasLanguages: boolean
}

/** spec 3 §2: the account menu, in its order. */
export function accountMenu(ctx: AccountMenuContext): AccountMenuItem[] {
  const items: AccountMenuItem[] = []
  const external = (ctx.webView || ctx.partner !== undefined) && ctx.lkLink?.url
  if (external && ctx.lkLink) items.push({ kind: 'external', url: ctx.lkLink.url, label: ctx.lkLink.label })
  else {
    items.push({ kind: 'section', section: 'subscriptions', labelKey: 'settings_title_subscriptions' })
    if (ctx.paymentAllowed)
      items.push({ kind: 'section', section: 'payment', labelKey: 'settings_title_payment' })
  }
  items.push({ kind: 'profiles', labelKey: 'profiles_manage' })
  items.push({ kind: 'section', section: 'parental', labelKey: 'settings_title_parental' })
  items.push({ kind: 'section', section: 'info', labelKey: 'settings_title_info' })
  if (ctx.hasLanguages)
    items.push({ kind: 'section', section: 'language', labelKey: 'settings_title_language' })
  items.push({ kind: 'section', section: 'devices', labelKey: 'settings_title_devices' })
  if (!(ctx.partner !== undefined && PARTNERS_WITHOUT_LOGOUT.includes(ctx.partner)))
    items.push({ kind: 'logout', labelKey: 'sign_out' })
  return items
}

/** spec 3 §2 Devices: only a non-current device can be removed (spec 3 §6). */
export const canRemoveDevice = (device: { is_current: boolean }): boolean => !device.is_current

/** spec 1 §8: "removing a device with 403 shows error_too_many_devices"; other failures the generic one. */
export function deviceRemovalErrorKey(status: number): string {
  return status === 403 ? 'error_too_many_devices' : 'settings_device_remove_failed'
}
