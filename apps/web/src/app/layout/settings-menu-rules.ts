import type { NetworkInfo, User } from '@efir/contract'
import { PARTNERS_WITHOUT_LOGOUT } from '../../features/settings/settings-rules'
import { supportContacts, type SupportContact } from './footer-rules'
import { promoCodeAllowed } from './promo-rules'

/** spec 3 §2 "Settings dropdown": in scroll mode the dropdown is the window height minus this. */
export const SETTINGS_MENU_HEIGHT_OFFSET_PX = 95

/**
 * The settings area's routes the dropdown links to (spec 3 §2 route table); profile management is the
 * #profiles modal over the current page.
 */
export const SETTINGS_MENU_ROUTES = {
  /** subscriptions / account */
  account: '/lk',
  /** parental settings: the account parental route */
  parental: '/lk_parental',
} as const

/** What the settings dropdown shows; items not listed (profiles, account, parental) always show. */
export interface SettingsMenuItems {
  /** optional partner cabinet link (network lk_link: label and URL) */
  partnerCabinet: { label: string; url: string } | undefined
  /** promo code → #promocode, only when the provider enables promo codes */
  promoCode: boolean
  /** support: only with the provider's support e-mail or phone */
  support: SupportContact[]
  /** logout, hidden for the two partners whose app signs the viewer out itself */
  logout: boolean
}

/** spec 3 §2 "Settings dropdown (from avatar)": which optional items show. */
export function settingsMenuItems(
  networkInfo: NetworkInfo | undefined,
  partner: string | undefined,
): SettingsMenuItems {
  const lk = networkInfo?.lk_link
  return {
    partnerCabinet: lk?.url ? { label: lk.label, url: lk.url } : undefined,
    promoCode: promoCodeAllowed(networkInfo),
    support: supportContacts(networkInfo),
    logout: partner === undefined || !PARTNERS_WITHOUT_LOGOUT.includes(partner),
  }
}

/**
 * The dropdown's maximum height: window − 95 px, beyond which it scrolls. spec 3 §2 names scroll mode
 * for windows under 640 px; at every height (issue 31: an account with profiles, a partner cabinet and
 * support ran 60 px off a 720 px window, "Выйти" out of reach), a shorter dropdown is unchanged by it.
 */
export function settingsMenuMaxHeight(windowHeight: number): number | undefined {
  if (windowHeight <= 0) return undefined
  return Math.max(windowHeight - SETTINGS_MENU_HEIGHT_OFFSET_PX, 0)
}

/** How the signed-in viewer is named: first name, else phone, else login (spec 3 §2 "user name or phone"). */
export function userDisplayName(user: Pick<User, 'first_name' | 'phone' | 'username'>): string {
  return user.first_name || user.phone || user.username
}
