import { PlayerPage, pastProgramme } from '../pages/player'
import { Shell } from '../pages/shell'
import { expect, test, type Page, AUTOPLAY_LAUNCH } from '../fixtures'

// Первый Демо (102): free, 14-day archive, no ads (apps/server/src/seed/live-channels.ts).
const FREE = { id: 102, slug: 'pervyj-demo' }

test.use({ launchOptions: AUTOPLAY_LAUNCH })

async function openArchive(page: Page): Promise<PlayerPage> {
  const { timestamp: ts } = await pastProgramme(page, FREE.id)
  await new Shell(page).openAsNewGuest(`/channels/all/${FREE.slug}?ts=${ts}`)
  const player = new PlayerPage(page)
  await player.expectPlaying('the archive plays on the phone')
  await expect(player.root).toHaveAttribute('data-live', 'false')
  return player
}

const pdt = async (player: PlayerPage) => (await player.programDateTime()) ?? 0

test('the player on a phone (spec 2 §4 mobile touch): a tap shows the hidden controls and the next tap hides them, settings open from a tap; a double tap on the right fifth skips forward, on the left fifth back; a hidden page pauses the player and a visible one resumes it; a spread in landscape zooms the video to fill, a pinch zooms it back, a hidden page resets it @mobile', async ({
  page,
}) => {
  const player = await openArchive(page)

  await test.step('taps show and hide the controls; settings open from a tap; pause', async () => {
    const play = player.button('player_pause')
    // playing and untouched: the controls are away. The layer, not the Pause button: a player that is
    // stopped for a moment (loading) keeps its controls with Play in them, and a tap then would not show
    // them but leave them to hide as soon as it plays again
    await expect(player.controls).toBeHidden()

    await player.tapAt(0.5, 0.4)
    await expect(player.controls).toBeVisible()
    await expect(play).toBeVisible()
    await player.tapAt(0.5, 0.4)
    await expect(player.controls).toBeHidden()

    // a tap in the middle is never a skip, however quick the second one
    const before = await pdt(player)
    await player.tapAt(0.5, 0.4)
    await expect(player.controls).toBeVisible()
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
    await player.button('player_play').tap()
    await player.expectPlaying('plays again from the controls')
    // untouched, the controls go away again: the double taps below land on the video, not on them
    await expect(player.controls).toBeHidden()
  })

  await test.step('double taps skip', async () => {
    // the playhead also moves by itself: the skip is the jump beyond the wall-clock time passed
    const mark = async () => ({ pdt: await pdt(player), at: Date.now() })
    const jump = async (from: { pdt: number; at: number }) =>
      (await pdt(player)) - from.pdt - (Date.now() - from.at) / 1000

    const before = await mark()
    await player.doubleTapAt(0.9, 0.45)
    await expect.poll(() => jump(before), { message: 'skipped forward' }).toBeGreaterThan(6)

    await player.untilSkipsAccepted()
    const afterForward = await mark()
    await player.doubleTapAt(0.1, 0.45)
    // playing never moves the playhead back by itself
    await expect
      .poll(async () => (await pdt(player)) - afterForward.pdt, { message: 'skipped back' })
      .toBeLessThan(-2)
    // the taps never reached the video as clicks: it still plays
    await player.expectPlaying('plays after the double taps')
  })

  await test.step('a hidden page pauses the player and a visible one resumes it', async () => {
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

  await test.step('a spread in landscape zooms to fill, a pinch back; a hidden page resets it', async () => {
    const fit = () => player.video.evaluate((v) => getComputedStyle(v).objectFit)
    // portrait: a spread changes nothing
    await player.pinch(60, 200)
    expect(await fit()).toBe('contain')

    await page.setViewportSize({ width: 844, height: 390 })
    await player.pinch(60, 200)
    await expect.poll(fit, { message: 'zoomed to fill' }).toBe('cover')
    // the fingers' touchends were not taps: the video still plays
    await player.expectPlaying('plays after the pinch')
    await player.pinch(200, 60)
    await expect.poll(fit, { message: 'back to fit' }).toBe('contain')

    await player.pinch(60, 200)
    await expect.poll(fit).toBe('cover')
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await expect.poll(fit, { message: 'the zoom resets when the page is hidden' }).toBe('contain')
  })
})
