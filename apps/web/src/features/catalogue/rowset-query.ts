// How a rowset's rows are asked (spec 3 §2, §9): apart from row-rules.ts so that the start-up can ask the
// start page's first rows (app/home-prefetch.ts) without the row rules in its chunk.
import { DEFAULT_ROW_LIMIT, ROWSET_ROWS_PER_LOAD } from '@efir/contract/routes'

/** spec 3 §9: a prerender gets 100 rows per load. */
export const PRERENDER_ROWS_PER_LOAD = 100

/** spec 3 §9 "initial 24 rows per load (100 when pre-rendering)". */
export function rowsPerLoad(prerender: boolean): number {
  return prerender ? PRERENDER_ROWS_PER_LOAD : ROWSET_ROWS_PER_LOAD
}

/** spec 3 §2: the start page (/, /startpage and the catch-all's home) is the `startpage` rowset. */
export const START_PAGE_ROWSET = 'startpage'

/** The query of one load of a rowset's rows (spec 3 §9: rows per load, items per row; web device). */
export function rowsetQuery<F extends object>(filters: F, prerender: boolean) {
  return { ...filters, limit: rowsPerLoad(prerender), items_limit: DEFAULT_ROW_LIMIT, device: 'web' as const }
}
