import { describe, expect, it } from 'vitest'
import { yearOptions, type FilterState } from './filter-options'
import { filterSearchParams, parseFilter, withFilter } from './filter-url'

const years = yearOptions(2026)
const parse = (search: string) => parseFilter(new URLSearchParams(search), years)

describe('filters in the URL', () => {
  it('round-trips every filter', () => {
    const state: FilterState = { genre: 3, subgenre: 12, country: 5, year: '2010-2019', rating: 7 }
    const params = filterSearchParams(state)
    expect(params.toString()).toBe('genre=3&subgenre=12&country=5&year=2010-2019&rating=7')
    expect(parse(params.toString())).toEqual(state)
  })

  it('reads the "before 1980" and single-year ids', () => {
    expect(parse('year=-1979')).toEqual({ year: '-1979' })
    expect(parse('year=2024')).toEqual({ year: '2024' })
  })

  it.each([
    ['genre=abc', {}],
    ['genre=0', {}],
    ['genre=-3', {}],
    ['subgenre=4', {}],
    ['rating=9', {}],
    ['rating=7.5', {}],
    ['year=1800-1900', {}],
    ['country=1e3', {}],
  ])('drops malformed %s', (search, expected) => {
    expect(parse(search)).toEqual(expected)
  })

  it('keeps other params and removes cleared ones', () => {
    const base = new URLSearchParams('library_id=4&genre=3&rating=8')
    expect(filterSearchParams({ genre: 3 }, base).toString()).toBe('library_id=4&genre=3')
  })

  it('changing the genre clears the subgenre; clearing removes the key', () => {
    const state: FilterState = { genre: 3, subgenre: 12, rating: 8 }
    expect(withFilter(state, 'genre', 4)).toEqual({ genre: 4, rating: 8 })
    expect(withFilter(state, 'genre', 3)).toEqual(state)
    expect(withFilter(state, 'rating', undefined)).toEqual({ genre: 3, subgenre: 12 })
  })
})

describe('the catalogue order in the URL (issue 31)', () => {
  it.each([
    ['sort=new', { sort: 'new' }],
    ['sort=rating&genre=3', { genre: 3, sort: 'rating' }],
    ['sort=title', { sort: 'title' }],
    ['sort=popular', {}],
    ['sort=cheapest', {}],
  ])('reads %s', (search, expected) => {
    expect(parse(search)).toEqual(expected)
  })

  it('writes the order beside the filters, never the default, and keeps it over a reset', () => {
    expect(filterSearchParams({ genre: 3, sort: 'rating' }).toString()).toBe('genre=3&sort=rating')
    expect(filterSearchParams({ sort: 'popular' }).toString()).toBe('')
    expect(filterSearchParams({}, new URLSearchParams('sort=new')).toString()).toBe('')
    expect(withFilter({ genre: 3 }, 'sort', 'new')).toEqual({ genre: 3, sort: 'new' })
  })
})
