import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, ROW_TEMPLATES } from '@efir/contract'
import { buildCatalogue } from '../src/seed/catalogue-data.ts'
import { api, createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'

let t: TestApp
const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query })

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('rowsets', () => {
  it('lists the pages and answers the start page with at most 24 rows per load', async () => {
    const list = expectContract(endpoints.listRowsets, await get('/v2/rowsets'))
    expect(list.map((r) => r.slug)).toEqual(
      expect.arrayContaining(['startpage', 'movies', 'series', 'search', 'my']),
    )
    const page = expectContract(endpoints.getRowset, await get('/v2/rowsets/startpage'))
    expect(page.rows.length).toBe(24)
    expect(page.more_rows).toBeGreaterThan(0)
    const next = expectContract(endpoints.getRowset, await get('/v2/rowsets/1', { offset: '24' }))
    expect(next.rows.length).toBe(page.rows_total - 24)
    const ids = [...page.rows, ...next.rows].map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('covers every row template of spec 3 on the start page', async () => {
    const token = await api(t.app).login()
    const page = expectContract(
      endpoints.getRowset,
      await get('/v2/rowsets/startpage', { access_token: token, limit: '100' }),
    )
    const templates = new Set(page.rows.map((r) => r.template))
    for (const template of ROW_TEMPLATES) {
      expect(templates, template).toContain(template)
    }
    const destinations = new Set(page.rows.flatMap((r) => r.promotions.map((p) => p.destination.type)))
    for (const type of ['content', 'text', 'open_url', 'packet']) expect(destinations).toContain(type)
    const promoBg = page.rows.find((r) => r.template === 'promo-bg')
    expect(promoBg?.promotions.length).toBeGreaterThanOrEqual(2)
    expect(promoBg?.promotions[0]?.trailer).not.toBeNull()
  })

  it('leaves personal rows out for anonymous viewers and 404s an unknown rowset', async () => {
    const page = expectContract(endpoints.getRowset, await get('/v2/rowsets/startpage', { limit: '100' }))
    expect(page.rows.map((r) => r.template)).not.toContain('history')
    expectError(await get('/v2/rowsets/nope'), 404, 'not_found')
    expectError(await get('/v2/rowsets/startpage', { limit: '0' }), 400, 'validation_error')
  })

  it('searches with the search rowset text', async () => {
    const page = expectContract(endpoints.getRowset, await get('/v2/rowsets/search', { text: 'матрица' }))
    const movies = page.rows.find((r) => r.slug === 'search-movies')
    expect(movies?.contents.map((c) => c.title)).toContain('Матрица')
  })
})

describe('rows', () => {
  it('pages a row with offset and limit and says how many are left', async () => {
    const first = expectContract(endpoints.getRow, await get('/v2/rows/movies', { limit: '21' }))
    expect(first.contents).toHaveLength(21)
    expect(first.total).toBe(200)
    expect(first.more_count).toBe(179)
    const last = expectContract(endpoints.getRow, await get('/v2/rows/20', { offset: '190', limit: '21' }))
    expect(last.contents).toHaveLength(10)
    expect(last.more_count).toBe(0)
    expect(first.contents.map((c) => c.id)).not.toContain(last.contents[0]?.id)
  })

  it('has a row of more than 2,000 items for the virtualisation bench', async () => {
    const row = expectContract(endpoints.getRow, await get('/v2/rows/everything', { limit: '24' }))
    expect(row.total).toBeGreaterThanOrEqual(2000)
  })

  it('filters by genre, country, years, rating, library and text', async () => {
    const genres = expectContract(endpoints.listInternalGenres, await get('/v2/internal_genres'))
    const scifi = genres.find((g) => g.row_slug === 'genre-scifi')
    expect(scifi?.parent_id).toBeNull()
    const row = expectContract(
      endpoints.getRow,
      await get('/v2/rows/movies', {
        main_genre: String(scifi?.id),
        year_from: '1990',
        year_to: '1999',
        limit: '100',
      }),
    )
    expect(row.contents.map((c) => c.title)).toContain('Матрица')
    for (const c of row.contents) {
      expect(c.genres.map((g) => g.id)).toContain(scifi?.id)
      expect(c.year).toBeGreaterThanOrEqual(1990)
      expect(c.year).toBeLessThanOrEqual(1999)
    }
    const rated = expectContract(
      endpoints.getRow,
      await get('/v2/rows/movies', { rating_from: '8', limit: '100' }),
    )
    for (const c of rated.contents)
      expect(Math.max(c.rating_imdb ?? 0, c.rating_kinopoisk ?? 0)).toBeGreaterThanOrEqual(8)
    const us = expectContract(endpoints.getRow, await get('/v2/rows/movies', { country: 'US', limit: '100' }))
    expect(us.total).toBeGreaterThan(0)
    for (const c of us.contents) expect(c.countries.map((x) => x.code)).toContain('US')
    const library = expectContract(
      endpoints.getRow,
      await get('/v2/rows/movies', { library_id: '2', limit: '100' }),
    )
    for (const c of library.contents) expect(c.library_id).toBe(2)
    const text = expectContract(endpoints.getRow, await get('/v2/rows/movies', { text: 'МАТРИЦА' }))
    expect(text.contents.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2]))
    const none = expectContract(endpoints.getRow, await get('/v2/rows/movies', { year_from: '2100' }))
    expect(none.contents).toEqual([])
  })

  it('finds genre rows by slug and id, 404s unknown rows and 400s bad filters', async () => {
    const bySlug = expectContract(endpoints.getRow, await get('/v2/rows/genre-drama'))
    const byId = expectContract(endpoints.getRow, await get(`/v2/rows/${bySlug.id}`))
    expect(byId.slug).toBe('genre-drama')
    expectError(await get('/v2/rows/no-such-row'), 404, 'not_found')
    expectError(await get('/v2/rows/999999'), 404, 'not_found')
    expectError(await get('/v2/rows/movies', { limit: '1000' }), 400, 'validation_error')
    expectError(await get('/v2/rows/movies', { offset: '-1' }), 400, 'validation_error')
    expectError(await get('/v2/rows/movies', { year_from: 'abc' }), 400, 'validation_error')
    expectError(await get('/v2/rows/BAD%20ROW'), 400, 'validation_error')
  })

  it("lists a person's filmography", async () => {
    const row = expectContract(
      endpoints.getFilmography,
      await get('/v2/rows/filmography', { person_id: '1' }),
    )
    expect(row.contents.map((c) => c.id)).toContain(1)
    expectError(await get('/v2/rows/filmography', { person_id: '9999' }), 404, 'not_found')
    // spec 3 §6: a child profile sees only person content aged 12 or less.
    const token = await api(t.app).login()
    const profiles = await t.app.inject({
      method: 'GET',
      url: '/v2/users/self/profiles',
      query: { access_token: token },
    })
    const kids = profiles.json<{ id: number; role: string }[]>().find((p) => p.role === 'child')
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/v2/users/self/profile',
      query: { access_token: token },
      payload: { id: kids?.id },
    })
    expect(chosen.statusCode, chosen.body).toBe(200)
    let sawHidden = false
    for (const personId of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const adult = expectContract(
        endpoints.getFilmography,
        await get('/v2/rows/filmography', { person_id: String(personId) }),
      )
      const child = expectContract(
        endpoints.getFilmography,
        await get('/v2/rows/filmography', { person_id: String(personId), access_token: token }),
      )
      expect(child.contents.every((c) => c.age <= 12)).toBe(true)
      if (child.total < adult.total) sawHidden = true
    }
    expect(sawHidden).toBe(true)
    const adultAgain = await t.app.inject({
      method: 'POST',
      url: '/v2/users/self/profile',
      query: { access_token: token },
      payload: { id: profiles.json<{ id: number; role: string }[]>().find((p) => p.role === 'adult')?.id },
    })
    expect(adultAgain.statusCode).toBe(200)
    expectError(await get('/v2/rows/filmography'), 400, 'validation_error')
  })
})

describe('demo catalogue seed', () => {
  it('is the same every time a process seeds, with one cast line per person and role', () => {
    const now = new Date('2030-01-01T00:00:00Z')
    const first = buildCatalogue(now)
    expect(JSON.stringify(buildCatalogue(now))).toBe(JSON.stringify(first))
    const cast = first.contentPersons.map((c) => `${c.contentId}/${c.personId}/${c.role}`)
    expect(new Set(cast).size).toBe(cast.length)
    const titles = first.contents.filter((c) => c.contentType !== 'episode')
    expect(titles.length).toBeGreaterThanOrEqual(300)
    expect(new Set(first.contentPersons.map((c) => c.personId)).size).toBe(100)
    const years = titles.map((c) => c.year ?? 0)
    expect(Math.min(...years)).toBeLessThanOrEqual(1975)
    expect(titles.some((c) => c.age === 18)).toBe(true)
    expect(titles.some((c) => c.age <= 12)).toBe(true)
    expect(titles.some((c) => c.is4k)).toBe(true)
    expect(titles.some((c) => c.isLost)).toBe(true)
  })
})
