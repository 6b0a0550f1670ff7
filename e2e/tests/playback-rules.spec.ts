import { openChannel, type PlayerPage, type ScheduleEntry } from '../pages/player'
import { expect, test, AUTOPLAY_LAUNCH } from '../fixtures'

// Issue 11 "Archive and live rules that leak", in Chromium with real video (the errors the viewer can
// act on and the live and archive speeds are player.spec.ts journeys). Facts of the demo seed
// (apps/server/src/seed/live-channels.ts): Первый Демо (102) is free with a 14-day archive; every
// channel's day has one programme with catch-up banned (apps/server/src/modules/schedule/epg.ts
// BANNED_SLOT).
const FREE = { id: 102, slug: 'pervyj-demo' }

test.use({ launchOptions: AUTOPLAY_LAUNCH })

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
    // 10 s of playing before the banned programme (an archive start waits at its ts however slow the
    // start): the archive plays on into it
    const player = await openChannel(page, `${FREE.slug}?ts=${banned.timestamp - 10}`)
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
})
