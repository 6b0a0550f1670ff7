import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useMediaQuery } from '../../shared/hooks/use-media-query'
import { useWindowSize } from '../../shared/hooks/use-window-size'
import { isEmbedPath } from '../../shared/embed-mode'
import { Spinner } from '../../shared/ui/spinner'
import { preloadModalFrame } from '../../shared/ui/lazy-modal-frame'
import { ToastRegion } from '../../shared/ui/toast-region'
import { isCloseForbidden } from '../auth-only'
import { CommerceBridge } from '../commerce-bridge'
import { DeepLinkBridge } from '../deep-link-bridge'
import { PushBridge } from '../push-bridge'
import { usePreloadOnIdle } from '../idle-preload'
import { preloadChannelRoutes } from '../live-prefetch'
import { isFooterHidden, isHeaderHidden, isMobileLayout } from '../layout-rules'
import { ModalHostSlot, preloadModalHost } from '../modal-host-slot'
import { NoProviderDialog } from '../no-provider-dialog'
import { ModalPageOutlet, PageOutlet, usePageLocation } from '../routes'
import {
  ErrorDialogHost,
  preloadErrorDialog,
  useConfiguration,
  useNetworkInfo,
  useResources,
  useSession,
} from '../session-bridge'
import {
  useBodyClass,
  useBranding,
  useDocumentTitle,
  useForcedLogin,
  useGeoLockRedirect,
} from '../shell-effects'
import { BottomBar } from './bottom-bar'
import { EmbedLayout } from './embed-layout'
import { CatalogueSubmenu } from './catalogue-submenu'
import { Footer } from './footer'
import { Header } from './header'
import { interfaceLanguages } from '../../shared/i18n/interface-languages'
import { visibleMenuPages, withPartnerLinks } from './menu-rules'
import { usePartnerSignInRedirect } from '../partner-effects'
import { readPartner } from '../../shared/partner'
import { partnerVariant } from '../../shared/partner-variants'
import { preloadSettingsMenu } from './settings-menu'
import { useChildProfile } from './use-child-profile'
import { viewerOf } from './viewer'
import styles from './app-layout.module.css'

const DEFAULT_BRAND_NAME = 'efir'
/**
 * spec 3 §4 redirect-to-app overlay: only phones can be offered the app, so only they fetch its rules and
 * overlay (a lazy chunk: the shell's initial JavaScript has a tight budget).
 */
const AppRedirectSlot = lazy(() => import('../app-redirect-slot'))
// spec 3 §4 prompts float over the page after their delays: a lazy chunk, out of the initial JavaScript
const NotificationPrompt = lazy(() =>
  import('../../features/notifications/notification-prompt').then((m) => ({ default: m.NotificationPrompt })),
)
const ON_PHONE = typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod/i.test(navigator.userAgent)
/** Chunks kept out of the initial JavaScript but fetched when idle (task: no delay on first open). */
const IDLE_PRELOADS = [
  preloadModalFrame,
  preloadModalHost,
  preloadErrorDialog,
  preloadSettingsMenu,
  preloadChannelRoutes,
]

/**
 * The page shell; an embed page (spec 2 §2 /channel_embed/{id}) gets the embed's own (issue 30), decided
 * once when the app opens: a frame that opened an embed stays one.
 */
export function AppLayout() {
  const location = useLocation()
  const [embed] = useState(() => isEmbedPath(location.pathname))
  return embed ? <EmbedLayout /> : <FullLayout />
}

/** The app's shell: skip link, header, main, footer, bottom bar, modal pages and modals. */
function FullLayout() {
  const { t } = useTranslation()
  const location = useLocation()
  const pageLocation = usePageLocation()
  const session = useSession()
  const networkInfo = useNetworkInfo()
  const configuration = useConfiguration()
  const resources = useResources()
  const { width } = useWindowSize()
  const touch = useMediaQuery('(pointer: coarse)')

  useBodyClass(location.pathname)
  useBranding(networkInfo)
  useGeoLockRedirect(session)
  const forcedLogin = useForcedLogin(session)
  const partnerSignIn = usePartnerSignInRedirect()
  usePreloadOnIdle(IDLE_PRELOADS)

  const viewer = viewerOf(session)
  const childProfile = useChildProfile(viewer)
  const partner = partnerVariant(readPartner())
  const menuPages = withPartnerLinks(
    visibleMenuPages(configuration?.menu_pages ?? [], viewer),
    partner?.menuLinks,
    t,
  )
  const languages = interfaceLanguages(networkInfo)
  const compact = isMobileLayout(width, touch)
  const headerHidden = isHeaderHidden(pageLocation.pathname)
  const footerHidden = isFooterHidden(pageLocation.pathname)
  const bottomBar = compact && !headerHidden
  const provider = networkInfo?.provider
  const brandName = provider?.name ?? DEFAULT_BRAND_NAME
  const logoSrc = provider?.branding.logo ?? resources?.logo
  useDocumentTitle(brandName)

  return (
    <div className={styles.shell}>
      <a
        href="#main"
        className={styles.skip}
        onClick={(event) => {
          // Focus main without writing #main into the URL (the hash carries modal ids).
          event.preventDefault()
          document.getElementById('main')?.focus()
        }}
      >
        {t('skip_to_content')}
      </a>
      {!headerHidden && (
        <Header
          viewer={viewer}
          menuPages={menuPages}
          languages={languages}
          brandName={brandName}
          logoSrc={logoSrc}
          networkInfo={networkInfo}
          compact={compact}
          logoHref={partner?.kind === 'partner-web' ? partner.site : undefined}
        />
      )}
      <main
        id="main"
        tabIndex={-1}
        className={[styles.main, bottomBar && styles.withBottomBar].filter(Boolean).join(' ')}
      >
        {compact && !headerHidden && (
          <CatalogueSubmenu menuPages={menuPages} pathname={pageLocation.pathname} />
        )}
        {session.status === 'starting' ? <Spinner /> : <PageOutlet />}
      </main>
      {!footerHidden && (
        <Footer
          menuPages={menuPages}
          networkInfo={networkInfo}
          resources={resources}
          languages={languages}
          brandName={brandName}
          compact={compact}
          childProfile={childProfile}
        />
      )}
      {bottomBar && <BottomBar menuPages={menuPages} />}
      <ModalPageOutlet />
      {!partnerSignIn && (
        <ModalHostSlot
          forbidClose={(id, payload) =>
            isCloseForbidden({ id, payload, forcedLogin, pathname: location.pathname })
          }
        />
      )}
      {session.status === 'no-provider' && (
        <NoProviderDialog title={session.title} description={session.description} />
      )}
      <ErrorDialogHost />
      <Suspense fallback={null}>
        <NotificationPrompt />
      </Suspense>
      {ON_PHONE && session.status !== 'starting' && (
        <Suspense fallback={null}>
          <AppRedirectSlot
            resources={resources}
            brandName={brandName}
            bareMode={headerHidden || location.pathname.startsWith('/miniapp')}
          />
        </Suspense>
      )}
      <DeepLinkBridge />
      <PushBridge />
      <CommerceBridge />
      <ToastRegion />
    </div>
  )
}
