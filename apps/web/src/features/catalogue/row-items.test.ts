import { describe, expect, it } from 'vitest'
import type { ContentCard, Promotion, Row } from '@efir/contract'
import { ageLabel, childHiddenRows, contentHref, ratingBadge, rowItems } from './row-items'

const card = (id: number, is_4k = false) => ({ id, slug: `film-${id}`, is_4k }) as ContentCard
const promo = (
  id: number,
  destination: Partial<Promotion['destination']>,
  content: ContentCard | null = null,
) => ({ id, destination: { type: 'content', id: null, ...destination }, content }) as Promotion
const row = (template: Row['template'], patch: Partial<Row>): Row =>
  ({
    id: 1,
    slug: 'r',
    title: 'R',
    template,
    contents: [],
    channels: [],
    persons: [],
    promotions: [],
    ...patch,
  }) as Row

describe('rowItems (spec 3 §2, §5)', () => {
  it('filters 4K contents out of content rows', () => {
    const items = rowItems(row('content-v', { contents: [card(1), card(2, true), card(3)] }))
    expect(items.view).toBe('poster')
    expect(items.items.map((c) => c.id)).toEqual([1, 3])
  })

  it('drops unknown channels once the list is known', () => {
    const channels = [101, 102, 999].map((id) => ({ id, slug: `c${id}`, name: 'C', logo: '' }))
    expect(rowItems(row('channels', { channels })).items).toHaveLength(3)
    expect(
      rowItems(row('channels', { channels }), { knownChannels: new Set([101, 102]) }).items,
    ).toHaveLength(2)
  })

  it('promo-wide hides items pointing to owned packets and 4K contents', () => {
    const promotions = [
      promo(1, { type: 'packet', id: 5 }),
      promo(2, { type: 'packet', id: 6 }),
      promo(3, { type: 'content', id: 9 }, card(9, true)),
    ]
    const items = rowItems(row('promo-wide', { promotions }), { ownedPackets: new Set([5]) })
    expect(items.items.map((p) => p.id)).toEqual([2])
  })
})

describe('badges (spec 3 §5)', () => {
  it.each([
    [null, undefined],
    [0.9, undefined],
    [6.04, { text: '6.0', good: false }],
    [6.1, { text: '6.1', good: true }],
    [8.25, { text: '8.3', good: true }],
  ])('rating %s', (rating, expected) => {
    expect(ratingBadge(rating)).toEqual(expected)
  })

  it('age label: motion_rating.text, else {age}+', () => {
    expect(ageLabel({ age: 16, motion_rating: { text: 'R' } })).toBe('R')
    expect(ageLabel({ age: 16, motion_rating: null })).toBe('16+')
    expect(ageLabel({ age: 0, motion_rating: null })).toBeUndefined()
  })

  it('opens the card by slug', () => {
    expect(contentHref({ id: 4, slug: 'film-4' })).toBe('/contents/film-4')
    expect(contentHref({ id: 4, slug: '' }, 2)).toBe('/contents/4?library_id=2')
  })
})

describe('a child profile’s genre tiles (issue 31)', () => {
  const genres = [
    { row_slug: 'genre-drama', is_adult: false },
    { row_slug: 'genre-erotic', is_adult: true },
  ]
  const tiles = [
    promo(401, { type: 'row', slug: 'genre-drama' }),
    promo(414, { type: 'row', slug: 'genre-erotic' }),
    promo(480, { type: 'open_url', slug: null }),
  ]

  it.each([
    ['an adult profile sees every tile', false, [401, 414, 480]],
    ['a child profile: no tile of an adult genre', true, [401, 480]],
  ] as const)('%s', (_name, child, ids) => {
    const hiddenRows = childHiddenRows(child, genres)
    expect(rowItems(row('button', { promotions: tiles }), { hiddenRows }).items.map((p) => p.id)).toEqual(ids)
  })

  it('hides nothing for an adult or before the genres load', () => {
    expect(childHiddenRows(false, genres)).toBeUndefined()
    expect(childHiddenRows(true, undefined)).toEqual(new Set())
    expect(childHiddenRows(true, genres)).toEqual(new Set(['genre-erotic']))
  })
})
