import type { MenuPage, NetworkInfo } from '@efir/contract'
import { Suspense, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useModal } from '../../shared/hooks/use-modal'
import type { InterfaceLanguage } from '../../shared/i18n/languages'
import { Button } from '../../shared/ui/button'
import { SearchIcon } from '../../shared/ui/icons'
import { MessagesMenu } from '../session-bridge'
import { HeaderExtras } from './header-extras'
import { LanguageSwitcher } from './language-switcher'
import { MainMenu } from './main-menu'
import { logoTarget, type Viewer } from './menu-rules'
import { headerExtras } from './promo-rules'
import { SettingsMenu } from './settings-menu'
import { useHeaderScroll } from './use-header-scroll'
import styles from './header.module.css'

/** The search box with suggestions (spec 3 §2 "Search"), a lazy chunk; until it loads, a link to /search. */
const SearchBox = lazy(() => import('../../features/search/search-box'))

export interface HeaderProps {
  viewer: Viewer
  menuPages: MenuPage[]
  languages: readonly InterfaceLanguage[]
  brandName: string
  logoSrc: string | undefined
  networkInfo: NetworkInfo | undefined
  /** Compact mobile header (spec 3 §2 "Mobile layout"): the menu moves to the bottom bar. */
  compact: boolean
  /** spec 3 §2: the partner-web variant's logo links to the partner's site instead */
  logoHref?: string | undefined
}

/**
 * The site header of spec 3 §2: logo, server menu, promo and install buttons, language, messages,
 * search, avatar with the settings dropdown, or sign-in.
 */
export function Header({
  viewer,
  menuPages,
  languages,
  brandName,
  logoSrc,
  networkInfo,
  compact,
  logoHref,
}: HeaderProps) {
  const { t } = useTranslation()
  const modal = useModal()
  const { dark, hidden } = useHeaderScroll()

  const className = [styles.header, dark && styles.dark, hidden && styles.hidden, compact && styles.compact]
    .filter(Boolean)
    .join(' ')
  return (
    <header className={className}>
      {logoHref ? (
        <a href={logoHref} className={styles.logo} aria-label={brandName}>
          {logoSrc ? <img src={logoSrc} alt="" /> : brandName}
        </a>
      ) : (
        <Link
          to={logoTarget(menuPages)}
          className={styles.logo}
          aria-label={t('logo_home', { name: brandName })}
        >
          {logoSrc ? <img src={logoSrc} alt="" /> : brandName}
        </Link>
      )}
      {compact ? <div className={styles.spacer} /> : <MainMenu pages={menuPages} />}
      <div className={styles.actions}>
        <HeaderExtras extras={headerExtras(networkInfo, viewer, compact)} />
        {!compact && <LanguageSwitcher languages={languages} />}
        {viewer === 'user' && (
          <Suspense fallback={null}>
            <MessagesMenu />
          </Suspense>
        )}
        <Suspense
          fallback={
            <Link to="/search" className={styles.iconLink} aria-label={t('search')} title={t('search')}>
              <SearchIcon />
            </Link>
          }
        >
          <SearchBox />
        </Suspense>
        {viewer === 'user' ? (
          <SettingsMenu compact={compact} />
        ) : (
          // the account button takes its place after sign-in: the closing dialog gives focus to it
          <Button size="small" onClick={() => modal.open('auth')} data-focus-key="account">
            {t('sign_in')}
          </Button>
        )}
      </div>
    </header>
  )
}
