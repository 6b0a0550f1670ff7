import type { Locator, Page } from '@playwright/test'
import { AuthDialog } from '../pages/auth-dialog'
import { CataloguePage } from '../pages/catalogue'
import { ContentPage } from '../pages/content'
import { Shell } from '../pages/shell'
import { expect, ru, test, AUTOPLAY_LAUNCH } from '../fixtures'

// The start page's "Новинки кино" row (apps/server/src/modules/catalogue/rows.ts): content-v, 200 films.
const NEW_MOVIES = { title: 'Новинки кино', slug: 'new-movies' }

test.use({ launchOptions: AUTOPLAY_LAUNCH })

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scroll, 'the page is no wider than the phone').toBeLessThanOrEqual(width)
}

/** A control lies fully inside the phone's width and can be scrolled into view. */
async function expectReachable(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  await expect(control).toBeInViewport({ ratio: 1 })
  const box = await control.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box, 'the control has a box').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(width)
  // a finger-sized target (WCAG 2.5.8: at least 24 px)
  expect(box!.height).toBeGreaterThanOrEqual(24)
}

test.describe('the catalogue on a phone @mobile', () => {
  test('a phone viewer swipes a row, opens a film card, and its buttons are usable @mobile', async ({
    page,
    request,
    pageErrors,
  }) => {
    const answer = (await (await request.get(`/v2/rows/${NEW_MOVIES.slug}?limit=20`)).json()) as {
      contents: { id: number; title: string; is_4k: boolean; is_free: boolean }[]
    }
    // films a guest can watch (the film library packet sells some of the row's films)
    const films = answer.contents.filter((c) => !c.is_4k && c.is_free)
    const catalogue = new CataloguePage(page)
    await new Shell(page).openAsNewGuest('/')
    const row = catalogue.row(NEW_MOVIES.title)
    const slider = catalogue.slider(row, NEW_MOVIES.title)
    await row.scrollIntoViewIfNeeded()
    await expect(slider.getByRole('link').first()).toBeVisible({ timeout: 30_000 })
    await expectNoHorizontalOverflow(page)

    // a finger swipe to the left scrolls the row (no arrows on a phone: they show over 480 px)
    await expect(catalogue.next(row)).toHaveCount(0)
    const box = await slider.boundingBox()
    const cdp = await page.context().newCDPSession(page)
    const y = Math.round(box!.y + box!.height / 2)
    const from = Math.round(box!.x + box!.width * 0.85)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      })
    await touch('touchStart', from)
    for (let step = 1; step <= 10; step++) await touch('touchMove', from - step * 25)
    await touch('touchEnd', from - 250)
    await expect.poll(() => catalogue.scrollLeft(slider)).toBeGreaterThan(50)
    await expectNoHorizontalOverflow(page)

    // a film the swipe brought into view opens its card
    const shown = await slider.evaluate((list) => {
      const edge = list.getBoundingClientRect()
      return [...list.querySelectorAll<HTMLElement>('[data-content-id]')]
        .filter((el) => {
          const r = el.getBoundingClientRect()
          return r.left >= edge.left && r.right <= edge.right
        })
        .map((el) => Number(el.dataset.contentId))
    })
    const film = films.find((f) => shown.includes(f.id))
    expect(film, 'a film is fully in view after the swipe').toBeDefined()
    await catalogue.content(film!.id).tap()
    const content = new ContentPage(page)
    const card = content.card(film!.title)
    await expect(card).toBeVisible({ timeout: 30_000 })
    await expect(card.getByRole('heading', { name: film!.title })).toBeVisible()
    await expectNoHorizontalOverflow(page)

    // the card's buttons are in reach of a thumb: favorite asks a guest to sign in, watch plays
    const favorite = card.getByRole('button', { name: ru('favorite_add'), exact: true })
    await expectReachable(page, favorite)
    await favorite.tap()
    const auth = new AuthDialog(page)
    await expect(auth.dialog).toBeVisible()
    await page.goBack()
    await expect(auth.dialog).toBeHidden()

    const watch = card.getByRole('button', { name: /^(Смотреть|Продолжить просмотр)/ }).first()
    await expectReachable(page, watch)
    await watch.tap()
    await expect(content.watchDialog).toBeVisible()
    await content.expectPlaying(60_000)
    await expectNoHorizontalOverflow(page)
    // the player's own controls fit the phone too (a tap shows them and does not pause)
    await content.video.tap()
    await expect(content.player).toHaveAttribute('data-status', /playing|waiting/)
    for (const key of ['player_skip_back', 'player_skip_forward', 'player_settings', 'player_fullscreen'])
      await expectReachable(page, content.playerButton(key))
    await page.screenshot({ path: test.info().outputPath('phone-player.png') })
    expect(pageErrors).toEqual([])
  })
})
