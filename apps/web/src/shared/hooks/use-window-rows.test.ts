import { describe, expect, it } from 'vitest'
import { visibleRows } from './use-window-rows'

const list = { top: 200, rowPx: 78, count: 100, overscan: 8 }

describe('visibleRows: the rows of an equal-row list the window shows, with overscan', () => {
  it.each([
    // at the page top, 800 px tall: rows 0..7 are on screen (600 px of list), 8 more below
    [
      { scrollY: 0, height: 800 },
      { first: 0, last: 15 },
    ],
    // scrolled into the list: row 10 at the top edge, row 20 at the bottom one
    [
      { scrollY: 200 + 780, height: 800 },
      { first: 2, last: 28 },
    ],
    // at the list's end: never past the last row
    [
      { scrollY: 200 + 7800 - 400, height: 800 },
      { first: 86, last: 99 },
    ],
    // far below the list: none
    [
      { scrollY: 20_000, height: 800 },
      { first: 245, last: 99 },
    ],
  ])('%o → %o', (view, expected) => {
    expect(visibleRows({ ...list, ...view })).toEqual(expected)
  })

  it('an empty list has no rows', () => {
    const { first, last } = visibleRows({ ...list, count: 0, scrollY: 0, height: 800 })
    expect(last).toBeLessThan(first)
  })
})
