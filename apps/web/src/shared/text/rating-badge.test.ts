import { describe, expect, it } from 'vitest'
import { ratingBadge } from './rating-badge'

describe('rating badge (spec 3 §5)', () => {
  it.each([
    [null, undefined],
    [undefined, undefined],
    [0, undefined],
    [0.5, undefined],
    [0.9, undefined],
    [1, { text: '1.0', good: false }],
    [6.04, { text: '6.0', good: false }],
    [6.09, { text: '6.1', good: true }],
    [6.1, { text: '6.1', good: true }],
    [8.25, { text: '8.3', good: true }],
    [10, { text: '10.0', good: true }],
  ])('rating %s → %o', (rating, expected) => {
    expect(ratingBadge(rating)).toEqual(expected)
  })
})
