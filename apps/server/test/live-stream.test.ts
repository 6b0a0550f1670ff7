import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type ScheduleEntry } from '@efir/contract'
import { expectContract, expectError, signedInApp, type Api, type TestApp } from './support/test-app.ts'

// Seed facts: src/seed/live-channels.ts.
const FREE = 102 // archive 14 days
const PRE_ROLL = 101
const BASE = 104
const UNAVAILABLE = 127
const DRM = 126
const NO_ARCHIVE = 112
const DAY = 86_400

describe('live TV: stream answers', () => {
  let t: TestApp, a: Api, token: string
  beforeAll(async () => ({ t, a, token } = await signedInApp()))
  afterAll(() => t.close())

  const now = () => Math.floor(t.clock.now().getTime() / 1000)
  const stream = (
    id: number,
    query: Record<string, string | number> = {},
    accessToken?: string,
    language = 'ru',
  ) =>
    a.inject({
      method: 'GET',
      url: `/v2/channels/${id}/stream`,
      query: Object.fromEntries(
        Object.entries({ ...query, ...(accessToken ? { access_token: accessToken } : {}) }).map(([k, v]) => [
          k,
          String(v),
        ]),
      ),
      headers: { 'accept-language': language },
    })
  const playlistAt = async (url: string | null) => {
    const res = await t.app.inject({
      method: 'GET',
      url: new URL(url ?? '').pathname + new URL(url ?? '').search,
    })
    expect(res.statusCode).toBe(200)
    return res.body
  }
  const schedule = async (id: number, from: number, to: number): Promise<ScheduleEntry[]> =>
    expectContract(
      endpoints.getChannelSchedule,
      await a.inject({ method: 'GET', url: `/v2/channels/${id}/content_schedule?start=${from}&end=${to}` }),
    )

  it('answers live HLS URLs of the media origin, a new stat id per start and the player helpers', async () => {
    const first = expectContract(endpoints.getChannelStream, await stream(FREE))
    expect(first.hls).toMatch(/^http:\/\/[^/]+\/media\/live\/102\/hls\.m3u8\?t=c102\.[\w.-]+$/)
    expect(first.hls_mbr).toMatch(/\/media\/live\/102\/hls_mbr\.m3u8\?t=c102\.[\w.-]+$/)
    expect(first.drm).toBeNull()
    expect(first.ad).toBeNull()
    expect(first.stream_info).toMatchObject({ live: true, start: null })
    expect(first.stream_info.screenshot_timings).toMatch(/\/media\/thumbs\/102\//)
    const check = await a.inject({ method: 'GET', url: new URL(first.stream_info.online_check).pathname })
    expect(check.statusCode).toBe(200)
    expect(check.headers['cache-control']).toBe('no-store')
    expect(check.body).toMatch(/^ok \d+/)
    const second = expectContract(endpoints.getChannelStream, await stream(FREE))
    expect(second.stat.id).toBeGreaterThan(first.stat.id)
    // hls_mbr's playlist comes along: the very text its URL answers (issue 11: one request less)
    expect(first.hls_mbr_playlist).toBe(await playlistAt(first.hls_mbr))
    // and so do its first media playlists: each the text its URL (relative to hls_mbr) answers
    const media = Object.entries(first.hls_mbr_media_playlists ?? {})
    expect(media.map(([uri]) => uri.split('?')[0])).toEqual(
      [...(first.hls_mbr_playlist ?? '').matchAll(/^(video\/[^?]+)\?/gm)]
        .map((m) => m[1])
        .concat('audio/ru.m3u8'),
    )
    for (const [uri, text] of media)
      expect(text).toBe(await playlistAt(new URL(uri, first.hls_mbr ?? '').href))
    const https = expectContract(endpoints.getChannelStream, await stream(FREE, { force_https: 'true' }))
    expect(https.hls).toMatch(/^https:\/\//)
    expect(https.stream_info.online_check).toMatch(/^https:\/\//)
  })

  it('builds a channel answer once per window for every viewer: each gets only his own token and stat id', async () => {
    const guest = await a.deviceToken((await a.createGuest()).token)
    const tokensOf = (body: string) => new Set([...body.matchAll(/[?&]t=([\w.-]+)/g)].map((m) => m[1]))
    const viewerOf = (tokens: Set<string | undefined>) => [...tokens].map((t) => Number(t?.split('.')[1]))
    const mine = await stream(FREE, {}, token)
    const answers = [mine, await stream(FREE, {}, guest), await stream(FREE)]
    const viewers = answers.map((res) => {
      expectContract(endpoints.getChannelStream, res)
      // every URL of an answer carries one token: its viewer's
      return viewerOf(tokensOf(res.body))
    })
    expect(viewers.map((v) => v.length)).toEqual([1, 1, 1])
    expect(new Set(viewers.flat()).size).toBe(3)
    expect(viewers[2]).toEqual([0])
    // issue 32: the gzip form (compressed once per window, the token and stat id put in) is that answer
    const plain = expectContract(endpoints.getChannelStream, mine)
    const zipped = await a.inject({
      method: 'GET',
      url: `/v2/channels/${FREE}/stream`,
      query: { access_token: token },
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(zipped.statusCode).toBe(200)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/)
    const unzipped = endpoints.getChannelStream.response.parse(
      JSON.parse(gunzipSync(zipped.rawPayload).toString()),
    )
    expect(unzipped.stat.id).toBeGreaterThan(plain.stat.id)
    expect({ ...unzipped, stat: plain.stat }).toEqual(plain)
  })

  it('lets the stream stat id be reported through PATCH /v2/users/self/stat/:id', async () => {
    const answer = expectContract(endpoints.getChannelStream, await stream(BASE, {}, token))
    const res = await a.inject({
      method: 'PATCH',
      url: `/v2/users/self/stat/${answer.stat.id}`,
      query: { access_token: token },
      payload: { duration: 30 },
    })
    expect(expectContract(endpoints.patchStat, res)).toMatchObject({ id: answer.stat.id, duration: 30 })
  })

  it('puts a VAST pre-roll on some free channels; it cannot be removed and such a channel has no preview', async () => {
    const answer = expectContract(endpoints.getChannelStream, await stream(PRE_ROLL))
    expect(answer.ad?.pre_roll[0]?.url).toMatch(/^http:\/\/.+\/media\/vast\//)
    expect(answer.ad?.allow_disable).toBe(false)
    // spec 2 §2: ad-only channels show no preview video (a preview has no ads: it would skip the pre-roll)
    expectError(await stream(PRE_ROLL, { preview: 'true' }), 403, 'permission_denied')
    const plain = expectContract(endpoints.getChannelStream, await stream(FREE, { preview: 'true' }))
    expect(plain.ad).toBeNull()
    expect(plain.hls).toMatch(/\/media\/live\/102\//)
  })

  it('refuses an unpurchased channel with 403 not_purchased and a localized message, in preview too', async () => {
    const anonymous = expectError(await stream(BASE, {}, undefined, 'en'), 403, 'not_purchased')
    expect(anonymous.message).toBe(
      'The channel "Мир Новостей" is not in your packets. Get a packet to watch it.',
    )
    const guest = { token: await a.deviceToken((await a.createGuest()).token) }
    expectError(await stream(BASE, {}, guest.token), 403, 'not_purchased')
    expectContract(endpoints.getChannelStream, await stream(BASE, {}, token))
    // the answer built for a viewer with the packet (issue 32: once per window) is not one without it
    expectError(await stream(BASE, {}, guest.token), 403, 'not_purchased')
    // issue 8: a preview gives nothing playable the full answer would refuse
    expectError(await stream(BASE, { preview: 'true' }), 403, 'not_purchased')
    expectError(await stream(BASE, { preview: 'true' }, guest.token), 403, 'not_purchased')
    expectError(await stream(BASE, { preview: 'true', ts: now() - 3600 }), 403, 'not_purchased')
    const preview = expectContract(endpoints.getChannelStream, await stream(BASE, { preview: 'true' }, token))
    expect(preview.stream_info.live).toBe(true)
  })

  it('answers permission_denied with the access error as detail for an unavailable channel', async () => {
    const body = expectError(await stream(UNAVAILABLE, {}, token, 'en'), 403, 'permission_denied')
    expect(body.message).toBe('The channel is not available')
    expect(body.detail).toBe('Broadcasting of this channel is suspended at the request of the rights holder')
    expectError(await stream(UNAVAILABLE, { preview: 'true' }), 403, 'permission_denied')
    expectError(await stream(99999), 404, 'not_found')
  })

  it('describes the DRM channel with the ClearKey descriptor instead of HLS', async () => {
    const answer = expectContract(endpoints.getChannelStream, await stream(DRM))
    expect(answer.hls).toBeNull()
    expect(answer.hls_mbr_playlist).toBeNull()
    expect(answer.drm?.streams).toEqual([
      { type: 'dash_clearkey', url: expect.stringMatching(/^http:\/\/.+\.mpd\?t=c126\.[\w.-]+$/) as string },
    ])
    expect(answer.drm?.licence_servers.clearkey).toMatch(/^http:\/\/.+\/media\/drm\/126\/license\?t=c126\./)
    expect(answer.drm?.drm_provider).toBe('clearkey')
  })

  it('plays a past programme from ts on the same timeline', async () => {
    const entries = await schedule(FREE, now() - 2 * DAY, now())
    const past = entries.find((e) => e.is_catchup_available && e.timestamp + e.duration < now())
    if (!past) throw new Error('no past programme')
    const answer = expectContract(
      endpoints.getChannelStream,
      await stream(FREE, { ts: past.timestamp, type: 'hls' }),
    )
    expect(answer.hls).toMatch(new RegExp(`/media/catchup/102/${past.timestamp}/hls\\.m3u8\\?t=c102\\.`))
    expect(answer.hls_mbr).toMatch(
      new RegExp(`/media/catchup/102/${past.timestamp}/hls_mbr\\.m3u8\\?t=c102\\.`),
    )
    expect(answer.stream_info).toMatchObject({ live: false, start: past.timestamp })
    expect(answer.hls_mbr_playlist).toContain('#EXT-X-START:TIME-OFFSET=')
    expect(answer.hls_mbr_media_playlists).toBeNull() // a catch-up window is hours long
    expect(answer.hls_mbr_playlist).toBe(await playlistAt(answer.hls_mbr))
  })

  it('applies the 30 s rule: a future or too recent ts is schedule_from_future', async () => {
    const future = expectError(
      await stream(FREE, { ts: now() + 60 }, undefined, 'en'),
      400,
      'schedule_from_future',
    )
    expect(future.message).toBe('This programme has not aired yet')
    const recent = expectError(
      await stream(FREE, { ts: now() - 29 }, undefined, 'en'),
      400,
      'schedule_from_future',
    )
    expect(recent.message).toMatch(/30 seconds/)
    const [atThirty] = await schedule(FREE, now() - 30, now() - 29)
    const res = await stream(FREE, { ts: now() - 30 })
    if (atThirty?.is_catchup_available) expectContract(endpoints.getChannelStream, res)
    else expectError(res, 400, 'archive_unavailable')
  })

  it('keeps catch-up within the archive days; a channel without archive has none', async () => {
    const old = expectError(
      await stream(FREE, { ts: now() - 15 * DAY }, undefined, 'en'),
      400,
      'archive_unavailable',
    )
    expect(old.message).toBe('This channel keeps its archive for 14 days')
    const none = expectError(
      await stream(NO_ARCHIVE, { ts: now() - 3600 }, undefined, 'en'),
      400,
      'archive_unavailable',
    )
    expect(none.message).toBe('This channel has no archive')
  })

  it('refuses a programme whose catch-up is banned by the rights holder', async () => {
    const entries = await schedule(FREE, now() - 2 * DAY, now())
    const banned = entries.find((e) => !e.is_catchup_available && e.timestamp + e.duration < now())
    if (!banned) throw new Error('no banned programme in two days')
    const body = expectError(
      await stream(FREE, { ts: banned.timestamp + 60 }, undefined, 'en'),
      400,
      'archive_unavailable',
    )
    expect(body.message).toMatch(/rights holder/)
  })

  it('refuses the archive of an unpurchased channel before anything else', async () => {
    expectError(await stream(BASE, { ts: now() + 3600 }), 403, 'not_purchased')
  })
})
