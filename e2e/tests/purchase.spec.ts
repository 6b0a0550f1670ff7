import { freshPhone, test, expect, ru } from '../fixtures'
import { AuthDialog } from '../pages/auth-dialog'
import { ChannelsPage } from '../pages/channels'
import { PlayerPage } from '../pages/player'
import { PurchaseFlow } from '../pages/purchase'
import { Shell } from '../pages/shell'

/*
 * The purchase flow end to end (spec 3 §4 "Purchase flow" steps 1–6, "Transactions"): a paid channel
 * or film, bought by a new viewer with an empty balance, paid on the demo gateway (apps/server README
 * "Demo payment gateway"), then it plays. Real server, real database, real video.
 */

const CHANNEL = 'Мир Новостей'
const CHANNEL_PATH = '/channels/all/mir-novostej'

/** A guest on the paid channel buys «Базовый»: signs in by phone, then the purchase goes on. */
async function guestStartsBuying(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
) {
  const channels = new ChannelsPage(page)
  const buy = new PurchaseFlow(page)
  await new Shell(page).openAsNewGuest(CHANNEL_PATH)
  const tv = channels.tvPage(CHANNEL)
  const packets = channels.packets(tv)
  await packets
    .getByRole('listitem')
    .filter({ hasText: 'Базовый' })
    .getByRole('button', { name: ru('channel_buy') })
    .click()
  await new AuthDialog(page).signInByPhone(request, freshPhone())
  // authAfterBuy: the purchase continues after signing in, and the price shows to a signed-in viewer
  await expect(buy.dialog('subscription')).toBeVisible()
  // (the channel page behind the modal is inert, so it is found by its text, not through its dialog role)
  await expect(page.getByText(/^Смотреть от \d+ ₸$/)).toBeVisible()
  await buy.continueWithFirstPeriod()
  await expect(buy.dialog('paysystems')).toBeVisible()
  return { channels, buy, tv }
}

test.describe('purchase flow (spec 3 §4)', () => {
  test('a guest buys a paid channel by card on the gateway page and it plays', async ({ page, request }) => {
    const { buy } = await guestStartsBuying(page, request)
    await buy.choose('Bank card')
    await buy.payOnCardPage('4242 4242 4242 4242')
    // back with purchased=true: the transaction is polled until complete, then the channel plays
    await page.waitForURL((url) => url.pathname === CHANNEL_PATH)
    await expect(page.getByText(ru('purchase_success')).first()).toBeVisible()
    await new PlayerPage(page).expectPlaying('the bought channel plays')
  })
})
