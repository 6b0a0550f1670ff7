import type { ContentCard } from '@efir/contract'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { backgroundState } from '../../shared/hooks/background-location'
import { Image } from '../../shared/ui/image'
import { chooseImage } from '../../shared/ui/image-choice'
import styles from './content-grid.module.css'

/** The fields a poster tile reads (a ContentCard or a narrower item). */
export type GridItem = Pick<ContentCard, 'id' | 'slug' | 'title' | 'year' | 'images' | 'cover'>

/** The content card path of an item (spec 3 §2: /contents/{slug or id}). */
export const contentPath = (item: Pick<ContentCard, 'id' | 'slug'>) => `/contents/${item.slug || item.id}`

/**
 * A grid of vertical posters linking to the content card as a modal page over this page (spec 3 §2).
 * `action` renders an extra control on a tile (e.g. the favourite toggle on /my).
 */
export function ContentGrid({
  items,
  label,
  action,
  onOpen,
}: {
  items: readonly GridItem[]
  /** Accessible name of the list. */
  label: string
  action?: (item: GridItem) => ReactNode
  /** Called when a tile is opened (e.g. to save a search-history record). */
  onOpen?: (item: GridItem) => void
}) {
  const location = useLocation()
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.tile}>
          <Link
            to={contentPath(item)}
            state={backgroundState(location)}
            className={styles.link}
            onClick={onOpen && (() => onOpen(item))}
          >
            <Image
              className={styles.poster}
              src={chooseImage(item.images, 'vertical', item.cover)}
              alt=""
              kind="content-v"
            />
            <span className={styles.title}>{item.title}</span>
            {item.year !== null && <span className={styles.meta}>{item.year}</span>}
          </Link>
          {action && <div className={styles.action}>{action(item)}</div>}
        </li>
      ))}
    </ul>
  )
}
