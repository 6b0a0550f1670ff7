import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import type { Row } from '@efir/contract'
import { isSlugOrId } from '@efir/contract/routes'
import { useSeo } from '../../shared/hooks/use-seo'
import { useWindowSize } from '../../shared/hooks/use-window-size'
import { LoadFailure, NotFound } from '../../shared/ui/not-found'
import { StateMessage } from '../../shared/ui/page-frame'
import { SkeletonList } from '../../shared/ui/skeleton'
import { Spinner } from '../../shared/ui/spinner'
import { useNetworkInfo } from '../../shared/session/use-session'
import { useChildHiddenRows, useKnownChannelIds, useRowHead, useRowPages } from './api'
import { ChannelTile, ContentTile, PersonTile, PromotionTile } from './row-cards'
import { rowItems, type RowItems } from './row-items'
import {
  ROW_LOADING_TIMEOUT_MS,
  ROW_PAGE_LOAD_AHEAD_PX,
  gridColumns,
  isPrerender,
  overscanLines,
  rowPageSize,
  rowViewOf,
  slidePadding,
  wantsPlainList,
  type RowView,
} from './row-rules'
import styles from './row-page.module.css'

const GAP = 16
/** Tile widths of the grid by view (phones get narrower posters). */
function tileWidth(view: RowView, windowWidth: number): number {
  const phone = windowWidth <= 480
  switch (view) {
    case 'poster':
    case 'collection':
      return phone ? 128 : 180
    case 'person':
      return phone ? 96 : 120
    case 'channel':
      return 200
    case 'packet':
      return 316
    default:
      return phone ? 240 : 300
  }
}
/** Estimated line height: tile picture (by its aspect ratio) plus two lines of title. */
function lineHeight(view: RowView, width: number): number {
  if (view === 'poster' || view === 'collection') return Math.round(width * 1.5) + 64
  if (view === 'person') return width + 56
  return Math.round((width * 9) / 16) + 64
}

function Tile({ items, index }: { items: RowItems; index: number }) {
  switch (items.view) {
    case 'person':
      return items.items[index] ? <PersonTile person={items.items[index]} /> : null
    case 'channel':
      return items.items[index] ? <ChannelTile channel={items.items[index]} /> : null
    case 'button':
    case 'collection':
    case 'promo-bg':
    case 'promo-wide':
    case 'packet': {
      const promotion = items.items[index]
      return promotion ? (
        <PromotionTile
          promotion={promotion}
          variant={items.view === 'packet' ? 'packet' : items.view === 'collection' ? 'collection' : 'button'}
        />
      ) : null
    }
    default: {
      const card = items.items[index]
      return card ? (
        <ContentTile
          card={card}
          shape={items.view === 'poster' ? 'vertical' : 'horizontal'}
          history={items.view === 'history'}
          eager={index < 12}
        />
      ) : null
    }
  }
}

/** All loaded pages as one list of items, 4K and unknown channels filtered (spec 3 §2). */
function mergePages(
  pages: readonly Row[],
  knownChannels: ReadonlySet<number> | undefined,
  hiddenRows: ReadonlySet<string> | undefined,
): RowItems | undefined {
  const head = pages[0]
  if (!head) return undefined
  const merged: Row = {
    ...head,
    contents: pages.flatMap((p) => p.contents),
    channels: pages.flatMap((p) => p.channels),
    persons: pages.flatMap((p) => p.persons),
    promotions: pages.flatMap((p) => p.promotions),
  }
  return rowItems(merged, { knownChannels, hiddenRows })
}

/**
 * The row page /row/{id or slug} (spec 3 §2): title, description and an endless, virtualised grid.
 * Pages of 21 (content-v), 18 (content-h) or 24 items; the next page loads within 1000 px of the bottom;
 * a 10 s loading time-out clears the loading state only; a 404 shows the not-found page.
 */
export default function RowPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const [search] = useSearchParams()
  const text = search.get('text') || undefined
  const libraryId = Number(search.get('library_id')) || undefined
  const filters = useMemo(() => ({ text, library_id: libraryId }), [text, libraryId])
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const plain = wantsPlainList(userAgent)

  const head = useRowHead(id, filters)
  const template = head.data?.template
  const pageSize = template ? rowPageSize(template, isPrerender(userAgent)) : undefined
  const pages = useRowPages(id, pageSize, filters)
  const view = rowViewOf(template ?? 'content-v')
  const knownChannels = useKnownChannelIds(view === 'channel')
  const hiddenRows = useChildHiddenRows()
  const items = useMemo(
    () => mergePages(pages.data?.pages ?? [], knownChannels, hiddenRows),
    [pages.data, knownChannels, hiddenRows],
  )
  const network = useNetworkInfo()
  const seo = useSeo(
    'row',
    {
      name: head.data?.title,
      description: head.data?.description ?? undefined,
      provider_name: network?.provider?.name,
    },
    {
      title: head.data
        ? `${head.data.title}${network?.provider ? ` — ${network.provider.name}` : ''}`
        : undefined,
    },
  )

  // spec 3 §8: a row load over 10 s clears the loading state (the request itself goes on)
  const loading = head.isPending || pages.isPending || pages.isFetchingNextPage
  const loadKey = `${head.status}:${pages.data?.pages.length ?? 0}`
  const [timedOutKey, setTimedOutKey] = useState<string>()
  const timedOut = timedOutKey === loadKey
  useEffect(() => {
    if (!loading) return
    const timer = window.setTimeout(() => setTimedOutKey(loadKey), ROW_LOADING_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [loading, loadKey])

  const { width: windowWidth } = useWindowSize()
  const padding = slidePadding(windowWidth)
  const listRef = useRef<HTMLDivElement>(null)
  const [listWidth, setListWidth] = useState(() => Math.max(320, windowWidth - 2 * padding))
  const [listTop, setListTop] = useState(0)
  const hasItems = items !== undefined
  useLayoutEffect(() => {
    const el = listRef.current
    if (!el) return
    setListWidth(el.clientWidth)
    setListTop(el.getBoundingClientRect().top + window.scrollY)
  }, [windowWidth, hasItems])

  const tile = tileWidth(view, windowWidth)
  const columns = gridColumns(listWidth, tile, GAP)
  const cellWidth = (listWidth - GAP * (columns - 1)) / columns
  const line = lineHeight(view, Math.min(cellWidth, view === 'person' ? tile : cellWidth)) + GAP
  const count = items?.items.length ?? 0
  const lines = Math.ceil(count / columns)
  const virtualizer = useWindowVirtualizer({
    count: plain ? 0 : lines,
    estimateSize: () => line,
    overscan: overscanLines(line),
    scrollMargin: listTop,
  })
  const virtualLines = virtualizer.getVirtualItems()
  const lastLine = virtualLines[virtualLines.length - 1]?.index ?? -1

  // endless: the next page once the rendered end is within about 1000 px of the last loaded line
  const aheadLines = Math.ceil(ROW_PAGE_LOAD_AHEAD_PX / line)
  const wantMore = !plain && lines > 0 && lastLine >= lines - 1 - aheadLines
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  useEffect(() => {
    if (wantMore && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [wantMore, hasNextPage, isFetchingNextPage, fetchNextPage])

  if (!isSlugOrId(id)) return <NotFound />
  if (head.isError)
    return (
      <LoadFailure
        error={head.error}
        title={t('catalogue_row_load_error')}
        onRetry={() => void head.refetch()}
      />
    )

  const style = {
    ['--slide-padding' as string]: `${padding}px`,
    ['--tile-v-width' as string]: '100%',
    ['--tile-h-width' as string]: '100%',
    ['--grid-columns' as string]: String(columns),
  }
  let body: ReactNode
  if (!items) body = loading && !timedOut ? <SkeletonList /> : null
  else if (count === 0 && !loading) body = <StateMessage title={t('catalogue_row_empty')} headingLevel={2} />
  else if (plain)
    body = (
      <ul className={styles.plain}>
        {items.items.map((item, index) => (
          <li key={item.id}>
            <Tile items={items} index={index} />
          </li>
        ))}
      </ul>
    )
  else
    body = (
      <div className={styles.virtual} style={{ height: virtualizer.getTotalSize() }} data-virtual-list="">
        {virtualLines.map((v) => (
          <ul
            key={v.key}
            className={styles.line}
            style={{ transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)` }}
            data-index={v.index}
            ref={virtualizer.measureElement}
          >
            {Array.from({ length: columns }, (_, c) => v.index * columns + c)
              .filter((i) => i < count)
              .map((i) => (
                <li key={items.items[i]?.id ?? i}>
                  <Tile items={items} index={i} />
                </li>
              ))}
          </ul>
        ))}
      </div>
    )

  return (
    <div className={styles.page} style={style} data-row-page={id} aria-busy={loading && !timedOut}>
      <h1 className={styles.title}>{seo.h1 ?? head.data?.title ?? t('section_row')}</h1>
      {head.data?.description && <p className={styles.description}>{head.data.description}</p>}
      <div ref={listRef} className={styles.list}>
        {body}
      </div>
      {pages.isFetchingNextPage && !timedOut && (
        <div className={styles.more} role="status" aria-label={t('catalogue_loading_more')}>
          <Spinner />
        </div>
      )}
    </div>
  )
}
