import { describe, expect, it } from 'vitest'
import { newsItemId } from './news-id'

describe('newsItemId (/news/{id})', () => {
  it.each([
    ['3', 3],
    ['0003', 3],
    ['2147483647', 2147483647],
  ])('%j → %j', (segment, id) => expect(newsItemId(segment)).toBe(id))

  it.each([undefined, '', '0', '-1', '1.5', 'abc', '3abc', '2147483648', '99999999999'])(
    '%j is no item',
    (segment) => expect(newsItemId(segment)).toBeNull(),
  )
})
