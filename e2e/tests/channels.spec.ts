import { ChannelsPage } from '../pages/channels'
import { Shell } from '../pages/shell'
import { expect, test } from '../fixtures'

// Facts of the demo seed (apps/server/src/seed/live-channels.ts): Эфир 24 is free with a 7-day archive,
// Мир Новостей is in the base packet, Скоро в эфире in no packet, Закрытый канал unavailable.
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
  test('a guest sees the channel list with programmes, filters by category and by a Latin search', async ({
    page,
  }) => {
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

    await channels.category.selectOption({ label: 'Спорт' })
    await expect(page).toHaveURL(/\/channels\/sport$/)
    const sport = channels.list('Спорт')
    await expect(channels.card(sport, 'Спорт Арена')).toBeVisible()
    await expect(channels.card(sport, FREE)).toHaveCount(0)

    await channels.category.selectOption({ label: 'Все каналы' })
    await expect(page).toHaveURL(/\/channels$/)
    await channels.search.fill('efir')
    await expect(channels.card(all, FREE)).toBeVisible()
    await expect(channels.card(all, 'Спорт Арена')).toHaveCount(0)
    await channels.search.fill('qwertyuiop')
    await expect(page.getByText(channels.t('warning_no_search_results'))).toBeVisible()
  })

  test('a free channel opens the TV page with the channel selected and today’s schedule', async ({
    page,
  }) => {
    const channels = new ChannelsPage(page)
    await new Shell(page).openAsNewGuest('/channels')
    await channels.card(channels.list('Все каналы'), FREE).click()
    const tv = channels.tvPage(FREE)
    await expect(tv).toBeVisible()
    await expect(tv.getByRole('heading', { level: 1, name: FREE })).toBeVisible()
    await expect(channels.tab(tv, 'tv_tab_channels')).toHaveAttribute('aria-selected', 'true')
    await expect(tv.getByRole('link', { name: new RegExp(`^${FREE}`) }).last()).toHaveAttribute(
      'aria-current',
      'page',
    )

    await channels.tab(tv, 'tv_tab_schedule').click()
    const today = channels.schedule(tv, FREE, 'schedule_today')
    await expect(today).toBeVisible()
    const current = today.locator('li[aria-current="time"]')
    await expect(current).toHaveCount(1)
    await expect(current).toContainText(channels.t('schedule_now'))
    // issue 11: the day row opens on today (it starts 14 days back), scrolled within its own box
    await expect(channels.day(tv, 'schedule_today')).toBeInViewport({ ratio: 1 })
    await expect(channels.day(tv, 'schedule_today')).toHaveAttribute('aria-pressed', 'true')

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

  test('PageDown zaps to the next channel of the list', async ({ page }) => {
    const channels = new ChannelsPage(page)
    // Первый Демо → Новости 24 and back: no pre-roll, whose ad would turn the keyboard off (spec 2 §4)
    await new Shell(page).openAsNewGuest('/channels/all/pervyj-demo')
    // the next channel is the list's: a key pressed before the TV page shows its list has nowhere to go
    const sideList = channels.tvPage('Первый Демо').getByRole('list', { name: 'Все каналы', exact: true })
    await expect(channels.card(sideList, 'Новости 24')).toBeVisible()
    await page.keyboard.press('PageDown')
    await expect(page).toHaveURL(/\/channels\/all\/novosti-24$/)
    await expect(channels.tvPage('Новости 24')).toBeVisible()
    await page.keyboard.press('PageUp')
    await expect(page).toHaveURL(/\/channels\/all\/pervyj-demo$/)
  })

  test('a future programme alerts error_schedule_from_future, a banned one error_schedule_copyright_banned', async ({
    page,
    request,
  }) => {
    const channels = new ChannelsPage(page)
    await new Shell(page).openAsNewGuest('/channels/all/efir-24')
    const tv = channels.tvPage(FREE)
    await channels.tab(tv, 'tv_tab_schedule').click()

    await channels.day(tv, 'schedule_tomorrow').click()
    await channels.schedule(tv, FREE, 'schedule_tomorrow').getByRole('button').nth(3).click()
    await expect(channels.notice('error_schedule_from_future')).toBeVisible()

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

  test('an unpurchased channel shows its packets with a lock; a guest’s buy asks to sign in', async ({
    page,
  }) => {
    const channels = new ChannelsPage(page)
    await new Shell(page).openAsNewGuest('/channels/all/mir-novostej')
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
  })

  test('channel states: not found, unavailable, coming soon; unknown category', async ({ page }) => {
    const channels = new ChannelsPage(page)
    await new Shell(page).openAsNewGuest('/channels/all/no-such-channel')
    await expect(page.getByRole('heading', { name: channels.t('not_found_channel') })).toBeVisible()

    await page.goto('/channels/all/nedostupnyj')
    const closed = channels.tvPage('Закрытый канал')
    await expect(closed.getByRole('heading', { name: channels.t('channel_not_available') })).toBeVisible()

    await page.goto('/channels/all/skoro')
    await expect(
      channels.tvPage('Скоро в эфире').getByRole('heading', { name: channels.t('channel_soon') }),
    ).toBeVisible()

    await page.goto('/channels/no-such-category')
    await expect(page.getByRole('heading', { name: channels.t('error_category_not_found') })).toBeVisible()
  })

  test('/channelsfree lists the free channels numbered', async ({ page }) => {
    const channels = new ChannelsPage(page)
    await new Shell(page).openAsNewGuest('/channelsfree')
    const list = channels.list(channels.t('section_channels_free'))
    await expect(list.getByRole('listitem').first()).toContainText(`1.${FREE}`)
    await expect(channels.card(list, 'Мир Новостей')).toHaveCount(0)
    await expect(channels.card(list, 'Региональный')).toHaveCount(0) // free but unavailable
    await channels.card(list, FREE).click()
    await expect(channels.tvPage(FREE)).toBeVisible()
  })
})

test('on a phone a channel opens the viewer page with its schedule @mobile', async ({ page }) => {
  const channels = new ChannelsPage(page)
  await new Shell(page).openAsNewGuest('/channels/all/efir-24')
  const viewer = channels.tvPage(FREE)
  await expect(viewer.getByRole('heading', { level: 1, name: FREE })).toBeVisible()
  await expect(viewer.getByRole('tablist')).toHaveCount(0)
  await expect(viewer.getByRole('heading', { level: 2, name: channels.t('tv_tab_schedule') })).toBeVisible()
  await expect(
    channels.schedule(viewer, FREE, 'schedule_today').locator('li[aria-current="time"]'),
  ).toHaveCount(1)
  await expect(viewer.getByRole('button', { name: channels.t('channel_share') })).toBeVisible()
})
