import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { toRussianLayout } from '../src/modules/search/text.ts'
import { expectContract, expectError, signedInApp, type TestApp } from './support/test-app.ts'

let t: TestApp, token: string
const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query })

beforeAll(async () => ({ t, token } = await signedInApp()))
afterAll(async () => {
  await t.close()
})

describe('persons', () => {
  it('answers a person by id or slug with roles and a titles count', async () => {
    const person = expectContract(endpoints.getPerson, await get('/v2/persons/1'))
    expect(person.roles).toContain('actor')
    expect(person.contents_count).toBeGreaterThan(0)
    expect(expectContract(endpoints.getPerson, await get(`/v2/persons/${person.slug}`)).id).toBe(1)
    expectError(await get('/v2/persons/9999'), 404, 'not_found')
    expectError(await get('/v2/persons/x'), 400, 'validation_error')
  })

  it('says whether a person is a favorite', async () => {
    const none = expectContract(
      endpoints.getPersonFavorite,
      await get('/v2/persons/1/favorite', { access_token: token }),
    )
    expect(none.favorite).toBeNull()
    const added = await t.app.inject({
      method: 'POST',
      url: '/v2/users/self/favorites',
      query: { access_token: token },
      payload: { person_id: 1 },
    })
    expect(added.statusCode, added.body).toBe(201)
    const some = expectContract(
      endpoints.getPersonFavorite,
      await get('/v2/persons/1/favorite', { access_token: token }),
    )
    expect(some.favorite?.id).toBe(added.json<{ id: number }>().id)
    expect(
      expectContract(endpoints.getPersonFavorite, await get('/v2/persons/1/favorite')).favorite,
    ).toBeNull()
    expectError(await get('/v2/persons/9999/favorite'), 404, 'not_found')
  })
})

describe('search', () => {
  it('converts the English layout to Russian', () => {
    expect(toRussianLayout('vfnhbwf')).toBe('матрица')
  })

  it('suggests titles, persons and channels; matches a query typed in the wrong layout', async () => {
    const direct = expectContract(endpoints.searchSuggest, await get('/v2/search/suggest', { text: 'матр' }))
    expect(direct.contents.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2]))
    expect(direct.suggestions.map((s) => s.text)).toContain('матрица')
    expect(direct.corrected_text).toBeNull()
    const typo = expectContract(endpoints.searchSuggest, await get('/v2/search/suggest', { text: 'vfnhbwf' }))
    expect(typo.contents[0]?.title).toBe('Матрица')
    expect(typo.corrected_text).toBe('матрица')
    const original = expectContract(
      endpoints.searchSuggest,
      await get('/v2/search/suggest', { text: 'matrix' }),
    )
    expect(original.contents.map((c) => c.id)).toContain(1)
    const empty = expectContract(endpoints.searchSuggest, await get('/v2/search/suggest'))
    expect(empty.contents.length).toBeGreaterThan(0)
    const nothing = expectContract(
      endpoints.searchSuggest,
      await get('/v2/search/suggest', { text: 'zzzzqqq' }),
    )
    expect(nothing.contents).toEqual([])
    expectError(await get('/v2/search/suggest', { text: 'x'.repeat(256) }), 400, 'validation_error')
  })

  it('saves picked results and shows them as history', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v2/search/found',
      query: { access_token: token },
      payload: { title: 'Матрица', text: 'матр', content_type: 'content', object_id: 1 },
    })
    expectContract(endpoints.searchFound, saved, 201)
    const suggest = expectContract(
      endpoints.searchSuggest,
      await get('/v2/search/suggest', { text: '', access_token: token }),
    )
    expect(suggest.history[0]).toMatchObject({ title: 'Матрица', object_id: 1, content_type: 'content' })
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v2/search/found',
      query: { access_token: token },
      payload: { title: 'x', text: 'x', content_type: 'movie', object_id: 1 },
    })
    expectError(bad, 400, 'validation_error')
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v2/search/found',
      payload: { title: 'x', text: 'x', content_type: 'content', object_id: 1 },
    })
    expectError(anonymous, 401, 'authentication_failed')
  })
})

describe('reference lists', () => {
  it('lists countries most contents first, genres with rows, libraries and news', async () => {
    const countries = expectContract(endpoints.listCountries, await get('/v2/countries'))
    expect(countries.length).toBeGreaterThan(30)
    expect(countries[0]?.contents_count).toBeGreaterThanOrEqual(countries[1]?.contents_count ?? 0)
    const genres = expectContract(endpoints.listInternalGenres, await get('/v2/internal_genres'))
    expect(genres.some((g) => g.parent_id !== null)).toBe(true)
    const names = genres.map((g) => g.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')))
    const libraries = expectContract(endpoints.listLibraries, await get('/v2/libraries'))
    expect(libraries.length).toBeGreaterThan(1)
    const news = expectContract(endpoints.listNews, await get('/v2/news'))
    expect(news.length).toBeGreaterThan(0)
    const item = expectContract(endpoints.getNews, await get(`/v2/news/${news[0]?.id}`))
    expect(item.title).toBe(news[0]?.title)
    expectError(await get('/v2/news/999'), 404, 'not_found')
  })
})

describe('favorites page', () => {
  it('fills the my rowset with favorite contents, channels, persons and programmes', async () => {
    for (const payload of [{ content_id: 1 }, { channel_id: 102 }, { program_id: 251 }, { person_id: 2 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/users/self/favorites',
        query: { access_token: token },
        payload,
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    const my = expectContract(endpoints.getRowset, await get('/v2/rowsets/my', { access_token: token }))
    const bySlug = Object.fromEntries(my.rows.map((r) => [r.slug, r]))
    expect(bySlug['my-contents']?.contents.map((c) => c.id)).toEqual([1])
    expect(bySlug['my-channels']?.channels.map((c) => c.id)).toEqual([102])
    expect(bySlug['my-programs']?.contents.map((c) => c.id)).toEqual([251])
    expect(bySlug['my-persons']?.persons.map((p) => p.id)).toEqual(expect.arrayContaining([1, 2]))
    const meta = expectContract(
      endpoints.getContentMetadata,
      await get('/v2/users/self/content_metadata/1', { access_token: token }),
    )
    expect(meta.favorite).not.toBeNull()
    const anonymous = expectContract(endpoints.getRowset, await get('/v2/rowsets/my'))
    expect(anonymous.rows).toEqual([])
  })
})
