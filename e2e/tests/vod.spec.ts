import { ContentPage } from '../pages/content'
import { expect, expectAccessible, ru, test, AUTOPLAY_LAUNCH } from '../fixtures'

// Facts of the demo catalogue (apps/server/src/seed/catalogue-data.ts): film 1 "Матрица" is free and
// playable; series 201 "Улицы разбитых фонарей" has 3 seasons of 10 episodes, the last one of season 3
// is an announcement. Channel 124 "Ночной Клуб 18+" is adult (spec 2 §4: it needs a PIN).
const FILM = { slug: 'matrica-1', title: 'Матрица' }
const SERIES = { slug: 'ulicy-razbityh-fonarey-201', title: 'Улицы разбитых фонарей' }

test.use({ launchOptions: AUTOPLAY_LAUNCH })

test.describe('video on demand', () => {
  test('a guest plays a film with the shared controls (seek line, skip intro, pause, skip, speed), leaves, and it resumes where it stopped', async ({
    page,
    pageErrors,
  }) => {
    const content = new ContentPage(page)
    await content.open(FILM.slug)
    const card = content.card(FILM.title)
    // the first catalogue answer of a fresh server builds its catalogue cache: allow it time
    await expect(card).toBeVisible({ timeout: 30_000 })
    await expect(card.getByRole('navigation', { name: ru('breadcrumbs') })).toBeVisible()
    await content.watchButton(card, /^Смотреть$/).click()

    await expect(content.watchDialog).toBeVisible()
    await content.expectPlaying()

    await test.step('the seek line: a title’s length, no live badge, 10 s a key press', async () => {
      const seek = content.player.getByRole('slider', { name: ru('vod_seek') })
      await expect(seek).toBeVisible()
      expect(Number(await seek.getAttribute('aria-valuemax'))).toBeGreaterThan(600)
      // no live badge or back-to-live on a title
      await expect(content.player.getByText(ru('player_live'), { exact: true })).toHaveCount(0)
      const before = await content.currentTime()
      await seek.focus()
      await seek.press('ArrowRight')
      await seek.press('ArrowRight')
      await expect.poll(() => content.currentTime(), { timeout: 10_000 }).toBeGreaterThan(before + 15)
    })

    await test.step('skip the intro (5-65 s, spec 2 §3 playback points): past it, history is kept', async () => {
      await content.playerButton('player_skip_intro').click()
      await expect.poll(() => content.currentTime(), { timeout: 20_000 }).toBeGreaterThan(60)
    })

    await test.step('pause is allowed on a title', async () => {
      await content.playerButton('player_pause').click()
      await expect(content.player).toHaveAttribute('data-status', 'paused')
      await expect(content.video).toHaveJSProperty('paused', true)
      const paused = await content.currentTime()
      // the next frames do not move it on
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      expect(await content.currentTime()).toBeCloseTo(paused, 1)
      await content.playerButton('player_play').click()
      await content.expectPlaying()
    })

    await test.step('skip forward', async () => {
      await content.playerButton('player_skip_forward').click()
      await content.playerButton('player_skip_forward').click()
      await expect.poll(() => content.currentTime(), { timeout: 20_000 }).toBeGreaterThan(80)
    })

    await test.step('settings: the speed is a radio group', async () => {
      await content.playerButton('player_settings').click()
      const speed = content.player.getByRole('radiogroup', { name: ru('player_speed') })
      await speed.getByRole('radio', { name: ru('player_speed_value').replace('{{rate}}', '2') }).click()
      await expect.poll(() => content.video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2)
    })

    await test.step('leave and come back: it continues near where it stopped', async () => {
      const stoppedAt = await content.currentTime()
      await content.leave()
      // back on the card: the watch button now continues, and the player starts near where it stopped
      await expect(card).toBeVisible()
      await content.watchButton(card, /^Продолжить просмотр/).click()
      await content.expectPlaying()
      expect(await content.currentTime()).toBeGreaterThan(stoppedAt - 15)
    })
    expect(pageErrors).toEqual([])
  })

  test('a series: switch season, play an episode, the announced one alerts; the adult channel asks for the parental PIN', async ({
    page,
    pageErrors,
  }) => {
    const content = new ContentPage(page)
    await content.open(SERIES.slug)
    const card = content.card(SERIES.title)
    await expect(content.seasons(card)).toBeVisible({ timeout: 30_000 })

    await content.season(card, 2).click()
    await expect(content.season(card, 2)).toHaveAttribute('aria-pressed', 'true')
    const list = card.getByRole('list', { name: ru('content_episodes') })
    await expect(list.getByRole('listitem')).toHaveCount(10)
    await expect(list.getByRole('button').first()).toHaveAccessibleName(/Сезон 2, серия 1$/)

    await content.episode(card, 3).click()
    await expect(content.watchDialog).toHaveAccessibleName(/Сезон 2, серия 3/)
    await content.expectPlaying()
    await content.leave()

    await content.season(card, 3).click()
    await content.episode(card, 10).click()
    await expect(card.getByText(ru('warning_episode_is_announcement'))).toBeVisible()
    await expect(content.player).toHaveCount(0)

    await test.step('an episode page: its button names that episode and plays it (issue 31)', async () => {
      const episodes = (await (await page.request.get('/v2/contents/201/episodes')).json()) as {
        id: number
        season: number
        series: number
      }[]
      const fifth = episodes.find((e) => e.season === 1 && e.series === 5)
      expect(fifth, 'season 1 has an episode 5').toBeTruthy()
      await page.goto(`/contents/${SERIES.slug}/${fifth?.id}`)
      const episodeCard = page.getByRole('dialog', { name: SERIES.title })
      const watch = episodeCard
        .locator('[data-content-buttons]')
        .getByRole('button', { name: /Сезон 1, серия 5$/ })
      await expect(watch).toBeVisible({ timeout: 30_000 })
      await watch.click()
      await expect(content.watchDialog).toHaveAccessibleName(/Сезон 1, серия 5/)
      // the next episode's card in the last 20 s, clicked to on the seek line: axe while it counts down
      await content.expectPlaying()
      await content.player.hover()
      const seek = content.player.getByRole('slider', { name: ru('vod_seek') })
      const length = Number(await seek.getAttribute('aria-valuemax'))
      const bar = await seek.boundingBox()
      if (!bar) throw new Error('the seek line has no box')
      await seek.click({ position: { x: (bar.width * (length - 15)) / length, y: bar.height / 2 } })
      const offer = content.player.getByRole('region', { name: ru('player_next_episode') })
      await expect(offer).toBeVisible({ timeout: 30_000 })
      await expectAccessible(page)
      await offer.getByRole('button', { name: ru('player_cancel_next') }).click()
      await expect(offer).toHaveCount(0)
      await content.leave()
    })

    await test.step('an unavailable title: the spec’s modal with a watch-TV button, not an inline alert (issue 31)', async () => {
      await page.goto('/contents/x-11') // seed UNAVAILABLE_ID
      const card = page.getByRole('dialog').filter({ has: page.locator('[data-content-buttons]') })
      await expect(card.getByRole('alert')).toHaveCount(0)
      await card.getByRole('button', { name: ru('content_not_available_short') }).click()
      const notice = page.getByRole('dialog').filter({ hasText: ru('content_not_available') })
      await expect(notice).toBeVisible()
      await expectAccessible(page)
      await notice.getByRole('button', { name: ru('content_watch_tv') }).click()
      await expect(page).toHaveURL(/\/channels/)
      await expect(notice).toHaveCount(0)
    })

    await test.step('the adult channel asks a guest to sign in, not to create a PIN (issue 30)', async () => {
      await page.goto('/channel/124')
      const gate = page.getByRole('region', { name: ru('channel_pin_required') })
      await expect(gate).toBeVisible()
      await expect(gate.getByText(ru('channel_pin_required_text'))).toBeVisible()
      await expect(gate.getByRole('button', { name: ru('channel_enter_pin') })).toHaveCount(0)
      await gate.getByRole('button', { name: ru('auth_title') }).click()
      await expect(page.getByRole('dialog', { name: ru('auth_title') })).toBeVisible()
      await expect(page.getByRole('dialog', { name: ru('modal_pincode') })).toHaveCount(0)
    })
    expect(pageErrors).toEqual([])
  })
})
