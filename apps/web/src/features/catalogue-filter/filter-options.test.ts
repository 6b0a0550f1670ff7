import { describe, expect, it } from 'vitest'
import {
  MAX_COUNTRIES,
  RATING_OPTIONS,
  catalogueKindOf,
  countryOptions,
  filterQuery,
  hasFilters,
  sortGenres,
  yearOptions,
} from './filter-options'

describe('year options (spec 3 §2 Filter catalogue)', () => {
  it('in 2026: last two years, four single years, 2020 to now, decades, before 1980', () => {
    expect(yearOptions(2026).map((o) => [o.id, o.from, o.to])).toEqual([
      ['2025-2026', 2025, 2026],
      ['2024', 2024, 2024],
      ['2023', 2023, 2023],
      ['2022', 2022, 2022],
      ['2021', 2021, 2021],
      ['2020-2026', 2020, 2026],
      ['2010-2019', 2010, 2019],
      ['2000-2009', 2000, 2009],
      ['1990-1999', 1990, 1999],
      ['1980-1989', 1980, 1989],
      ['-1979', undefined, 1979],
    ])
  })

  it('labels kinds: range, single, since, before', () => {
    expect(yearOptions(2026).map((o) => o.kind)).toEqual([
      'range',
      'single',
      'single',
      'single',
      'single',
      'since',
      'range',
      'range',
      'range',
      'range',
      'before',
    ])
  })

  it('follows the current year', () => {
    const options = yearOptions(2030)
    expect(options[0]?.id).toBe('2029-2030')
    expect(options[4]?.id).toBe('2025')
    expect(options[5]?.id).toBe('2020-2030')
  })
})

describe('rating, countries, genres', () => {
  it('rating options are over 8, 7, 6', () => {
    expect(RATING_OPTIONS).toEqual([8, 7, 6])
  })

  it('cuts countries to the first 30, in the given order', () => {
    const countries = Array.from({ length: 45 }, (_, i) => ({ id: 45 - i, name: `c${i}` }))
    const cut = countryOptions(countries)
    expect(MAX_COUNTRIES).toBe(30)
    expect(cut).toHaveLength(30)
    expect(cut[0]).toEqual({ id: 45, name: 'c0' })
    expect(countryOptions(countries.slice(0, 3))).toHaveLength(3)
  })

  it('sorts genres by name', () => {
    const genres = [
      { id: 1, name: 'Триллер' },
      { id: 2, name: 'боевик' },
      { id: 3, name: 'Аниме' },
      { id: 4, name: 'Детектив' },
    ]
    expect(sortGenres(genres).map((g) => g.id)).toEqual([3, 2, 4, 1])
  })
})

describe('request', () => {
  const years = yearOptions(2026)

  it('carries main_genre, genre, country, year_from, year_to, rating_from', () => {
    expect(filterQuery({ genre: 3, subgenre: 12, country: 5, year: '2010-2019', rating: 7 }, years)).toEqual({
      main_genre: 3,
      genre: 12,
      country: 5,
      year_from: 2010,
      year_to: 2019,
      rating_from: 7,
    })
  })

  it('"before 1980" sends only year_to; a single year sends both ends', () => {
    expect(filterQuery({ year: '-1979' }, years)).toEqual({ year_to: 1979 })
    expect(filterQuery({ year: '2024' }, years)).toEqual({ year_from: 2024, year_to: 2024 })
  })

  it('a subgenre without a genre is not sent; an unknown year is ignored', () => {
    expect(filterQuery({ subgenre: 12, year: '1800-1801' }, years)).toEqual({})
  })

  it('knows when filters are chosen', () => {
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ rating: 6 })).toBe(true)
  })
})

describe('content type from the path', () => {
  it.each([
    ['/movies', 'movies'],
    ['/movies/', 'movies'],
    ['/series', 'series'],
    ['/moviesx', 'series'],
  ] as const)('%s → %s', (path, kind) => {
    expect(catalogueKindOf(path)).toBe(kind)
  })
})

describe('the catalogue order in the request (issue 31)', () => {
  it.each([
    [{ sort: 'new' }, { sort: 'new' }],
    [
      { sort: 'rating', rating: 7 },
      { sort: 'rating', rating_from: 7 },
    ],
    [{ sort: 'popular' }, {}],
    [{}, {}],
  ] as const)('%o asks %o', (state, query) => {
    expect(filterQuery(state, [])).toEqual(query)
  })

  it('an order alone is no filter: no reset offered', () => {
    expect(hasFilters({ sort: 'new' })).toBe(false)
    expect(hasFilters({ sort: 'new', genre: 3 })).toBe(true)
  })
})
