import type { Locator, Page } from '@playwright/test'
import { ChannelsPage } from '../pages/channels'
import { PlayerPage } from '../pages/player'
import { SearchPage } from '../pages/search'
import { Shell } from '../pages/shell'
import { expect, expectAccessible, ru, test, AUTOPLAY_LAUNCH } from '../fixtures'

// Facts of the demo seed: Первый Демо (102) is free with an archive (apps/server/src/seed/live-channels.ts);
// film 1 "Матрица" is free and playable (apps/server/src/seed/catalogue-data.ts).
const FREE = { id: 102, name: 'Первый Демо' }
const FILM_ID = 1

test.use({ launchOptions: AUTOPLAY_LAUNCH })

/** True when the focused element is inside `scope` (or is it). */
const focusInside = (scope: Locator) =>
  scope.evaluate((el) => !!document.activeElement && el.contains(document.activeElement))

/**
 * From now on, every focus move that leaves `scope` (to an element outside it, or to nowhere: the body,
 * the browser) is recorded in the page; `focusLeft` reads them.
 */
const recordFocusLeaving = (scope: Locator) =>
  scope.evaluate((el) => {
    const left: string[] = []
    ;(window as unknown as { focusLeft: string[] }).focusLeft = left
    document.addEventListener('focusout', (e) => {
      const to = e.relatedTarget
      if (el.contains(e.target as Node) && !(to instanceof Node && el.contains(to)))
        left.push(to instanceof Element ? to.outerHTML.slice(0, 120) : 'nowhere')
    })
  })
const focusLeft = (page: Page) =>
  page.evaluate(() => (window as unknown as { focusLeft: string[] }).focusLeft)

/** The announcement of a key's effect in the one polite live region (drawn for screen readers only). */
const announced = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true })

test.describe('players by keyboard and screen reader (WCAG 2.1 AA)', () => {
  test('the TV page: focus moves in, player keys work, the settings menu takes its Escape, Tab stays inside, Escape returns to the card', async ({
    page,
  }) => {
    const channels = new ChannelsPage(page)
    await new Shell(page).openAsNewGuest('/channels')
    const card = channels.card(channels.list('Все каналы'), FREE.name)
    await card.focus()
    await page.keyboard.press('Enter')

    const dialog = channels.tvPage(FREE.name)
    await expect(dialog).toBeVisible()
    const player = new PlayerPage(page)
    await player.expectPlaying()
    await expect.poll(() => focusInside(dialog), { message: 'focus moved into the TV page' }).toBe(true)
    // the page below is out of reach (inert: no Tab stop, no second set of landmarks)
    await expect(page.locator('main#main')).toHaveAttribute('inert', '')
    await expect(page.locator('header').first()).toHaveAttribute('inert', '')

    // spec 2 §4 keys with focus on the dialog itself (not the body, not the player)
    await dialog.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => player.video.evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.95, 2)
    await expect(announced(page, 'Громкость 95%')).toHaveCount(1)
    // live: Space is refused with the alert, and the Pause button says so before it is pressed
    await page.keyboard.press(' ')
    await expect(player.alert('warning_archive_no_pause')).toBeVisible()
    await expect(player.button('player_pause')).toHaveAccessibleDescription(ru('warning_archive_no_pause'))
    await player.expectPlaying('live keeps playing')

    // the settings menu: open by keyboard, radios move by arrows, Escape closes only the menu
    const settings = player.button('player_settings')
    await settings.focus()
    await page.keyboard.press('Enter')
    // (live offers only 1× speed, issue 11: the quality group has choices to move through)
    const quality = player.group('player_quality')
    await expect(quality).toBeVisible()
    const auto = quality.getByRole('radio', { name: ru('player_quality_auto') })
    await auto.focus()
    await page.keyboard.press('ArrowDown')
    const next = quality.getByRole('radio', { checked: true })
    await expect(next).toBeFocused()
    await expect(auto).toHaveAttribute('aria-checked', 'false')
    await page.keyboard.press('ArrowUp')
    await expect(auto).toBeFocused()
    await expect(auto).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Escape')
    await expect(quality).toHaveCount(0)
    await expect(settings).toBeFocused()
    await expect(dialog).toBeVisible()

    // Tab and Shift+Tab never leave the dialog: every move of focus is watched in the page (a focus that
    // lands outside, or leaves for nowhere), not read back after each of the 40 presses
    await recordFocusLeaving(dialog)
    for (let i = 0; i < 40; i += 1) await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
    expect(await focusLeft(page), 'Tab and Shift+Tab stay in the TV page').toEqual([])
    expect(await focusInside(dialog)).toBe(true)

    await expectAccessible(page, undefined, { targetSize: true })

    // Escape closes the TV page; focus is back on the card that opened it, the list is live again
    await dialog.focus()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(card).toBeFocused()
    await expect(page.locator('main#main')).not.toHaveAttribute('inert', '')
  })

  test('the film player: focus moves in and stays, Space presses a focused control, the menu and the seek line take their keys', async ({
    page,
  }) => {
    await new Shell(page).openAsNewGuest(`/watch/${FILM_ID}`)
    const player = page.getByTestId('vod-player')
    const dialog = page.getByRole('dialog').filter({ has: player })
    const video = player.locator('video')
    const status = () => player.getAttribute('data-status')
    await expect(player).toHaveAttribute('data-status', /playing|waiting/, { timeout: 30_000 })
    await expect(player).toHaveAttribute('data-packshot', 'false', { timeout: 30_000 })
    await expect.poll(() => focusInside(dialog), { message: 'focus moved into the player' }).toBe(true)
    await expect(page.locator('main#main')).toHaveAttribute('inert', '')

    // Tab reaches "Back" at once and never leaves the player
    const back = dialog.getByRole('button', { name: ru('back'), exact: true })
    let reached = false
    for (let i = 0; i < 40 && !reached; i += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInside(dialog), `Tab ${i + 1} stays in the player`).toBe(true)
      reached = await back.evaluate((el) => el === document.activeElement)
    }
    expect(reached, 'Tab reaches Back').toBe(true)

    // Space on a focused control presses it (mute), the film keeps playing
    const mute = player.getByRole('button', { name: ru('player_mute'), exact: true })
    await mute.focus()
    await page.keyboard.press(' ')
    await expect(player.getByRole('button', { name: ru('player_unmute'), exact: true })).toBeFocused()
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
    expect(await status()).toMatch(/playing|waiting/)

    // Space on the player layer pauses, announced
    await dialog.focus()
    await page.keyboard.press(' ')
    await expect(player).toHaveAttribute('data-status', 'paused')
    await expect(announced(page, ru('player_announce_paused'))).toHaveCount(1)

    // the seek line (paused, so the end is not played through): Home, PageUp a minute on, End, Home
    const seek = player.getByRole('slider', { name: ru('vod_seek') })
    const max = Number(await seek.getAttribute('aria-valuemax'))
    const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime)
    await seek.focus()
    await page.keyboard.press('Home')
    await expect.poll(time).toBeLessThan(10)
    await page.keyboard.press('PageUp')
    await expect.poll(time).toBeGreaterThan(55)
    await page.keyboard.press('End')
    await expect.poll(time).toBeGreaterThan(max - 15)
    await page.keyboard.press('Home')
    await expect.poll(time).toBeLessThan(10)

    // Space on the layer again plays, announced
    await dialog.focus()
    await page.keyboard.press(' ')
    await expect(player).toHaveAttribute('data-status', /playing|waiting/)
    await expect(announced(page, ru('player_announce_playing'))).toHaveCount(1)

    // the settings menu's Escape closes the menu only, focus back on its button, the film stays open
    const settings = player.getByRole('button', { name: ru('player_settings'), exact: true })
    await settings.focus()
    await page.keyboard.press('Enter')
    const speed = player.getByRole('radiogroup', { name: ru('player_speed') })
    await expect(speed).toBeVisible()
    await speed.getByRole('radio', { checked: true }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(speed.getByRole('radio', { checked: true })).toBeFocused()
    await expect(speed.getByRole('radio', { name: ru('player_speed_normal') })).not.toBeChecked()
    await page.keyboard.press('Escape')
    await expect(speed).toHaveCount(0)
    await expect(settings).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`/watch/${FILM_ID}$`))

    await expectAccessible(page, undefined, { targetSize: true })

    // Escape (outside the menu) leaves the player
    await page.keyboard.press('Escape')
    await expect(player).toHaveCount(0)
  })

  test('a card opened from a search suggestion gives focus back to the search when it closes', async ({
    page,
  }) => {
    const search = new SearchPage(page)
    await new Shell(page).openAsNewGuest('/')
    await search.typeInHeader('матр')
    // a content option (a title, not a text suggestion: those are lower case)
    await search.suggestions
      .getByRole('option', { name: /^Матрица/ })
      .first()
      .click()
    const card = page.getByRole('dialog', { name: /^Матрица/ })
    await expect(card).toBeVisible({ timeout: 30_000 })
    // the header box folds back into its button while the card is open (spec 3 §2: 300 ms after the route)
    await expect(search.headerBox).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(card).toHaveCount(0)
    await expect(search.headerButton).toBeFocused()
  })
})
