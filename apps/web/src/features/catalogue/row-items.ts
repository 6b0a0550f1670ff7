// What a row shows, from the contract's Row (spec 3 §2 "Rows and sliders", §5 validation). Pure.
import type { ContentCard, Promotion, Row } from '@efir/contract'
import { rowViewOf, withoutFourK, type RowView } from './row-rules'

/** spec 3 §5: 4K items are filtered out of rows. */
export const isFourK = (card: Pick<ContentCard, 'is_4k'>) => card.is_4k

export interface RowContext {
  /** Channel ids the viewer knows (undefined while loading: no channel is dropped yet). */
  knownChannels?: ReadonlySet<number>
  /** Packet ids the viewer already owns (promo-wide hides items pointing to them). */
  ownedPackets?: ReadonlySet<number>
  /** Issue 31: row slugs a child profile is not offered (adult genres): their tiles are dropped. */
  hiddenRows?: ReadonlySet<string>
}

/** Issue 31: the tiles of a button or collection row, without those leading to a hidden row. */
export function withoutHiddenRows(items: readonly Promotion[], hidden: ReadonlySet<string> | undefined) {
  if (!hidden || hidden.size === 0) return [...items]
  return items.filter(
    (p) => !(p.destination.type === 'row' && p.destination.slug !== null && hidden.has(p.destination.slug)),
  )
}

/** Issue 31: the rows a child profile is not offered: the adult genres' rows (from /v2/internal_genres). */
export function childHiddenRows(
  child: boolean,
  genres: readonly { row_slug: string; is_adult: boolean }[] | undefined,
): ReadonlySet<string> | undefined {
  if (!child) return undefined
  return new Set((genres ?? []).filter((g) => g.is_adult).map((g) => g.row_slug))
}

/** A row's items after the spec's filters, with the view that draws them. */
export type RowItems =
  | {
      view: Exclude<
        RowView,
        'person' | 'channel' | 'button' | 'promo-bg' | 'promo-wide' | 'packet' | 'collection'
      >
      items: ContentCard[]
    }
  | { view: 'person'; items: Row['persons'] }
  | { view: 'channel'; items: Row['channels'] }
  | { view: 'button' | 'promo-bg' | 'promo-wide' | 'packet' | 'collection'; items: Promotion[] }

const promoFourK = (p: Promotion) => p.content?.is_4k === true

export function rowItems(row: Row, context: RowContext = {}): RowItems {
  const view = rowViewOf(row.template)
  switch (view) {
    case 'person':
      return { view, items: row.persons }
    case 'channel': {
      const known = context.knownChannels
      return { view, items: known ? row.channels.filter((c) => known.has(c.id)) : row.channels }
    }
    case 'promo-wide': {
      const owned = context.ownedPackets
      const items = withoutFourK(row.promotions, promoFourK).filter(
        (p) =>
          !(
            owned &&
            p.destination.type === 'packet' &&
            p.destination.id != null &&
            owned.has(p.destination.id)
          ),
      )
      return { view, items }
    }
    case 'button':
    case 'collection':
      return { view, items: withoutHiddenRows(withoutFourK(row.promotions, promoFourK), context.hiddenRows) }
    case 'promo-bg':
    case 'packet':
      return { view, items: withoutFourK(row.promotions, promoFourK) }
    default:
      // content rows: promotions may carry contents too (collections), but the contents list is what shows
      return { view, items: withoutFourK(row.contents, isFourK) }
  }
}

export const rowItemCount = (items: RowItems) => items.items.length

/** spec 3 §5: ratings show when the integer part is non-zero, with one decimal; green from 6.1. */
export { ratingBadge } from '../../shared/text/rating-badge'

/** spec 3 §5: age label is motion_rating.text, else "{age}+" (one rule, shared with the content card). */
export { ageLabel } from '../../shared/text/age-label'

/** Where a content card opens: /contents/{slug or id} (spec 3 §2), with its library when it has one. */
export function contentHref(card: Pick<ContentCard, 'id' | 'slug'>, libraryId?: number | null): string {
  const key = card.slug || String(card.id)
  return `/contents/${encodeURIComponent(key)}${libraryId ? `?library_id=${libraryId}` : ''}`
}
