import { Suspense, lazy, useState, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams, useRoutes, type Location, type RouteObject } from 'react-router'
import { backgroundOf } from '../shared/hooks/background-location'
import { TitleLayer, usePageTitle } from '../shared/hooks/document-title'
import type HomePageComponent from '../features/catalogue/home-page'
import type { RenderPromoWatch } from '../features/catalogue/promo-banner'
import { ComingSoon } from '../shared/ui/coming-soon'
import { LazyModalFrame } from '../shared/ui/lazy-modal-frame'
import { ErrorBoundary } from '../shared/ui/error-boundary'
import { Spinner } from '../shared/ui/spinner'
import { ComingPage, GeoLockPage, InfoDocumentPage, NotFoundPage } from './lazy-pages'
import { loadChannelRoutes } from './live-prefetch'
import { matchModalPage } from './route-resolve'
import { LIVE_TV_SCREENS, MODAL_PAGE_ROUTES, PAGE_ROUTES, type RouteEntry } from './route-table'
import { routeTitleKey } from './route-titles'
import { useConfiguration, useNetworkInfo, useSession } from './session-bridge'

// Catalogue discovery (spec 3 §2): filter catalogue, search, favorites and the person page, lazy chunks.
const CatalogueFilterPage = lazy(() => import('../features/catalogue-filter/catalogue-filter'))
const SearchPage = lazy(() => import('../features/search/search-page'))
const FavoritesPage = lazy(() => import('../features/favorites/favorites-page'))
const PersonPage = lazy(() => import('../features/persons/person-page'))
const DISCOVERY_PAGES: Readonly<Record<string, () => ReactNode>> = {
  movies: () => <CatalogueFilterPage />,
  series: () => <CatalogueFilterPage />,
  search: () => <SearchPage />,
  my: () => <FavoritesPage />,
}

// Commerce (issue 14): the packets pages, lazy chunks (nothing of them in the initial load)
const PacketsPage = lazy(() => import('../features/commerce/packets-page'))
const PacketPage = lazy(() => import('../features/commerce/packet-page'))
const PromoPage = lazy(() => import('../features/commerce/promo-page'))
const ProviderPage = lazy(() => import('../features/commerce/provider-page'))
const COMMERCE_PAGES: Readonly<Record<string, () => ReactNode>> = {
  packets: () => <PacketsPage />,
  packet: () => <PacketPage />,
  promo: () => <PromoPage />,
  gift: () => <PromoPage />,
  provider: () => <ProviderPage />,
}

// Information pages (issue 12): each its own lazy chunk
const NewsPage = lazy(() => import('../features/info-pages/news-page'))
const NewsItemPage = lazy(() => import('../features/info-pages/news-item-page'))
const FaqPage = lazy(() => import('../features/info-pages/faq-page'))
const InstructionsPage = lazy(() => import('../features/info-pages/instructions-page'))
const ManualPage = lazy(() => import('../features/info-pages/manual-page'))
const AppStorePage = lazy(() => import('../features/info-pages/app-store-page'))
const RulesPage = lazy(() => import('../features/info-pages/rules-page'))
/** The terms of use are the operator's rules page `terms` (server seed/info-pages.ts). */
const TERMS_PAGE_SLUG = 'terms'
const AgreementPage = lazy(() => import('../features/info-pages/agreement-page'))
const TestFeedPage = lazy(() => import('../features/info-pages/test-feed-page'))
const INFO_PAGES: Readonly<Record<string, (entry: RouteEntry) => ReactNode>> = {
  news: () => <NewsPage />,
  faq: () => <FaqPage />,
  instructions: () => <InstructionsPage />,
  manual: () => <ManualPage />,
  app_store: () => <AppStorePage />,
  // a rules page's path is its slug (path-segments.ts RULES_PAGES)
  rules: (entry) => <RulesPage slug={entry.path.slice(1)} />,
  // /terms (spec 1 §2 information pages): the operator's terms of use, a rules page of slug `terms`
  terms: () => <RulesPage slug={TERMS_PAGE_SLUG} />,
  // /test and /vitrina_test stay "coming"; /test_feed is the content feed (non-production only)
  test: (entry) =>
    entry.path === '/test_feed' ? (
      <TestFeedPage />
    ) : (
      <ComingPage sectionKey={entry.sectionKey ?? 'section_test'} />
    ),
}

// Live TV's routes (spec 2 §2) with the player's slot: a lazy chunk, fetched at start-up on a live page
// (live-prefetch.ts) and when idle on any other (issue 32: out of the initial JavaScript)
const LiveTvPageRoute = lazy(() => loadChannelRoutes().then((m) => ({ default: m.LiveTvPageRoute })))
const ChannelModalPage = lazy(() => loadChannelRoutes().then((m) => ({ default: m.ChannelModalPage })))

// The settings area and the account pages (spec 3 §2): a lazy chunk with the parental gate and the
// settings rules, out of the initial JavaScript (issue 32)
const settingsRoute = () => import('./settings-route')
const SettingsModalPage = lazy(() => settingsRoute().then((m) => ({ default: m.SettingsModalPage })))
const AccountPage = lazy(() => settingsRoute().then((m) => ({ default: m.AccountPage })))
const AccountMobileRoute = lazy(() => settingsRoute().then((m) => ({ default: m.AccountMobileRoute })))

// Client modes (issue 12): the messenger mini-app, a lazy chunk (the account-only mode is settings-route's)
const MiniappRoute = lazy(() => import('./miniapp-route'))

// The programme guide (issue 11): a lazy chunk (it warms the live start of the airing cell in focus)
const GuideRoute = lazy(() => import('./guide-route'))

function PersonModalBody() {
  const { id } = useParams()
  return <PersonPage personKey={id ?? ''} />
}

// catalogue modal pages (spec 3 §2): each its own lazy chunk
const ContentModalPage = lazy(() => import('../features/content/content-page'))
const WatchPage = lazy(() => import('../features/content/watch-page'))
const TrailerPage = lazy(() =>
  import('../features/content/watch-page').then((m) => ({ default: m.TrailerPage })),
)

// Catalogue rows (spec 3 §2): start page, rowset and menu pages, the row page; lazy chunks.
// NOTE: the start page's chunk loads with the app when `/` is opened (beside the session's start-up,
// not after it) and, once loaded, renders without suspending: a lazy page that suspends is revealed
// no sooner than 300 ms after its fallback (React's throttle), which held the start page's rows (its
// LCP) ~250 ms on a warm load.
type HomeComponent = typeof HomePageComponent
let loadedHomePage: HomeComponent | undefined
let homeChunk: Promise<{ default: HomeComponent }> | undefined
const loadHomePage = () =>
  (homeChunk ??= import('../features/catalogue/home-page').then((m) => {
    loadedHomePage = m.default
    return m
  }))
if (typeof window !== 'undefined' && window.location.pathname === '/') void loadHomePage()
const LazyHomePage = lazy(loadHomePage)
function HomePage(props: ComponentProps<HomeComponent>) {
  const [Loaded] = useState(() => loadedHomePage)
  return Loaded ? <Loaded {...props} /> : <LazyHomePage {...props} />
}
const RowsetRoutePage = lazy(() => import('../features/catalogue/rowset-route-page'))
/** /telecasts is the operator's `telecasts` rowset (as / is `startpage`). */
const TELECASTS_ROWSET = 'telecasts'
const RowPage = lazy(() => import('../features/catalogue/row-page'))
// promo-bg trailers: the content card's muted background trailer, its chunk loaded only when a slide has one
const TrailerBackground = lazy(() =>
  import('../features/content/trailer-background').then((m) => ({ default: m.TrailerBackground })),
)
const renderPromoTrailer = (trailerId: number) => (
  <Suspense fallback={null}>
    <TrailerBackground trailerId={trailerId} />
  </Suspense>
)
// the promo banner's Watch: the content play action (PIN, purchase path), its chunk loaded with the banner
const PromoWatchButton = lazy(() => import('../features/content/promo-watch'))
const renderPromoWatch: RenderPromoWatch = (content, className, label) => (
  <Suspense fallback={<span className={className}>{label}</span>}>
    <PromoWatchButton content={content} className={className} label={label} />
  </Suspense>
)
const CATALOGUE_PAGES: Readonly<Record<string, () => ReactNode>> = {
  home: () => <HomePage renderTrailer={renderPromoTrailer} renderWatch={renderPromoWatch} />,
  rowset: () => <RowsetRoutePage renderTrailer={renderPromoTrailer} renderWatch={renderPromoWatch} />,
  catalog: () => <RowsetRoutePage />,
  telecasts: () => <RowsetRoutePage rowsetId={TELECASTS_ROWSET} />,
  row: () => <RowPage />,
}

function GeoLockRoute() {
  const session = useSession()
  return session.status === 'geo-locked' ? (
    <GeoLockPage country={session.country} remote={session.remote} message={session.message} />
  ) : (
    <GeoLockPage />
  )
}

/** A top-level slug: a server menu page (spec 3 §2 "Menu page templates") shows its section, else not found. */
function MenuPageRoute() {
  const { slug } = useParams()
  const configuration = useConfiguration()
  const session = useSession()
  if (!configuration) return session.status === 'starting' ? <Spinner /> : <NotFoundPage />
  const menuPage = configuration.menu_pages.find((p) => p.slug === slug && p.template !== 'outer_link')
  if (menuPage && (menuPage.template === 'catalog' || menuPage.template === 'startpage'))
    return <RowsetRoutePage rowsetId={menuPage.slug} title={menuPage.title} />
  return menuPage ? <ComingPage sectionKey="section_catalogue" title={menuPage.title} /> : <NotFoundPage />
}

/** The route's own name in the tab, under what the page names itself (route-titles.ts). */
function useRouteTitle(entry: RouteEntry, pathname: string): void {
  const { t } = useTranslation()
  const key = routeTitleKey(entry, pathname)
  usePageTitle(key === undefined ? undefined : t(key))
}

function PageRoute({ entry }: { entry: RouteEntry }) {
  const networkInfo = useNetworkInfo()
  useRouteTitle(entry, usePageLocation().pathname)
  if (entry.promoOnly && networkInfo?.provider && !networkInfo.provider.promo_enabled) return <NotFoundPage />
  switch (entry.kind) {
    case 'not-found':
      return <NotFoundPage />
    case 'menu-page':
      return <MenuPageRoute />
    default:
      if (LIVE_TV_SCREENS.has(entry.screen)) return <LiveTvPageRoute screen={entry.screen} />
      if (CATALOGUE_PAGES[entry.screen]) return CATALOGUE_PAGES[entry.screen]?.()
      if (DISCOVERY_PAGES[entry.screen]) return DISCOVERY_PAGES[entry.screen]?.()
      if (COMMERCE_PAGES[entry.screen]) return COMMERCE_PAGES[entry.screen]?.()
      if (INFO_PAGES[entry.screen]) return INFO_PAGES[entry.screen]?.(entry)
      if (entry.screen === 'guide') return <GuideRoute />
      if (entry.screen === 'lk') return <AccountPage section="account" />
      if (entry.screen === 'lk_parental') return <AccountPage section="parental" />
      if (entry.screen === 'account_mobile') return <AccountMobileRoute />
      if (entry.screen === 'miniapp') return <MiniappRoute />
      return entry.screen === 'geo_lock' ? (
        <GeoLockRoute />
      ) : (
        <ComingPage sectionKey={entry.sectionKey ?? 'section_home'} />
      )
  }
}

/** A modal page: a dialog over the background page; closing returns to it (or home, spec 3 §2 Settings). */
function ModalPageRoute({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const networkInfo = useNetworkInfo()
  useRouteTitle(entry, location.pathname)
  if (entry.screen === 'channel') return <ChannelModalPage />
  if (entry.screen === 'settings') return <SettingsModalPage />
  const close = () => {
    const background = backgroundOf(location)
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (background && idx > 0) void navigate(-1)
    else void navigate(background ?? '/', { replace: true })
  }
  if (entry.screen === 'content') return <ContentModalPage onClose={close} />
  if (entry.screen === 'watch') return <WatchPage />
  if (entry.screen === 'trailer') return <TrailerPage />
  const title = t(entry.sectionKey ?? 'section_home')
  let body: ReactNode
  if (entry.screen === 'agreement') body = <AgreementPage url={networkInfo?.agreement} />
  else if (entry.screen === 'privacy')
    body = <InfoDocumentPage url={networkInfo?.privacy} titleKey="privacy" canonicalPath="/privacy" />
  else if (entry.screen === 'person') body = <PersonModalBody />
  else if (entry.screen === 'news_item') body = <NewsItemPage />
  else body = <ComingSoon section={title} inModal />
  return (
    <LazyModalFrame title={title} closable onClose={close} size="wide" hostsPrompts>
      <Suspense fallback={<Spinner />}>{body}</Suspense>
    </LazyModalFrame>
  )
}

const pageObjects: RouteObject[] = PAGE_ROUTES.map((entry) => ({
  path: entry.path,
  element: <PageRoute entry={entry} />,
}))
const modalObjects: RouteObject[] = [
  ...MODAL_PAGE_ROUTES.map((entry) => ({ path: entry.path, element: <ModalPageRoute entry={entry} /> })),
  { path: '*', element: null }, // not a modal page: nothing over the page
]

const HOME: Location = { pathname: '/', search: '', hash: '', state: null, key: 'home' }

/**
 * The location of the page underneath: for a modal page, its background location (or home when the
 * modal page was opened directly); otherwise the current location.
 */
export function usePageLocation(): Location {
  const location = useLocation()
  const modal = matchModalPage(location.pathname)
  if (!modal) return location
  const background = backgroundOf(location)
  if (background) return background
  // spec 2 §2: a channel opened directly lies over its category's list, not over home
  if (modal.screen === 'channel') {
    const category = location.pathname.split('/')[2] ?? ''
    return { ...HOME, pathname: `/channels/${category}`, key: 'channels' }
  }
  return HOME
}

/** The routed page (under the background location when a modal page is open). */
export function PageOutlet() {
  const pageLocation = usePageLocation()
  return (
    <ErrorBoundary resetKey={pageLocation.pathname}>
      <Suspense fallback={<Spinner />}>{useRoutes(pageObjects, pageLocation)}</Suspense>
    </ErrorBoundary>
  )
}

/** The modal page over it, if the current path is one. */
export function ModalPageOutlet() {
  const location = useLocation()
  const pageLocation = usePageLocation()
  const navigate = useNavigate()
  const element = useRoutes(modalObjects, location)
  return element ? (
    <TitleLayer.Provider value={1}>
      <ErrorBoundary
        resetKey={location.pathname}
        onClose={() => void navigate(pageLocation, { replace: true })}
      >
        <Suspense fallback={null}>{element}</Suspense>
      </ErrorBoundary>
    </TitleLayer.Provider>
  ) : null
}
