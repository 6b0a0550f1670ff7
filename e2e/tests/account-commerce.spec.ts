import { AuthDialog } from '../pages/auth-dialog'
import { AccountApi, GatewayCardPage, PacketActions, PromoWizard } from '../pages/account-commerce'
import { SettingsMenu } from '../pages/settings-menu'
import { Shell } from '../pages/shell'
import { expect, freshPhone, ru, test, type Page } from '../fixtures'

/*
 * The account side of commerce (spec 3 §4 "Subscription actions", "Promo wizard", §7 answers) on the
 * real server with fresh users: nothing here touches the shared demo user's money or subscriptions.
 * Packet 5 «Синема Плюс» (an add-on with a free 7-day trial) runs on top of FREE7's base packet.
 */
const CINEMA = { id: 5, name: 'Синема Плюс' }

async function signInFresh(page: Page, request: Parameters<AuthDialog['signInByPhone']>[0], path = '/') {
  const shell = new Shell(page)
  const auth = new AuthDialog(page)
  await shell.openAsNewGuest(path)
  await shell.signInButton.click()
  await auth.signInByPhone(request, freshPhone())
  await expect(auth.dialog).toBeHidden()
  await expect(shell.accountButton).toBeVisible()
}

/** The settings dropdown's promo-code entry (the header's own button shows only at 1600 px and wider). */
async function openPromoFromMenu(page: Page) {
  const menu = new SettingsMenu(page)
  await menu.open()
  await menu.panel.getByRole('button', { name: ru('footer_enter_promo') }).click()
}

test.describe('account commerce', () => {
  test('a subscription is disabled (400 renewal_disabled → survey), re-enabled, then 451 when already off', async ({
    page,
    request,
    pageErrors,
  }) => {
    await signInFresh(page, request)
    const api = new AccountApi(page)
    await api.applyPromo('FREE7') // a base packet, so the add-on may run
    await api.subscribe(CINEMA.id) // its free trial, renewing

    const packet = new PacketActions(page)
    await page.goto(`/packets/${CINEMA.id}`)
    await expect(packet.main.getByRole('heading', { name: CINEMA.name, level: 1 })).toBeVisible()
    await packet.button('packet_disable').click()
    await expect(packet.confirm).toBeVisible()
    const disabled = page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/subscriptions/') && r.request().method() === 'DELETE',
    )
    await packet.yes.click()
    expect((await disabled).status()).toBe(400) // spec 3 §7: renewal_disabled

    const message = page.getByRole('dialog', { name: ru('acc_renewal_disabled_title') })
    await expect(message).toBeVisible()
    await expect(message.getByText(CINEMA.name)).toBeVisible() // the server's text names the packet
    await message.getByRole('button', { name: ru('acc_continue') }).click()
    const send = message.getByRole('button', { name: ru('acc_survey_send') })
    await expect(send).toBeVisible()
    await send.click() // nothing chosen: spec 3 §5
    await expect(message.getByRole('alert')).toHaveText(ru('error_none_field_is_selected'))
    await message.getByRole('checkbox').first().check()
    const answered = page.waitForResponse(
      (r) => r.url().includes('/v2/survey/questions/1/answers') && r.request().method() === 'POST',
    )
    await send.click()
    expect((await answered).status()).toBe(201)
    await expect(message).toBeHidden()

    const renew = packet.button('packet_renew')
    await expect(renew).toBeVisible()
    const renewed = page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/subscriptions/') && r.request().method() === 'PATCH',
    )
    await renew.click()
    expect((await renewed).status()).toBe(200)
    await expect(packet.toast('acc_success_renewed')).toBeVisible()
    await expect(packet.button('packet_disable')).toBeVisible()

    // renewal turned off elsewhere (another device) while this page still offers Disable: 451
    const current = await api.get<{ id: number; packet_id: number }[]>('/v2/users/self/subscriptions/current')
    const sub = current.find((s) => s.packet_id === CINEMA.id)!
    await api.delete(`/v2/users/self/subscriptions/${sub.id}`, 400)
    await packet.button('packet_disable').click()
    const locked = page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/subscriptions/') && r.request().method() === 'DELETE',
    )
    await packet.yes.click()
    expect((await locked).status()).toBe(451)
    const notice = page.getByRole('dialog', { name: ru('modal_subscription') })
    await expect(notice.getByText(CINEMA.name)).toBeVisible()
    await notice
      .getByRole('button', { name: ru('close') })
      .last()
      .click() // the body's, not the corner X
    await expect(notice).toBeHidden()
    await expect(packet.button('packet_renew')).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('a future subscription is disabled and its price goes back to the balance', async ({
    page,
    request,
    pageErrors,
  }) => {
    await signInFresh(page, request)
    const api = new AccountApi(page)
    await api.applyPromo('FREE7')
    await api.subscribe(CINEMA.id)
    await api.topUp(1490)
    await api.buyNextPeriod(CINEMA.id) // starts when the trial ends: a future subscription
    expect(await api.balance()).toBe('0.00')

    const packet = new PacketActions(page)
    await page.goto(`/packets/${CINEMA.id}`)
    const cancelFuture = packet.button('packet_disable_future')
    await expect(cancelFuture).toBeVisible()
    await cancelFuture.click()
    await expect(packet.confirm).toContainText(CINEMA.name)
    const deleted = page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/futures/') && r.request().method() === 'DELETE',
    )
    await packet.yes.click()
    expect((await deleted).status()).toBe(200)
    await expect(packet.toast('acc_success_future_disabled')).toBeVisible()
    await expect(cancelFuture).toBeHidden()
    await expect(packet.button('packet_disable')).toBeVisible() // the trial still runs
    expect(await api.balance()).toBe('1490.00')
    expect(pageErrors).toEqual([])
  })

  test('a promo code grants days through the wizard, linking a card first (404, then CINEMA30)', async ({
    page,
    request,
    pageErrors,
  }) => {
    const shell = new Shell(page)
    const auth = new AuthDialog(page)
    const wizard = new PromoWizard(page)
    await shell.openAsNewGuest('/promo?code=NOSUCHCODE')
    await expect(wizard.dialog).toBeVisible()
    // a guest signs in first: step 2 of 2
    await expect(wizard.counter(2)).toBeVisible()
    await wizard.dialog.getByRole('button', { name: ru('sign_in'), exact: true }).click()
    await expect(auth.dialog).toBeVisible()
    await auth.signInByPhone(request, freshPhone())
    await expect(auth.dialog).toBeHidden()

    // back in the wizard, the code is checked: 404 → step 1 with the server's message
    await expect(wizard.dialog).toBeVisible()
    await expect(wizard.dialog.getByRole('alert')).toBeVisible()
    await expect(wizard.counter(1)).toBeVisible()
    await expect(wizard.code).toHaveAttribute('maxlength', '15')
    // another unknown code: 404 again, and the activation button stays locked for 10 s (spec 3 §9)
    await wizard.code.fill('NOPE2')
    const checked = page.waitForResponse((r) => r.url().includes('/v2/users/self/promokeys/check'))
    await wizard.activate.click()
    expect((await checked).status()).toBe(404)
    await expect(wizard.dialog.getByRole('alert')).toBeVisible()
    await expect(wizard.activate).toBeDisabled()
    await expect(wizard.activate).toBeEnabled({ timeout: 15_000 })
    await wizard.code.fill('CINEMA30')
    await wizard.activate.click()
    await expect(wizard.dialog.getByText(ru('acc_promo_card_text'))).toBeVisible()
    await expect(wizard.counter(2)).toBeVisible()
    await wizard.dialog.getByRole('button', { name: ru('acc_card_link') }).click()

    await new GatewayCardPage(page).pay()
    // the gateway sends the viewer back to /promo; the link is checked, then the code applied
    await page.waitForURL(/\/promo\?code=CINEMA30/)
    const success = wizard.dialog.getByRole('status').filter({ hasText: CINEMA.name })
    await expect(success).toBeVisible()
    await expect(success).toContainText('30 дней')
    await wizard.dialog.getByRole('button', { name: ru('acc_proceed') }).click()
    await expect(page).toHaveURL(new RegExp(`/packets/${CINEMA.id}$`))
    await expect(
      page.getByRole('main').getByText(ru('packet_state_until').replace('{{date}}', '')),
    ).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('the promo code from the settings dropdown: WELCOME asks confirmation, then a second use answers 400 on step 1', async ({
    page,
    request,
    pageErrors,
  }) => {
    await signInFresh(page, request)
    const dialog = page.getByRole('dialog', { name: ru('modal_promocode') })
    const code = dialog.getByRole('textbox', { name: ru('acc_promo_enter_text') })
    const activate = dialog.getByRole('button', { name: ru('acc_promo_activate') })
    await openPromoFromMenu(page)
    await expect(dialog).toBeVisible()
    await code.fill('WELCOME')
    await activate.click()
    const confirm = dialog.getByRole('button', { name: ru('acc_promo_confirm') })
    await expect(confirm).toBeVisible() // the code's confirmation text first
    await confirm.click()
    const success = dialog.getByRole('status')
    await expect(success).toContainText('Базовый')
    await expect(success).toContainText('14 дней')
    await dialog.getByRole('button', { name: ru('acc_proceed') }).click()
    await expect(page).toHaveURL(/\/packets\/1$/)
    await expect(
      page.getByRole('main').getByText(ru('packet_state_until').replace('{{date}}', '')),
    ).toBeVisible()

    await openPromoFromMenu(page)
    await expect(dialog).toBeVisible()
    await code.fill('welcome')
    const checked = page.waitForResponse((r) => r.url().includes('/v2/users/self/promokeys/check'))
    await activate.click()
    expect((await checked).status()).toBe(400) // already used by this viewer
    await expect(dialog.getByRole('alert')).toBeVisible()
    await expect(code).toBeVisible() // back on step 1
    expect(pageErrors).toEqual([])
  })

  test('a declined card link shows promo_card_link_failure with Close', async ({
    page,
    request,
    pageErrors,
  }) => {
    await signInFresh(page, request)
    const menu = new SettingsMenu(page)
    await menu.open()
    await menu.panel.getByRole('button', { name: ru('acc_card_link') }).click()
    const dialog = page.getByRole('dialog', { name: ru('modal_card') })
    await expect(dialog.getByText(ru('acc_no_cards'))).toBeVisible()
    await dialog.getByRole('button', { name: ru('acc_card_link') }).click()
    await new GatewayCardPage(page).decline()
    // back on the page with #card: the link transaction is checked and has failed
    const failure = dialog.getByRole('alert')
    await expect(failure).toContainText(ru('promo_card_link_failure'))
    await failure.getByRole('button', { name: ru('close') }).click()
    await expect(dialog).toBeHidden()
    expect(pageErrors).toEqual([])
  })

  test('a top-up by card raises the balance in the header dropdown', async ({
    page,
    request,
    pageErrors,
  }) => {
    await signInFresh(page, request)
    const menu = new SettingsMenu(page)
    await menu.open()
    const balance = menu.panel.getByTestId('header-balance')
    await expect(balance).toHaveText(ru('acc_balance').replace('{{amount}}', '0 ₸'))
    await menu.panel.getByRole('button', { name: ru('acc_refill') }).click()
    const refill = page.getByRole('dialog', { name: ru('modal_refill') })
    await expect(refill).toBeVisible()
    await refill.getByRole('textbox').fill('700')
    await refill.getByRole('button', { name: ru('acc_refill_pay') }).click()

    await new GatewayCardPage(page).pay()
    await page.waitForURL((url) => url.pathname === '/' && !url.pathname.startsWith('/gateway'))
    // back from the bank: the payment's status shows until it is checked, then says the balance is topped up
    const status = page.getByRole('dialog', { name: ru('modal_pay_transaction') })
    await expect(status.getByText(ru('acc_refill_success'))).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(status).toBeHidden()
    await menu.open()
    await expect(balance).toHaveText(ru('acc_balance').replace('{{amount}}', '700 ₸'))
    expect(pageErrors).toEqual([])
  })
})

test('the provider landing lists bundles and tariffs by its rules and links the packet pages', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/provider/efir#tariffs')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Efir', level: 1 })).toBeVisible()
  const bundles = main.getByRole('region', { name: ru('acc_provider_bundles') })
  // provider 1 sorts bundles by custom price: «Интернет + ТВ» (7990) before «Максимум» (9990)
  await expect(bundles.getByRole('heading', { level: 3 })).toHaveText(['Интернет + ТВ', 'Максимум'])
  const tariffs = main.getByRole('region', { name: ru('acc_provider_tariffs') })
  await expect(tariffs).toBeInViewport()
  await tariffs.getByRole('link', { name: `${ru('packet_details')}: Базовый` }).click()
  await expect(page).toHaveURL(/\/packets\/efir_1$/)
  await expect(main.getByRole('heading', { name: 'Базовый', level: 1 })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('another provider’s packet sends its viewer to their own provider’s tariffs (spec 3 §4)', async ({
  page,
  pageErrors,
}) => {
  // 77000000002 is a viewer of provider 2 «nord», on provider 1's client
  const shell = new Shell(page)
  await shell.signInAsNewViewer('77000000002')
  await page.goto('/packets/efir_1')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Базовый', level: 1 })).toBeVisible()
  await main.getByRole('button', { name: ru('packet_enable') }).click()
  await expect(page).toHaveURL(/\/provider\/nord#tariffs$/)
  await expect(page.getByRole('dialog', { name: ru('modal_subscription') })).toHaveCount(0)
  expect(pageErrors).toEqual([])
})

test('@mobile the promo wizard fits a phone and works by keyboard', async ({ page, pageErrors }) => {
  const wizard = new PromoWizard(page)
  await new Shell(page).openAsNewGuest('/promo')
  await expect(wizard.dialog).toBeVisible()
  await expect(wizard.counter(1)).toBeVisible()
  const box = await wizard.dialog.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  await wizard.code.focus()
  await page.keyboard.type('FREE7')
  await page.keyboard.press('Enter') // a guest is sent to sign in first
  await expect(wizard.counter(2)).toBeVisible()
  await expect(wizard.dialog.getByRole('button', { name: ru('sign_in'), exact: true })).toBeVisible()
  expect(pageErrors).toEqual([])
})
