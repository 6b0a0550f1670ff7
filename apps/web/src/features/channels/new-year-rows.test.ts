import { describe, expect, it } from 'vitest'
import type { ContentCard, Row } from '@efir/contract'
import { NEW_YEAR_ROWS, loadNewYearRows } from './new-year-rows'

const row = (slug: string, items = 3): Row => ({
  id: NEW_YEAR_ROWS.indexOf(slug as (typeof NEW_YEAR_ROWS)[number]) + 50,
  slug,
  title: slug,
  template: 'content-v',
  content_type: null,
  description: null,
  html_description: null,
  more_count: 0,
  total: items,
  limit: 20,
  offset: 0,
  library_id: null,
  loop_count: null,
  contents: Array.from({ length: items }, (_, id) => ({ id }) as ContentCard),
  channels: [],
  persons: [],
  promotions: [],
})

/** A fetch whose answers the test settles by hand, recording which requests have started. */
function deferredFetch() {
  const started: string[] = []
  const pending = new Map<string, { resolve: (r: Row) => void; reject: (e: Error) => void }>()
  const fetchRow = (ref: string) =>
    new Promise<Row>((resolve, reject) => {
      started.push(ref)
      pending.set(ref, { resolve, reject })
    })
  return { started, pending, fetchRow }
}

describe('NEW_YEAR_ROWS (spec 3 §2: five fixed rows)', () => {
  it('names five distinct rows', () => {
    expect(NEW_YEAR_ROWS).toHaveLength(5)
    expect(new Set(NEW_YEAR_ROWS).size).toBe(5)
  })
})

describe('loadNewYearRows (fetched together, each failure tolerated)', () => {
  it('starts all five requests before any answers', async () => {
    const f = deferredFetch()
    const loading = loadNewYearRows(f.fetchRow)
    expect(f.started).toEqual([...NEW_YEAR_ROWS])
    // answer in reverse order: the rows still come in the table's order
    for (const ref of [...NEW_YEAR_ROWS].reverse()) f.pending.get(ref)?.resolve(row(ref))
    const result = await loading
    expect(result.rows.map((r) => r.slug)).toEqual([...NEW_YEAR_ROWS])
    expect(result.failed).toBe(0)
  })

  it.each([
    ['one row fails', ['newyear-comedies'], 4, 1],
    ['two rows fail', ['newyear-family', 'newyear-shows'], 3, 2],
    ['every row fails', [...NEW_YEAR_ROWS], 0, 5],
  ] as const)('%s: the others show', async (_, failing, shown, failed) => {
    const result = await loadNewYearRows((ref) =>
      (failing as readonly string[]).includes(ref)
        ? Promise.reject(new Error('500'))
        : Promise.resolve(row(ref)),
    )
    expect(result.rows).toHaveLength(shown)
    expect(result.rows.map((r) => r.slug)).toEqual(
      NEW_YEAR_ROWS.filter((ref) => !(failing as readonly string[]).includes(ref)),
    )
    expect(result.failed).toBe(failed)
  })

  it('leaves out a row that answers with no items (not a failure)', async () => {
    const result = await loadNewYearRows((ref) => Promise.resolve(row(ref, ref === 'newyear-series' ? 0 : 2)))
    expect(result.rows.map((r) => r.slug)).not.toContain('newyear-series')
    expect(result.rows).toHaveLength(4)
    expect(result.failed).toBe(0)
  })

  it('a fetch that throws synchronously counts as that row failing', async () => {
    const result = await loadNewYearRows((ref) => {
      if (ref === 'newyear-cartoons') throw new Error('offline')
      return Promise.resolve(row(ref))
    })
    expect(result.rows).toHaveLength(4)
    expect(result.failed).toBe(1)
  })
})
