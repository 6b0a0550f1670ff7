import { describe, expect, it } from 'vitest'
import type { InternalGenre } from '@efir/contract'
import { mainGenres } from './api'

const genre = (id: number, name: string, extra: Partial<InternalGenre> = {}): InternalGenre => ({
  id,
  name,
  row_slug: `genre-${id}`,
  row_id: 1000 + id,
  parent_id: null,
  content_types: ['movie', 'series'],
  is_adult: false,
  ...extra,
})

const GENRES = [
  genre(1, 'Драма'),
  genre(2, 'Аниме', { content_types: ['series'] }),
  genre(3, 'Триллер', { parent_id: 1 }),
  genre(14, 'Эротика', { is_adult: true, content_types: ['movie'] }),
]

describe('the catalogue filter’s genres (spec 3 §2; issue 31)', () => {
  it('main genres of the kind; an adult profile is offered the adult genre', () => {
    expect(mainGenres(GENRES, 'movies', false).map((g) => g.name)).toEqual(['Драма', 'Эротика'])
    expect(mainGenres(GENRES, 'series', false).map((g) => g.name)).toEqual(['Драма', 'Аниме'])
  })

  it('a child profile is never offered an adult genre, even from a cached adult answer', () => {
    expect(mainGenres(GENRES, 'movies', true).map((g) => g.name)).toEqual(['Драма'])
    expect(mainGenres(undefined, 'movies', true)).toEqual([])
  })
})
