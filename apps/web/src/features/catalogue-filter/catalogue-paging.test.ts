import { describe, expect, it } from 'vitest'
import { FIRST_PAGE_SIZE, NEXT_PAGE_SIZE, catalogueBatch, nextBatch } from './catalogue-paging'

const batch = (n: number) => ({ length: n })

describe('catalogue paging (spec 3 §2: first 100, then 50)', () => {
  it('sizes', () => {
    expect([FIRST_PAGE_SIZE, NEXT_PAGE_SIZE]).toEqual([100, 50])
  })

  it.each([
    [0, 0, 100],
    [1, 100, 50],
    [2, 150, 50],
    [5, 300, 50],
  ])('batch %i → offset %i limit %i', (index, offset, limit) => {
    expect(catalogueBatch(index)).toEqual({ offset, limit })
  })

  it('loads more only after a full batch', () => {
    expect(nextBatch([])).toEqual({ offset: 0, limit: 100 })
    expect(nextBatch([batch(100)])).toEqual({ offset: 100, limit: 50 })
    expect(nextBatch([batch(100), batch(50)])).toEqual({ offset: 150, limit: 50 })
    expect(nextBatch([batch(99)])).toBeUndefined()
    expect(nextBatch([batch(100), batch(49)])).toBeUndefined()
    expect(nextBatch([batch(0)])).toBeUndefined()
  })
})
