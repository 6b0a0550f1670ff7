import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { endpoints } from '@efir/contract'
import * as schema from '../src/db/schema/index.ts'
import { api, createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'

let t: TestApp
const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query })

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('genre rows', () => {
  it('hold only the genre’s films, though series of that genre exist', async () => {
    const series = expectContract(
      endpoints.getRow,
      await get('/v2/rows/series', { main_genre: '1', limit: '1' }),
    )
    expect(series.total, 'the demo catalogue has drama series').toBeGreaterThan(0)

    const drama = expectContract(endpoints.getRow, await get('/v2/rows/genre-drama', { limit: '100' }))
    expect(drama.content_type).toBe('movie')
    expect(drama.contents.length).toBeGreaterThan(0)
    for (const card of drama.contents) {
      expect(card.content_type, card.title).toBe('movie')
      expect(card.genres.map((g) => g.id)).toContain(1)
    }
    const movies = expectContract(
      endpoints.getRow,
      await get('/v2/rows/movies', { main_genre: '1', limit: '1' }),
    )
    expect(drama.total).toBe(movies.total)
  })

  it('are films on the start page too', async () => {
    const page = expectContract(endpoints.getRowset, await get('/v2/rowsets/startpage', { limit: '100' }))
    const genreRows = page.rows.filter((r) => r.slug.startsWith('genre-'))
    expect(genreRows.length).toBeGreaterThan(0)
    for (const row of genreRows)
      for (const card of row.contents) expect(card.content_type, `${row.slug}: ${card.title}`).toBe('movie')
  })
})

describe('demo data that keeps the rules (issue 11)', () => {
  it('the start page has no erotica row, and its kids row no 18+ title', async () => {
    const page = expectContract(endpoints.getRowset, await get('/v2/rowsets/startpage', { limit: '100' }))
    expect(page.rows.map((r) => r.slug)).not.toContain('genre-erotic')
    expect(
      page.rows.some((r) => r.slug.startsWith('genre-')),
      'other genre rows stay',
    ).toBe(true)
    // the erotica row itself is still there for who opens it
    expect(expectContract(endpoints.getRow, await get('/v2/rows/genre-erotic')).total).toBeGreaterThan(0)

    const kids = expectContract(endpoints.getRow, await get('/v2/rows/kids', { limit: '100' }))
    expect(kids.contents.length).toBeGreaterThan(0)
    for (const card of kids.contents) {
      // spec 3 §5 age label: motion_rating.text, else "{age}+"
      const label = card.motion_rating?.text ?? `${card.age}+`
      expect(Number.parseInt(label, 10), `${card.title}: ${label}`).toBeLessThanOrEqual(12)
      expect(card.is_adult).toBe(false)
    }
  })

  it("a cartoon's motion rating follows its age", async () => {
    const row = expectContract(endpoints.getRow, await get('/v2/rows/genre-animation', { limit: '100' }))
    for (const card of row.contents)
      if (card.motion_rating) expect(card.motion_rating.text, card.title).toBe(`${card.age}+`)
  })

  it('the telecasts rowset is the /telecasts page of the programme breadcrumb', async () => {
    const page = expectContract(endpoints.getRowset, await get('/v2/rowsets/telecasts'))
    expect(page.rows.some((r) => r.content_type === 'program')).toBe(true)
  })
})

describe('the New Year rows of /newyear (spec 3 §2)', () => {
  const slugs = ['newyear-family', 'newyear-cartoons', 'newyear-comedies', 'newyear-series', 'newyear-shows']

  it.each(slugs)('%s holds demo content, titled in the viewer language', async (slug) => {
    const row = expectContract(endpoints.getRow, await get(`/v2/rows/${slug}`, { limit: '20' }))
    expect(row.slug).toBe(slug)
    expect(row.contents.length, 'enough for a slider').toBeGreaterThanOrEqual(3)
    const en = await t.app.inject({
      method: 'GET',
      url: `/v2/rows/${slug}`,
      query: { limit: '1' },
      headers: { 'accept-language': 'en' },
    })
    const title = expectContract(endpoints.getRow, en).title
    expect(title).not.toBe(row.title)
    expect(title).toMatch(/^[A-Z][A-Za-z ]+$/)
  })

  it('are five distinct rows', async () => {
    const ids = new Set<number>()
    for (const slug of slugs) ids.add(expectContract(endpoints.getRow, await get(`/v2/rows/${slug}`)).id)
    expect(ids.size).toBe(5)
  })
})

describe('promo-wide rows', () => {
  const promoWide = async (token?: string) => {
    const page = expectContract(
      endpoints.getRowset,
      await get('/v2/rowsets/startpage', { limit: '100', ...(token ? { access_token: token } : {}) }),
    )
    return page.rows.find((r) => r.template === 'promo-wide')
  }
  const packetIds = (row: Awaited<ReturnType<typeof promoWide>>) =>
    (row?.promotions ?? []).filter((p) => p.destination.type === 'packet').map((p) => p.destination.id)

  it('hide the packets the viewer owns (spec 3 §2) and show them again once expired', async () => {
    const anonymous = packetIds(await promoWide())
    expect(anonymous.length).toBeGreaterThanOrEqual(2)
    const [owned, other] = anonymous

    const token = await api(t.app).login()
    expect(packetIds(await promoWide(token))).toEqual(anonymous)

    const [demo] = await t.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.username, 'demo'))
    const now = t.clock.now()
    await t.database.db.insert(schema.subscriptions).values({
      userId: demo!.id,
      packetId: Number(owned),
      startedAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    })
    const mine = packetIds(await promoWide(token))
    expect(mine).not.toContain(owned)
    expect(mine).toContain(other)
    // the same viewer's row page agrees with the rowset
    const row = expectContract(
      endpoints.getRow,
      await get('/v2/rows/cinema-and-sport', { access_token: token }),
    )
    expect(row.promotions.map((p) => p.destination.id)).not.toContain(owned)

    t.clock.advance(2 * 86_400_000)
    expect(packetIds(await promoWide(token))).toContain(owned)
  })
})

describe('generated images', () => {
  const image = (query: Record<string, string> = {}) => get('/media/img/contents/1/bg-21x9.svg', query)
  const size = (svg: string) => /^<svg [^>]*?width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number)

  it('draw at the asked width (spec 3 §9), keeping the aspect ratio and the drawing', async () => {
    const plain = await image()
    expect(plain.statusCode).toBe(200)
    expect(size(plain.body)).toEqual([840, 360])
    const sized = await image({ w: '1920' })
    expect(sized.statusCode).toBe(200)
    expect(sized.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(size(sized.body)).toEqual([1920, 823])
    expect(sized.body).toContain('viewBox="0 0 840 360"')
    expect(size((await image({ w: '343' })).body)).toEqual([343, 147])
  })

  it('answer a webp request with the vector drawing (smaller than a raster of it)', async () => {
    const webp = await image({ w: '648', format: 'webp' })
    expect(webp.statusCode).toBe(200)
    expect(webp.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(size(webp.body)).toEqual([648, 278])
  })

  it('400 a bad width or format', async () => {
    for (const w of ['0', '-5', 'abc', '99999', '1.5', '']) {
      expectError(await image({ w }), 400, 'validation_error')
    }
    expectError(await image({ format: 'gif' }), 400, 'validation_error')
    expect((await get('/media/img/contents/1/nope-21x9.svg', { w: '100' })).statusCode).toBe(404)
  })
})

describe('generated images, compressed', () => {
  it('are sent with brotli or gzip when accepted, and as they are otherwise', async () => {
    const url = '/media/img/contents/1/cover-2x3.svg'
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/Accept-Encoding/)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
  })
})

describe('sorting a catalogue row (issue 31: GET /v2/rows/{id}?sort=)', () => {
  // a genre row: all of it in one page of 100
  const page = async (sort?: string) => {
    const row = expectContract(
      endpoints.getRow,
      await get('/v2/rows/genre-drama', { limit: '100', ...(sort ? { sort } : {}) }),
    )
    expect(row.more_count).toBe(0)
    return row.contents
  }
  const best = (c: { rating_imdb: number | null; rating_kinopoisk: number | null }) =>
    Math.max(c.rating_imdb ?? 0, c.rating_kinopoisk ?? 0)

  it('popular is the row’s own order; new, rating and title reorder the same titles', async () => {
    const own = await page()
    expect((await page('popular')).map((c) => c.id)).toEqual(own.map((c) => c.id))
    const ids = new Set(own.map((c) => c.id))
    for (const sort of ['new', 'rating', 'title']) {
      const sorted = await page(sort)
      expect(new Set(sorted.map((c) => c.id)), sort).toEqual(ids)
      expect(
        sorted.map((c) => c.id),
        sort,
      ).not.toEqual(own.map((c) => c.id))
    }
    const years = (await page('new')).map((c) => c.year ?? 0)
    expect(years).toEqual([...years].sort((a, b) => b - a))
    const ratings = (await page('rating')).map(best)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const titles = (await page('title')).map((c) => c.title)
    const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true })
    expect(titles).toEqual([...titles].sort(collator.compare))
  })

  it('pages in the order asked for, and refuses an unknown order (400)', async () => {
    const all = await page('rating')
    const second = expectContract(
      endpoints.getRow,
      await get('/v2/rows/genre-drama', { sort: 'rating', offset: '10', limit: '10' }),
    )
    expect(second.contents.map((c) => c.id)).toEqual(all.slice(10, 20).map((c) => c.id))
    expectError(await get('/v2/rows/movies', { sort: 'cheapest' }), 400, 'validation_error')
  })
})
