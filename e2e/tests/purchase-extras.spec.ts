import { expect, test, ru } from '../fixtures'
import { Shell } from '../pages/shell'

/*
 * The purchase flow's other ways in and out (spec 3 §4 "Purchase flow", §7 "What the product does
 * with answers"): embed mode, the card page in a modal or in the page, pay systems that skip the
 * parental check, and payment errors nobody expected.
 */

const CHANNEL = 'Мир Новостей'

test.describe('embed mode (spec 3 §4 step 1, spec 2 §4 "Channel purchase")', () => {
  test('buying a channel from its embed page opens the packet page in a new window', async ({
    page,
    context,
  }) => {
    await new Shell(page).openAsNewGuest('/channel_embed/mir-novostej')
    const buy = page
      .getByRole('list', { name: ru('channel_packets') })
      .getByRole('listitem')
      .filter({ hasText: 'Базовый' })
      .getByRole('link', { name: ru('channel_buy') })
    await expect(buy).toHaveAttribute('target', '_blank')
    await expect(buy).toHaveAttribute('rel', /noopener/)
    const opened = context.waitForEvent('page')
    await buy.click()
    const packetPage = await opened
    await packetPage.waitForURL((url) => /^\/packets\/\d+$/.test(url.pathname))
    await expect(packetPage.getByRole('heading', { name: 'Базовый' }).first()).toBeVisible()
    // the embed itself opened no purchase step
    expect(new URL(page.url()).hash).toBe('')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: CHANNEL })).toBeAttached()
  })
})
