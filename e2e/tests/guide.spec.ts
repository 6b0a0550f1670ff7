import type { ChildProcess } from 'node:child_process'
import { GUIDE_BASE, GUIDE_CHANNELS, startGuideServer, stopGuideServer } from '../guide-server'
import { GuidePage } from '../pages/guide'
import { ChannelsPage } from '../pages/channels'
import { PlayerPage } from '../pages/player'
import { Shell } from '../pages/shell'
import { expect, expectAccessible, test } from '../fixtures'

// The programme guide (issue 11) on a demo line-up of 1,000 channels (seed/guide-channels.ts): rows in
// list order, Эфир 24 (free, 7-day archive) first, Первый Демо (free, 14 days) second, the 4K channel
// and the hidden one left out; the last is № 1000, "Планета 1000".
const ROWS = GUIDE_CHANNELS - 2
const FIRST = 'Эфир 24'
const SECOND = 'Первый Демо'
const SECOND_ID = 102
const LAST = `Планета ${GUIDE_CHANNELS}`

interface GuideEntry {
  timestamp: number
  duration: number
  is_catchup_available: boolean
  title: string
}

const hhmm = (ts: number) =>
  new Intl.DateTimeFormat('ru', { hour: '2-digit', minute: '2-digit' }).format(ts * 1000)
/** "20:40–21:25 Интервью, Первый Демо, в архиве" → its start and end "HH:MM". */
const times = (name: string | null) => /^(\d\d:\d\d)–(\d\d:\d\d) /.exec(name ?? '')?.slice(1) ?? []

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: GUIDE_BASE })

let server: ChildProcess | undefined
test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startGuideServer()
})
test.afterAll(() => stopGuideServer(server))

test.describe('the programme guide (issue 11)', () => {
  test('1,000 channels: the first screen draws and fetches only what is in view; keyboard: arrows walk the cells, one cell is tabbable, a future programme shows its details; the last channel is a scroll away; the category filter', async ({
    page,
  }) => {
    const asked: URL[] = []
    page.on('request', (r) => {
      if (r.url().includes('/v2/channels/guide?')) asked.push(new URL(r.url()))
    })
    const guide = new GuidePage(page)
    // midday on the page's clock: the guide shows one day, so near midnight the airing programme's
    // next one is on tomorrow's grid and ArrowRight has nowhere to go (seen at 23:35 and 23:53 UTC)
    const midday = new Date()
    midday.setHours(12, 0, 0, 0)
    await page.clock.install({ time: midday })
    await new Shell(page).openAsNewGuest('/guide')
    await expect(guide.grid).toHaveAttribute('aria-rowcount', String(ROWS))
    // the airing programme is marked, the now-line drawn
    await expect(guide.grid.locator(`[aria-current="time"][aria-label*=", ${FIRST}, "]`)).toHaveCount(1)
    await expect(page.getByTestId('guide-now-line')).toBeVisible()

    // virtualised: a screen of rows and the hours around now, not 1,000 channels × 24 h
    expect(await guide.rows.count()).toBeLessThan(40)
    const ids = new Set(asked.flatMap((u) => (u.searchParams.get('ids') ?? '').split(',')))
    expect(ids.size).toBeGreaterThan(0)
    expect(ids.size).toBeLessThanOrEqual(50)
    for (const u of asked)
      expect(Number(u.searchParams.get('end')) - Number(u.searchParams.get('start'))).toBe(3 * 3600)

    await test.step('keyboard', async () => {
      await expect(guide.cells(FIRST).first()).toBeVisible()
      await expect(guide.grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1)

      // Tab from the toolbar lands on the airing programme of the first channel
      await guide.category.focus()
      await page.keyboard.press('Tab')
      const airing = await guide.focusedName()
      expect(airing).toMatch(new RegExp(`^\\d\\d:\\d\\d–\\d\\d:\\d\\d .+, ${FIRST}, в эфире$`))
      // WCAG 2.5.3 (issue 31): the name a screen reader reads starts with the text the eye reads
      const visible = await page.evaluate(() =>
        (document.activeElement as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      )
      expect(airing?.startsWith(visible), `"${airing}" starts with "${visible}"`).toBe(true)

      // right: the next programme starts when the airing one ends; it is in the future
      await page.keyboard.press('ArrowRight')
      const next = await guide.focusedName()
      expect(times(next)[0]).toBe(times(airing)[1])
      expect(next).toMatch(new RegExp(`, ${FIRST}$`))
      await expect(guide.grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1)

      // Enter on it: its details (it cannot play yet); Escape returns to the cell
      await page.keyboard.press('Enter')
      const title = (next ?? '').replace(/^\S+ /, '').replace(`, ${FIRST}`, '')
      const details = page.getByRole('dialog', { name: title })
      await expect(details).toBeVisible()
      await expect(details).toContainText(guide.t('error_schedule_from_future'))
      await page.keyboard.press('Escape')
      await expect(details).toHaveCount(0)
      expect(await guide.focusedName()).toBe(next)

      // left goes back; down keeps the moment on the next channel; PageDown jumps a screen of rows
      await page.keyboard.press('ArrowLeft')
      expect(await guide.focusedName()).toBe(airing)
      await page.keyboard.press('ArrowDown')
      expect(await guide.focusedName()).toMatch(new RegExp(`, ${SECOND}(, |$)`))
      await page.keyboard.press('PageDown')
      const row = await page.evaluate(() =>
        Number(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex')),
      )
      expect(row).toBeGreaterThan(6)
      // End: the day's last programme (far right: focused once the grid has scrolled and drawn it);
      // right stays there
      const paged = await guide.focusedName()
      await page.keyboard.press('End')
      await expect.poll(() => guide.focusedName()).not.toBe(paged)
      await expect.poll(() => guide.focusedName()).not.toBeNull()
      const last = await guide.focusedName()
      await page.keyboard.press('ArrowRight')
      expect(await guide.focusedName()).toBe(last)
    })

    await guide.scroller.evaluate((el) => (el.scrollTop = el.scrollHeight))
    await expect(guide.rowHeader(LAST)).toBeVisible()
    await expect(guide.cells(LAST).first()).toBeVisible()
    await expect(guide.rowHeader(FIRST)).toHaveCount(0)
    expect(await guide.rows.count()).toBeLessThan(40)

    // the category filter
    await guide.category.selectOption({ label: 'Спорт' })
    await expect(guide.rowHeader('Спорт Арена')).toBeVisible()
    await expect(guide.rowHeader(FIRST)).toHaveCount(0)
    await expectAccessible(page, 'main')
  })

  test('a past programme plays from the archive from the grid; a banned one says why; Escape returns to the guide', async ({
    page,
  }) => {
    const guide = new GuidePage(page)
    const channels = new ChannelsPage(page)
    await new Shell(page).openAsNewGuest('/guide')
    await expect(guide.cells(SECOND).first()).toBeVisible()

    // a rights-restricted airing of the last two days (slot 2 of every day), through the API
    const now = Math.floor(Date.now() / 1000)
    const midnight = new Date()
    midnight.setHours(0, 0, 0, 0)
    const today = midnight.getTime() / 1000
    // the endpoint answers at most 26 h a request: yesterday, then today up to now
    const entries: GuideEntry[] = []
    for (const [start, end] of [
      [today - 86_400, today],
      [today, Math.max(now, today + 1)],
    ] as const) {
      const res = await page.request.get(`/v2/channels/guide?ids=${SECOND_ID}&start=${start}&end=${end}`)
      expect(res.status()).toBe(200)
      const [row] = (await res.json()) as { entries: GuideEntry[] }[]
      entries.push(...(row?.entries ?? []))
    }
    const banned = entries
      .filter(
        (e) => !e.is_catchup_available && e.timestamp >= today - 86_400 && e.timestamp + e.duration < now,
      )
      .at(-1)
    expect(banned, 'a banned airing in the last two days').toBeTruthy()
    if (!banned) return
    if (banned.timestamp < today) await guide.day('schedule_yesterday').click()
    await guide.showTime(banned.timestamp)
    const bannedName = `${hhmm(banned.timestamp)}–${hhmm(banned.timestamp + banned.duration)} ${banned.title}, ${SECOND}, ${guide.t('guide_state_past')}`
    await guide.grid.getByRole('gridcell', { name: bannedName, exact: true }).click()
    await expect(channels.notice('error_schedule_copyright_banned')).toBeVisible()
    await expect(page).toHaveURL(/\/guide$/)

    // the latest programme of Первый Демо in the archive: on yesterday's page just after midnight, when
    // today's first programme is still on air
    const archived = entries
      .filter((e) => e.is_catchup_available && e.timestamp + e.duration < now)
      .sort((a, b) => a.timestamp - b.timestamp)
      .at(-1)
    expect(archived, 'an archived airing in the last two days').toBeTruthy()
    if (!archived) return
    await guide.day(archived.timestamp < today ? 'schedule_yesterday' : 'schedule_today').click()
    await guide.showTime(archived.timestamp)
    const name = `${hhmm(archived.timestamp)}–${hhmm(archived.timestamp + archived.duration)} ${archived.title}, ${SECOND}, ${guide.t('guide_state_archived')}`
    await guide.grid.getByRole('gridcell', { name, exact: true }).focus()
    expect(await guide.focusedName()).toBe(name)
    await page.keyboard.press('Enter')

    // the TV page over the guide plays the programme from its start (?ts=, spec 2 §2)
    await expect(page).toHaveURL(/\/channels\/all\/pervyj-demo\?ts=\d+$/)
    const ts = Number(new URL(page.url()).searchParams.get('ts'))
    expect(hhmm(ts)).toBe(times(name)[0])
    const player = new PlayerPage(page)
    await player.expectPlaying('the archive plays from the guide')
    await expect(player.root).toHaveAttribute('data-live', 'false')

    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/guide$/)
    await expect(guide.grid).toBeVisible()
  })
})

// a journey of its own: each TV page over the 1,000-channel guide draws the whole side list of channels
// (tv-page.tsx), seconds of a busy machine's main thread, so one opening per journey
test('the airing cell in focus warms its channel: the live answer is asked once, before Enter, and plays', async ({
  page,
}) => {
  const guide = new GuidePage(page)
  const asked: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === `/v2/channels/${SECOND_ID}/stream` && !url.searchParams.has('ts'))
      asked.push(r.url())
  })
  await new Shell(page).openAsNewGuest('/guide')
  const airing = guide.grid.locator(`[aria-current="time"][aria-label*=", ${SECOND}, "]`)
  await airing.focus()
  await expect
    .poll(() => asked.length, { message: 'the focused airing cell is warmed before any press' })
    .toBe(1)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/channels\/all\/pervyj-demo$/)
  const player = new PlayerPage(page)
  await player.expectPlaying('the channel plays live from the guide')
  await expect(player.root).toHaveAttribute('data-live', 'true')
  expect(asked, 'the player took the warm answer instead of asking again').toHaveLength(1)
})
