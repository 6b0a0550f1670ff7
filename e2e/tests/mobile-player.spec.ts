import { PlayerPage } from '../pages/player'
import { Shell } from '../pages/shell'
import { expect, test, type Page } from '../fixtures'

// Первый Демо (102): free, 14-day archive, no ads (apps/server/src/seed/live-channels.ts).
const FREE = { id: 102, slug: 'pervyj-demo' }

// The player starts without a click when a test opens a channel by URL (no user gesture yet).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
})

// real video on a phone-sized page: opening the archive alone takes a while on a busy machine
test.describe.configure({ timeout: 90_000 })

/** A past programme with catch-up that ended over a minute ago (the archive plays from its start). */
async function pastProgrammeStart(page: Page): Promise<number> {
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
  return entry.timestamp
}

async function openArchive(page: Page): Promise<PlayerPage> {
  const ts = await pastProgrammeStart(page)
  await new Shell(page).openAsNewGuest(`/channels/all/${FREE.slug}?ts=${ts}`)
  const player = new PlayerPage(page)
  await player.expectPlaying('the archive plays on the phone')
  await expect(player.root).toHaveAttribute('data-live', 'false')
  return player
}

const pdt = async (player: PlayerPage) => (await player.programDateTime()) ?? 0

test.describe('the player on a phone (spec 2 §4 mobile touch) @mobile', () => {
  test('a double tap on the right fifth skips forward, on the left fifth back @mobile', async ({ page }) => {
    const player = await openArchive(page)

    // the playhead also moves by itself: the skip is the jump beyond the wall-clock time passed
    const mark = async () => ({ pdt: await pdt(player), at: Date.now() })
    const jump = async (from: { pdt: number; at: number }) =>
      (await pdt(player)) - from.pdt - (Date.now() - from.at) / 1000

    const before = await mark()
    await player.doubleTapAt(0.9, 0.45)
    await expect.poll(() => jump(before), { message: 'skipped forward' }).toBeGreaterThan(6)

    const afterForward = await mark()
    await player.doubleTapAt(0.1, 0.45)
    // playing never moves the playhead back by itself
    await expect
      .poll(async () => (await pdt(player)) - afterForward.pdt, { message: 'skipped back' })
      .toBeLessThan(-2)
    // the taps never reached the video as clicks: it still plays
    await player.expectPlaying('plays after the double taps')
  })

  test('a tap shows the hidden controls and the next tap hides them; settings open from a tap @mobile', async ({
    page,
  }) => {
    const player = await openArchive(page)
    const play = player.button('player_pause')
    // playing and untouched: the controls are away
    await expect(play).toBeHidden()

    await player.tapAt(0.5, 0.4)
    await expect(play).toBeVisible()
    await player.tapAt(0.5, 0.4)
    await expect(play).toBeHidden()

    // a tap in the middle is never a skip, however quick the second one
    const before = await pdt(player)
    await player.tapAt(0.5, 0.4)
    await expect(play).toBeVisible()
    await player.button('player_settings').tap()
    await expect(player.group('player_speed')).toBeVisible()
    expect(Math.abs((await pdt(player)) - before)).toBeLessThan(5)

    // pause from the controls: a paused player keeps its controls (and stays paused)
    await player.button('player_settings').tap()
    await expect(player.group('player_speed')).toBeHidden()
    await play.tap()
    await expect(player.root).toHaveAttribute('data-status', 'paused')
    await expect(player.button('player_play')).toBeVisible()
  })
})

test('a hidden page pauses the player and a visible one resumes it @mobile', async ({ page }) => {
  const player = await openArchive(page)
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h })
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (h ? 'hidden' : 'visible'),
      })
      document.dispatchEvent(new Event('visibilitychange'))
    }, hidden)
  await setHidden(true)
  await expect(player.root).toHaveAttribute('data-status', 'paused')
  await setHidden(false)
  await player.expectPlaying('resumes when the page is visible again')
})
