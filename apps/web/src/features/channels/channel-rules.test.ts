import { describe, expect, it } from 'vitest'
import {
  streamAccess,
  type ChannelAccess,
  adultChannelIds,
  categoryFilter,
  channelAccess,
  channelPath,
  channelsOfCategory,
  categoryPath,
  findCategory,
  findChannel,
  freeChannels,
  isAdultChannel,
  isNoindexChannelPath,
  lastWatched,
  lowestPrice,
  neighboursOf,
  parseChannelId,
  previewPlays,
  programmeProgress,
  pushLastChannel,
  recommendedChannels,
  searchChannels,
  toggleCategory,
  visibleCategories,
  visibleChannels,
} from './channel-rules'
import { category, channel } from '../../shared/test-support/channel-fixtures'

const adult = { child: false }
const child = { child: true }

describe('category selection (spec 2 §4)', () => {
  it.each([
    [[17], 5, [5]],
    [[5], 6, [5, 6]],
    [[5, 6], 17, [17]],
    [[5, 6], 6, [5]],
    [[5], 5, [17]],
    [[17], 17, [17]],
  ])('%j toggling %i gives %j', (selected, id, expected) => {
    expect(toggleCategory(selected, id)).toEqual(expected)
  })

  it('a child profile preselects 7 and hides the filter', () => {
    expect(categoryFilter(child)).toEqual({ preselected: 7, hidden: true })
    expect(categoryFilter(adult)).toEqual({ hidden: false })
  })
})

describe('adult channels (spec 2 §4)', () => {
  it.each([
    [null, false, true],
    [18, false, true],
    [21, false, true],
    [16, false, false],
    [16, true, true],
    [13, true, true],
    [12, true, false],
    [0, false, false],
  ])('age %s, child %s → adult %s', (age, isChild, expected) => {
    expect(isAdultChannel(channel({ id: 1, age }), { child: isChild })).toBe(expected)
  })

  it('the category tagged adult marks its channels adult', () => {
    const categories = [
      category({ id: 50, channels: [3], tags: { all_channels: false, startup: false, is_adult: true } }),
    ]
    const ids = adultChannelIds(categories)
    expect(isAdultChannel(channel({ id: 3, age: 0 }), adult, ids)).toBe(true)
    expect(isAdultChannel(channel({ id: 4, age: 0 }), adult, ids)).toBe(false)
  })
})

describe('the zoomed card plays a preview video (spec 2 §2)', () => {
  it.each([
    ['a free channel', { age: 0, is_free: true }, false, true],
    ['a purchased one', { age: 12, is_free: false, is_purchased: true }, false, true],
    ['one not purchased', { age: 0, is_free: false, is_purchased: false }, false, false],
    ['an unavailable one', { age: 0, is_free: true, is_available: false }, false, false],
    ['an 18+ one', { age: 18, is_free: true }, false, false],
    ['one of unknown age', { age: null, is_free: true }, false, false],
    ['a 16+ one for a child', { age: 16, is_free: true }, true, false],
  ])('%s', (_, fields, isChild, expected) => {
    expect(previewPlays(channel({ id: 1, ...fields }), { child: isChild })).toBe(expected)
  })

  it('never for a channel of the adult category', () => {
    expect(previewPlays(channel({ id: 3, age: 0, is_free: true }), adult, new Set([3]))).toBe(false)
  })
})

describe('visible channels and categories', () => {
  const list = [
    channel({ id: 1, age: 0 }),
    channel({ id: 2, age: 16 }),
    channel({ id: 3, is_4k: true }),
    channel({ id: 4, is_hidden: true }),
    channel({ id: 5, age: null }),
    channel({ id: 6, age: 12 }),
  ]
  it('hides 4K and hidden channels', () => {
    expect(visibleChannels(list, adult).map((c) => c.id)).toEqual([1, 2, 5, 6])
  })
  it('a child sees age 12 or less only', () => {
    expect(visibleChannels(list, child).map((c) => c.id)).toEqual([1, 6])
  })
  it('hides 4K/UHD categories; a child sees no adult category', () => {
    const categories = [
      category({ id: 17 }),
      category({ id: 20, is_4k: true }),
      category({ id: 21, name: 'UHD' }),
      category({ id: 22, tags: { all_channels: false, startup: false, is_adult: true } }),
    ]
    expect(visibleCategories(categories, adult).map((c) => c.id)).toEqual([17, 22])
    expect(visibleCategories(categories, child).map((c) => c.id)).toEqual([17])
  })
  it('a category keeps its own order; all channels is everything; favorites the favoured', () => {
    const channels = [channel({ id: 1 }), channel({ id: 2, is_favored: true }), channel({ id: 3 })]
    expect(channelsOfCategory(channels, category({ id: 5, channels: [3, 1, 9] })).map((c) => c.id)).toEqual([
      3, 1,
    ])
    expect(channelsOfCategory(channels, category({ id: 17 })).map((c) => c.id)).toEqual([1, 2, 3])
    expect(channelsOfCategory(channels, category({ id: 1000 })).map((c) => c.id)).toEqual([2])
  })
})

describe('ids, lookups and paths', () => {
  it.each([
    ['5', 5],
    ['3929', 3929],
    ['pervyj', undefined],
    ['5a', undefined],
    ['-5', undefined],
    ['0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('channel id %j → %j (spec 1 §5: non-numeric rejected)', (raw, expected) => {
    expect(parseChannelId(raw)).toBe(expected)
  })

  const channels = [channel({ id: 5, slug: 'pervyj' }), channel({ id: 6, slug: 'match' })]
  it.each([
    ['pervyj', 5],
    ['PERVYJ', 5],
    ['6', 6],
    ['match-6', 6],
    ['pervyj-6', 6],
    ['nope', undefined],
  ])('channel %s → %s', (key, id) => {
    expect(findChannel(channels, key)?.id).toBe(id)
  })

  it('finds a category by slug or id', () => {
    const categories = [category({ id: 17, slug: 'all' }), category({ id: 5, slug: 'sport' })]
    expect(findCategory(categories, 'sport')?.id).toBe(5)
    expect(findCategory(categories, '5')?.id).toBe(5)
    expect(findCategory(categories, 'kino')).toBeUndefined()
  })

  it('builds channel paths with the category slug or id, falling back to 17', () => {
    expect(channelPath({ id: 5, slug: 'pervyj' }, { id: 3, slug: 'news' })).toBe('/channels/news/pervyj')
    expect(channelPath({ id: 5, slug: 'pervyj' }, { id: 3, slug: '' })).toBe('/channels/3/pervyj')
    expect(channelPath({ id: 5, slug: '' })).toBe('/channels/17/5')
    expect(categoryPath({ id: 17, slug: 'all' })).toBe('/channels')
    expect(categoryPath({ id: 3, slug: 'news' })).toBe('/channels/news')
  })

  it.each([
    ['5', true],
    ['123', true],
    ['pervyj', false],
    ['pervyj-5', false],
    ['первый', false],
  ])('path id %s noindex %s', (segment, expected) => {
    expect(isNoindexChannelPath(segment)).toBe(expected)
  })
})

describe('last watched (spec 2 §4: 10 kept)', () => {
  it('puts the channel first without duplicates and keeps 10', () => {
    expect(pushLastChannel([1, 2, 3], 2)).toEqual([2, 1, 3])
    const full = Array.from({ length: 10 }, (_, i) => i + 1)
    expect(pushLastChannel(full, 11)).toEqual([11, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
  it('drops channels no longer in the list', () => {
    expect(lastWatched([3, 9, 1], [channel({ id: 1 }), channel({ id: 3 })]).map((c) => c.id)).toEqual([3, 1])
  })
})

describe('recommended channels (spec 2 §2)', () => {
  const list = [
    channel({ id: 1, is_free: true }),
    channel({ id: 2, is_free: false, is_purchased: false }),
    channel({ id: 3, is_free: false, is_purchased: true }),
    channel({ id: 4, is_free: true, is_available: false }),
    channel({ id: 5, is_free: true }),
    channel({ id: 6, is_free: true }),
    channel({ id: 7, is_free: true }),
  ]
  it('offers watchable channels that are neither open, last watched nor adult, in list order', () => {
    const ids = recommendedChannels(list, { lastIds: [5], openId: 1, adultIds: new Set([7]) }).map(
      (c) => c.id,
    )
    expect(ids).toEqual([3, 6])
  })
  it('offers at most 10', () => {
    const many = Array.from({ length: 15 }, (_, i) => channel({ id: i + 1, is_free: true }))
    expect(recommendedChannels(many, { lastIds: [] })).toHaveLength(10)
  })
})

describe('search (spec 2 §5)', () => {
  const channels = [channel({ id: 1, name: 'Первый канал' }), channel({ id: 2, name: 'Match TV' })]
  it('a Latin query finds a Cyrillic name and the other way round', () => {
    expect(searchChannels(channels, 'pervyj').map((c) => c.id)).toEqual([1])
    expect(searchChannels(channels, 'матч').map((c) => c.id)).toEqual([2])
    expect(searchChannels(channels, '').map((c) => c.id)).toEqual([1, 2])
    expect(searchChannels(channels, 'zzz')).toEqual([])
  })
})

describe('/channelsfree (spec 2 §2)', () => {
  it('numbers the available, free, not hidden channels of category 17 in its order', () => {
    const channels = [
      channel({ id: 1 }),
      channel({ id: 2, is_free: false }),
      channel({ id: 3, is_available: false }),
      channel({ id: 4, is_hidden: true }),
      channel({ id: 5 }),
      channel({ id: 6 }),
    ]
    const all = category({ id: 17, channels: [5, 1, 2, 3, 4, 6] })
    expect(freeChannels(channels, [all]).map((f) => [f.number, f.channel.id])).toEqual([
      [1, 1],
      [2, 5],
      [3, 6],
    ])
  })
})

describe('channel access (spec 2 §4 "Channel loading")', () => {
  it.each([
    [
      { is_available: false, access_error: 'Blocked' },
      { kind: 'unavailable', message: 'Blocked' },
    ],
    [{ is_available: false }, { kind: 'unavailable', message: null }],
    [{ age: 18 }, { kind: 'pin-required', reason: 'age' }],
    [{ is_free: false, is_purchased: false }, { kind: 'unpurchased' }],
    [{ is_free: false, is_purchased: true }, { kind: 'play' }],
    [{ is_free: true }, { kind: 'play' }],
  ])('%j → %j', (over, expected) => {
    expect(channelAccess(channel({ id: 1, ...over }), adult)).toEqual(expected)
  })
  it('an ignored parental status plays adult channels', () => {
    expect(channelAccess(channel({ id: 1, age: 18 }), { ...adult, parentalIgnored: true })).toEqual({
      kind: 'play',
    })
  })
})

describe('small helpers', () => {
  it('neighbours wrap round', () => {
    const list = [channel({ id: 1 }), channel({ id: 2 }), channel({ id: 3 })]
    expect(neighboursOf(list, 1)).toMatchObject({ previous: { id: 3 }, next: { id: 2 } })
    expect(neighboursOf(list, 3)).toMatchObject({ previous: { id: 2 }, next: { id: 1 } })
    expect(neighboursOf(list, 9)).toEqual({})
  })
  it('lowest price', () => {
    expect(lowestPrice([{ price: 300 }, { price: 99 }, { price: 150 }])).toEqual({ price: 99 })
    expect(lowestPrice([])).toBeUndefined()
  })
  it('programme progress is clamped 0..100', () => {
    expect(programmeProgress({ timestamp: 1000, duration: 100 }, 1050)).toBe(50)
    expect(programmeProgress({ timestamp: 1000, duration: 100 }, 900)).toBe(0)
    expect(programmeProgress({ timestamp: 1000, duration: 100 }, 2000)).toBe(100)
  })
})

describe('what the position plays (spec 1 §4 device switches; issue 30 the server refused)', () => {
  const play = { kind: 'play' } as const
  type Ctx = Parameters<typeof streamAccess>[1]
  const off: Ctx = { archive: false, channelGates: false, archiveGates: false, refused: false }
  it.each<[Partial<Ctx>, ChannelAccess]>([
    [
      { archive: true, archiveGates: true },
      { kind: 'pin-required', reason: 'program' },
    ],
    [{ archiveGates: true }, play],
    [{ archive: true, channelGates: true }, play],
    [{ channelGates: true }, { kind: 'pin-required', reason: 'channel' }],
    [{ archive: true }, play],
    [{ refused: true }, { kind: 'pin-required', reason: 'server' }],
    [
      { channelGates: true, refused: true },
      { kind: 'pin-required', reason: 'channel' },
    ],
  ])('%j → %j', (ctx, expected) => {
    expect(streamAccess(play, { ...off, ...ctx })).toEqual(expected)
  })
  it('keeps what the channel shows anyway', () => {
    const unpurchased = { kind: 'unpurchased' } as const
    const all = { archive: true, channelGates: true, archiveGates: true, refused: true }
    expect(streamAccess(unpurchased, all)).toBe(unpurchased)
  })
  it('plays nothing for a blocked account (-2), whatever the channel and the switches (issue 30)', () => {
    for (const access of [
      play,
      { kind: 'unpurchased' } as const,
      { kind: 'pin-required', reason: 'age' } as const,
    ])
      expect(streamAccess(access, { ...off, channelGates: true, blocked: true })).toEqual({ kind: 'blocked' })
    expect(streamAccess(play, { ...off, blocked: false })).toBe(play)
  })
})
