import { describe, expect, it } from 'vitest'
import { favoriteBody, favoriteIds, findFavorite, kindOf, toggledFavorites } from './favorite-rules'

const fav = (
  id: number,
  field: 'channel_id' | 'program_id' | 'person_id' | 'content_id',
  objectId: number,
) => ({
  id,
  channel_id: null,
  program_id: null,
  person_id: null,
  content_id: null,
  [field]: objectId,
})

const list = [
  fav(1, 'content_id', 42),
  fav(2, 'channel_id', 102),
  fav(3, 'person_id', 7),
  fav(4, 'program_id', 9),
  fav(5, 'content_id', 43),
]

describe('favorites (spec 1 §3, spec 3 §4)', () => {
  it('adds with exactly one id', () => {
    expect(favoriteBody('content', 42)).toEqual({ content_id: 42 })
    expect(favoriteBody('person', 7)).toEqual({ person_id: 7 })
    expect(favoriteBody('channel', 102)).toEqual({ channel_id: 102 })
    expect(favoriteBody('program', 9)).toEqual({ program_id: 9 })
  })

  it('knows the kind of a favorite', () => {
    expect(list.map(kindOf)).toEqual(['content', 'channel', 'person', 'program', 'content'])
  })

  it('finds the favorite of an object', () => {
    expect(findFavorite(list, 'content', 43)?.id).toBe(5)
    expect(findFavorite(list, 'person', 42)).toBeUndefined()
    expect(findFavorite(undefined, 'content', 42)).toBeUndefined()
  })

  it('groups ids by kind for /my', () => {
    expect(favoriteIds(list)).toEqual({ content: [42, 43], channel: [102], person: [7], program: [9] })
  })

  it('toggles: removes an existing one, prepends a new one', () => {
    expect(toggledFavorites(list, 'content', 42, undefined).map((f) => f.id)).toEqual([2, 3, 4, 5])
    const added = fav(9, 'content_id', 50)
    expect(toggledFavorites(list, 'content', 50, added).map((f) => f.id)).toEqual([9, 1, 2, 3, 4, 5])
  })
})
