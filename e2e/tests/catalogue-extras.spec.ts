import type { Page } from '@playwright/test'
import { AuthDialog } from '../pages/auth-dialog'
import { ContentPage } from '../pages/content'
import { FavoritesPage } from '../pages/favorites'
import { SearchPage } from '../pages/search'
import { Shell } from '../pages/shell'
import { expect, freshPhone, ru, test, AUTOPLAY_LAUNCH } from '../fixtures'

// Film 1 "Матрица" is free and playable (apps/server/src/seed/catalogue-data.ts); the demo
// configuration asks for 3 search characters (apps/server/src/modules/network/settings.ts).
const FILM = { slug: 'matrica-1', title: 'Матрица' }
const MIN_SEARCH_CHARS = 3

test.use({ launchOptions: AUTOPLAY_LAUNCH })

/** Analytics events the page sends (POST /v2/analytics/events). */
function recordEvents(page: Page): { name: string; type?: string; value?: number | string }[] {
  const events: { name: string; type?: string; value?: number | string }[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v2/analytics/events'))
      events.push(...(r.postDataJSON() as { events: typeof events }).events)
  })
  return events
}

test.describe('catalogue extras', () => {
  test('the content card carries the favorite toggle: a guest is asked to sign in, a viewer adds it', async ({
    page,
    request,
  }) => {
    const shell = new Shell(page)
    const content = new ContentPage(page)
    const auth = new AuthDialog(page)
    const my = new FavoritesPage(page)
    await shell.openAsNewGuest(`/contents/${FILM.slug}`)
    const card = content.card(FILM.title)
    await expect(card).toBeVisible({ timeout: 30_000 })
    const add = card.getByRole('button', { name: ru('favorite_add'), exact: true })
    await add.click()
    await expect(page).toHaveURL(/#auth$/)
    await expect(auth.dialog).toBeVisible()
    await auth.signInByPhone(request, freshPhone())
    await expect(auth.dialog).toBeHidden()

    await expect(card).toBeVisible()
    await add.click()
    const remove = card.getByRole('button', { name: ru('favorite_remove'), exact: true })
    await expect(remove).toHaveAttribute('aria-pressed', 'true')
    await my.open()
    await expect(my.contents.getByRole('link', { name: /^Матрица( \d{4})?$/ })).toBeVisible()
  })

  test('the VOD player has the shared controls: seek line, pause, skip, settings', async ({
    page,
    pageErrors,
  }) => {
    const content = new ContentPage(page)
    await content.open(FILM.slug)
    const card = content.card(FILM.title)
    await expect(card).toBeVisible({ timeout: 30_000 })
    await content.watchButton(card, /^Смотреть$/).click()
    await content.expectPlaying()

    const seek = content.player.getByRole('slider', { name: ru('vod_seek') })
    await expect(seek).toBeVisible()
    expect(Number(await seek.getAttribute('aria-valuemax'))).toBeGreaterThan(600)
    // no live badge or back-to-live on a title
    await expect(content.player.getByText(ru('player_live'), { exact: true })).toHaveCount(0)

    // the seek line moves by 10 s with the arrow keys
    const before = await content.currentTime()
    await seek.focus()
    await seek.press('ArrowRight')
    await seek.press('ArrowRight')
    await expect.poll(() => content.currentTime(), { timeout: 10_000 }).toBeGreaterThan(before + 15)

    // pause is allowed on a title
    await content.playerButton('player_pause').click()
    await expect(content.player).toHaveAttribute('data-status', 'paused')
    const paused = await content.currentTime()
    await page.waitForTimeout(1000)
    expect(await content.currentTime()).toBeCloseTo(paused, 1)
    await content.playerButton('player_play').click()
    await content.expectPlaying()

    // settings: the speed is a radio group
    await content.playerButton('player_settings').click()
    const speed = content.player.getByRole('radiogroup', { name: ru('player_speed') })
    await speed.getByRole('radio', { name: ru('player_speed_value').replace('{{rate}}', '2') }).click()
    await expect.poll(() => content.video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2)
    expect(pageErrors).toEqual([])
  })

  test('search: too short a text says how many characters; results send hover analytics', async ({
    page,
  }) => {
    const events = recordEvents(page)
    const search = new SearchPage(page)
    await new Shell(page).openAsNewGuest('/search')
    await search.pageBox.pressSequentially('ма')
    await expect(
      page.getByRole('heading', {
        name: ru('search_min_chars_many').replace('{{count}}', String(MIN_SEARCH_CHARS)),
      }),
    ).toBeVisible()

    await search.pageBox.pressSequentially('трица')
    await expect(page).toHaveURL(/[?&]q=/, { timeout: 10_000 })
    const result = search.result(FILM.title).first()
    await expect(result).toBeVisible({ timeout: 20_000 })
    await result.hover()
    await expect
      .poll(() => events.find((e) => e.name === 'hover' && e.type === 'content'))
      .toMatchObject({ value: 1 })
  })
})
