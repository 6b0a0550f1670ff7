/**
 * Paging of the filter catalogue (spec 3 §2 / §9: "Catalogue page size: first 100, then 50; infinite
 * scroll starts within 1000 px of the bottom when the last batch was full").
 */
export const FIRST_PAGE_SIZE = 100
export const NEXT_PAGE_SIZE = 50
/** Distance from the bottom (px) at which the next batch loads. */
export const LOAD_MORE_MARGIN_PX = 1000

export interface PageRequest {
  offset: number
  limit: number
}

/** The offset and limit of batch `index` (0-based). */
export function catalogueBatch(index: number): PageRequest {
  if (index <= 0) return { offset: 0, limit: FIRST_PAGE_SIZE }
  return { offset: FIRST_PAGE_SIZE + (index - 1) * NEXT_PAGE_SIZE, limit: NEXT_PAGE_SIZE }
}

/** The next batch after `batches` loaded batches, or undefined when the last one was not full. */
export function nextBatch(loaded: readonly { length: number }[]): PageRequest | undefined {
  const last = loaded.at(-1)
  if (!last) return catalogueBatch(0)
  const request = catalogueBatch(loaded.length - 1)
  return last.length < request.limit ? undefined : catalogueBatch(loaded.length)
}
