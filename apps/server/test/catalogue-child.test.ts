import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type ContentCard, type Row } from '@efir/contract'
import { ADULT_ID } from '../src/seed/catalogue-data.ts'
import { api, createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'

/*
 * Issue 31: a child profile's catalogue is the server's rule, not only the browser's. Its token gets
 * no title over 12, no adult one and no adult genre in rows, rowsets, search and similar titles; a
 * card, its metadata and its stream outside that catalogue are not found (404, as a row's missing title).
 */
let t: TestApp
let adult: string
let child: string
const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query })

const childSafe = (c: Pick<ContentCard, 'age' | 'is_adult' | 'genres'>) =>
  c.age <= 12 && !c.is_adult && c.genres.every((g) => g.row_slug !== 'genre-erotic')
const contentsOf = (rows: readonly Row[]) => rows.flatMap((r) => r.contents)

beforeAll(async () => {
  t = await createTestApp()
  adult = await api(t.app).signIn()
  // a second sign-in of the demo account, switched to its child profile on its own device
  child = await api(t.app).signIn()
  const profiles = await get('/v2/users/self/profiles', { access_token: child })
  const kid = profiles.json<{ id: number; role: string }[]>().find((p) => p.role === 'child')
  const chosen = await t.app.inject({
    method: 'POST',
    url: '/v2/users/self/profile',
    query: { access_token: child },
    payload: { id: kid?.id },
  })
  expect(chosen.statusCode, chosen.body).toBe(200)
})
afterAll(() => t.close())

describe('a child profile’s catalogue (issue 31)', () => {
  it('rowsets: no 18+ title and no Erotica tile, where the adult profile has both', async () => {
    const query = { limit: '100', items_limit: '100' }
    const grown = expectContract(
      endpoints.getRowset,
      await get('/v2/rowsets/startpage', { ...query, access_token: adult }),
    )
    const kid = expectContract(
      endpoints.getRowset,
      await get('/v2/rowsets/startpage', { ...query, access_token: child }),
    )
    expect(contentsOf(grown.rows).some((c) => c.age >= 18)).toBe(true)
    expect(contentsOf(kid.rows).length).toBeGreaterThan(0)
    expect(contentsOf(kid.rows).every(childSafe)).toBe(true)
    const tiles = (rows: readonly Row[]) =>
      rows.find((r) => r.slug === 'genres')?.promotions.map((p) => p.destination.slug) ?? []
    expect(tiles(grown.rows)).toContain('genre-erotic')
    expect(tiles(kid.rows).length).toBeGreaterThan(0)
    expect(tiles(kid.rows)).not.toContain('genre-erotic')
    for (const promo of kid.rows.flatMap((r) => r.promotions)) {
      if (promo.content) expect(childSafe(promo.content), promo.title).toBe(true)
    }
  })

  it('rows, the catalogue filter and an adult genre row: cut, with totals that match', async () => {
    const grown = expectContract(
      endpoints.getRow,
      await get('/v2/rows/movies', { limit: '100', access_token: adult }),
    )
    const kid = expectContract(
      endpoints.getRow,
      await get('/v2/rows/movies', { limit: '100', access_token: child }),
    )
    expect(kid.contents.every(childSafe)).toBe(true)
    expect(kid.total).toBeLessThan(grown.total)
    expect(kid.total).toBe(Math.min(kid.contents.length + kid.more_count, kid.total))
    const filtered = expectContract(
      endpoints.getRow,
      await get('/v2/rows/movies', { limit: '100', year_from: '1990', access_token: child }),
    )
    expect(filtered.contents.every(childSafe)).toBe(true)
    const erotic = expectContract(
      endpoints.getRow,
      await get('/v2/rows/genre-erotic', { access_token: child }),
    )
    expect(erotic.total).toBe(0)
  })

  it('the genre list marks the adult genre, so a client can hide its tile too', async () => {
    const genres = expectContract(endpoints.listInternalGenres, await get('/v2/internal_genres'))
    expect(genres.filter((g) => g.is_adult).map((g) => g.row_slug)).toEqual(['genre-erotic'])
  })

  it('the catalogue filter’s genre list: no adult genre for a child profile’s token, all for the adult', async () => {
    const list = async (token: string) =>
      expectContract(endpoints.listInternalGenres, await get('/v2/internal_genres', { access_token: token }))
    const grown = await list(adult)
    const kid = await list(child)
    expect(grown.map((g) => g.row_slug)).toContain('genre-erotic')
    expect(kid.some((g) => g.is_adult || g.row_slug === 'genre-erotic')).toBe(false)
    expect(kid.length).toBe(grown.length - 1)
  })

  it('favourites: a child profile’s list leaves out a favourite 18+ title the account holds', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/v2/users/self/favorites',
      query: { access_token: adult },
      payload: { content_id: ADULT_ID },
    })
    expect(added.statusCode, added.body).toBe(201)
    const kept = (token: string) =>
      get('/v2/users/self/favorites', { access_token: token }).then((r) =>
        expectContract(endpoints.listFavorites, r).map((f) => f.content_id),
      )
    expect(await kept(adult)).toContain(ADULT_ID)
    expect(await kept(child)).not.toContain(ADULT_ID)
  })

  it('a person’s contents_count is what the child’s filmography holds', async () => {
    const film = (await get(`/v2/contents/${ADULT_ID}`, { access_token: adult })).json<{
      persons: { id: number }[]
    }>()
    const personId = film.persons[0]?.id
    expect(personId).toBeDefined()
    const count = async (token: string) =>
      expectContract(endpoints.getPerson, await get(`/v2/persons/${personId}`, { access_token: token }))
        .contents_count
    const filmography = async (token: string) =>
      expectContract(
        endpoints.getFilmography,
        await get('/v2/rows/filmography', { person_id: String(personId), access_token: token }),
      ).total
    const grown = await count(adult)
    const kid = await count(child)
    expect(kid).toBeLessThan(grown)
    expect(grown).toBe(await filmography(adult))
    expect(kid).toBe(await filmography(child))
  })

  it('search and suggestions leave the 18+ title out', async () => {
    const film = (await get(`/v2/contents/${ADULT_ID}`, { access_token: adult })).json<ContentCard>()
    const text = film.title.slice(0, 6)
    const found = (token: string) =>
      get('/v2/rowsets/search', { text, items_limit: '100', access_token: token })
    const grown = expectContract(endpoints.getRowset, await found(adult))
    expect(contentsOf(grown.rows).map((c) => c.id)).toContain(ADULT_ID)
    const kid = expectContract(endpoints.getRowset, await found(child))
    expect(contentsOf(kid.rows).every(childSafe)).toBe(true)
    const suggest = expectContract(
      endpoints.searchSuggest,
      await get('/v2/search/suggest', { text, access_token: child }),
    )
    expect(suggest.contents.every(childSafe)).toBe(true)
  })

  it('the card, its metadata, similar titles and stream of an 18+ title: 404 for the child, 200 for the adult', async () => {
    expect((await get(`/v2/contents/${ADULT_ID}`, { access_token: adult })).statusCode).toBe(200)
    expectError(await get(`/v2/contents/${ADULT_ID}`, { access_token: child }), 404, 'not_found')
    expectError(
      await get(`/v2/users/self/content_metadata/${ADULT_ID}`, { access_token: child }),
      404,
      'not_found',
    )
    expectError(await get(`/v2/contents/${ADULT_ID}/similar`, { access_token: child }), 404, 'not_found')
    const card = (await get(`/v2/contents/${ADULT_ID}`, { access_token: adult })).json<{
      library_id: number | null
    }>()
    expectError(
      await get(`/v2/libraries/${card.library_id ?? 1}/contents/${ADULT_ID}/stream`, { access_token: child }),
      404,
      'not_found',
    )
    const kidsRow = expectContract(endpoints.getRow, await get('/v2/rows/movies', { access_token: child }))
    const allowed = kidsRow.contents[0]
    expect(allowed).toBeDefined()
    const open = expectContract(
      endpoints.getContent,
      await get(`/v2/contents/${allowed?.id}`, { access_token: child }),
    )
    expect(childSafe(open)).toBe(true)
    const similar = expectContract(
      endpoints.getContentSimilar,
      await get(`/v2/contents/${allowed?.id}/similar`, { access_token: child }),
    )
    expect(similar.every(childSafe)).toBe(true)
  })
})
