import type { ContentCard } from '@efir/contract'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { backgroundState } from '../hooks/background-location'
import { Image } from '../ui/image'
import { chooseImage } from '../ui/image-choice'
import { useHoverAnalytics } from '../analytics/use-hover-analytics'
import styles from './content-grid.module.css'

/** The fields a poster tile reads (a ContentCard or a narrower item). */
export type GridItem = Pick<ContentCard, 'id' | 'slug' | 'title' | 'year' | 'images' | 'cover'>

/** The content card path of an item (spec 3 §2: /contents/{slug or id}). */
export const contentPath = (item: Pick<ContentCard, 'id' | 'slug'>) => `/contents/${item.slug || item.id}`

/** A tile's link to the content card; with hover analytics when asked (pointer devices, 500 ms). */
function TileLink(props: {
  item: GridItem
  state: unknown
  hoverAnalytics: boolean
  onClick: (() => void) | undefined
  children: ReactNode
}) {
  const hover = useHoverAnalytics('content', props.item.id)
  return (
    <Link
      to={contentPath(props.item)}
      state={props.state}
      className={styles.link}
      onClick={props.onClick}
      {...(props.hoverAnalytics ? hover : {})}
    >
      {props.children}
    </Link>
  )
}

/**
 * A grid of vertical posters linking to the content card as a modal page over this page (spec 3 §2).
 * `action` renders an extra control on a tile (e.g. the favorite toggle on /my).
 */
export function ContentGrid({
  items,
  label,
  action,
  onOpen,
  hoverAnalytics = false,
}: {
  items: readonly GridItem[]
  /** Accessible name of the list. */
  label: string
  action?: (item: GridItem) => ReactNode
  /** Called when a tile is opened (e.g. to save a search-history record). */
  onOpen?: (item: GridItem) => void
  /** Sends hover and focus analytics of the tiles (spec 3 §2 search results). */
  hoverAnalytics?: boolean
}) {
  const location = useLocation()
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.tile}>
          <TileLink
            item={item}
            state={backgroundState(location)}
            hoverAnalytics={hoverAnalytics}
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
          </TileLink>
          {action && <div className={styles.action}>{action(item)}</div>}
        </li>
      ))}
    </ul>
  )
}
