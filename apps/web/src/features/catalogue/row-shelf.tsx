import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ContentCard, Row } from '@efir/contract'
import { PromoBanner, type RenderPromoWatch } from './promo-banner'
import { ChannelTile, ContentTile, OpenAllTile, PersonTile, PromotionTile } from './row-cards'
import { rowItems, type RowContext } from './row-items'
import { packetRowNeedsSlider, rowHref, showsOpenAllTile, showsPromoBg, showsSeeAll } from './row-rules'
import { Slider } from './slider'
import styles from './row-shelf.module.css'

export interface RowShelfProps {
  row: Row
  context: RowContext
  /** Mobile view (promo-bg rows need a non-mobile one). */
  mobile: boolean
  /** Width the row has (packet rows slide only when their items do not fit). */
  width: number
  /** Above the fold: images load at once. */
  eager: boolean
  ottProvider: boolean
  /** Plays a promo-bg slide's trailer behind it (spec 3 §2). */
  renderTrailer?: (trailerId: number) => ReactNode
  renderWatch?: RenderPromoWatch
}

/**
 * One row of a rowset (spec 3 §2 "Rows and sliders"): title, see-all link, the slider of its template.
 * Every template but promo-bg gets the see-all link (over 2 items) and the open-all tile (over 6):
 * button, branded, promo-wide and packet rows too.
 */
export function RowShelf({
  row,
  context,
  mobile,
  width,
  eager,
  ottProvider,
  renderTrailer,
  renderWatch,
}: RowShelfProps) {
  const { t } = useTranslation()
  const items = rowItems(row, context)
  const count = items.items.length
  if (count === 0) return null
  const href = rowHref({ id: row.id, slug: row.slug, library_id: row.library_id })
  const total = Math.max(count, row.total)

  if (items.view === 'promo-bg') {
    if (!showsPromoBg(count, mobile)) return null
    return (
      <PromoBanner
        title={row.title}
        items={items.items}
        loopCount={row.loop_count}
        eager={eager}
        renderTrailer={renderTrailer}
        renderWatch={renderWatch}
      />
    )
  }

  const headingId = `row-${row.id}-title`
  const tiles = (() => {
    switch (items.view) {
      case 'person':
        return items.items.map((person) => (
          <li key={person.id}>
            <PersonTile person={person} />
          </li>
        ))
      case 'channel':
        return items.items.map((channel) => (
          <li key={channel.id}>
            <ChannelTile channel={channel} />
          </li>
        ))
      case 'button':
      case 'collection':
      case 'promo-wide':
      case 'packet':
        return items.items.map((promotion) => (
          <li key={promotion.id}>
            <PromotionTile
              promotion={promotion}
              ottProvider={ottProvider}
              variant={
                items.view === 'promo-wide'
                  ? 'wide'
                  : items.view === 'packet'
                    ? 'packet'
                    : items.view === 'collection'
                      ? 'collection'
                      : row.template === 'branded_button'
                        ? 'branded'
                        : 'button'
              }
            />
          </li>
        ))
      default: {
        const vertical = items.view === 'poster'
        // NOTE: promo-bg returned above; the closure does not keep that narrowing
        const cards = items.items as ContentCard[]
        return cards.map((card, i) => (
          <li key={card.id}>
            <ContentTile
              card={card}
              shape={vertical ? 'vertical' : 'horizontal'}
              history={items.view === 'history'}
              eager={eager && i < 8}
            />
          </li>
        ))
      }
    }
  })()
  const tileShape =
    items.view === 'poster' || items.view === 'collection'
      ? 'vertical'
      : items.view === 'person'
        ? 'round'
        : 'horizontal'
  const sliding = items.view !== 'packet' || packetRowNeedsSlider(count, width)
  return (
    <section
      className={styles.row}
      aria-labelledby={headingId}
      data-row-template={row.template}
      data-row-id={row.id}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {row.title}
        </h2>
        {showsSeeAll(total) && (
          <Link to={href} className={styles.seeAll} aria-label={`${t('catalogue_see_all')}: ${row.title}`}>
            {t('catalogue_see_all')}
          </Link>
        )}
      </header>
      <Slider label={row.title} enabled={sliding}>
        {tiles}
        {showsOpenAllTile(total) && (
          <li>
            <OpenAllTile to={href} shape={tileShape} />
          </li>
        )}
      </Slider>
    </section>
  )
}
