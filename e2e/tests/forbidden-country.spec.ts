import { PacketActions } from '../pages/account-commerce'
import { expect, ru, test } from '../fixtures'

/*
 * spec 3 §4 "Enabling a packet from its page: blocked in a forbidden country (notice)", §6
 * "Forbidden-country mode blocks enabling packets … with a notice". Provider 1 forbids US; the demo
 * server takes the country from x-demo-country. A packet page may be opened there (spec 1 §2
 * exemptions), and enabling its packet shows the notice instead of starting a purchase.
 */
const CINEMA = { id: 5, name: 'Синема Плюс' }

test('in a forbidden country enabling a packet shows the notice and starts no purchase', async ({
  page,
  pageErrors,
}) => {
  await page.setExtraHTTPHeaders({ 'x-demo-country': 'US' })
  const purchases: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET' && /\/v2\/users\/self\/(subscriptions|purchases)/.test(r.url()))
      purchases.push(r.url())
  })
  const packet = new PacketActions(page)
  await page.goto(`/packets/${CINEMA.id}`)
  await expect(packet.main.getByRole('heading', { name: CINEMA.name, level: 1 })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/packets/${CINEMA.id}$`))

  await packet.button('packet_enable').click()
  const notice = packet.dialog('warning_unsupported_region')
  await expect(notice).toBeVisible()
  await expect(notice.getByText(ru('packet_forbidden_country'))).toBeVisible()
  // no purchase and no sign-in opened instead
  await expect(packet.dialog('modal_subscription')).toHaveCount(0)
  await expect(packet.dialog('auth_title')).toHaveCount(0)
  expect(new URL(page.url()).hash).toBe('')

  // the way out, by keyboard: Close
  await notice
    .getByRole('button', { name: ru('close') })
    .first()
    .focus()
  await page.keyboard.press('Enter')
  await expect(notice).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/packets/${CINEMA.id}$`))
  expect(purchases).toEqual([])
  expect(pageErrors).toEqual([])
})
