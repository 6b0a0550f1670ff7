import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type ScheduleEntry } from '@efir/contract'
import { analyticsEvents } from '../src/db/schema/index.ts'
import { SEGMENT_SECONDS } from '../src/media/timeline.ts'
import {
  createTestApp,
  api,
  expectContract,
  expectError,
  type Api,
  type TestApp,
} from './support/test-app.ts'

const FREE = 102 // archive 14 days
const NO_ARCHIVE = 112
const HOUR = 3600
const DAY = 86_400
/** Almaty midnight (UTC+5) at or before a moment. */
const almatyMidnight = (s: number) => Math.floor((s + 5 * HOUR) / DAY) * DAY - 5 * HOUR

describe('live TV: schedule, programmes, analytics', () => {
  let t: TestApp
  let a: Api
  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
  })
  afterAll(() => t.close())

  const now = () => Math.floor(t.clock.now().getTime() / 1000)
  const get = (url: string) => a.inject({ method: 'GET', url })
  const schedule = async (id: number, from: number, to: number): Promise<ScheduleEntry[]> =>
    expectContract(
      endpoints.getChannelSchedule,
      await get(`/v2/channels/${id}/content_schedule?start=${from}&end=${to}`),
    )

  it('answers the 72 h window as gap-free programmes of 15-120 min on segment boundaries', async () => {
    const from = now() - 72 * HOUR
    const to = now() + 72 * HOUR
    const entries = await schedule(FREE, from, to)
    expect(entries.length).toBeGreaterThan(6 * 10)
    expect(entries[0]?.timestamp).toBeLessThanOrEqual(from)
    const last = entries.at(-1)
    expect((last?.timestamp ?? 0) + (last?.duration ?? 0)).toBeGreaterThanOrEqual(to)
    entries.forEach((e, i) => {
      expect(e.timestamp % SEGMENT_SECONDS).toBe(0)
      expect(e.duration % 300).toBe(0)
      expect(e.duration).toBeGreaterThanOrEqual(15 * 60)
      expect(e.duration).toBeLessThanOrEqual(120 * 60)
      expect(e.date).toBe(new Date(e.timestamp * 1000).toISOString())
      expect([0, 6, 12, 16, 18]).toContain(e.program.age)
      const previous = entries[i - 1]
      if (previous) expect(e.timestamp).toBe(previous.timestamp + previous.duration)
    })
    expect(entries.filter((e) => e.timestamp <= now() && now() < e.timestamp + e.duration)).toHaveLength(1)
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
  })

  it('answers the same programmes every time and for overlapping windows', async () => {
    const one = await schedule(FREE, now() - 6 * HOUR, now() + 6 * HOUR)
    const two = await schedule(FREE, now() - 12 * HOUR, now() + 12 * HOUR)
    expect(two).toEqual(expect.arrayContaining(one))
    expect(await schedule(FREE, now() - 6 * HOUR, now() + 6 * HOUR)).toEqual(one)
  })

  it('covers the archive days back (at least 3) and 3 days ahead', async () => {
    const far = await schedule(FREE, now() - 20 * DAY, now() + 10 * DAY)
    const today = almatyMidnight(now())
    expect(far[0]?.timestamp).toBe(today - 14 * DAY)
    const end = far.at(-1)
    expect((end?.timestamp ?? 0) + (end?.duration ?? 0)).toBe(today + 4 * DAY)
    const none = await schedule(NO_ARCHIVE, now() - 20 * DAY, now())
    expect(none[0]?.timestamp).toBe(today - 3 * DAY)
    expect(await schedule(FREE, now() + 5 * DAY, now() + 6 * DAY)).toEqual([])
  })

  it('marks a rights-banned programme every day and numbers episodes of series', async () => {
    const entries = await schedule(FREE, almatyMidnight(now()) - 3 * DAY, almatyMidnight(now()))
    const banned = entries.filter((e) => !e.is_catchup_available)
    expect(banned.length).toBeGreaterThanOrEqual(3)
    const series = await schedule(110, now() - 3 * DAY, now())
    const episode = series.find((e) => e.episode !== null)?.episode
    expect(episode).toMatchObject({
      season: expect.any(Number) as number,
      series: expect.any(Number) as number,
    })
  })

  it('refuses windows that are reversed or longer than 40 days, and non-numeric channels', async () => {
    expectError(
      await get(`/v2/channels/${FREE}/content_schedule?start=${now()}&end=${now() - 1}`),
      400,
      'validation_error',
    )
    expectError(
      await get(`/v2/channels/${FREE}/content_schedule?start=1&end=${41 * DAY}`),
      400,
      'validation_error',
    )
    expectError(await get(`/v2/channels/${FREE}/content_schedule`), 400, 'validation_error')
    expectError(await get(`/v2/channels/abc/content_schedule?start=1&end=2`), 400, 'validation_error')
    expectError(await get(`/v2/channels/99999/content_schedule?start=1&end=2`), 404, 'not_found')
  })

  it('answers a programme and its airings on every channel', async () => {
    const [entry] = await schedule(FREE, now(), now() + 1)
    if (!entry) throw new Error('nothing on air')
    const program = expectContract(endpoints.getProgram, await get(`/v2/programs/${entry.program.id}`))
    expect(program).toMatchObject({
      id: entry.program.id,
      title: entry.program.title,
      age: entry.program.age,
    })
    expect(program.image_src).toMatch(/\/static\/programs\/\d+\.svg$/)
    const airings = expectContract(
      endpoints.getProgramSchedule,
      await get(`/v2/programs/${entry.program.id}/schedule`),
    )
    expect(airings.map((e) => e.id)).toContain(entry.id)
    for (const e of airings) expect(e.program.id).toBe(entry.program.id)
    expect(airings.map((e) => e.timestamp)).toEqual(
      [...airings.map((e) => e.timestamp)].sort((x, y) => x - y),
    )
    // issue 11: the channel viewer page reads ratings, persons and episodes from here
    expect(program.ratings).toEqual(entry.ratings)
    expect(program.persons).toEqual(entry.program.persons)
    const series = airings.filter((e) => e.episode)
    expect(program.episodes).toHaveLength(
      new Set(series.map((e) => `${e.episode?.season}/${e.episode?.series}`)).size,
    )
    for (const ep of program.episodes) {
      const airing = airings.find((e) => e.id === ep.schedule_id)
      expect(airing?.episode).toMatchObject({ season: ep.season, series: ep.series, title: ep.title })
    }
    expectError(await get('/v2/programs/99999'), 404, 'not_found')
    expectError(await get('/v2/programs/99999/schedule'), 404, 'not_found')
  })

  it('stores analytics events with the viewer, never the raw device serial', async () => {
    const token = await a.login()
    const res = await a.inject({
      method: 'POST',
      url: '/v2/analytics/events',
      query: { access_token: token },
      payload: {
        device_serial: 'serial-secret-123',
        events: [
          { name: 'app_start', at: 1_894_708_800_000, page: '/channels' },
          { name: 'open_channel', at: 1_894_708_801_000, value: FREE, source: 'list', data: { statId: 7 } },
        ],
      },
    })
    expectContract(endpoints.postAnalyticsEvents, res)
    const anonymous = await a.inject({
      method: 'POST',
      url: '/v2/analytics/events',
      payload: { events: [{ name: 'first_start', at: 1 }] },
    })
    expectContract(endpoints.postAnalyticsEvents, anonymous)
    const rows = await t.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id)
    expect(rows.map((r) => r.name)).toEqual(['app_start', 'open_channel', 'first_start'])
    expect(rows[1]).toMatchObject({ value: String(FREE), source: 'list', data: { statId: 7 } })
    expect(rows[0]?.userId).toEqual(expect.any(Number))
    expect(rows[2]?.userId).toBeNull()
    expect(JSON.stringify(rows)).not.toContain('serial-secret-123')
    const opened = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'open_channel'))
    expect(opened).toHaveLength(1)
    expectError(
      await a.inject({ method: 'POST', url: '/v2/analytics/events', payload: { events: [] } }),
      400,
      'validation_error',
    )
  })
})
