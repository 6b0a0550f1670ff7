import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { SettingsSection } from './settings-rules'
import styles from './settings.module.css'

/** Where a screen of the area lives, with the state that keeps the page underneath the modal page. */
export type SectionLink = (to: SettingsSection) => { to: string; state: unknown }

/** A menu entry leading to another screen of the area. */
export function SectionMenuLink({
  link,
  to,
  children,
}: {
  link: SectionLink
  to: SettingsSection
  children: ReactNode
}) {
  const { to: path, state } = link(to)
  return (
    <Link className={styles.menuItem} to={path} state={state}>
      <span>{children}</span>
      <span aria-hidden="true">›</span>
    </Link>
  )
}
