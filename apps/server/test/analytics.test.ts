import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { analyticsEvents, stats } from '../src/db/schema/index.ts'
import { expectContract, expectError, signedInApp, type Api, type TestApp } from './support/test-app.ts'

// spec 2 §4 "Statistics and analytics": the server stores what the client sends.
describe('analytics events, the audience pixel and the stat', () => {
  let t: TestApp, a: Api, token: string
  beforeAll(async () => ({ t, a, token } = await signedInApp()))
  afterAll(() => t.close())

  const rows = (name: string) =>
    t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, name))
      .orderBy(asc(analyticsEvents.id))

  it('stores a batch in order (app_start first) with the viewer and a hashed device serial', async () => {
    const res = await a.inject({
      method: 'POST',
      url: '/v2/analytics/events',
      query: { access_token: token },
      payload: {
        device_serial: 'serial-123',
        events: [
          { name: 'app_start', at: 1000 },
          { name: 'first_start', at: 1000 },
          { name: 'open_channel', at: 1001, value: 102, page: '/channels/all/pervyj-demo' },
          {
            name: 'playback_start',
            at: 1002,
            type: 'live',
            data: { statId: 7, channelId: 102, startType: 'live', position: 0 },
          },
        ],
      },
    })
    expectContract(endpoints.postAnalyticsEvents, res, 201)
    const all = await t.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id))
    expect(all.map((r) => r.name)).toEqual(['app_start', 'first_start', 'open_channel', 'playback_start'])
    const [start] = await rows('playback_start')
    expect(start).toMatchObject({
      type: 'live',
      data: { statId: 7, channelId: 102, startType: 'live', position: 0 },
    })
    expect(start?.userId).toBeTypeOf('number')
    expect(start?.deviceHash).toMatch(/^[0-9a-f]{64}$/)
    expect(start?.deviceHash).not.toContain('serial')
    const [open] = await rows('open_channel')
    expect(open).toMatchObject({ value: '102', page: '/channels/all/pervyj-demo' })
  })

  it('takes anonymous batches (no viewer) and refuses malformed ones with an error body', async () => {
    const anonymous = await a.inject({
      method: 'POST',
      url: '/v2/analytics/events',
      payload: { events: [{ name: 'hover', at: 5, type: 'channel', value: 103 }] },
    })
    expectContract(endpoints.postAnalyticsEvents, anonymous, 201)
    expect((await rows('hover'))[0]).toMatchObject({ userId: null, type: 'channel', value: '103' })

    for (const payload of [
      { events: [] },
      { events: [{ at: 1 }] },
      { events: [{ name: 'x', at: 'soon' }] },
      {},
    ]) {
      const res = await a.inject({ method: 'POST', url: '/v2/analytics/events', payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json()).toHaveProperty('error_code')
    }
  })

  const pixel = (query: Record<string, string>) =>
    a.inject({ method: 'GET', url: '/counter/pixel.gif', query })
  const tracking = {
    kind: 'tracking',
    tracker: 'tns',
    CatID: 'news',
    VcID: '102',
    VcVersion: '1',
    Account: 'efir',
    Tmsec: 'efir_pervyj-demo',
    evtp: '3',
    fts: '1700000000',
    dvtp: '1',
    watched: '30',
    r: 'abc',
  }

  it('answers the audience pixel with a GIF and stores the tracking (fts, evtp, device type)', async () => {
    const res = await pixel(tracking)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/gif')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a')
    const audience = await pixel({ ...tracking, kind: 'audience', evtp: '1', watched: '0', dvtp: '3' })
    expect(audience.statusCode).toBe(200)

    const [stored] = await rows('counter_tracking')
    expect(stored).toMatchObject({
      value: '102',
      type: '3',
      source: 'tns',
      at: 1_700_000_000_000,
      userId: null,
      data: {
        CatID: 'news',
        VcID: '102',
        Tmsec: 'efir_pervyj-demo',
        evtp: 3,
        fts: 1700000000,
        dvtp: 1,
        watched: 30,
      },
    })
    expect((await rows('counter_audience'))[0]).toMatchObject({ type: '1', data: { dvtp: 3, watched: 0 } })
  })

  it.each([
    ['an unknown kind', { ...tracking, kind: 'other' }],
    ['evtp outside 1 / 3', { ...tracking, evtp: '2' }],
    ['a device type outside 1..5', { ...tracking, dvtp: '9' }],
    ['a non-numeric fts', { ...tracking, fts: 'now' }],
    ['an over-long parameter', { ...tracking, Tmsec: 'x'.repeat(300) }],
    [
      'too many parameters',
      { ...tracking, ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, '1'])) },
    ],
  ])('refuses a pixel with %s (4xx with an error body, nothing stored)', async (_name, query) => {
    const before = (await rows('counter_tracking')).length
    const res = await pixel(query)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toHaveProperty('error_code')
    expect((await rows('counter_tracking')).length).toBe(before)
  })

  it('keeps the latest stat total per stat id and viewer; a guest-less call is refused', async () => {
    const patch = (id: number, duration: number, accessToken?: string) =>
      a.inject({
        method: 'PATCH',
        url: `/v2/users/self/stat/${id}`,
        query: { duration: String(duration), ...(accessToken ? { access_token: accessToken } : {}) },
        payload: { duration },
      })
    expectContract(endpoints.patchStat, await patch(901, 30, token))
    const second = expectContract(endpoints.patchStat, await patch(901, 60, token))
    expect(second).toMatchObject({ id: 901, duration: 60 })
    const saved = await t.database.db.select().from(stats).where(eq(stats.statId, 901))
    expect(saved).toHaveLength(1)
    expect(saved[0]?.duration).toBe(60)

    expect((await patch(902, 30)).statusCode).toBe(401)
    expectError(await patch(903, -5, token), 400, 'validation_error')
  })
})
