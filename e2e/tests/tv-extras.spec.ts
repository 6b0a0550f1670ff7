import type { Locator } from '@playwright/test'
import { AuthDialog } from '../pages/auth-dialog'
import { PlayerPage } from '../pages/player'
import { Shell } from '../pages/shell'
import { expect, ru, test, type Page, AUTOPLAY_LAUNCH } from '../fixtures'

// Facts of the demo seed (apps/server/src/seed/live-channels.ts): Первый Демо (102) is free; the demo
// network gives 14 promo days.
const FREE = { id: 102, slug: 'pervyj-demo' }
/** spec 2 §4: the register prompt is asked this long after a channel opens (prompt-rules.ts). */
const PROMPT_DELAY_MS = 5000

test.use({ launchOptions: AUTOPLAY_LAUNCH })

/** Runs the page's clock a second at a time until `prompt` shows (the channel's 5 s start when it opened). */
async function untilShown(page: Page, prompt: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000)
        return prompt.isVisible()
      },
      { message: 'the register prompt shows once the page’s clock passes its delay', timeout: 30_000 },
    )
    .toBe(true)
}

test.describe('register prompt (spec 2 §4, spec 3 §4 "Notification prompts")', () => {
  test.use({ registerPrompt: true })

  test('never shows inside /channel_embed; on a 390 px phone the channel viewer page shows the programme’s ratings from /v2/programs/{id} and the prompt fits; a closed prompt stays closed after a reload; a guest on the TV page is offered to register 5 s after a channel opens and the offer opens sign-in', async ({
    page,
  }) => {
    // the page's clock runs as the wall clock's; the prompt's delay is passed on it, not waited for
    await page.clock.install()

    await test.step('never inside /channel_embed', async () => {
      await new Shell(page).openAsNewGuest(`/channel_embed/${FREE.id}`)
      const player = new PlayerPage(page)
      await player.expectPlaying()
      // the prompt is asked 5 s after the channel opens: past that on the page's own clock
      await page.clock.runFor(PROMPT_DELAY_MS + 1000)
      await expect(page.locator('[data-prompt]')).toHaveCount(0)
    })

    const prompt = page.locator('[data-prompt="register"]')
    await test.step('the channel viewer page on a phone: the programme’s ratings; the prompt fits', async () => {
      await page.setViewportSize({ width: 390, height: 844 })
      const programs = page.waitForResponse((r) => /\/v2\/programs\/\d+/.test(new URL(r.url()).pathname))
      await page.goto(`/channel/${FREE.slug}`)
      const program = (await (await programs).json()) as { title: string; ratings: { rating: number }[] }
      const details = page.getByTestId('program-details')
      await expect(details).toBeVisible()
      await expect(details.getByRole('heading', { name: program.title })).toBeVisible()
      const rating = program.ratings[0]
      if (rating) await expect(details).toContainText(rating.rating.toFixed(1))

      await untilShown(page, prompt)
      const box = await prompt.boundingBox()
      if (!box) throw new Error('no prompt box')
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      expect(box.y + box.height).toBeLessThanOrEqual(844)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })

    await test.step('a closed prompt stays closed after a reload', async () => {
      await prompt.getByRole('button', { name: ru('prompt_close') }).click()
      await expect(prompt).toHaveCount(0)
      await page.reload()
      await expect(page.getByTestId('channel-player')).toBeVisible()
      await page.clock.runFor(PROMPT_DELAY_MS + 1000) // past the 5 s delay: nothing comes back (28800 s reopen delay)
      await expect(prompt).toHaveCount(0)
    })

    await test.step('a guest on the TV page is offered to register; the offer opens sign-in', async () => {
      // a viewer who never closed it (the close above is remembered on this browser)
      await page.evaluate(() => localStorage.removeItem('notification_closed_register'))
      await page.setViewportSize({ width: 1280, height: 720 })
      await page.goto(`/channels/all/${FREE.slug}`)
      const offer = page.getByRole('region', { name: ru('prompt_register_title') })
      await untilShown(page, offer)
      await expect(offer).toContainText(ru('promo_days_watch_many').replace('{{count}}', '14'))
      await offer.getByRole('button', { name: ru('prompt_register_action') }).click()
      await expect(new AuthDialog(page).dialog).toBeVisible()
      await expect(offer).toHaveCount(0)
    })
  })
})
