import { RULES_PAGES } from './path-segments'

/**
 * The route table of the three spec documents (spec 1 §2, spec 2 §2, spec 3 §2) as data. The router
 * (routes.tsx) turns it into elements; tests walk it without rendering.
 *
 * kind:
 * - page: a normal page (header, main, footer)
 * - modal-page: rendered as a dialog over the previous page (background location)
 * - not-found: the spec's placeholder not-found pages and the catch-all
 * - menu-page: a top-level slug resolved against the server-driven menu (Configuration.menu_pages)
 */
export type RouteKind = 'page' | 'modal-page' | 'not-found' | 'menu-page'

export interface RouteEntry {
  /** React Router path pattern. */
  path: string
  kind: RouteKind
  /** Stable id of the screen; pages share one when they are one screen (`/` and `/startpage`). */
  screen: string
  /** i18n key naming the section (for the "coming" state and modal-page titles). */
  sectionKey?: string
  /** spec 3 §2: only when the provider has promo codes enabled. */
  promoOnly?: boolean
}

/** spec 3 §2: /test, /test_feed, /vitrina_test exist only in non-production builds. */
export const NON_PRODUCTION = !import.meta.env.PROD

const page = (
  path: string,
  screen: string,
  sectionKey = `section_${screen}`,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({
  path,
  kind: 'page',
  screen,
  sectionKey,
  ...extra,
})
const modalPage = (path: string, screen: string, sectionKey = `section_${screen}`): RouteEntry => ({
  path,
  kind: 'modal-page',
  screen,
  sectionKey,
})
const notFound = (path: string): RouteEntry => ({ path, kind: 'not-found', screen: 'not_found' })

export const PAGE_ROUTES: readonly RouteEntry[] = [
  page('/', 'home'),
  page('/startpage', 'home'),
  // live TV (spec 2 §2)
  page('/channels', 'channels'),
  page('/channels/:category', 'channels'),
  page('/channel/:id', 'channel'),
  page('/channel_embed/:channelId', 'channel_embed'),
  page('/channelsfree', 'channels_free'),
  page('/newyear', 'newyear'),
  // catalogue (spec 3 §2)
  page('/row/:id', 'row'),
  page('/rowset/:id', 'rowset'),
  page('/catalog/:id', 'catalog', 'section_catalogue'),
  page('/movies', 'movies'),
  page('/series', 'series'),
  // the programme card's breadcrumb section (spec 3 §2 "links to movies, series or telecasts pages")
  page('/telecasts', 'telecasts'),
  page('/search', 'search'),
  page('/my', 'my'),
  // commerce
  page('/packets', 'packets'),
  page('/packets/:id', 'packet'),
  page('/provider/:id', 'provider'),
  page('/promo', 'promo', 'section_promo', { promoOnly: true }),
  page('/promo/:id', 'promo', 'section_promo', { promoOnly: true }),
  page('/gift', 'gift', 'section_gift', { promoOnly: true }),
  // account (spec 1 §2)
  page('/lk', 'lk'),
  page('/lk_parental', 'lk_parental'),
  page('/account_mobile', 'account_mobile'),
  page('/miniapp', 'miniapp'),
  page('/geo_lock', 'geo_lock', 'warning_unsupported_region'),
  // information pages
  page('/news', 'news'),
  page('/app_store', 'app_store'),
  page('/instructions', 'instructions'),
  page('/manual', 'manual'),
  page('/manual/:device', 'manual'),
  page('/faq', 'faq'),
  page('/terms', 'terms'),
  ...RULES_PAGES.map((slug) => page(`/${slug}`, 'rules')),
  ...(NON_PRODUCTION ? ['/test', '/test_feed', '/vitrina_test'].map((path) => page(path, 'test')) : []),
  // issue 11: the programme guide (the spec had /guide only as a placeholder)
  page('/guide', 'guide'),
  // spec 3 §2 "Placeholder not-found pages"
  ...['/watch', '/trailers', '/persons', '/row', '/rowset', '/provider'].map(notFound),
  // server-driven menu pages (/{catalogSlug} and /{catalogSlug}/{subpageSlug}, spec 3 §2 "Mobile layout")
  { path: '/:slug', kind: 'menu-page', screen: 'menu_page' },
  { path: '/:slug/:subpage', kind: 'menu-page', screen: 'menu_page' },
  notFound('*'),
]

/** spec 3 §2 "Modal pages (overlay over the previous page)". */
export const MODAL_PAGE_ROUTES: readonly RouteEntry[] = [
  modalPage('/channels/:category/:id', 'channel'),
  modalPage('/contents/:id', 'content'),
  modalPage('/contents/:id/:childId', 'content'),
  modalPage('/watch/:id', 'watch'),
  modalPage('/trailers/:id', 'trailer'),
  modalPage('/persons/:id', 'person'),
  modalPage('/agreement', 'agreement', 'agreement'),
  modalPage('/privacy', 'privacy', 'privacy'),
  modalPage('/settings', 'settings'),
  modalPage('/settings/:id', 'settings'),
  modalPage('/settings/language/:id', 'settings'),
  modalPage('/news/:id', 'news_item', 'section_news'),
]

/** The screens app/channel-routes.tsx LiveTvPageRoute renders (live TV, spec 2 §2). */
export const LIVE_TV_SCREENS: ReadonlySet<string> = new Set([
  'channels',
  'channel',
  'channel_embed',
  'channels_free',
  'newyear',
])
