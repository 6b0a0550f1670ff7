import { ChannelsPage } from '../pages/channels'
import { Shell } from '../pages/shell'
import { recordEvents } from '../pages/watch-analytics'
import { expect, ru, test } from '../fixtures'

// Facts of the demo seed (apps/server/src/seed/live-channels.ts): Эфир 24 is free with a 7-day archive,
// Мир Новостей is in the base packet, Скоро в эфире in no packet, Закрытый канал unavailable, Витрина ТВ
// plays in a third-party embedded player (vitrinaUrl) and has no stream.
const FREE = 'Эфир 24'
const FREE_ID = 101

interface Entry {
  timestamp: number
  duration: number
  is_catchup_available: boolean
  program: { title: string }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const time = (ts: number) =>
  new Intl.DateTimeFormat('ru', { hour: '2-digit', minute: '2-digit' }).format(ts * 1000)

test.describe('live TV channels (spec 2 §2)', () => {
  test('a guest sees the channel list with programmes (a resting card sends hover analytics), filters by category and by a Latin search (one search event once typing rests); the channel opened from the search is saved in the search history and opens the TV page with the channel selected and today’s schedule; a future programme alerts error_schedule_from_future (select_schedule analytics), a banned one error_schedule_copyright_banned; the tab is remembered; Escape goes back', async ({
    page,
    request,
  }) => {
    const events = recordEvents(page)
    const found: unknown[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/v2/search/found')) found.push(r.postDataJSON())
    })
    // the page's clock: it stands still while the viewer types (below), else it runs as the wall clock
    await page.clock.install()
    const channels = new ChannelsPage(page)
    await new Shell(page).openAsNewGuest('/channels')
    const all = channels.list('Все каналы')
    await expect(channels.card(all, FREE)).toBeVisible()
    // the airing programme with its progress bar (refreshed every 7 s)
    await expect(all.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', /\d+/)
    // the unpurchased channel carries the subscription badge
    await expect(channels.card(all, 'Мир Новостей')).toContainText(channels.t('channel_subscription'))
    // the 4K channel and the hidden one are not listed
    await expect(channels.card(all, 'Эфир 4K')).toHaveCount(0)
    await expect(channels.card(all, 'Служебный')).toHaveCount(0)

    await test.step('hovering a channel card sends hover analytics for that channel', async () => {
      await channels.card(all, FREE).hover()
      await expect
        .poll(() => events.find((e) => e.name === 'hover'))
        .toMatchObject({ type: 'channel', value: FREE_ID, page: '/channels' })
      expect(events[0]?.name).toBe('app_start')
      await page.mouse.move(0, 0)
    })

    await test.step('the category filter', async () => {
      await channels.category.selectOption({ label: 'Спорт' })
      await expect(page).toHaveURL(/\/channels\/sport$/)
      const sport = channels.list('Спорт')
      await expect(channels.card(sport, 'Спорт Арена')).toBeVisible()
      await expect(channels.card(sport, FREE)).toHaveCount(0)
      await channels.category.selectOption({ label: 'Все каналы' })
      await expect(page).toHaveURL(/\/channels$/)
    })

    await test.step('the programme guide is one link away from the channel list (issue 31)', async () => {
      await page
        .getByRole('main')
        .getByRole('link', { name: channels.t('section_guide'), exact: true })
        .click()
      await expect(page).toHaveURL(/\/guide$/)
      await expect(page.getByRole('grid')).toBeVisible()
      await page.goBack()
      await expect(channels.card(all, FREE)).toBeVisible()
    })

    await test.step('a Latin search, one search event once typing rests', async () => {
      await channels.search.fill('qwertyuiop')
      await expect(page.getByText(channels.t('warning_no_search_results'))).toBeVisible()
      await channels.search.fill('')
      await expect(channels.card(all, 'Спорт Арена')).toBeVisible()
      // the page's clock stands still while the viewer types, however slowly a busy machine delivers the
      // keys (a gap over 500 ms between two of them is a real rest and sends an event), then half a
      // second passes; ahead of the clock however slow this call
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000))
      await channels.search.pressSequentially('efir', { delay: 60 })
      await page.clock.runFor(500) // spec 2 §9 "Channel search analytics debounce 500 ms"
      await page.clock.resume()
      await expect
        .poll(() => events.filter((e) => e.name === 'search' && String(e.value).startsWith('e')))
        .toEqual([expect.objectContaining({ type: 'channel', value: 'efir' })])
      await expect(channels.card(all, FREE)).toBeVisible()
      await expect(channels.card(all, 'Спорт Арена')).toHaveCount(0)
    })

    await channels.card(all, FREE).click()
    await expect
      .poll(() => found)
      .toEqual([{ title: FREE, text: 'efir', content_type: 'channel', object_id: FREE_ID }])
    const tv = channels.tvPage(FREE)
    await expect(tv).toBeVisible()
    await expect(tv.getByRole('heading', { level: 1, name: FREE })).toBeVisible()
    await expect(channels.tab(tv, 'tv_tab_channels')).toHaveAttribute('aria-selected', 'true')
    await expect(tv.getByRole('link', { name: new RegExp(`^${FREE}`) }).last()).toHaveAttribute(
      'aria-current',
      'page',
    )

    await test.step('today’s schedule', async () => {
      await channels.tab(tv, 'tv_tab_schedule').click()
      const today = channels.schedule(tv, FREE, 'schedule_today')
      await expect(today).toBeVisible()
      const current = today.locator('li[aria-current="time"]')
      await expect(current).toHaveCount(1)
      await expect(current).toContainText(channels.t('schedule_now'))
      // issue 11: the day row opens on today (it starts 14 days back), scrolled within its own box
      await expect(channels.day(tv, 'schedule_today')).toBeInViewport({ ratio: 1 })
      await expect(channels.day(tv, 'schedule_today')).toHaveAttribute('aria-pressed', 'true')
    })

    await test.step('a future programme and a banned one say why they do not play', async () => {
      await channels.day(tv, 'schedule_tomorrow').click()
      await channels.schedule(tv, FREE, 'schedule_tomorrow').getByRole('button').nth(3).click()
      await expect(channels.notice('error_schedule_from_future')).toBeVisible()
      // choosing a programme in the schedule sends select_schedule with what it led to
      await expect
        .poll(() => events.find((e) => e.name === 'select_schedule'))
        .toMatchObject({ type: 'denied', data: { channelId: FREE_ID } })

      // yesterday's rights-restricted airing, found through the API
      const now = Math.floor(Date.now() / 1000)
      const res = await request.get(
        `/v2/channels/${FREE_ID}/content_schedule?start=${now - 2 * 86400}&end=${now}`,
      )
      const entries = (await res.json()) as Entry[]
      const midnight = new Date()
      midnight.setHours(0, 0, 0, 0)
      const todayStart = midnight.getTime() / 1000
      const banned = entries.find(
        (e) =>
          !e.is_catchup_available && e.timestamp < todayStart && e.timestamp >= todayStart - 86400 + 3 * 3600,
      )
      expect(banned, 'a banned airing yesterday').toBeTruthy()
      if (!banned) return
      await channels.day(tv, 'schedule_yesterday').click()
      await channels
        .schedule(tv, FREE, 'schedule_yesterday')
        .getByRole('button', {
          name: new RegExp(`${time(banned.timestamp)}\\s*${escape(banned.program.title)}`),
        })
        .click()
      await expect(channels.notice('error_schedule_copyright_banned')).toBeVisible()
    })

    // the tab is remembered (spec 2 §2)
    await page.reload()
    await expect(channels.tab(channels.tvPage(FREE), 'tv_tab_schedule')).toHaveAttribute(
      'aria-selected',
      'true',
    )

    // Escape goes back (spec 2 §2)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/channels(\/all)?$/)
  })

  test('channel pages: not found over the list (the header stays), unavailable, coming soon, unknown category; a third-party player instead of a stream; /channelsfree lists the free channels numbered; an unpurchased channel shows its packets with a lock and a guest’s buy, from the list or the schedule, asks to sign in', async ({
    page,
  }) => {
    const channels = new ChannelsPage(page)
    await new Shell(page).openAsNewGuest('/channels/all/no-such-channel')
    await expect(page.getByRole('heading', { name: channels.t('not_found_channel') })).toBeVisible()
    const dialog = page.getByRole('dialog', { name: ru('not_found_channel') })
    await expect(dialog).toBeVisible()
    // the page below keeps its header (the dialog hides it from assistive technology while open)
    await expect(page.locator('header').first()).toBeVisible()
    await expect(dialog.getByRole('link', { name: ru('channel_all_channels') })).toBeVisible()

    await page.goto('/channels/all/nedostupnyj')
    const closed = channels.tvPage('Закрытый канал')
    await expect(closed.getByRole('heading', { name: channels.t('channel_not_available') })).toBeVisible()

    await page.goto('/channels/all/skoro')
    await expect(
      channels.tvPage('Скоро в эфире').getByRole('heading', { name: channels.t('channel_soon') }),
    ).toBeVisible()

    await page.goto('/channels/no-such-category')
    await expect(page.getByRole('heading', { name: channels.t('error_category_not_found') })).toBeVisible()

    await test.step('a channel with a third-party player shows it instead of a stream (spec 2 §4 vitrinaUrl)', async () => {
      await page.goto('/channels/all/vitrina-tv')
      const vitrina = page.getByTestId('vitrina-player')
      await expect(vitrina.locator('iframe[title="Витрина ТВ"]')).toBeVisible()
      await expect(vitrina.frameLocator('iframe').getByText('Витрина ТВ')).toBeVisible()
      await expect(page.getByTestId('channel-player')).toHaveCount(0)
    })

    await test.step('/channelsfree lists the free channels numbered', async () => {
      await page.goto('/channelsfree')
      const list = channels.list(channels.t('section_channels_free'))
      await expect(list.getByRole('listitem').first()).toContainText(`1.${FREE}`)
      await expect(channels.card(list, 'Мир Новостей')).toHaveCount(0)
      await expect(channels.card(list, 'Региональный')).toHaveCount(0) // free but unavailable
      await channels.card(list, FREE).click()
      await expect(channels.tvPage(FREE)).toBeVisible()
    })

    await test.step('an unpurchased channel shows its packets with a lock; a guest’s buy asks to sign in', async () => {
      await page.goto('/channels/all/mir-novostej')
      const tv = channels.tvPage('Мир Новостей')
      await expect(tv.getByRole('heading', { name: channels.t('channel_unpurchased') })).toBeVisible()
      const packets = channels.packets(tv)
      await expect(packets.getByRole('listitem').filter({ hasText: 'Базовый' })).toBeVisible()
      // 'watch from' only for signed-in users (spec 2 §4)
      await expect(tv.getByText(/^Смотреть от/)).toHaveCount(0)
      await packets
        .getByRole('button', { name: channels.t('channel_buy') })
        .first()
        .click()
      await expect(page).toHaveURL(/#auth$/)

      // issue 31: a programme of its schedule starts the same purchase: a guest is asked to sign in, no
      // empty "packets with this film"
      await page.goto('/channels/all/mir-novostej')
      await channels.tab(tv, 'tv_tab_schedule').click()
      await channels
        .schedule(tv, 'Мир Новостей', 'schedule_today')
        .locator('li[aria-current="time"] button')
        .click()
      await expect(page).toHaveURL(/#auth$/)
      await expect(page.getByRole('dialog', { name: ru('modal_quick_packets') })).toHaveCount(0)
    })
  })
})

test('on a phone the header is compact and the bottom bar carries the menu; a channel opens the viewer page with its schedule @mobile', async ({
  page,
}) => {
  const shell = new Shell(page)
  await shell.openAsNewGuest('/')
  await expect(page.getByRole('navigation', { name: shell.t('nav_bottom') })).toBeVisible()
  await expect(shell.signInButton).toBeVisible()

  const channels = new ChannelsPage(page)
  await page.goto('/channels/all/efir-24')
  const viewer = channels.tvPage(FREE)
  await expect(viewer.getByRole('heading', { level: 1, name: FREE })).toBeVisible()
  await expect(viewer.getByRole('tablist')).toHaveCount(0)
  await expect(viewer.getByRole('heading', { level: 2, name: channels.t('tv_tab_schedule') })).toBeVisible()
  await expect(
    channels.schedule(viewer, FREE, 'schedule_today').locator('li[aria-current="time"]'),
  ).toHaveCount(1)
  await expect(viewer.getByRole('button', { name: channels.t('channel_share') })).toBeVisible()
})
