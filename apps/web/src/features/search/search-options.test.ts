import type { SearchSuggest } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import { searchOptions } from './search-options'

const content = (id: number, title: string, is_4k = false) =>
  ({ id, slug: `m-${id}`, title, year: 1999, is_4k }) as unknown as SearchSuggest['contents'][number]

const answer: SearchSuggest = {
  text: 'ма',
  corrected_text: null,
  suggestions: [{ text: 'матрица' }, { text: 'Матрица' }, { text: 'маша' }],
  contents: [content(1, 'Матрица'), content(7, 'Матрица 4K', true)],
  channels: [{ id: 101, slug: 'match', name: 'Матч', logo: '' }],
  persons: [{ id: 3, slug: 'p-3', name: 'Мартин', image: null, role: 'actor' }],
  history: [
    {
      id: 9,
      title: 'Брат',
      text: 'брат',
      content_type: 'content',
      object_id: 4,
      created_at: '2026-01-01T00:00:00Z',
    },
  ],
}

describe('header box options', () => {
  it('lists suggestions (deduplicated), then contents without 4K, channels, persons', () => {
    expect(searchOptions(answer, 'ма').map((o) => [o.kind, o.label])).toEqual([
      ['suggestion', 'матрица'],
      ['suggestion', 'маша'],
      ['content', 'Матрица'],
      ['channel', 'Матч'],
      ['person', 'Мартин'],
    ])
  })

  it('starts with the history when nothing is typed (on focus)', () => {
    expect(searchOptions(answer, '')[0]).toMatchObject({ kind: 'history', label: 'Брат', text: 'брат' })
  })

  it('is empty without an answer', () => {
    expect(searchOptions(undefined, 'x')).toEqual([])
  })
})
