import type { Request } from '@playwright/test'
import { ChannelsPage } from '../pages/channels'
import { PlayerPage } from '../pages/player'
import { Shell } from '../pages/shell'
import { expect, test, type Page, AUTOPLAY_LAUNCH } from '../fixtures'

// Первый Демо (102): free, 14-day archive, no ads (apps/server/src/seed/live-channels.ts).
const FREE = { id: 102, slug: 'pervyj-demo', name: 'Первый Демо' }

test.use({ launchOptions: AUTOPLAY_LAUNCH })

interface SentEvent {
  name: string
  at: number
  type?: string
  value?: string | number
  page?: string
  data?: Record<string, string | number | boolean | null>
}

/** Every analytics event the page sends, in the order sent (POST /v2/analytics/events). */
function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v2/analytics/events')) {
      events.push(...(r.postDataJSON() as { events: SentEvent[] }).events)
    }
  })
  return events
}

/** Every counter pixel the page requests, as its query. */
function recordPixels(page: Page): Record<string, string>[] {
  const pixels: Record<string, string>[] = []
  page.on('request', (r) => {
    if (r.url().includes('/counter/pixel.gif')) pixels.push(Object.fromEntries(new URL(r.url()).searchParams))
  })
  return pixels
}

const streamStatId = (page: Page) =>
  page
    .waitForResponse((r) => r.url().includes(`/v2/channels/${FREE.id}/stream`) && r.ok())
    .then(async (r) => ((await r.json()) as { stat: { id: number } }).stat.id)

test.describe('statistics and analytics of a watch (spec 2 §4)', () => {
  test('a live start: app_start first, open_channel, playback_start with the stat id; audience and tracking pixels', async ({
    page,
  }) => {
    const events = recordEvents(page)
    const pixels = recordPixels(page)
    const statId = streamStatId(page)
    await new Shell(page).openAsNewGuest(`/channels/all/${FREE.slug}`)
    await new PlayerPage(page).expectPlaying()

    await expect.poll(() => events.map((e) => e.name)).toContain('playback_start')
    const names = events.map((e) => e.name)
    expect(names.slice(0, 2), 'app_start and first_start go first').toEqual(['app_start', 'first_start'])
    expect(names.filter((n) => n === 'app_start')).toHaveLength(1)
    expect(names.indexOf('open_channel')).toBeLessThan(names.indexOf('playback_start'))
    expect(events.find((e) => e.name === 'open_channel')?.value).toBe(FREE.id)
    expect(events.find((e) => e.name === 'playback_start')).toMatchObject({
      type: 'live',
      data: { statId: await statId, channelId: FREE.id, startType: 'live', position: 0 },
    })

    await expect
      .poll(() => pixels.map((p) => p.kind))
      .toEqual(expect.arrayContaining(['audience', 'tracking']))
    const now = Date.now() / 1000
    for (const p of pixels) {
      expect(p).toMatchObject({ tracker: 'tns', VcID: String(FREE.id), evtp: '1', dvtp: '1', watched: '0' })
      expect(Math.abs(Number(p.fts) - now)).toBeLessThan(120)
    }
  })

  test('an archive start: playback_start from ts, tracking with evtp 3 and the frame time', async ({
    page,
  }) => {
    const now = Math.floor(Date.now() / 1000)
    const res = await page.request.get(
      `/v2/channels/${FREE.id}/content_schedule?start=${now - 86400}&end=${now}`,
    )
    const entries = (await res.json()) as {
      timestamp: number
      duration: number
      is_catchup_available: boolean
    }[]
    const entry = entries.filter((e) => e.is_catchup_available && e.timestamp + e.duration < now - 60).at(-1)
    if (!entry) throw new Error('no past programme with catch-up')

    const events = recordEvents(page)
    const pixels = recordPixels(page)
    await new Shell(page).openAsNewGuest(`/channels/all/${FREE.slug}?ts=${entry.timestamp}`)
    await new PlayerPage(page).expectPlaying('the archive plays')

    await expect.poll(() => events.map((e) => e.name)).toContain('playback_start')
    expect(events.find((e) => e.name === 'playback_start')).toMatchObject({
      type: 'archive',
      data: { channelId: FREE.id, startType: 'archive', position: entry.timestamp },
    })
    await expect.poll(() => pixels.find((p) => p.kind === 'tracking')).toBeDefined()
    const tracking = pixels.find((p) => p.kind === 'tracking') ?? {}
    expect(tracking.evtp).toBe('3')
    // fts is the frame on screen: the programme's start, not the wall clock
    expect(Math.abs(Number(tracking.fts) - entry.timestamp)).toBeLessThan(60)
  })

  test('after 30 s of watching: the stat with its total and the 30 s tracking pixel', async ({ page }) => {
    const pixels = recordPixels(page)
    const statId = streamStatId(page)
    const stat = page.waitForRequest(
      (r: Request) => r.method() === 'PATCH' && r.url().includes('/v2/users/self/stat/'),
      { timeout: 90_000 },
    )
    await new Shell(page).openAsNewGuest(`/channels/all/${FREE.slug}`)
    await new PlayerPage(page).expectPlaying()
    const sent = await stat
    const url = new URL(sent.url())
    expect(url.pathname).toBe(`/v2/users/self/stat/${await statId}`)
    expect(url.searchParams.get('duration')).toBe('30')
    expect(sent.postDataJSON()).toEqual({ duration: 30 })
    expect((await sent.response())?.status()).toBe(200)
    await expect
      .poll(() => pixels.find((p) => p.kind === 'tracking' && p.watched === '30'), { timeout: 10_000 })
      .toMatchObject({ evtp: '1', VcID: String(FREE.id) })
  })
})

test('a zap with channel-down counts the new channel: open_channel and playback_start with its own stat id', async ({
  page,
}) => {
  const NEXT = { id: 103, slug: 'novosti-24' } // the next channel of the list after Первый Демо, no ads
  const events = recordEvents(page)
  const nextStatId = page
    .waitForResponse((r) => r.url().includes(`/v2/channels/${NEXT.id}/stream`) && r.ok())
    .then(async (r) => ((await r.json()) as { stat: { id: number } }).stat.id)
  await new Shell(page).openAsNewGuest(`/channels/all/${FREE.slug}`)
  const player = new PlayerPage(page)
  await player.expectPlaying()
  // the neighbours are fetched and kept warm a moment after the start: the switch takes the early path
  const statId = await nextStatId
  await page.keyboard.press('PageDown')
  await expect(page).toHaveURL(new RegExp(`/${NEXT.slug}`))
  await player.expectPlaying('the next channel plays')
  await expect
    .poll(() => events.filter((e) => e.name === 'playback_start').map((e) => e.data?.channelId))
    .toEqual([FREE.id, NEXT.id])
  expect(events.filter((e) => e.name === 'playback_start')[1]?.data).toMatchObject({ statId })
  expect(events.filter((e) => e.name === 'open_channel').map((e) => e.value)).toEqual([FREE.id, NEXT.id])
})

test('hovering a channel card sends hover analytics for that channel', async ({ page }) => {
  const events = recordEvents(page)
  await new Shell(page).openAsNewGuest('/channels')
  const channels = new ChannelsPage(page)
  await channels.card(channels.list('Все каналы'), FREE.name).hover()
  await expect
    .poll(() => events.find((e) => e.name === 'hover'))
    .toMatchObject({ type: 'channel', value: FREE.id, page: '/channels' })
  expect(events[0]?.name).toBe('app_start')
})

test('choosing a programme in the schedule sends select_schedule with what it led to', async ({ page }) => {
  const events = recordEvents(page)
  const channels = new ChannelsPage(page)
  await new Shell(page).openAsNewGuest(`/channels/all/${FREE.slug}`)
  const tv = channels.tvPage(FREE.name)
  await channels.tab(tv, 'tv_tab_schedule').click()
  await channels.day(tv, 'schedule_tomorrow').click()
  await channels.schedule(tv, FREE.name, 'schedule_tomorrow').getByRole('button').nth(3).click()
  await expect(channels.notice('error_schedule_from_future')).toBeVisible()
  await expect
    .poll(() => events.find((e) => e.name === 'select_schedule'))
    .toMatchObject({ type: 'denied', data: { channelId: FREE.id } })
})

test('a channel search sends one search event once typing rests; the channel opened from it is saved in the search history', async ({
  page,
}) => {
  const events = recordEvents(page)
  const found: unknown[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v2/search/found')) found.push(r.postDataJSON())
  })
  // the page's clock stands still while the viewer types, however slowly a busy machine delivers the
  // keys (a gap over 500 ms between two of them is a real rest and sends an event), then half a second passes
  await page.clock.install()
  await new Shell(page).openAsNewGuest('/channels')
  const channels = new ChannelsPage(page)
  // the field first (the page may wait on a timer to show it), then the clock stands still
  await expect(channels.search).toBeEditable()
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000)) // ahead of the clock however slow this call
  await channels.search.pressSequentially('pervyj', { delay: 60 })
  await page.clock.runFor(500) // spec 2 §9 "Channel search analytics debounce 500 ms"
  await page.clock.resume()
  await expect
    .poll(() => events.filter((e) => e.name === 'search'))
    .toEqual([expect.objectContaining({ type: 'channel', value: 'pervyj' })])

  await channels.card(channels.list('Все каналы'), FREE.name).click()
  await expect
    .poll(() => found)
    .toEqual([{ title: FREE.name, text: 'pervyj', content_type: 'channel', object_id: FREE.id }])
})
