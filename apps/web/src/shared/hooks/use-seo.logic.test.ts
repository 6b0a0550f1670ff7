import { describe, expect, it } from 'vitest'
import {
  contentSeoPage,
  contentSeoValues,
  createLayeredStack,
  fallbackTitle,
  fillSeoMask,
  seoTextsFor,
  trimSeoDescription,
  type SeoMaskEntry,
} from './use-seo.logic'

describe('fillSeoMask (spec 3 §5 SEO placeholders)', () => {
  it('fills the spec placeholders and the operator aliases', () => {
    expect(
      fillSeoMask('{name} ({year}) — {type}, {genres} on {provider_name}', {
        name: 'Film',
        year: 2020,
        type: 'movie',
        genres: 'drama',
        provider_name: 'efir',
      }),
    ).toBe('Film (2020) — movie, drama on efir')
    expect(fillSeoMask('{content} — watch on {provider}', { name: 'Film', provider_name: 'efir' })).toBe(
      'Film — watch on efir',
    )
  })

  it('tidies what an empty placeholder leaves behind', () => {
    expect(fillSeoMask('{name} ({year}) — watch on {provider}', { name: 'Film' })).toBe('Film — watch on')
    expect(fillSeoMask('{name}, {genres}', { name: 'Film' })).toBe('Film')
    expect(fillSeoMask('{unknown}', {})).toBe('')
  })

  it('trims the description to 70 characters', () => {
    const long = 'word '.repeat(40)
    const filled = fillSeoMask('{description}', { description: long })
    expect(filled.length).toBeLessThanOrEqual(70)
    expect(filled.endsWith('…')).toBe(true)
    expect(trimSeoDescription('short text')).toBe('short text')
  })
})

describe('seoTextsFor', () => {
  const masks: SeoMaskEntry[] = [
    { page: 'home', text_type: 'title', text: '{provider} — online TV' },
    { page: 'home', text_type: 'description', text: 'Watch on {provider}.' },
    { page: 'home', text_type: 'h1', text: '{library_name}' },
    { page: 'content', text_type: 'title', text: '{content}' },
  ]
  it('takes the masks of the page only and drops the ones that fill to nothing', () => {
    expect(seoTextsFor(masks, 'home', { provider_name: 'efir' })).toEqual({
      title: 'efir — online TV',
      description: 'Watch on efir.',
    })
  })

  it('drops a mask that names its subject while the page has none (loading, not found: issue 32)', () => {
    const row: SeoMaskEntry[] = [
      { page: 'row', text_type: 'title', text: '{name} смотреть онлайн на {provider_name}' },
      { page: 'row', text_type: 'description', text: 'Подборки на {provider_name}' },
    ]
    expect(seoTextsFor(row, 'row', { provider_name: 'Efir' })).toEqual({ description: 'Подборки на Efir' })
    expect(seoTextsFor(row, 'row', { name: 'Драмы', provider_name: 'Efir' }).title).toBe(
      'Драмы смотреть онлайн на Efir',
    )
    expect(seoTextsFor(masks, 'content', {})).toEqual({})
  })
})

describe('contentSeoPage: the mask of a content card by its type (spec 3 §5)', () => {
  it.each([
    [{ content_type: 'movie', category_id: 1 }, 'content_movie'],
    [{ content_type: 'series', category_id: 2 }, 'content_series'],
    [{ content_type: 'season' }, 'content_series'],
    [{ content_type: 'movie', category_id: 2 }, 'content_series'],
    [{ content_type: 'program', category_id: 3 }, 'content_program'],
    [{ content_type: 'episode', category_id: 2 }, 'content_episode'],
  ])('%j → %s', (content, page) => {
    expect(contentSeoPage(content)).toBe(page)
  })
  it('fills the spec placeholders from the card', () => {
    const values = contentSeoValues(
      {
        title: 'Матрица',
        original: 'The Matrix',
        year: 1999,
        genres: [{ name: 'Фантастика' }, { name: 'Боевик' }],
        library_name: 'Efir',
      },
      'Efir ТВ',
    )
    expect(fillSeoMask('{name} ({year}), {original}: {genres} — {provider_name}', values)).toBe(
      'Матрица (1999), The Matrix: Фантастика, Боевик — Efir ТВ',
    )
  })
})

describe('fallbackTitle: every page names itself', () => {
  it.each([
    ['Фильмы', 'Efir', 'Фильмы — Efir'],
    ['Efir', 'Efir', 'Efir'],
    [undefined, 'Efir', 'Efir'],
    ['Поиск', undefined, 'Поиск'],
  ])('%s, %s → %s', (page, provider, title) => {
    expect(fallbackTitle(page, provider)).toBe(title)
  })
})

describe('createLayeredStack: a modal page names the tab while open', () => {
  it('the newest open page names it; closing gives it back; nothing without any', () => {
    let title: string | undefined
    const stack = createLayeredStack<string>((t) => (title = t))
    const page = stack.open()
    stack.set(page, 'Фильмы — Efir')
    const modal = stack.open()
    stack.set(modal, 'Матрица — Efir')
    expect(title).toBe('Матрица — Efir')
    stack.set(page, 'Фильмы: комедии — Efir') // the page below updates: the modal keeps the tab
    expect(title).toBe('Матрица — Efir')
    stack.close(modal)
    expect(title).toBe('Фильмы: комедии — Efir')
    stack.close(page)
    expect(title).toBeUndefined()
  })
  it('a modal page (layer 1) keeps the tab over a page that names itself after it', () => {
    let title: string | undefined
    const stack = createLayeredStack<string>((t) => (title = t))
    const modal = stack.open(1)
    stack.set(modal, 'Матрица — Efir')
    const page = stack.open(0) // the start page's chunk arrived later
    stack.set(page, 'Efir — главная')
    expect(title).toBe('Матрица — Efir')
    stack.close(modal)
    expect(title).toBe('Efir — главная')
  })
})
