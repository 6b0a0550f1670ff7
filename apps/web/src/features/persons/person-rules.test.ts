import { describe, expect, it } from 'vitest'
import { groupOf, groupTitles, isNoindexPerson, visibleTitles, type PersonTitle } from './person-rules'

const title = (id: number, content_type: PersonTitle['content_type'], category_id = 1, age = 16) => ({
  id,
  content_type,
  category_id,
  age,
})

describe('person titles (spec 3 §2 Person page)', () => {
  it.each([
    [title(1, 'movie'), 'movies'],
    [title(2, 'series', 2), 'series'],
    [title(3, 'movie', 2), 'series'],
    [title(4, 'program', 3), 'programmes'],
    [title(5, 'episode'), 'movies'],
  ] as const)('%j → %s', (t, group) => {
    expect(groupOf(t)).toBe(group)
  })

  it('groups in the order movies, series, programmes and drops empty groups', () => {
    const titles = [title(1, 'program', 3), title(2, 'movie'), title(3, 'movie'), title(4, 'program', 3)]
    expect(groupTitles(titles).map((g) => [g.kind, g.items.map((i) => i.id)])).toEqual([
      ['movies', [2, 3]],
      ['programmes', [1, 4]],
    ])
    expect(groupTitles([])).toEqual([])
  })

  it('a child profile sees only titles with age up to 12', () => {
    const titles = [
      title(1, 'movie', 1, 0),
      title(2, 'movie', 1, 12),
      title(3, 'movie', 1, 13),
      title(4, 'movie', 1, 18),
    ]
    expect(visibleTitles(titles, true).map((t) => t.id)).toEqual([1, 2])
    expect(visibleTitles(titles, false)).toHaveLength(4)
  })

  it.each([
    [0, true],
    [1, true],
    [2, false],
    [30, false],
  ])('%i items → noindex %s', (count, noindex) => {
    expect(isNoindexPerson(count)).toBe(noindex)
  })
})
