import { describe, expect, it } from 'vitest'
import { ContentRef, SlugOrId } from './entities/catalogue/refs.ts'
import { contentRefId, findCategory, findChannel, isSlugOrId, pathId } from './path-refs.ts'

describe('page path refs (issue 32: the client, the API and the server read ids alike)', () => {
  it.each([
    ['42', 42],
    ['the-matrix-1999-42', 42],
    ['matrica-1', 1],
    ['x-999999999', 999_999_999],
    ['x-99999999999', null], // more digits than an id has: the API refuses it, so nothing to ask
    ['0', null],
    ['matrica', null],
    ['Matrica-1', null],
    ['', null],
    [undefined, null],
  ])('content ref %s → %s, as the API schema reads it', (ref, id) => {
    expect(contentRefId(ref)).toBe(id)
    if (ref !== undefined) expect(ContentRef.safeParse(ref).success).toBe(id !== null)
  })

  it.each([
    ['genre-drama', true],
    ['1042', true],
    ['-1', false],
    ['Drama', false],
    ['a'.repeat(65), false],
  ])('row or rowset ref %s → %s, as the API schema reads it', (ref, ok) => {
    expect(isSlugOrId(ref)).toBe(ok)
    expect(SlugOrId.safeParse(ref).success).toBe(ok)
  })

  it('takes whole-number ids up to the integer column', () => {
    expect(pathId('0042')).toBe(42)
    expect(pathId('2147483647')).toBe(2_147_483_647)
    expect(pathId('2147483648')).toBeNull()
    expect(pathId('4.2')).toBeNull()
  })

  it('finds a channel by slug, id or a slug ending in its id; a category by slug or id', () => {
    const channels = [
      { id: 5, slug: 'pervyj' },
      { id: 7, slug: 'efir-24' },
    ]
    expect(findChannel(channels, 'PERVYJ')?.id).toBe(5)
    expect(findChannel(channels, '7')?.id).toBe(7)
    expect(findChannel(channels, 'anything-5')?.id).toBe(5)
    expect(findChannel(channels, 'efir-24')?.id).toBe(7) // the slug wins over its trailing digits
    expect(findChannel(channels, 'nochannel')).toBeUndefined()
    expect(findChannel(channels, '%E0%A4%A')).toBeUndefined()
    expect(findCategory([{ id: 17, slug: 'all' }], '17')?.slug).toBe('all')
    expect(findCategory([{ id: 17, slug: 'all' }], 'sport')).toBeUndefined()
  })
})
