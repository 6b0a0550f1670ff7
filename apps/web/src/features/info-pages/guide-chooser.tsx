import type { InfoPage } from '@efir/contract'
import { Link } from 'react-router'
import styles from './info-pages.module.css'

/** The device chooser of the instructions and manuals: one link per device with a guide. */
export function GuideChooser({
  guides,
  label,
  current,
  hrefOf,
}: {
  guides: readonly InfoPage[]
  label: string
  current?: string
  hrefOf: (slug: string) => string
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chooser}>
        {guides.map((guide) => (
          <li key={guide.slug}>
            <Link
              className={styles.choice}
              to={hrefOf(guide.slug)}
              aria-current={guide.slug === current ? 'page' : undefined}
            >
              {guide.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
