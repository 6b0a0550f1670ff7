import type { MenuPage } from '@efir/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FilmIcon, HeartIcon, HomeIcon, MoreIcon, SearchIcon, TvIcon } from '../../shared/ui/icons'
import { bottomBarPages } from './menu-rules'
import { MenuLink } from './menu-link'
import styles from './bottom-bar.module.css'

const ICONS: Record<MenuPage['template'], ReactNode> = {
  startpage: <HomeIcon />,
  starpage: <HomeIcon />,
  tvchannels: <TvIcon />,
  catalog: <FilmIcon />,
  search: <SearchIcon />,
  my: <HeartIcon />,
  outer_link: <MoreIcon />,
}

/**
 * Mobile bottom bar from the default menu pages (spec 3 §2 "Mobile layout"); the active item (catalog,
 * search, ...) is highlighted through aria-current.
 */
export function BottomBar({ menuPages }: { menuPages: MenuPage[] }) {
  const { t } = useTranslation()
  const pages = bottomBarPages(menuPages)
  if (pages.length === 0) return null
  return (
    <nav className={styles.bar} aria-label={t('nav_bottom')}>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.id}>
            <MenuLink page={page} className={styles.link} icon={ICONS[page.template]} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
