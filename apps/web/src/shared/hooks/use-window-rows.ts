import { useCallback, useSyncExternalStore } from 'react'

/** Where a list of equal rows lies on the page and what the window shows of it. */
export interface RowWindow {
  /** the window's scroll offset and height, px */
  scrollY: number
  height: number
  /** the list's top from the page top, px */
  top: number
  rowPx: number
  count: number
  /** rows rendered beyond each edge of the window */
  overscan: number
}

/** A row the list renders: its index and its top within the list, px. */
export interface WindowRow {
  index: number
  start: number
}

/**
 * The first and last row (inclusive) a window shows of a list of equal rows, with `overscan` rows
 * beyond each edge; `last < first` when none (pure).
 */
export function visibleRows({ scrollY, height, top, rowPx, count, overscan }: RowWindow): {
  first: number
  last: number
} {
  if (count <= 0 || rowPx <= 0) return { first: 0, last: -1 }
  const from = Math.floor((scrollY - top) / rowPx)
  const to = Math.ceil((scrollY + height - top) / rowPx) - 1
  return { first: Math.max(0, from - overscan), last: Math.min(count - 1, to + overscan) }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('resize', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}

/**
 * A list of `count` rows of `rowPx` each, scrolled with the window: the rows within the window (and
 * `overscan` beyond it) and the list's whole height. Re-renders only when that set of rows changes.
 */
export function useWindowRows(
  count: number,
  rowPx: number,
  overscan: number,
  top: number,
): { rows: WindowRow[]; total: number } {
  const range = useCallback(() => {
    const { first, last } = visibleRows({
      scrollY: window.scrollY,
      height: window.innerHeight,
      top,
      rowPx,
      count,
      overscan,
    })
    return `${first}:${last}`
  }, [count, rowPx, overscan, top])
  const [first = 0, last = -1] = useSyncExternalStore(subscribe, range, range).split(':').map(Number)
  const rows: WindowRow[] = []
  for (let index = first; index <= last; index++) rows.push({ index, start: index * rowPx })
  return { rows, total: count * rowPx }
}
