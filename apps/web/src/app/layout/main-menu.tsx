import type { MenuPage } from '@efir/contract'
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { ChevronDownIcon } from '../../shared/ui/icons'
import { MenuLink } from './menu-link'
import { fittingItemCount } from './menu-rules'
import { useDismiss } from './use-dismiss'
import styles from './main-menu.module.css'

const MORE_WIDTH_PX = 96
const GAP_PX = 4

/** The server-driven header menu; items that do not fit move into a "more" dropdown (spec 3 §2). */
export function MainMenu({ pages }: { pages: MenuPage[] }) {
  const { t } = useTranslation()
  const navRef = useRef<HTMLElement>(null)
  const measureRef = useRef<HTMLUListElement>(null)
  const moreRef = useRef<HTMLLIElement>(null)
  const [visibleCount, setVisibleCount] = useState(pages.length)
  const { pathname } = useLocation()
  // spec 3 §2: menus close on navigation — the dropdown is open only on the path it was opened on.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const moreOpen = openedOn === pathname
  const dropdownId = useId()

  useLayoutEffect(() => {
    const nav = navRef.current
    const measure = measureRef.current
    if (!nav || !measure) return undefined
    const update = () => {
      const widths = Array.from(measure.children, (child) => (child as HTMLElement).offsetWidth)
      setVisibleCount(fittingItemCount(widths, nav.clientWidth, MORE_WIDTH_PX, GAP_PX))
    }
    update()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(update)
    observer.observe(nav)
    return () => observer.disconnect()
  }, [pages])

  const closeMore = useCallback(() => setOpenedOn(null), [])
  useDismiss(moreOpen, moreRef, closeMore)

  const shown = pages.slice(0, visibleCount)
  const overflow = pages.slice(visibleCount)
  return (
    <nav ref={navRef} className={styles.nav} aria-label={t('nav_main')}>
      <ul ref={measureRef} className={[styles.list, styles.measure].join(' ')} aria-hidden="true">
        {pages.map((page) => (
          <li key={page.id}>
            <span className={styles.link}>{page.title}</span>
          </li>
        ))}
      </ul>
      <ul className={styles.list}>
        {shown.map((page) => (
          <li key={page.id}>
            <MenuLink page={page} className={styles.link} />
          </li>
        ))}
        {overflow.length > 0 && (
          <li ref={moreRef} className={styles.more}>
            <button
              type="button"
              className={styles.moreButton}
              aria-expanded={moreOpen}
              aria-controls={dropdownId}
              onClick={() => setOpenedOn(moreOpen ? null : pathname)}
            >
              {t('nav_more')}
              <ChevronDownIcon />
            </button>
            <ul id={dropdownId} className={styles.dropdown} hidden={!moreOpen}>
              {overflow.map((page) => (
                <li key={page.id}>
                  <MenuLink page={page} className={styles.link} onNavigate={closeMore} />
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </nav>
  )
}
