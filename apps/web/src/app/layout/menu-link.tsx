import type { MenuPage } from '@efir/contract'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { menuTarget } from './menu-rules'

/** One server-driven menu item: a router link, or an outer link opening a new tab. */
export function MenuLink({
  page,
  className,
  onNavigate,
  icon,
}: {
  page: MenuPage
  className?: string
  onNavigate?: () => void
  /** Decorative icon before the title (bottom bar). */
  icon?: ReactNode
}) {
  const { t } = useTranslation()
  const target = menuTarget(page)
  if (target.kind === 'external') {
    return (
      <a
        className={className}
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {icon}
        {page.title}
        <span className="visually-hidden"> {t('opens_new_tab')}</span>
      </a>
    )
  }
  return (
    <NavLink className={className} to={target.to} end={target.to === '/'} onClick={onNavigate}>
      {icon}
      {page.title}
    </NavLink>
  )
}
