// spec 1 §2 (`partner` query, kept in a cookie), §6 ("The partner cookie changes cookie domain handling and
// some behaviour, such as the sign-out redirect"), spec 3 §2 (header logo, partner cabinet), §4 ("Redirect-
// to-app overlay and partner variants"), §6 (no logout for a super-app and a bank partner): the partner
// variants as one declarative table (ARCHITECTURE "Styling": provider rules in one table, no scattered ifs).

/** A menu item the partner-web variant adds to the server's menu (an outer link, opened in a new tab). */
export interface PartnerMenuLink {
  /** stable id, also the React key */
  id: string
  /** i18n key of the item's label */
  labelKey: string
  url: string
}

/** What a partner value changes. Anything not listed behaves as with no partner. */
export interface PartnerVariant {
  kind: 'partner-web' | 'super-app' | 'bank'
  /** spec 3 §6: logout is not offered (the partner's own app signs the viewer out) */
  hideLogout: boolean
  /** the partner's site: the header logo's target and where sign-out lands (spec 1 §6) */
  site?: string
  /** spec 3 §4: the auth modal goes to this sign-in page instead (partner-web) */
  signInUrl?: string
  /** spec 3 §4: the two outer-link menu items of partner-web */
  menuLinks?: readonly PartnerMenuLink[]
  /** spec 3 §4: the super-app's two-screen promo (offer, then the store links) */
  superAppPromo?: boolean
}

const PARTNER_SITE = 'https://partner.efir.example'

/**
 * The partner values efir's partner builds send. NOTE: the spec names the variants but not their values
 * or addresses; these are the demo's (README "Partner variants").
 */
export const PARTNER_VARIANTS: Readonly<Record<string, PartnerVariant>> = {
  partner_web: {
    kind: 'partner-web',
    hideLogout: false,
    site: PARTNER_SITE,
    signInUrl: `${PARTNER_SITE}/login`,
    menuLinks: [
      { id: 'partner_home', labelKey: 'partner_menu_home', url: `${PARTNER_SITE}/` },
      { id: 'partner_services', labelKey: 'partner_menu_services', url: `${PARTNER_SITE}/services` },
    ],
  },
  superapp: { kind: 'super-app', hideLogout: true, superAppPromo: true },
  bank: { kind: 'bank', hideLogout: true },
}

/** The variant of a partner value (undefined: none, or a value efir has no variant for). */
export function partnerVariant(partner: string | undefined): PartnerVariant | undefined {
  return partner === undefined ? undefined : PARTNER_VARIANTS[partner]
}

/** spec 3 §6: logout is offered unless the partner's variant hides it. */
export const logoutOffered = (partner: string | undefined): boolean => !partnerVariant(partner)?.hideLogout

/**
 * spec 3 §4: where partner-web sends the viewer instead of opening the auth modal; the partner site comes
 * back to `returnTo` (the page the viewer was on) after signing in.
 */
export function partnerSignInUrl(partner: string | undefined, returnTo: string): string | undefined {
  const signIn = partnerVariant(partner)?.signInUrl
  if (!signIn) return undefined
  const url = new URL(signIn)
  url.searchParams.set('return_to', returnTo)
  return url.toString()
}

/** spec 1 §6: after sign-out a partner's viewer goes back to the partner's site; undefined: stay. */
export const signOutRedirect = (partner: string | undefined): string | undefined =>
  partnerVariant(partner)?.site

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * spec 1 §6 "changes cookie domain handling": the partner cookie is set on the site's parent domain
 * (tv.efir.example → .efir.example), so the operator's other sub-sites see the same partner. A host name
 * without a parent (localhost, an IP address, a single label) gets a host-only cookie (undefined).
 * NOTE: two labels are taken as the parent; a host under a two-label public suffix (co.uk) keeps its
 * three, as a browser refuses a cookie for the suffix itself.
 */
export function partnerCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host === '' || IPV4.test(host) || host.includes(':')) return undefined
  const labels = host.split('.')
  if (labels.length < 2) return undefined
  const twoLabelSuffix = labels.length >= 3 && /^(co|com|org|net|gov|edu|ac)$/.test(labels.at(-2) ?? '')
  return `.${labels.slice(twoLabelSuffix ? -3 : -2).join('.')}`
}
