import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { Row } from '@efir/contract'
import { isSlugOrId } from '@efir/contract/routes'
import { useMediaQuery } from '../../shared/hooks/use-media-query'
import { useSeo } from '../../shared/hooks/use-seo'
import { useWindowSize } from '../../shared/hooks/use-window-size'
import { LoadFailure, NotFound } from '../../shared/ui/not-found'
import { StateMessage } from '../../shared/ui/page-frame'
import { Skeleton } from '../../shared/ui/skeleton'
import { Spinner } from '../../shared/ui/spinner'
import { useNetworkInfo } from '../../shared/session/use-session'
import { useChildHiddenRows, useKnownChannelIds, useRowset } from './api'
import type { RenderPromoWatch } from './promo-banner'
import { RowShelf, type RowShelfProps } from './row-shelf'
import {
  EAGER_ROWS,
  LAZY_LOAD_MARGIN_PX,
  appendRows,
  isMobileView,
  rowViewOf,
  slidePadding,
} from './row-rules'
import { useNearViewport, useSentinel } from '../../shared/hooks/use-near-viewport'
import styles from './rowset-page.module.css'

/** A row below the first four: a placeholder of its height until within 150 px of the viewport. */
function LazyRow(props: RowShelfProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>(LAZY_LOAD_MARGIN_PX)
  const poster = rowViewOf(props.row.template) === 'poster'
  return (
    <div
      ref={ref}
      className={near ? undefined : poster ? styles.lazyPoster : styles.lazyRow}
      data-lazy-row={near ? 'loaded' : 'waiting'}
    >
      {near && <RowShelf {...props} />}
    </div>
  )
}

function RowsSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton width={220} height={24} />
          <div className={styles.skeletonTiles}>
            {Array.from({ length: 8 }, (_, j) => (
              <Skeleton key={j} width={180} height={270} radius="10px" />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}

export interface RowsetPageProps {
  /** Rowset id or slug (the start page is `startpage`). */
  rowsetId: string
  /** Page key of the SEO masks (spec 3 §5): `home` for the start page. */
  seoPage: string
  /** Show the rowset title as the page heading (not on the start page, whose heading is hidden). */
  showTitle?: boolean
  /** Plays promo-bg trailers (composed by the app). */
  renderTrailer?: (trailerId: number) => ReactNode
  renderWatch?: RenderPromoWatch
  /** The heading until the rowset has loaded (a menu page knows its own title). */
  title?: string
}

/**
 * A rowset page (spec 3 §2): the start page and any menu or rowset page. Rows come 24 per load, rows
 * with an id seen before are dropped, the first 4 render at once and the rest when within 150 px.
 */
export function RowsetPage({
  rowsetId,
  seoPage,
  showTitle = true,
  renderTrailer,
  renderWatch,
  title,
}: RowsetPageProps) {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const text = search.get('text') ?? undefined
  const libraryId = Number(search.get('library_id')) || undefined
  const rowset = useRowset(rowsetId, { text, library_id: libraryId })
  const { width } = useWindowSize()
  const touch = useMediaQuery('(pointer: coarse)')
  const network = useNetworkInfo()

  const first = rowset.data?.pages[0]
  const rows = useMemo(
    () => (rowset.data?.pages ?? []).reduce<Row[]>((all, page) => appendRows(all, page.rows), []),
    [rowset.data],
  )
  const hasChannelRow = rows.some((row) => rowViewOf(row.template) === 'channel')
  const knownChannels = useKnownChannelIds(hasChannelRow)
  const hiddenRows = useChildHiddenRows()
  const context = useMemo(() => ({ knownChannels, hiddenRows }), [knownChannels, hiddenRows])
  const providerName = network?.provider?.name
  const seo = useSeo(
    seoPage,
    { name: first?.title, description: first?.description ?? undefined, provider_name: providerName },
    {
      title: first
        ? showTitle && providerName
          ? `${first.title} — ${providerName}`
          : first.title
        : undefined,
    },
  )
  const sentinel = useSentinel<HTMLDivElement>(
    600,
    Boolean(rowset.hasNextPage) && !rowset.isFetchingNextPage,
    () => {
      void rowset.fetchNextPage()
    },
  )

  const heading = seo.h1 ?? first?.title ?? title ?? t('section_home')
  if (!isSlugOrId(rowsetId)) return <NotFound />
  if (rowset.isError && !first)
    return (
      <LoadFailure
        error={rowset.error}
        title={t('catalogue_row_load_error')}
        onRetry={() => void rowset.refetch()}
      />
    )

  const padding = slidePadding(width)
  const shelf = {
    mobile: isMobileView(width, touch),
    width: width - 2 * padding,
    ottProvider: true,
    context,
    renderTrailer,
    renderWatch,
  }
  return (
    <div
      className={styles.page}
      style={{ ['--slide-padding' as string]: `${padding}px` }}
      data-rowset={rowsetId}
    >
      <h1 className={showTitle ? styles.title : 'visually-hidden'}>{heading}</h1>
      {showTitle && first?.description && <p className={styles.description}>{first.description}</p>}
      {!first ? (
        <RowsSkeleton />
      ) : rows.length === 0 ? (
        <StateMessage title={t('catalogue_row_empty')} headingLevel={2} />
      ) : (
        rows.map((row, index) =>
          index < EAGER_ROWS ? (
            <RowShelf key={row.id} row={row} eager={index < 2} {...shelf} />
          ) : (
            <LazyRow key={row.id} row={row} eager={false} {...shelf} />
          ),
        )
      )}
      <div ref={sentinel} className={styles.sentinel} />
      {rowset.isFetchingNextPage && (
        <div className={styles.more} role="status" aria-label={t('catalogue_loading_more')}>
          <Spinner />
        </div>
      )}
    </div>
  )
}
