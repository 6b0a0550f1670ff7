import type { Locator } from '@playwright/test'
import { AUTOPLAY_LAUNCH, codeFromOutbox, freshPhone, test, expect, ru } from '../fixtures'
import { ContentPage } from '../pages/content'
import { AuthDialog } from '../pages/auth-dialog'
import { PlayerPage } from '../pages/player'
import { PAID_CHANNEL, PurchaseFlow, startBuyingPaidChannel } from '../pages/purchase'
import { Shell } from '../pages/shell'

/*
 * The purchase flow end to end (spec 3 §4 "Purchase flow" steps 1–6, "Transactions"): a paid channel
 * or film, bought by a new viewer with an empty balance, paid on the demo gateway (apps/server README
 * "Demo payment gateway"), then it plays. Real server, real database, real video.
 */

// the players start without a click after the gateway's redirect (no user gesture in that page)
test.use({ launchOptions: AUTOPLAY_LAUNCH })

const CHANNEL_PATH = PAID_CHANNEL.path

/** The unpurchased channel's packet list. */
const channelsGate = (tv: Locator) => tv.getByRole('list', { name: ru('channel_packets') })

test.describe('purchase flow (spec 3 §4)', () => {
  test('a guest buys a paid channel by card on the gateway page and it plays', async ({ page, request }) => {
    const { buy } = await startBuyingPaidChannel(page, request)
    await buy.choose('Bank card')
    await buy.payOnCardPage('4242 4242 4242 4242')
    // back with purchased=true: the transaction is polled until complete, then the channel plays
    await page.waitForURL((url) => url.pathname === CHANNEL_PATH)
    await expect(page.getByText(ru('purchase_success')).first()).toBeVisible()
    await new PlayerPage(page).expectPlaying('the bought channel plays')
  })

  test('the same paid by QR from a second tab', async ({ page, request, context }) => {
    const { buy } = await startBuyingPaidChannel(page, request)
    await buy.choose('QR payment')
    const qr = buy.dialog('pay_qr')
    await expect(qr.getByRole('img', { name: ru('purchase_qr_image') })).toBeVisible()
    const url = await qr.getByRole('link', { name: ru('purchase_qr_open') }).getAttribute('href')
    expect(url).toMatch(/\/gateway\/qr\//)
    // the phone that scans the code: a second tab opens the QR's page and pays
    const phone = await context.newPage()
    await phone.goto(url ?? '')
    await phone.getByRole('button', { name: /^Pay/ }).click()
    await expect(phone.getByRole('heading', { name: 'Paid' })).toBeVisible()
    await expect(page.getByText(ru('purchase_success')).first()).toBeVisible()
    await expect(qr).toBeHidden()
    await new PlayerPage(page).expectPlaying('the bought channel plays')
  })

  test('the same paid from the phone balance with the SMS code', async ({ page, request }) => {
    const { buy } = await startBuyingPaidChannel(page, request)
    await buy.choose('Mobile balance')
    const sms = buy.dialog('pay_phone_sms')
    const phone = await sms.getByRole('textbox', { name: ru('phone') }).inputValue()
    expect(phone).toMatch(/^\d{11}$/)
    const since = new Date()
    await sms.getByRole('button', { name: ru('send_code') }).click()
    const code = await codeFromOutbox(request, phone, since)
    // a wrong code: the server's 400 (payment_declined) is shown and the code can be typed again
    const wrong = code === '0000' ? '1111' : '0000'
    await sms.getByRole('textbox', { name: ru('code') }).fill(wrong)
    const refused = page.waitForResponse((r) => r.url().includes('/payforms/confirm_by_sms'))
    await sms.getByRole('button', { name: ru('purchase_confirm') }).click()
    expect((await refused).status()).toBe(400)
    await expect(sms.getByRole('alert')).toBeVisible()
    await sms.getByRole('textbox', { name: ru('code') }).fill(code)
    await sms.getByRole('button', { name: ru('purchase_confirm') }).click()
    await expect(page.getByText(ru('purchase_success')).first()).toBeVisible()
    await new PlayerPage(page).expectPlaying('the bought channel plays')
  })

  test('a declined card shows the failure and charges nothing', async ({ page, request }) => {
    const { buy, tv } = await startBuyingPaidChannel(page, request)
    const before = await buy.balance(request)
    await buy.choose('Bank card')
    await buy.payOnCardPage('4000 0000 0000 0002')
    await page.waitForURL((url) => url.pathname === CHANNEL_PATH)
    const result = buy.dialog('pay_transaction')
    await expect(result.getByRole('alert')).toContainText(ru('purchase_failed'))
    await expect(result.getByRole('button', { name: ru('purchase_try_again') })).toBeVisible()
    expect(await buy.balance(request)).toBe(before)
    await result
      .getByRole('button', { name: ru('close') })
      .last()
      .click()
    // still not bought: the channel keeps its packets
    await expect(channelsGate(tv)).toBeVisible()
  })

  test('a pending payment survives a reload and completes', async ({ page, request, context }) => {
    const { buy } = await startBuyingPaidChannel(page, request)
    await buy.choose('Bank card')
    await buy.goToCardPage()
    const gatewayUrl = page.url()
    // the card that asks for a confirmation code: the bank waits, the transaction stays pending
    await buy.payOnCardPage('4000 0000 0000 3220')
    await expect(page.getByRole('heading', { name: 'Confirm the payment' })).toBeVisible()
    // the viewer leaves the bank's page for the shop (a fresh load): polling resumes (504 pending)
    const pending = page.waitForResponse((r) => r.url().includes('/v2/users/self/transactions/'))
    await page.goto(CHANNEL_PATH)
    expect((await pending).status()).toBe(504)
    const status = buy.dialog('pay_transaction')
    await expect(
      status
        .getByRole('status')
        .filter({ hasText: ru('purchase_checking') })
        .first(),
    ).toBeVisible()
    // …and confirms the payment in another tab: the first one completes
    const bank = await context.newPage()
    await bank.goto(gatewayUrl)
    await bank.getByLabel('Card number').fill('4000 0000 0000 3220')
    await bank.getByRole('button', { name: /^Pay/ }).click()
    await bank.getByLabel('Code').fill('1234')
    await bank.getByRole('button', { name: 'Confirm' }).click()
    await expect(bank.getByRole('heading', { name: 'Payment accepted' })).toBeVisible()
    await expect(page.getByText(ru('purchase_success')).first()).toBeVisible()
    await new PlayerPage(page).expectPlaying('the bought channel plays')
  })
})

test.describe('buying a film (spec 3 §4 "Content play action")', () => {
  test('film 17 is bought through its offer (400 from the balance: no funds) and plays right after paying', async ({
    page,
    request,
  }) => {
    const shell = new Shell(page)
    const buy = new PurchaseFlow(page)
    await shell.signInAsNewViewer()
    await page.goto('/watch/17')
    // not "not available": the pay button of the title («Фильм на 48 часов», 990 ₸ for 2 days)
    await page.getByRole('button', { name: /Подключить пакет/ }).click()
    await expect(buy.dialog('subscription')).toContainText('Фильм на 48 часов')
    await buy
      .dialog('subscription')
      .getByRole('button', { name: ru('purchase_continue') })
      .click()
    // offer mode (button_data): the offer's texts and pay systems, the balance among them
    const systems = buy.dialog('paysystems')
    await expect(systems).toContainText(ru('offer_kind_purchase'))
    await buy.choose('From the balance')
    // spec 3 §7: an offer transaction answered 400 shows the no-funds modal
    const nofunds = buy.dialog('nofunds')
    await expect(nofunds).toContainText(ru('purchase_nofunds_text'))
    await nofunds.getByRole('button', { name: ru('purchase_other_way') }).click()
    await buy.choose('Bank card')
    await buy.payOnCardPage('4242 4242 4242 4242')
    await page.waitForURL((url) => url.pathname === '/watch/17')
    await expect(page.getByText(ru('purchase_success_content')).first()).toBeVisible()
    await new ContentPage(page).expectPlaying()
  })
})

test('on a phone the purchase modals fit the screen and work by keyboard @mobile', async ({
  page,
  request,
}) => {
  const buy = new PurchaseFlow(page)
  // a guest: the pay button asks to sign in, then the film's purchase opens again (authAfterBuy)
  await buy.guestStartsFilmPurchase(request)
  const subscription = buy.dialog('subscription')
  await expect(subscription).toContainText('Фильм на 48 часов')
  const continueButton = subscription.getByRole('button', { name: ru('purchase_continue') })
  await continueButton.focus()
  await page.keyboard.press('Enter')
  const systems = buy.dialog('paysystems')
  await expect(systems.getByRole('button', { name: /Bank card/ })).toBeVisible()
  const box = await systems.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBeTruthy()
  await page.screenshot({ path: test.info().outputPath('paysystems-mobile.png') })
})

test('an add-on from its packet page first offers the base packets (step 2)', async ({ page, request }) => {
  const shell = new Shell(page)
  const buy = new PurchaseFlow(page)
  await shell.openAsNewGuest('/packets/2')
  await page
    .getByRole('button', { name: ru('packet_enable') })
    .first()
    .click()
  // a guest signs in first, then the purchase goes on (authAfterBuy)
  await new AuthDialog(page).signInByPhone(request, freshPhone())
  const subscription = buy.dialog('subscription')
  await expect(subscription).toContainText('Кино и спорт')
  const base = subscription.getByRole('listitem').filter({ hasText: 'Базовый' })
  await expect(base).toContainText('2990 ₸')
  await base.getByRole('button', { name: ru('channel_buy') }).click()
  await expect(subscription.getByRole('heading', { name: 'Базовый' })).toBeVisible()
  // what the packet shows (#packets_channels): its channels, found by a Latin spelling too, then back
  await subscription.getByRole('button', { name: new RegExp(ru('packet_channels')) }).click()
  const channels = buy.dialog('packets_channels')
  await channels.getByRole('searchbox', { name: ru('packet_channels_search') }).fill('mir nov')
  await expect(channels.getByRole('listitem')).toHaveText(['Мир Новостей'])
  await channels.getByRole('button', { name: ru('purchase_continue') }).click()
  await subscription.getByRole('button', { name: ru('purchase_continue') }).click()
  // «Базовый» has three periods and no trial: the period is confirmed, with the per-month discount
  const periods = buy.dialog('confirm_period')
  await expect(periods.getByRole('radio')).toHaveCount(3)
  await expect(periods).toContainText(/−\d+% в месяц/)
})

test('a card saved on the card page pays the next purchase as the linked card', async ({ page, request }) => {
  const { buy } = await startBuyingPaidChannel(page, request)
  await buy
    .dialog('paysystems')
    .getByRole('checkbox', { name: ru('purchase_save_card') })
    .check()
  await buy.choose('Bank card')
  await buy.payOnCardPage('4242 4242 4242 4242')
  await page.waitForURL((url) => url.pathname === CHANNEL_PATH)
  await expect(page.getByText(ru('purchase_success')).first()).toBeVisible()
  // the film next: #pay_card shows the masked primary card and charges it
  await buy.startFilmPurchase()
  await buy.choose('Linked card')
  const card = buy.dialog('pay_card')
  await expect(card).toContainText(/4242/)
  await expect(card).not.toContainText('4242 4242 4242 4242')
  // the offer's texts (spec 3 §4 "Card payment confirmation")
  await expect(card).toContainText(ru('offer_kind_purchase'))
  await card.getByRole('button', { name: /^Оплатить/ }).click()
  await expect(page.getByText(ru('purchase_success_content')).first()).toBeVisible()
  await new ContentPage(page).expectPlaying()
})

test('a QR for another amount than the server’s shows the server’s QR (451) and pays', async ({
  page,
  request,
  context,
}) => {
  const { buy } = await startBuyingPaidChannel(page, request)
  // the client asks for a QR of another amount (as an outdated page would): the server answers 451
  await page.route('**/payforms/qrcode_make_transaction*', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
    await route.continue({ postData: JSON.stringify({ ...body, amount: 1 }) })
  })
  const answered = page.waitForResponse((r) => r.url().includes('/payforms/qrcode_make_transaction'))
  await buy.choose('QR payment')
  expect((await answered).status()).toBe(451)
  const qr = buy.dialog('pay_qr')
  await expect(qr.getByRole('img', { name: ru('purchase_qr_image') })).toBeVisible()
  const url = await qr.getByRole('link', { name: ru('purchase_qr_open') }).getAttribute('href')
  const phone = await context.newPage()
  await phone.goto(url ?? '')
  await expect(phone.getByRole('button', { name: /^Pay 2990/ })).toBeVisible() // the server's amount
  await phone.getByRole('button', { name: /^Pay/ }).click()
  await expect(page.getByText(ru('purchase_success')).first()).toBeVisible()
  await new PlayerPage(page).expectPlaying('the bought channel plays')
})

test('the same paid by Kaspi QR from a second tab', async ({ page, request, context }) => {
  const { buy } = await startBuyingPaidChannel(page, request)
  await buy.choose('Kaspi QR')
  const qr = buy.dialog('pay_qr_kaspi')
  await expect(qr.getByRole('img', { name: ru('purchase_qr_image') })).toBeVisible()
  const url = await qr.getByRole('link', { name: ru('purchase_qr_open') }).getAttribute('href')
  expect(url).toMatch(/\/gateway\/kaspi\//)
  const phone = await context.newPage()
  await phone.goto(url ?? '')
  await phone.getByRole('button', { name: /^Pay/ }).click()
  await expect(page.getByText(ru('purchase_success')).first()).toBeVisible()
  await new PlayerPage(page).expectPlaying('the bought channel plays')
})
