// Rules of rows, sliders and the row page (spec 3 §2 "Row page", "Rows and sliders", §9 "Rows",
// "Slider"). Pure functions: no React, no fetch.

import { ROWSET_ROWS_PER_LOAD } from '@efir/contract/routes'
import { isPrerender } from '../../shared/prerender'

export { isPrerender }
// the rowset's query apart, small enough for the start-up chunk (app/home-prefetch.ts)
export { PRERENDER_ROWS_PER_LOAD, START_PAGE_ROWSET, rowsPerLoad, rowsetQuery } from './rowset-query'

// spec 3 §2: the row item templates and §9's page sizes are the contract's
export { DEFAULT_ROW_LIMIT, ROW_TEMPLATES } from '@efir/contract/routes'
export type { RowTemplate } from '@efir/contract'

/** How a row is drawn: which card renders its items. */
export type RowView =
  | 'poster' // content-v
  | 'collection' // collection-v: promotions (collections) drawn as vertical tiles
  | 'landscape' // content-h
  | 'history' // history, history-h (with a progress bar)
  | 'person'
  | 'channel'
  | 'button' // button, branded_button
  | 'promo-bg'
  | 'promo-wide'
  | 'packet' // packet_promo, packet_promo_base, donate_packs

export function rowViewOf(template: string): RowView {
  switch (template) {
    case 'content-v':
      return 'poster'
    case 'collection-v':
      return 'collection'
    case 'history':
    case 'history-h':
      return 'history'
    case 'person':
      return 'person'
    case 'channel':
    case 'channels':
      return 'channel'
    case 'button':
    case 'branded_button':
      return 'button'
    case 'promo-bg':
      return 'promo-bg'
    case 'promo-wide':
      return 'promo-wide'
    case 'packet_promo':
    case 'packet_promo_base':
    case 'donate_packs':
      return 'packet'
    default:
      return 'landscape' // content-h and anything unknown: a plain horizontal card
  }
}

/** spec 3 §9: rows per load, eager rows, lazy-load margin, default row limit, skeleton items. */
export const ROWS_PER_LOAD = ROWSET_ROWS_PER_LOAD
export const EAGER_ROWS = 4
export const LAZY_LOAD_MARGIN_PX = 150

/** spec 3 §2: a see-all link over 2 items, an open-all tile over 6. */
export const SEE_ALL_MIN_ITEMS = 3
export const OPEN_ALL_TILE_MIN_ITEMS = 7
export const showsSeeAll = (count: number) => count >= SEE_ALL_MIN_ITEMS
export const showsOpenAllTile = (count: number) => count >= OPEN_ALL_TILE_MIN_ITEMS

/** The see-all address of a row: /row/{slug or id}, with library_id and text when the row has them. */
export function rowHref(row: {
  id: number
  slug?: string | null
  library_id?: number | null
  text?: string | null
}): string {
  const search = new URLSearchParams()
  if (row.library_id) search.set('library_id', String(row.library_id))
  if (row.text) search.set('text', row.text)
  const qs = search.toString()
  return `/row/${encodeURIComponent(row.slug || String(row.id))}${qs ? `?${qs}` : ''}`
}

/** spec 3 §2: slider arrows only when the window is wider than 480. */
export const SLIDER_ARROWS_MIN_WIDTH = 481
export const showsSliderArrows = (windowWidth: number) => windowWidth >= SLIDER_ARROWS_MIN_WIDTH

/** spec 3 §2: slide padding by width: 120 (1280+), 100 (1024+), 80 (933+), 60 (481+), else 24. */
export function slidePadding(windowWidth: number): number {
  if (windowWidth >= 1280) return 120
  if (windowWidth >= 1024) return 100
  if (windowWidth >= 933) return 80
  if (windowWidth >= 481) return 60
  return 24
}

/** spec 3 §9: auto-advance every 7000 ms, or the row's duration in seconds. */
export const AUTO_ADVANCE_MS = 7000
export function autoAdvanceMs(durationSeconds?: number | null): number {
  return durationSeconds && durationSeconds > 0 ? durationSeconds * 1000 : AUTO_ADVANCE_MS
}

/** spec 3 §2: the dot pager hides the last item (one dot per item but the last). */
export function dotCount(items: number): number {
  return items > 1 ? items - 1 : 0
}

/** The slide after `index` in an auto-advancing banner (wraps to the first). */
export function nextSlide(index: number, items: number): number {
  return items > 0 ? (index + 1) % items : 0
}

/** Where a slider can go from its scroll position (1 px tolerance for sub-pixel scroll positions). */
export function sliderEdges(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  return { canPrev: scrollLeft > 1, canNext: scrollLeft + clientWidth < scrollWidth - 1 }
}

/** The scroll position one page further: a page is the visible width less one item, whole items only. */
export function sliderTarget(
  direction: 1 | -1,
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
  itemWidth: number,
): number {
  const step =
    itemWidth > 0 ? Math.max(itemWidth, Math.floor(clientWidth / itemWidth) * itemWidth) : clientWidth
  const max = Math.max(0, scrollWidth - clientWidth)
  return Math.min(max, Math.max(0, scrollLeft + direction * step))
}

/** spec 3 §9 mobile threshold: 1023 px, 1281 px on touch devices. */
export const isMobileView = (width: number, touch: boolean) => width <= 1023 || (touch && width <= 1281)

/** spec 3 §2: packet rows use 332 px per item; fewer items than fit render without a slider. */
export const PACKET_ITEM_WIDTH = 332
export const packetRowNeedsSlider = (items: number, availableWidth: number) =>
  items * PACKET_ITEM_WIDTH > availableWidth

/** spec 3 §2: a promo-bg row needs at least 2 items and a non-mobile view. */
export const showsPromoBg = (items: number, mobile: boolean) => items >= 2 && !mobile

/** spec 3 §2: rows with duplicate ids are dropped on concatenation (the first one stays). */
export function appendRows<T extends { id: number }>(rows: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(rows.map((row) => row.id))
  const out = [...rows]
  for (const row of next) {
    if (seen.has(row.id)) continue
    seen.add(row.id)
    out.push(row)
  }
  return out
}

/** spec 3 §2 and §5: 4K items are filtered out of rows. */
export function withoutFourK<T>(items: readonly T[], isFourK: (item: T) => boolean): T[] {
  return items.filter((item) => !isFourK(item))
}

/** spec 3 §2 / §9: row page sizes 21 for content-v, 18 for content-h, 24 otherwise, 100 for prerender. */
export function rowPageSize(template: string | null | undefined, prerender = false): number {
  if (prerender) return 100
  if (template === 'content-v') return 21
  if (template === 'content-h') return 18
  return 24
}

/** spec 3 §2: there are no more items when a page returned fewer than the limit. */
export const hasMorePages = (lastPageSize: number, limit: number) => lastPageSize >= limit

/** spec 3 §2: more items load within about 200 to 1000 px of the bottom (we start at 1000). */
export const ROW_PAGE_LOAD_AHEAD_PX = 1000
/** spec 3 §2 / §8: a 10 s loading time-out clears the loading state only. */
export const ROW_LOADING_TIMEOUT_MS = 10_000

/** spec 2 §2: a channel opened from a row lies over the all-channels category. */
const ALL_CHANNELS = 17

/** What a row item's destination does when opened (spec 3 §2). */
export type DestinationAction =
  | { kind: 'route'; to: string }
  | { kind: 'message'; title: string; text: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' }

export interface DestinationLike {
  type: string
  id?: number | string | null
  slug?: string | null
  library_id?: number | null
  src?: string | null
  id_no_ott?: number | string | null
  title?: string | null
  description?: string | null
}

/**
 * spec 3 §2: content opens its card, text a message modal with title and description, open_url a new
 * tab, a packet /packets/{id} (the id without OTT when the provider is not an OTT one and that id exists).
 */
export function destinationAction(
  destination: DestinationLike | null | undefined,
  opts: { ottProvider: boolean } = { ottProvider: true },
): DestinationAction {
  if (!destination) return { kind: 'none' }
  switch (destination.type) {
    case 'content': {
      const key = destination.slug || (destination.id != null ? String(destination.id) : '')
      if (!key) return { kind: 'none' }
      const qs = destination.library_id ? `?library_id=${destination.library_id}` : ''
      return { kind: 'route', to: `/contents/${encodeURIComponent(key)}${qs}` }
    }
    case 'text':
      return { kind: 'message', title: destination.title ?? '', text: destination.description ?? '' }
    case 'open_url':
      return destination.src ? { kind: 'external', url: destination.src } : { kind: 'none' }
    case 'row': {
      const key = destination.slug || (destination.id != null ? String(destination.id) : '')
      return key ? { kind: 'route', to: `/row/${encodeURIComponent(key)}` } : { kind: 'none' }
    }
    case 'channel': {
      const key = destination.slug || (destination.id != null ? String(destination.id) : '')
      return key
        ? { kind: 'route', to: `/channels/${ALL_CHANNELS}/${encodeURIComponent(key)}` }
        : { kind: 'none' }
    }
    case 'packet': {
      const id =
        !opts.ottProvider && destination.id_no_ott != null && destination.id_no_ott !== ''
          ? destination.id_no_ott
          : destination.id
      return id != null && id !== '' ? { kind: 'route', to: `/packets/${id}` } : { kind: 'none' }
    }
    default:
      return { kind: 'none' }
  }
}

/** spec 3 §2: a promo row loops only with the loop_count setting. */
export const promoLoops = (loopCount: number | null | undefined) => (loopCount ?? 0) > 0

/**
 * The slide an auto-advancing promo row moves to next (spec 3 §2 "A promo row loop needs the loop_count
 * setting", §9 auto-advance): the next slide; from the last one back to the first only while fewer than
 * loop_count loops were made; otherwise (no loop_count) it stays on the last slide: null.
 */
export function autoAdvanceTarget(
  index: number,
  items: number,
  loopsDone: number,
  loopCount: number | null | undefined,
): { index: number; loops: number } | null {
  if (items < 2) return null
  if (index + 1 < items) return { index: index + 1, loops: loopsDone }
  return promoLoops(loopCount) && loopsDone < (loopCount ?? 0) ? { index: 0, loops: loopsDone + 1 } : null
}

/**
 * spec 3 §2: prerender and mobile Safari 13 or older get a plain, non-virtualised list (prerender also
 * asks 100 items a page).
 */
export function wantsPlainList(userAgent: string): boolean {
  if (isPrerender(userAgent)) return true
  const ios = /iP(hone|ad|od)/.test(userAgent) && /Version\/(\d+)[.\d]* .*Safari/.exec(userAgent)
  return Boolean(ios && Number(ios[1]) <= 13)
}

/** Columns of the row page grid: as many tiles of `tileWidth` as fit, at least 2. */
export function gridColumns(containerWidth: number, tileWidth: number, gap: number): number {
  return Math.max(2, Math.floor((containerWidth + gap) / (tileWidth + gap)))
}

/** spec 3 §9: row overscan 500 px, in grid lines of `lineHeight`. */
export const ROW_OVERSCAN_PX = 500
export const overscanLines = (lineHeight: number) =>
  Math.max(1, Math.ceil(ROW_OVERSCAN_PX / Math.max(1, lineHeight)))
