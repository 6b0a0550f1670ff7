import type { MenuPage, NetworkInfo, Resources } from '@efir/contract'
import { promoCodeAllowed } from './promo-rules'
import { storeLinks } from '../../shared/store-links'

/** spec 3 §2 "Footer" Sections column: the menu page a child profile does not see. */
export const CHILD_HIDDEN_PAGE_ID = 1000

/**
 * spec 3 §2 "Footer" Sections column: the menu pages (already without personal pages for guests,
 * menu-rules.ts), without page id 1000 for a child profile.
 */
export function sectionPages(pages: readonly MenuPage[], childProfile: boolean): MenuPage[] {
  return childProfile ? pages.filter((page) => page.id !== CHILD_HIDDEN_PAGE_ID) : [...pages]
}

/** A footer link: router path (modal pages open over the page), external URL, or a modal to open. */
export type FooterLink =
  | { kind: 'route'; labelKey: string; to: string; modalPage?: boolean }
  | { kind: 'external'; labelKey: string; href: string; label?: string }
  | { kind: 'modal'; labelKey: string; modal: 'promocode' }

/**
 * The footer's "About" (spec 3 §2): an address of this site ("/provider/efir") opens in the app, as a
 * route; another site's address opens as an external link.
 */
export function aboutLink(url: string): FooterLink {
  return url.startsWith('/') && !url.startsWith('//')
    ? { kind: 'route', labelKey: 'footer_about', to: url }
    : { kind: 'external', labelKey: 'footer_about', href: url }
}

/** spec 3 §2 "Footer" Information column: agreement and privacy only when network data has them. */
export function informationLinks(
  networkInfo: NetworkInfo | undefined,
  resources: Resources | undefined,
): FooterLink[] {
  const links: FooterLink[] = []
  if (resources?.about_url) links.push(aboutLink(resources.about_url))
  if (promoCodeAllowed(networkInfo))
    links.push({ kind: 'modal', labelKey: 'footer_enter_promo', modal: 'promocode' })
  links.push({ kind: 'route', labelKey: 'footer_install_tv', to: '/instructions' })
  if (networkInfo?.agreement)
    links.push({ kind: 'route', labelKey: 'agreement', to: '/agreement', modalPage: true })
  if (networkInfo?.privacy)
    links.push({ kind: 'route', labelKey: 'privacy', to: '/privacy', modalPage: true })
  return links
}

/** An e-mail or phone support link of the provider (footer and settings dropdown). */
export type SupportContact = Extract<FooterLink, { kind: 'external' }>

/** The provider's support e-mail and phone as mailto: and tel: links (spec 3 §2 "Footer", "Settings dropdown"). */
export function supportContacts(networkInfo: NetworkInfo | undefined): SupportContact[] {
  const support = networkInfo?.provider?.landing.support
  if (!support) return []
  const links: SupportContact[] = []
  if (support.email)
    links.push({
      kind: 'external',
      labelKey: 'support_email',
      href: `mailto:${support.email}`,
      label: support.email,
    })
  if (support.phone) {
    links.push({
      kind: 'external',
      labelKey: 'support_phone',
      href: `tel:${support.phone.replace(/[^\d+]/g, '')}`,
      label: support.phone,
    })
  }
  return links
}

/** spec 3 §2 "Footer" Support column: e-mail, phone or link, messenger (from the provider landing). */
export function supportLinks(networkInfo: NetworkInfo | undefined): FooterLink[] {
  const support = networkInfo?.provider?.landing.support
  if (!support) return []
  const links: FooterLink[] = supportContacts(networkInfo)
  if (support.url) links.push({ kind: 'external', labelKey: 'support_site', href: support.url })
  if (support.messenger)
    links.push({ kind: 'external', labelKey: support.messenger.kind, href: support.messenger.url })
  return links
}

/** spec 3 §2 "Footer" Devices column: store links for Android TV, Samsung, LG, Android, iPhone/iPad. */
export function deviceLinks(resources: Resources | undefined): FooterLink[] {
  return storeLinks(resources).map(({ labelKey, href }) => ({ kind: 'external' as const, labelKey, href }))
}

const BADGES = [
  ['android', 'store_badge_google_play'],
  ['ios', 'store_badge_app_store'],
] as const

/** spec 3 §2 "Footer": store badges (the phone apps' stores: Google Play, App Store) when linked. */
export function storeBadges(resources: Resources | undefined): FooterLink[] {
  if (!resources) return []
  return BADGES.flatMap(([store, labelKey]) => {
    const href = resources.stores[store]
    return href ? [{ kind: 'external' as const, labelKey, href }] : []
  })
}
