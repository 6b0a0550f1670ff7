import { AuthDialog } from '../pages/auth-dialog'
import { Shell } from '../pages/shell'
import { expect, ru, test } from '../fixtures'

// Facts of the demo seed (apps/server/src/seed/live-channels.ts): Витрина ТВ (125) has a vitrinaUrl and
// no stream; Первый Демо (102) is free.
test.describe('register prompt (spec 2 §4, spec 3 §4 "Notification prompts")', () => {
  test.use({ registerPrompt: true })

  test('a guest is offered to register 5 s after a channel opens; the offer opens sign-in', async ({
    page,
  }) => {
    await new Shell(page).openAsNewGuest('/channels/all/pervyj-demo')
    const prompt = page.getByRole('region', { name: ru('prompt_register_title') })
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await expect(prompt).toContainText(ru('promo_days_watch_many').replace('{{count}}', '14'))
    await prompt.getByRole('button', { name: ru('prompt_register_action') }).click()
    await expect(new AuthDialog(page).dialog).toBeVisible()
    await expect(prompt).toHaveCount(0)
  })

  test('a closed prompt stays closed after a reload', async ({ page }) => {
    await page.clock.install()
    await new Shell(page).openAsNewGuest('/channels/all/pervyj-demo')
    const prompt = page.getByRole('region', { name: ru('prompt_register_title') })
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await prompt.getByRole('button', { name: ru('prompt_close') }).click()
    await expect(prompt).toHaveCount(0)
    await page.reload()
    await expect(page.getByTestId('channel-player')).toBeVisible()
    await page.clock.runFor(6000) // past the 5 s delay: nothing comes back (28800 s reopen delay)
    await expect(prompt).toHaveCount(0)
  })
})

test('a channel with a third-party player shows it instead of a stream (spec 2 §4 vitrinaUrl)', async ({
  page,
}) => {
  await new Shell(page).openAsNewGuest('/channels/all/vitrina-tv')
  const player = page.getByTestId('vitrina-player')
  await expect(player.locator('iframe[title="Витрина ТВ"]')).toBeVisible()
  await expect(player.frameLocator('iframe').getByText('Витрина ТВ')).toBeVisible()
  await expect(page.getByTestId('channel-player')).toHaveCount(0)
})

test('the side panel recommends watchable channels; one click opens it (spec 2 §2)', async ({ page }) => {
  await new Shell(page).openAsNewGuest('/channels/all/pervyj-demo')
  const recommended = page.getByRole('region', { name: ru('channel_recommended') })
  await expect(recommended).toBeVisible()
  // Первый Демо is open, so it is not recommended; Эфир 24 (101, free) is
  await expect(recommended.getByRole('link', { name: 'Первый Демо' })).toHaveCount(0)
  await recommended.getByRole('link', { name: 'Эфир 24' }).click()
  await expect(page).toHaveURL(/\/channels\/all\/efir-24/)
})
