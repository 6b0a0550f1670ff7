import { PlayerPage, openChannel, pastProgramme, type ScheduleEntry } from '../pages/player'
import { Shell } from '../pages/shell'
import { expect, ru, test, AUTOPLAY_LAUNCH } from '../fixtures'

// Issue 11 "Errors the viewer can act on" and "Archive and live rules that leak", in Chromium with real
// video. Facts of the demo seed (apps/server/src/seed/live-channels.ts): Первый Демо (102) is free with
// a 14-day archive; Эфир Премиум (DRM) (126) is ClearKey DASH; every channel's day has one programme
// with catch-up banned (apps/server/src/modules/schedule/epg.ts BANNED_SLOT).
const FREE = { id: 102, slug: 'pervyj-demo' }
const DRM = { id: 126, slug: 'efir-premium-drm' }

/** The media segments of one channel (their URLs carry a media token query). */
const segmentsOf = (id: number) => (url: URL) =>
  url.pathname.startsWith(`/media/seg/${id}/`) && url.pathname.endsWith('.m4s')

test.use({ launchOptions: AUTOPLAY_LAUNCH })

test.describe('errors the viewer can act on (spec 2 §4, §8)', () => {
  test('a DRM licence failure says "DRM error" with the licence server’s parsed message and code 8002', async ({
    page,
  }) => {
    // the operator's licence server refuses: its own code and text in the answer (spec 2 §8 code 8002)
    await page.route(
      (url) => url.pathname === `/media/drm/${DRM.id}/license`,
      (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ code: 8002, message: 'Subscription to the protected channel has expired' }),
        }),
    )
    const player = await openChannel(page, DRM.slug)
    const alert = player.alert('error_drm')
    await expect(alert).toBeVisible({ timeout: 45_000 })
    await expect(alert).toContainText('Subscription to the protected channel has expired')
    await expect(alert).toContainText(player.t('player_error_code').replace('{{code}}', '8002'))
    await expect(alert).not.toContainText(player.t('error_video_download'))
    await expect(player.button('player_retry')).toBeVisible()
  })

  test('corrupt segments end in the video error with Retry, not an endless spinner; Retry plays again', async ({
    page,
  }) => {
    const player = await openChannel(page, FREE.slug)
    await player.expectPlaying()
    let corrupt = true
    const garbage = Buffer.alloc(64 * 1024, 0x5a)
    await page.route(segmentsOf(FREE.id), (route) =>
      corrupt ? route.fulfill({ status: 200, contentType: 'video/mp4', body: garbage }) : route.continue(),
    )
    await expect(player.alert('error_video_broken')).toBeVisible({ timeout: 90_000 })
    await expect(player.button('player_retry')).toBeVisible()
    // a failed live stream does not offer "back to live" to a viewer already on live
    await expect(player.root.getByRole('button', { name: player.t('player_back_to_live') })).toHaveCount(0)
    corrupt = false
    await player.button('player_retry').click()
    await player.expectPlaying('plays again after Retry')
  })
})

/** A programme with catch-up banned that ended over a minute ago, and the one before it (with catch-up). */
async function bannedAfterArchived(
  page: PlayerPage['page'],
): Promise<{ before: ScheduleEntry; banned: ScheduleEntry }> {
  const now = Math.floor(Date.now() / 1000)
  const res = await page.request.get(
    `/v2/channels/${FREE.id}/content_schedule?start=${now - 3 * 86400}&end=${now}`,
  )
  const entries = (await res.json()) as ScheduleEntry[]
  for (let i = entries.length - 1; i > 0; i--) {
    const banned = entries[i]
    const before = entries[i - 1]
    if (
      banned &&
      before &&
      !banned.is_catchup_available &&
      before.is_catchup_available &&
      banned.timestamp + banned.duration < now - 60
    )
      return { before, banned }
  }
  throw new Error('no banned programme after an archived one')
}

test.describe('archive and live rules (spec 2 §4)', () => {
  test('continuous archive playback into a programme with catch-up banned is covered by the mattress', async ({
    page,
  }) => {
    const { before, banned } = await bannedAfterArchived(page)
    // 15 s before the banned programme: the archive plays on into it
    const player = await openChannel(page, `${FREE.slug}?ts=${banned.timestamp - 15}`)
    await player.expectPlaying('the programme before plays')
    const mattress = player.root.getByTestId('player-mattress')
    await expect(mattress).toHaveCount(0)
    await expect(page.getByTestId('programme-line')).toContainText(before.program.title)
    await expect(mattress).toBeVisible({ timeout: 45_000 })
    // the mattress is a real looping clip that plays, and the stream under it is not heard
    await expect.poll(() => mattress.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5)
    expect(await player.video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
    await expect(page.getByTestId('programme-line')).toContainText(banned.program.title)
  })

  test('live offers only 1× and no "back to live"; the archive offers every speed and names its programme', async ({
    page,
  }) => {
    const player = await openChannel(page, FREE.slug)
    await player.expectPlaying()
    await expect(player.root.getByRole('button', { name: player.t('player_back_to_live') })).toHaveCount(0)
    await player.button('player_settings').click()
    await expect(player.group('player_speed').getByRole('radio')).toHaveCount(1)
    await expect(player.group('player_speed').getByRole('radio')).toHaveText(player.t('player_speed_normal'))
    await expect(page.getByTestId('programme-line')).toHaveAttribute('data-kind', 'live')

    const entry = await pastProgramme(page, FREE.id)
    await page.goto(`/channels/all/${FREE.slug}?ts=${entry.timestamp + 60}`)
    const archive = new PlayerPage(page)
    await archive.expectPlaying('the archive plays')
    await archive.button('player_settings').click()
    await expect(archive.group('player_speed').getByRole('radio')).toHaveCount(8)
    // the line under the player: the archived programme with elapsed / total, not "on air now"
    const line = page.getByTestId('programme-line')
    await expect(line).toHaveAttribute('data-kind', 'archive')
    await expect(line).toContainText(entry.program.title)
    await expect(line).toContainText(/\d+:\d\d .+ \d+:\d\d/)
    await expect(archive.button('player_back_to_live')).toBeVisible()
  })

  test('subtitles are drawn by the product above the control bar, not by the browser', async ({ page }) => {
    const player = await openChannel(page, FREE.slug)
    await player.expectPlaying()
    await player.choose('player_subtitles', /en/i)
    const subtitles = player.root.getByTestId('player-subtitles')
    await expect(subtitles).toBeVisible({ timeout: 30_000 })
    await expect(subtitles).not.toBeEmpty()
    // the browser's own rendering is off: the chosen track is 'hidden', its cues drawn by the product
    const modes = await player.video.evaluate((v: HTMLVideoElement) =>
      Array.from(v.textTracks)
        .filter((t) => t.kind === 'subtitles' || t.kind === 'captions')
        .map((t) => t.mode),
    )
    expect(modes).toContain('hidden')
    expect(modes).not.toContain('showing')
    // above the control bar while it shows
    await player.root.hover()
    const bar = await player.controls.boundingBox()
    const text = await subtitles.boundingBox()
    if (!bar || !text) throw new Error('no boxes')
    expect(text.y + text.height).toBeLessThanOrEqual(bar.y + bar.height - 40)
  })
})

test.describe('channel pages', () => {
  test('an unknown channel over the list opens the not-found dialog; the header stays', async ({ page }) => {
    await new Shell(page).openAsNewGuest('/channels/all/no-such-channel')
    const dialog = page.getByRole('dialog', { name: ru('not_found_channel') })
    await expect(dialog).toBeVisible()
    // the page below keeps its header (the dialog hides it from assistive technology while open)
    await expect(page.locator('header').first()).toBeVisible()
    await expect(dialog.getByRole('link', { name: ru('channel_all_channels') })).toBeVisible()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })
    test('the channel viewer page shows the programme’s ratings from /v2/programs/{id}', async ({ page }) => {
      const programs = page.waitForResponse((r) => /\/v2\/programs\/\d+/.test(new URL(r.url()).pathname))
      await new Shell(page).openAsNewGuest(`/channel/${FREE.slug}`)
      const program = (await (await programs).json()) as { title: string; ratings: { rating: number }[] }
      const details = page.getByTestId('program-details')
      await expect(details).toBeVisible()
      await expect(details.getByRole('heading', { name: program.title })).toBeVisible()
      const rating = program.ratings[0]
      if (rating) await expect(details).toContainText(rating.rating.toFixed(1))
    })
  })

  test.describe('the register prompt', () => {
    test.use({ registerPrompt: true })
    test('never shows inside /channel_embed', async ({ page }) => {
      await new Shell(page).openAsNewGuest(`/channel_embed/${FREE.id}`)
      const player = new PlayerPage(page)
      await player.expectPlaying()
      // the prompt is asked 5 s after the channel opens: wait that long on the page's own clock
      await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 6000)))
      await expect(page.locator('[data-prompt]')).toHaveCount(0)
    })

    test('fits a 390 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await new Shell(page).openAsNewGuest(`/channel/${FREE.slug}`)
      const prompt = page.locator('[data-prompt="register"]')
      await expect(prompt).toBeVisible({ timeout: 30_000 })
      const box = await prompt.boundingBox()
      if (!box) throw new Error('no prompt box')
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      expect(box.y + box.height).toBeLessThanOrEqual(844)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  })
})
