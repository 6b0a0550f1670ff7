import { describe, expect, it } from 'vitest'
import {
  archivePath,
  breadcrumbSection,
  buttonAction,
  catchupDecision,
  contentIdOf,
  cutEpisodes,
  episodesToShow,
  initialSeason,
  isSeries,
  nextEpisode,
  otherEpisodes,
  otherEpisodesCount,
  playDecision,
  ratingBadges,
  episodeButtonLabel,
  similarToShow,
  trimDescription,
  watchButtonMode,
  type PlayInput,
} from './content-rules'

describe('content card rules (spec 3 §2)', () => {
  it('reads the id from the trailing digits of the slug', () => {
    expect(contentIdOf('the-matrix-1999-42')).toBe(42)
    expect(contentIdOf('42')).toBe(42)
    expect(contentIdOf('matrix')).toBeNull()
    expect(contentIdOf(undefined)).toBeNull()
  })
  it('series are category 2 or content_type series', () => {
    expect(isSeries({ category_id: 2, content_type: 'movie' })).toBe(true)
    expect(isSeries({ category_id: 1, content_type: 'series' })).toBe(true)
    expect(isSeries({ category_id: 1, content_type: 'movie' })).toBe(false)
  })

  describe('description trim 600 / toggle 400', () => {
    const para = (n: number, c = 'a') => c.repeat(n)
    it('keeps a short text whole', () => {
      expect(trimDescription('short')).toEqual({ short: 'short', hidden: 0, toggle: false })
    })
    it('cuts at the last paragraph boundary before 600 when over 400 would be hidden', () => {
      const text = `${para(300)}\n${para(250)}\n${para(500)}`
      const t = trimDescription(text)
      expect(t.short).toBe(`${para(300)}\n${para(250)}`)
      expect(t.toggle).toBe(true)
      expect(t.hidden).toBe(text.length - t.short.length)
    })
    it('shows everything when the hidden part is 400 or less', () => {
      const text = `${para(300)}\n${para(250)}\n${para(300)}`
      expect(trimDescription(text)).toEqual({ short: text, hidden: 0, toggle: false })
    })
    it('cuts a text without paragraphs on a space, with an ellipsis', () => {
      const text = Array.from({ length: 300 }, () => 'word').join(' ')
      const t = trimDescription(text)
      expect(t.short.length).toBeLessThanOrEqual(601)
      expect(t.short.endsWith('…')).toBe(true)
    })
  })

  describe('episodes', () => {
    const eps = [
      { id: 1, season: 1, series: 2, year: 2020 },
      { id: 2, season: 1, series: 1, year: 2021 },
      { id: 3, season: 2, series: 1, year: 2022 },
    ]
    it('series: filter by season, sort by series number', () => {
      expect(episodesToShow(eps, { series: true, season: 1 }).map((e) => e.id)).toEqual([2, 1])
      expect(episodesToShow(eps, { series: true, season: 2 }).map((e) => e.id)).toEqual([3])
    })
    it('non-series: newest first', () => {
      expect(episodesToShow(eps, { series: false, season: null }).map((e) => e.id)).toEqual([3, 2, 1])
    })
    it('first 25, then all', () => {
      const many = Array.from({ length: 30 }, (_, i) => i)
      expect(cutEpisodes(many, false)).toMatchObject({ more: 5 })
      expect(cutEpisodes(many, false).shown).toHaveLength(25)
      expect(cutEpisodes(many, true).shown).toHaveLength(30)
    })
    it('opens the season of the next episode, else the first', () => {
      expect(initialSeason([{ number: 2 }, { number: 1 }], null)).toBe(1)
      expect(initialSeason([{ number: 1 }, { number: 2 }], 2)).toBe(2)
      expect(initialSeason([], 2)).toBeNull()
    })
    it.each([
      [320, 2],
      [480, 2],
      [481, 3],
      [932, 3],
      [933, 4],
      [1920, 4],
    ])('other episodes at width %d: %d', (width, count) => {
      expect(otherEpisodesCount(width)).toBe(count)
    })
    it('other episodes follow the current one', () => {
      const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]
      expect(otherEpisodes(list, 2, 2).map((e) => e.id)).toEqual([3, 4])
      expect(otherEpisodes(list, 4, 2).map((e) => e.id)).toEqual([1, 2])
    })
    it('next episode skips announcements, crosses seasons', () => {
      const all = [
        { id: 10, season: 1, series: 1, is_announcement: false },
        { id: 11, season: 1, series: 2, is_announcement: true },
        { id: 20, season: 2, series: 1, is_announcement: false },
      ]
      expect(nextEpisode(all, 10)?.id).toBe(20)
      expect(nextEpisode(all, 20)).toBeUndefined()
    })
  })

  it('rating badges: list first, flat fallback, no integer part hidden, grey below 6.1', () => {
    expect(ratingBadges({ ratings: [{ type: 'imdb', rating: 5.85 }], rating_kinopoisk: 8 })).toEqual([
      { type: 'kinopoisk', text: '8.0', good: true },
      { type: 'imdb', text: '5.8', good: false },
    ])
    expect(ratingBadges({ ratings: [], rating_imdb: 0, rating_kinopoisk: null })).toEqual([])
    expect(ratingBadges({ ratings: [{ type: 'kinopoisk', rating: 0.5 }], rating_imdb: 0.9 })).toEqual([])
  })
  it('breadcrumbs go to movies, series or telecasts', () => {
    expect(breadcrumbSection({ content_type: 'movie', category_id: 1 }).path).toBe('/movies')
    expect(breadcrumbSection({ content_type: 'series', category_id: 2 }).path).toBe('/series')
    expect(breadcrumbSection({ content_type: 'program', category_id: 3 }).path).toBe('/telecasts')
  })
  it('similar: max 12, no 4K, not itself', () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ id: i, is_4k: i === 3 }))
    const shown = similarToShow(items, 0)
    expect(shown).toHaveLength(12)
    expect(shown.some((c) => c.id === 0 || c.id === 3)).toBe(false)
  })
})

describe('content play action (spec 3 §4)', () => {
  const content = { id: 5, is_available: true, is_lost: false, age: 12 }
  const meta = {
    is_purchased: true,
    is_available: true,
    is_lost: false,
    history: { seconds: 0 },
    stream_using: { content_schedule: null },
  }
  const base: PlayInput = { content, meta }
  it('plays with the higher age of content and episode', () => {
    expect(playDecision(base)).toEqual({ kind: 'play', id: 5, age: 12 })
    const episode = { id: 7, is_available: true, is_lost: false, is_announcement: false, age: 18 }
    expect(playDecision({ ...base, episode })).toEqual({ kind: 'play', id: 7, age: 18 })
  })
  it('an announcement episode alerts', () => {
    const episode = { id: 7, is_available: true, is_lost: false, is_announcement: true }
    expect(playDecision({ ...base, episode }).kind).toBe('announcement')
  })
  it('lost or unavailable shows not available', () => {
    expect(playDecision({ ...base, content: { ...content, is_lost: true } }).kind).toBe('not-available')
    expect(playDecision({ ...base, meta: { ...meta, is_available: false } }).kind).toBe('not-available')
  })
  it('a scheduled programme goes to the channel archive at timestamp + history', () => {
    const scheduled = {
      ...meta,
      history: { seconds: 90 },
      stream_using: { content_schedule: { channel_id: 102, timestamp: 1000 } },
    }
    expect(playDecision({ ...base, meta: scheduled })).toEqual({
      kind: 'archive',
      path: '/channel/102?ts=1090',
    })
  })
  it('unpurchased opens the packet modal with playAfterId', () => {
    expect(playDecision({ ...base, meta: { ...meta, is_purchased: false } })).toEqual({
      kind: 'purchase',
      playAfterId: 5,
    })
  })
  it('catch-up: future, banned, purchase, open', () => {
    const c = { channel_id: 102, start_at: 100, is_catchup_available: true }
    expect(catchupDecision(c, true, 50).kind).toBe('future')
    expect(catchupDecision({ ...c, is_catchup_available: false }, true, 200).kind).toBe('banned')
    expect(catchupDecision(c, false, 200).kind).toBe('purchase')
    expect(catchupDecision(c, true, 200)).toEqual({ kind: 'open', path: archivePath(102, 100) })
  })
})

describe('watch button (spec 3 §4)', () => {
  it('no access, one button, several buttons', () => {
    expect(watchButtonMode({ is_available: false, buttons: [] }).kind).toBe('no-access')
    expect(watchButtonMode({ is_available: true, buttons: [{}] }).kind).toBe('single')
    expect(watchButtonMode({ is_available: true, buttons: [{}, {}] }).kind).toBe('list')
    expect(watchButtonMode({ is_available: true, buttons: [] }).kind).toBe('default')
  })
  it('pay with show_options → quick packets; with button_data → offer', () => {
    expect(buttonAction({ button_type: 'pay', show_options: true, button_data: null }).kind).toBe(
      'quick-packets',
    )
    expect(
      buttonAction({ button_type: 'pay', show_options: false, button_data: { packet_id: 1 } }).kind,
    ).toBe('offer')
    expect(buttonAction({ button_type: 'play', show_options: false, button_data: null }).kind).toBe('play')
    expect(buttonAction({ button_type: 'trailer', show_options: false, button_data: null }).kind).toBe(
      'trailer',
    )
  })
})

describe('the watch button on an episode page (issue 31)', () => {
  const e5 = { id: 305, season: 1, series: 5 }
  it.each([
    [
      'series card keeps the server words',
      { button_type: 'play' },
      undefined,
      { id: 302 },
      { kind: 'server' },
    ],
    ['pay keeps its price', { button_type: 'pay' }, e5, { id: 302 }, { kind: 'server' }],
    ['trailer', { button_type: 'trailer' }, e5, null, { kind: 'server' }],
    [
      'play names the page episode, not the next one',
      { button_type: 'play' },
      e5,
      { id: 302 },
      { kind: 'episode', season: 1, series: 5, resumes: false },
    ],
    [
      'continue of another episode is a plain watch',
      { button_type: 'continue' },
      e5,
      { id: 302 },
      { kind: 'episode', season: 1, series: 5, resumes: false },
    ],
    [
      'continue of this episode stays',
      { button_type: 'continue' },
      e5,
      { id: 305 },
      { kind: 'episode', season: 1, series: 5, resumes: true },
    ],
    [
      'no season or number reads 1',
      { button_type: 'play' },
      { id: 9, season: null, series: null },
      null,
      { kind: 'episode', season: 1, series: 1, resumes: false },
    ],
  ] as const)('%s', (_name, button, page, next, expected) => {
    expect(episodeButtonLabel(button, page, next)).toEqual(expected)
  })
})
