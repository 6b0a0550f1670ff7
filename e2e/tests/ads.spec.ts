import { openChannel, pastProgramme } from '../pages/player'
import { expect, test, AUTOPLAY_LAUNCH } from '../fixtures'

// Facts of the demo ad plans (apps/server/src/modules/ads/ad-info.ts): Планета (119) is free with a
// 7-day archive and every roll but the pre-roll: a mid-roll after 10 s watched, a post-pause roll, a
// post-roll; its ads may be removed (packets). Казахстан Демо (129) has a pre-roll whose first ad
// fails (its clip is a 404) before a working one. Эфир 24 (101) has one pre-roll that cannot be removed.
const EVERY_ROLL = { id: 119, slug: 'planeta' }
const FAILING_FIRST = { id: 129, slug: 'kazakhstan-demo' }
const PRE_ROLL = { id: 101, slug: 'efir-24' }
/** spec 2 §9 "Ad period min 5 s": a post-pause roll needs a pause at least this long (ad-schedule.ts). */
const AD_PERIOD_MS = 5_000

test.use({ launchOptions: AUTOPLAY_LAUNCH })

test.describe('advertising (spec 2 §4)', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a post-roll plays when an archive programme ends, then the next programme plays; a mid-roll plays during the channel without the player controls, then the channel plays on; a post-pause roll plays when it resumes after a pause; the remove-ads button leads to the packets when the ad info allows it', async ({
    page,
  }) => {
    // the page's clock runs as the wall clock's; the pauses jump it past the ad period
    await page.clock.install()
    const entry = await pastProgramme(page, EVERY_ROLL.id)
    const end = entry.timestamp + entry.duration
    const player = await openChannel(page, `${EVERY_ROLL.slug}?ts=${end - 6}`)

    await test.step('a post-roll at the programme’s end, then the next programme', async () => {
      // a slow start on a busy machine delays the programme's end: a long wait, no timing asserted
      const { ad, release } = await player.expectAdPlays('post_roll', 60_000)
      await expect(player.root).toHaveAttribute('data-live', 'false')
      // the programme ended under the ad: PROGRAM-DATE-TIME is past its end
      expect((await player.programDateTime()) ?? 0).toBeGreaterThanOrEqual(end - 1)
      await release()
      await expect(ad).toBeHidden({ timeout: 30_000 })
      await player.expectPlaying('the next programme plays after the post-roll')
      expect((await player.programDateTime()) ?? 0).toBeGreaterThan(end)
    })

    await test.step('a mid-roll at 10 s watched', async () => {
      const { ad, release } = await player.expectAdPlays('middle_roll', 60_000)
      // no player controls and no keyboard while an ad runs
      await expect(player.button('player_settings')).toHaveCount(0)
      // the ad info allows removing ads: the button is a link to the packets
      await expect(ad.getByRole('link', { name: player.t('player_remove_ads') })).toHaveAttribute(
        'href',
        /\/packets$/,
      )
      await release()
      await expect(ad).toBeHidden({ timeout: 30_000 })
      await player.expectPlaying('the channel plays on after the mid-roll')
    })

    /** Pauses the archive for the ad period (on the page's clock), then presses Play. */
    const pauseAndResume = async () => {
      await player.root.hover()
      await player.button('player_pause').click()
      await expect(player.root).toHaveAttribute('data-status', 'paused')
      await page.clock.fastForward(AD_PERIOD_MS + 500)
      await player.root.hover()
      await player.button('player_play').click()
    }

    await test.step('a post-pause roll when the archive resumes after a pause', async () => {
      await pauseAndResume()
      const { ad, release } = await player.expectAdPlays('post_pause_roll')
      await expect(player.root).toHaveAttribute('data-status', 'paused')
      await release()
      await expect(ad).toBeHidden({ timeout: 30_000 })
      await player.expectPlaying('the archive plays on after the post-pause roll')
    })

    await test.step('the remove-ads button leads to the packets', async () => {
      await pauseAndResume()
      const { ad } = await player.expectAdPlays('post_pause_roll')
      await ad.getByRole('link', { name: player.t('player_remove_ads') }).click()
      await expect(page).toHaveURL(/\/packets$/)
    })
  })

  test('a VAST pre-roll plays before the channel, with no remove-ads button when the ad info does not allow it; a failing ad is skipped: ads pause, the next ad plays, then the channel; the error is kept', async ({
    page,
  }) => {
    const player = await openChannel(page, PRE_ROLL.slug)
    await test.step('a pre-roll that cannot be removed', async () => {
      const { ad, release } = await player.expectAdPlays('pre_roll')
      await expect(ad.getByRole('link', { name: player.t('player_remove_ads') })).toHaveCount(0)
      await expect(ad.getByRole('button', { name: player.t('player_remove_ads') })).toHaveCount(0)
      await release()
      await expect(ad).toBeHidden({ timeout: 30_000 })
      await player.expectPlaying('the channel plays after the ad')
    })

    await page.goto(`/channels/all/${FAILING_FIRST.slug}`)
    const { release } = await player.expectAdPlays('pre_roll')
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('ad_errors') ?? '[]') as unknown[])
    expect(kept).toEqual([expect.objectContaining({ code: 405, url: expect.stringContaining('fail=1') })])
    await release()
    await expect(player.root.getByTestId('player-ad')).toBeHidden({ timeout: 30_000 })
    await player.expectPlaying('the channel plays after its ads')
  })
})
