// The five fixed rows of the New Year page (spec 3 §2 "New Year page", spec 2 §1 route table). Pure.
import type { Row } from '@efir/contract'

/** The rows /newyear shows, in this order: slugs of rows the operator provides (GET /v2/rows/{slug}). */
export const NEW_YEAR_ROWS = [
  'newyear-family',
  'newyear-cartoons',
  'newyear-comedies',
  'newyear-series',
  'newyear-shows',
] as const

/** Items asked per row: the first slider's worth (the row page behind see-all has the rest). */
export const NEW_YEAR_ROW_LIMIT = 20

export interface NewYearRows {
  /** The rows that loaded with items, in the table's order. */
  rows: Row[]
  /** How many of the rows failed to load (left out). */
  failed: number
}

const itemCount = (row: Row) =>
  row.contents.length + row.channels.length + row.persons.length + row.promotions.length

/**
 * Fetches the rows together (every request starts at once) and tolerates each failure: a row that
 * fails or comes back empty is left out, the others show. Never rejects.
 */
export async function loadNewYearRows(
  fetchRow: (ref: string) => Promise<Row>,
  refs: readonly string[] = NEW_YEAR_ROWS,
): Promise<NewYearRows> {
  // an async arrow: each request starts at once, and one that throws becomes that row failing
  const settled = await Promise.allSettled(refs.map(async (ref) => fetchRow(ref)))
  const rows: Row[] = []
  let failed = 0
  for (const result of settled) {
    if (result.status === 'rejected') failed++
    else if (itemCount(result.value) > 0) rows.push(result.value)
  }
  return { rows, failed }
}
