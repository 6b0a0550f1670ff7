import { describe, expect, it } from 'vitest'
import {
  MAX_SEARCH_LENGTH,
  clampSearchText,
  moveHighlight,
  searchPath,
  searchPrompt,
  searchSettings,
  searchTerm,
  shouldReload,
  suggestText,
  nextResultsOffset,
} from './search-rules'

describe('search settings from the configuration (spec 3 §2, §9)', () => {
  it('defaults: min 1 char, debounce 1000 ms', () => {
    expect(searchSettings(undefined)).toEqual({ minChars: 1, debounceMs: 1000 })
    expect(searchSettings({})).toEqual({ minChars: 1, debounceMs: 1000 })
  })

  it('reads min_search_chars and bouncing_interval', () => {
    expect(searchSettings({ min_search_chars: 3, bouncing_interval: 400 })).toEqual({
      minChars: 3,
      debounceMs: 400,
    })
    expect(searchSettings({ min_search_chars: 0, bouncing_interval: 0 })).toEqual({
      minChars: 1,
      debounceMs: 0,
    })
  })
})

describe('search text', () => {
  it('is at most 255 characters', () => {
    expect(MAX_SEARCH_LENGTH).toBe(255)
    expect(clampSearchText('a'.repeat(300))).toHaveLength(255)
  })

  it.each([
    ['', 1, ''],
    ['  ', 1, ''],
    ['a', 1, 'a'],
    ['ab', 3, ''],
    [' abc ', 3, 'abc'],
  ])('%j with min %i → %j', (text, min, term) => {
    expect(searchTerm(text, min)).toBe(term)
  })

  it('suggestions use the lowercase query (empty on focus)', () => {
    expect(suggestText(' МатРица ')).toBe('матрица')
    expect(suggestText('')).toBe('')
  })

  it('must differ to reload', () => {
    expect(shouldReload(undefined, 'a')).toBe(true)
    expect(shouldReload('a', 'a ')).toBe(false)
    expect(shouldReload('a', 'ab')).toBe(true)
  })

  it('builds the /search URL', () => {
    expect(searchPath('брат 2')).toBe('/search?q=%D0%B1%D1%80%D0%B0%D1%82+2')
  })
})

describe('the prompt before results (spec 3 §2 min_search_chars)', () => {
  it.each([
    ['', 3, { kind: 'enter-text' }],
    ['   ', 3, { kind: 'enter-text' }],
    ['a', 3, { kind: 'too-short', minChars: 3 }],
    [' ab ', 3, { kind: 'too-short', minChars: 3 }],
    ['abc', 3, { kind: 'search', term: 'abc' }],
    [' матрица ', 3, { kind: 'search', term: 'матрица' }],
    ['a', 1, { kind: 'search', term: 'a' }],
  ])('%j with a minimum of %i', (text, minChars, expected) => {
    expect(searchPrompt(text, minChars)).toEqual(expected)
  })
})

describe('arrow keys through suggestions', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', -1],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', -1],
    [-1, 0, 'ArrowDown', -1],
  ] as const)('from %i of %i, %s → %i', (current, count, key, next) => {
    expect(moveHighlight(current, count, key)).toBe(next)
  })
})

describe('search groups past the first 48 (issue 31: "ого" finds 65 films)', () => {
  it.each([
    ['nothing loaded', [], null],
    ['all 40 in the first page', [{ offset: 0, limit: 48, more_count: 0 }], null],
    ['65 films: 17 more after the first 48', [{ offset: 0, limit: 48, more_count: 17 }], 48],
    [
      'the second page holds the rest',
      [
        { offset: 0, limit: 48, more_count: 17 },
        { offset: 48, limit: 48, more_count: 0 },
      ],
      null,
    ],
    [
      '150 films: a third page',
      [
        { offset: 0, limit: 48, more_count: 102 },
        { offset: 48, limit: 48, more_count: 54 },
      ],
      96,
    ],
  ] as const)('%s', (_name, pages, expected) => {
    expect(nextResultsOffset(pages)).toBe(expected)
  })
})
