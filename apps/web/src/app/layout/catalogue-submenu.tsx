import type { MenuPage } from '@efir/contract'
import { useTranslation } from 'react-i18next'
import { catalogueSubmenuPages } from './menu-rules'
import { MenuLink } from './menu-link'
import styles from './catalogue-submenu.module.css'

/** The phone's catalogue sub-menu (spec 3 §2 "Mobile layout"): the catalogue pages as a row of tabs. */
export function CatalogueSubmenu({ menuPages, pathname }: { menuPages: MenuPage[]; pathname: string }) {
  const { t } = useTranslation()
  const pages = catalogueSubmenuPages(menuPages, pathname)
  if (pages.length === 0) return null
  return (
    <nav className={styles.submenu} aria-label={t('catalogue_submenu')} data-catalogue-submenu="">
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.id}>
            <MenuLink page={page} className={styles.link} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
