import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type GuideRow, type ScheduleEntry } from '@efir/contract'
import { seedDemoChannels, demoChannels } from '../src/seed/guide-channels.ts'
import { LIVE_CHANNELS } from '../src/seed/live-channels.ts'
import {
  createTestApp,
  api,
  expectContract,
  expectError,
  type Api,
  type TestApp,
} from './support/test-app.ts'

const FREE = 102
const HIDDEN = 141
const HOUR = 3600

describe('the guide grid: GET /v2/channels/guide and the 1,000-channel demo seed (issue 11)', () => {
  let t: TestApp
  let a: Api
  beforeAll(async () => {
    t = await createTestApp()
    // before any request: the channel table is public data, read once a minute
    expect(await seedDemoChannels(t.database.db, 120)).toBe(120 - LIVE_CHANNELS.length)
    a = api(t.app)
  })
  afterAll(() => t.close())

  const now = () => Math.floor(t.clock.now().getTime() / 1000)
  const get = (url: string) => a.inject({ method: 'GET', url })
  const guide = async (ids: number[], from: number, to: number): Promise<GuideRow[]> =>
    expectContract(
      endpoints.getGuideSchedules,
      await get(`/v2/channels/guide?ids=${ids.join(',')}&start=${from}&end=${to}`),
    )

  it('answers the channels asked, in that order, with the programmes overlapping the window', async () => {
    const from = now() - HOUR
    const to = now() + 2 * HOUR
    const rows = await guide([103, FREE, 101], from, to)
    expect(rows.map((r) => r.channel_id)).toEqual([103, FREE, 101])
    const schedule: ScheduleEntry[] = expectContract(
      endpoints.getChannelSchedule,
      await get(`/v2/channels/${FREE}/content_schedule?start=${from}&end=${to}`),
    )
    // the same programmes as the channel's schedule (one EPG): ids, times, catch-up flags, titles
    expect(
      rows[1]?.entries.map((e) => [e.id, e.timestamp, e.duration, e.is_catchup_available, e.title]),
    ).toEqual(schedule.map((e) => [e.id, e.timestamp, e.duration, e.is_catchup_available, e.program.title]))
    for (const row of rows) {
      expect(row.entries[0]?.timestamp).toBeLessThanOrEqual(from)
      const last = row.entries.at(-1)
      expect((last?.timestamp ?? 0) + (last?.duration ?? 0)).toBeGreaterThanOrEqual(to)
    }
  })

  it('is cached publicly: the same for every viewer', async () => {
    const res = await get(`/v2/channels/guide?ids=${FREE}&start=${now()}&end=${now() + HOUR}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
  })

  it('leaves out unknown and hidden channels; repeated ids once', async () => {
    const rows = await guide([999_999, HIDDEN, FREE, FREE], now(), now() + HOUR)
    expect(rows.map((r) => r.channel_id)).toEqual([FREE])
  })

  it('serves the seeded demo channels with their EPG', async () => {
    const rows = await guide([120, 144], now(), now() + 3 * HOUR)
    expect(rows.map((r) => r.channel_id)).toEqual([120, 144])
    expect(rows[0]?.entries.length).toBeGreaterThan(0)
    const list = await get('/v2/channels/channel_list')
    expect(list.json<unknown[]>()).toHaveLength(120)
  })

  it('answers 400 to a bad block, never a 5xx', async () => {
    const t0 = now()
    for (const query of [
      `ids=&start=${t0}&end=${t0 + HOUR}`,
      `ids=abc&start=${t0}&end=${t0 + HOUR}`,
      `ids=1,,2&start=${t0}&end=${t0 + HOUR}`,
      `ids=${Array.from({ length: 101 }, (_, i) => 101 + i).join(',')}&start=${t0}&end=${t0 + HOUR}`,
      `ids=99999999999&start=${t0}&end=${t0 + HOUR}`,
      `ids=${FREE}&start=${t0}&end=${t0}`,
      `ids=${FREE}&start=${t0}&end=${t0 + 27 * HOUR}`,
      `ids=${FREE}&start=-5&end=${t0}`,
      `start=${t0}&end=${t0 + HOUR}`,
    ])
      expectError(await get(`/v2/channels/guide?${query}`), 400, 'validation_error')
  })
})

describe('the 1,000-channel demo line-up', () => {
  // a database of its own, without the guide's 120 channels above; made in a hook, as every test
  // app is, not within the test's own time
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('numbers channels after the seeded ones (id = 100 + number), up to the total, with a mix of offers and archives', () => {
    const rows = demoChannels(1000)
    expect(rows).toHaveLength(1000 - LIVE_CHANNELS.length)
    expect(rows[0]?.number).toBe(LIVE_CHANNELS.length + 1)
    expect(rows.at(-1)).toMatchObject({ id: 1100, number: 1000, slug: 'demo-1000', name: 'Планета 1000' })
    expect(new Set(rows.map((r) => r.offer))).toEqual(new Set(['free', 'base', 'addon']))
    expect(new Set(rows.map((r) => r.archivedDays))).toEqual(new Set([0, 3, 7, 14]))
    expect(demoChannels(10)).toEqual([])
  })

  it('adds only what is missing: a second start on the same data adds nothing', async () => {
    expect(await seedDemoChannels(t.database.db, 50)).toBe(50 - LIVE_CHANNELS.length)
    expect(await seedDemoChannels(t.database.db, 50)).toBe(0)
    expect(await seedDemoChannels(t.database.db, 52)).toBe(2)
  })
})
