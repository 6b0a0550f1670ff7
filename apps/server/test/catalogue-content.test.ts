import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { expectContract, expectError, signedInApp, type TestApp } from './support/test-app.ts'

let t: TestApp, token: string
const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query })
const path = (url: string) => new URL(url).pathname + new URL(url).search

beforeAll(async () => ({ t, token } = await signedInApp()))
afterAll(async () => {
  await t.close()
})

describe('content card', () => {
  it('answers a content by id or slug with persons, genres and images', async () => {
    const byId = expectContract(endpoints.getContent, await get('/v2/contents/1'))
    expect(byId.title).toBe('Матрица')
    expect(byId.slug).toBe('matrica-1')
    const bySlug = expectContract(endpoints.getContent, await get(`/v2/contents/${byId.slug}`))
    expect(bySlug.id).toBe(1)
    expect(byId.persons.length).toBeGreaterThan(2)
    expect(byId.persons[0]?.id).toBe(1)
    expect(byId.genres[0]?.row_slug).toMatch(/^genre-/)
    expect(byId.trailers.length).toBe(1)
    expect(byId.cover.src_16x9).toMatch(/\/media\/img\/contents\/1\/cover-16x9\.svg$/)
    expect(byId.is_free).toBe(true)
  })

  it('404s unknown contents and 400s malformed ids', async () => {
    expectError(await get('/v2/contents/999999'), 404, 'not_found')
    expectError(await get('/v2/contents/abc'), 400, 'validation_error')
    expectError(await get('/v2/contents/0'), 400, 'validation_error')
  })

  it('lists series episodes by season with an announcement and season filter', async () => {
    const series = expectContract(endpoints.getContent, await get('/v2/contents/201'))
    expect(series.content_type).toBe('series')
    expect(series.category_id).toBe(2)
    expect(series.seasons.map((s) => s.number)).toEqual([1, 2, 3])
    const episodes = expectContract(endpoints.getContentEpisodes, await get('/v2/contents/201/episodes'))
    expect(episodes).toHaveLength(30)
    expect(episodes.filter((e) => e.is_announcement).map((e) => [e.season, e.series])).toEqual([[3, 10]])
    const second = expectContract(
      endpoints.getContentEpisodes,
      await get('/v2/contents/201/episodes', { season: '2' }),
    )
    expect(second.map((e) => e.series)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(second.every((e) => e.season === 2 && e.parent_id === 201)).toBe(true)
  })

  it('answers similar contents (at most 12, same type, sharing a genre)', async () => {
    const similar = expectContract(endpoints.getContentSimilar, await get('/v2/contents/1/similar'))
    expect(similar.length).toBeGreaterThan(0)
    expect(similar.length).toBeLessThanOrEqual(12)
    expect(similar.map((c) => c.id)).not.toContain(1)
    for (const c of similar) expect(c.content_type).toBe('movie')
  })

  it('lists catch-up airings of a programme and none for a film', async () => {
    const film = expectContract(endpoints.getContentSources, await get('/v2/contents/1/sources'))
    expect(film.catchups).toEqual([])
    const programme = expectContract(endpoints.getContentSources, await get('/v2/contents/251/sources'))
    expect(programme.catchups.length).toBeGreaterThan(0)
    const now = Math.floor(t.clock.now().getTime() / 1000)
    for (const c of programme.catchups) {
      expect(c.channel_id).toBe(102)
      expect(c.start_at).toBeLessThan(now)
    }
    // spec 3 §4: the scheduled programme plays from the channel archive at its airing.
    const meta = expectContract(
      endpoints.getContentMetadata,
      await get('/v2/users/self/content_metadata/251'),
    )
    const schedule = meta.stream_using.content_schedule
    expect(schedule?.channel_id).toBe(102)
    const archive = await get('/v2/channels/102/stream', { ts: String(schedule?.timestamp) })
    expect(archive.statusCode, archive.body).toBe(200)
  })
})

describe('metadata', () => {
  it('answers a play button for a free film, history and favorite for the demo user', async () => {
    const guest = expectContract(endpoints.getContentMetadata, await get('/v2/users/self/content_metadata/1'))
    expect(guest.is_purchased).toBe(true)
    expect(guest.buttons[0]?.button_type).toBe('play')
    expect(guest.history.seconds).toBe(0)
    const watched = expectContract(
      endpoints.getContentMetadata,
      await get('/v2/users/self/content_metadata/3', { access_token: token }),
    )
    expect(watched.history.seconds).toBeGreaterThan(0)
    expect(watched.buttons[0]?.button_type).toBe('continue')
  })

  it('answers a pay button for a packet-bound film and next_to_play for a series', async () => {
    const paid = expectContract(
      endpoints.getContentMetadata,
      await get('/v2/users/self/content_metadata/14', { access_token: token }),
    )
    expect(paid.is_purchased).toBe(false)
    expect(paid.buttons[0]?.button_type).toBe('pay')
    expect(paid.min_price).toBeGreaterThan(0)
    const series = expectContract(
      endpoints.getContentMetadata,
      await get('/v2/users/self/content_metadata/201'),
    )
    expect(series.next_to_play).toMatchObject({ season: 1, series: 1 })
    const lost = expectContract(endpoints.getContentMetadata, await get('/v2/users/self/content_metadata/9'))
    expect(lost).toMatchObject({ is_lost: true, is_available: false, buttons: [] })
    expectError(await get('/v2/users/self/content_metadata/999999'), 404, 'not_found')
  })
})

describe('VOD streams', () => {
  it('plays a free film for an anonymous viewer as a finished HLS playlist of its duration', async () => {
    const stream = expectContract(
      endpoints.getLibraryContentStream,
      await get('/v2/libraries/1/contents/1/stream'),
    )
    expect(stream.duration).toBe(8160)
    expect(stream.playback_points.map((p) => p.type)).toEqual(['intro', 'highlight', 'highlight', 'credits'])
    const master = await get(path(stream.hls_mbr))
    expect(master.statusCode).toBe(200)
    expect(master.headers['content-type']).toContain('mpegurl')
    const variant = master.body.split('\n').find((line) => line.startsWith('video/'))
    expect(variant).toBeDefined()
    // the variant URI is relative to the master and carries the answer's media token
    const media = await get(path(new URL(variant ?? '', stream.hls_mbr).toString()))
    expect(media.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(media.body).toContain('#EXT-X-ENDLIST')
    expect(media.body.match(/#EXTINF/g)).toHaveLength(8160 / 2)
    const segment = media.body.split('\n').find((line) => line.includes('.m4s?t='))
    expect((await get(segment ?? '')).statusCode).toBe(200)
    const timings = await get(path(stream.screenshot_timings ?? ''))
    const points = timings.json<{ seek_points: number[] }>().seek_points
    expect(points[0]).toBe(0)
    expect(points.at(-1)).toBe(8160_000)
  })

  it('refuses unpurchased, lost, unavailable, announced and series contents with 403', async () => {
    expectError(
      await get('/v2/libraries/1/contents/14/stream', { access_token: token }),
      403,
      'not_purchased',
    )
    expectError(await get('/v2/libraries/1/contents/9/stream'), 403, 'permission_denied')
    expectError(await get('/v2/libraries/1/contents/11/stream'), 403, 'permission_denied')
    expectError(await get('/v2/libraries/1/contents/201/stream'), 403, 'permission_denied')
    const episodes = expectContract(endpoints.getContentEpisodes, await get('/v2/contents/201/episodes'))
    const announced = episodes.find((e) => e.is_announcement)
    expectError(await get(`/v2/libraries/1/contents/${announced?.id}/stream`), 403, 'permission_denied')
    expectError(await get('/v2/libraries/99/contents/1/stream'), 404, 'not_found')
    expectError(await get('/v2/libraries/1/contents/999999/stream'), 404, 'not_found')
    expectError(await get('/v2/libraries/x/contents/1/stream'), 400, 'validation_error')
  })

  it('saves the position through the stat of the stream answer and resumes from it', async () => {
    const stream = expectContract(
      endpoints.getLibraryContentStream,
      await get('/v2/libraries/1/contents/1/stream', { access_token: token }),
    )
    t.clock.advance(1000)
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/v2/users/self/stat/${stream.stat.id}`,
      query: { access_token: token },
      payload: { duration: 1234 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const meta = expectContract(
      endpoints.getContentMetadata,
      await get('/v2/users/self/content_metadata/1', { access_token: token }),
    )
    expect(meta.history.seconds).toBe(1234)
    expect(meta.buttons[0]?.button_type).toBe('continue')
    const row = expectContract(endpoints.getRow, await get('/v2/rows/continue', { access_token: token }))
    expect(row.contents[0]?.id).toBe(1)
    expect(row.contents[0]?.history?.seconds).toBe(1234)
  })

  it('plays trailers for everyone', async () => {
    const content = expectContract(endpoints.getContent, await get('/v2/contents/1'))
    const id = content.trailers[0]?.id ?? 0
    const trailer = expectContract(endpoints.getTrailerStream, await get(`/v2/trailers/${id}/stream`))
    expect(trailer.content_id).toBe(1)
    const master = await get(path(trailer.hls))
    expect(master.statusCode).toBe(200)
    expectError(await get('/v2/trailers/1/stream'), 404, 'not_found')
  })
})

describe('images', () => {
  it('draws the SVG images a content names, with long cache headers, and 404s others', async () => {
    const res = await get('/media/img/contents/1/cover-16x9.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.headers['cache-control']).toContain('max-age=31536000')
    expect(res.body).toContain('Матрица')
    expect((await get('/media/img/contents/1/cover-9x16.svg')).statusCode).toBe(404)
    expect((await get('/media/img/persons/1/person-3x4.svg')).statusCode).toBe(200)
    expect((await get('/media/img/contents/abc/cover-16x9.svg')).statusCode).toBe(404)
  })

  it('uses every image type and aspect ratio across the catalogue', async () => {
    const row = expectContract(endpoints.getRow, await get('/v2/rows/movies', { limit: '100' }))
    const kinds = new Set(row.contents.flatMap((c) => c.images.map((i) => `${i.type} ${i.ar}`)))
    for (const ar of ['2:3', '3:4', '9:16', '16:9', '4:3']) {
      expect(
        [...kinds].some((k) => k.endsWith(ar)),
        ar,
      ).toBe(true)
    }
    expect(row.contents.some((c) => c.images.length === 0)).toBe(true)
  })
})
