import { RULES_PAGES, pathSegments } from './path-segments'

/** spec 1 §2: pages that may be opened without login, by their first path segment. */
const EXEMPT_PAGES: ReadonlySet<string> = new Set([
  'agreement',
  'privacy',
  'terms',
  'geo_lock',
  ...RULES_PAGES,
])

/** spec 1 §2: "any path containing provider, promo, packet, gift, news, faq, app_store or account_mobile". */
const EXEMPT_FRAGMENTS = [
  'provider',
  'promo',
  'packet',
  'gift',
  'news',
  'faq',
  'app_store',
  'account_mobile',
] as const

/**
 * Forced-login exemption (spec 1 §2): true when the page may be opened without login, so the auth
 * dialog shown there can be closed (spec 3 §4 "except on legal/info pages").
 */
export function isLoginExempt(pathname: string): boolean {
  const path = pathname.toLowerCase()
  const first = pathSegments(path)[0]
  if (first !== undefined && EXEMPT_PAGES.has(first)) return true
  return EXEMPT_FRAGMENTS.some((fragment) => path.includes(fragment))
}
