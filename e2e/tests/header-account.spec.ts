import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { GatewayCardPage } from '../pages/account-commerce'
import { ProfilesModal } from '../pages/profiles'
import { untilPolled } from '../pages/purchase'
import { SettingsMenu } from '../pages/settings-menu'
import { Shell } from '../pages/shell'
import { expect, expectAccessible, freshPhone, ru, test } from '../fixtures'

/*
 * Issue 10, the header's account part (spec 3 §2 "Header", "Settings dropdown"; spec 1 §4 "Messages"):
 * the settings dropdown with the balance, the partner cabinet and the commerce it opens (card link,
 * top-up, promo code), the messages dropdown kept on the server, and a guest's header and footer. The
 * blocked state's dialogs are block-status.spec.ts's; /lk behind the settings PIN is
 * profiles-parental.spec.ts's.
 */

/** The header's messages dropdown. */
class MessagesMenu {
  constructor(readonly page: Page) {}

  /** The envelope button: its name says how many are unread. */
  button(unread: number): Locator {
    return this.page
      .getByRole('banner')
      .getByRole('button', { name: ru('messages_unread').replace('{{total}}', String(unread)) })
  }
  get counter(): Locator {
    return this.page.getByRole('banner').getByTestId('messages-counter')
  }
  get panel(): Locator {
    return this.page.getByRole('region', { name: ru('messages') })
  }
  /** A message's title: the button that opens it. */
  message(title: string): Locator {
    return this.panel.getByRole('button', { name: new RegExp(`${title}$`) })
  }
  deleteButton(title: string): Locator {
    return this.panel.getByRole('button', { name: ru('delete_message').replace('{{title}}', title) })
  }
}

/** The demo operator's back office sends the viewer a message. */
async function sendMessage(request: APIRequestContext, phone: string, title: string): Promise<void> {
  const res = await request.post('/dev/messages', { data: { phone, title, text: `${title} — подробности` } })
  expect(res.status()).toBe(201)
}

test.describe('header: settings dropdown and messages', () => {
  test('the dropdown shows the balance and the partner cabinet; a declined card link shows promo_card_link_failure with Close; a top-up by card raises the balance; the promo code WELCOME asks confirmation, then a second use answers 400 on step 1; manage profiles opens the profiles modal', async ({
    page,
    pageErrors,
  }) => {
    const phone = freshPhone()
    // the page's clock: the card link's and the top-up's polls are moved on (untilPolled)
    await page.clock.install()
    await new Shell(page).signInAsNewViewer(phone)
    const menu = new SettingsMenu(page)
    const balance = menu.panel.getByTestId('header-balance')

    await test.step('the dropdown: the viewer, the balance, the partner cabinet', async () => {
      await menu.open()
      // user name or phone with the balance (a new account: 0 ₸)
      await expect(menu.panel.getByText(phone)).toBeVisible()
      await expect(balance).toHaveText(ru('acc_balance').replace('{{amount}}', '0 ₸'))
      // the operator's partner cabinet (network lk_link), in a new tab
      const cabinet = menu.panel.getByRole('link', { name: /Кабинет партнёра/ })
      await expect(cabinet).toHaveAttribute('href', 'https://partners.efir.example/cabinet')
      await expect(cabinet).toHaveAttribute('target', '_blank')
      await expect(menu.panel.getByRole('button', { name: ru('sign_out') })).toBeVisible()
      await expectAccessible(page)
    })

    await test.step('a declined card link shows promo_card_link_failure with Close', async () => {
      await menu.panel.getByRole('button', { name: ru('acc_card_link') }).click()
      const dialog = page.getByRole('dialog', { name: ru('modal_card') })
      await expect(dialog.getByText(ru('acc_no_cards'))).toBeVisible()
      await dialog.getByRole('button', { name: ru('acc_card_link') }).click()
      await new GatewayCardPage(page).decline()
      // back on the page with #card: the link transaction is checked and has failed
      await page.waitForURL((url) => !url.pathname.startsWith('/gateway'))
      const failure = dialog.getByRole('alert')
      await untilPolled(page, () => expect(failure).toContainText(ru('promo_card_link_failure')), {
        key: 'efir.card_link',
      })
      await failure.getByRole('button', { name: ru('close') }).click()
      await expect(dialog).toBeHidden()
      expect(pageErrors).toEqual([])
    })

    await test.step('a top-up by card raises the balance in the dropdown', async () => {
      await menu.open()
      await expect(balance).toHaveText(ru('acc_balance').replace('{{amount}}', '0 ₸'))
      await menu.panel.getByRole('button', { name: ru('acc_refill') }).click()
      const refill = page.getByRole('dialog', { name: ru('modal_refill') })
      await expect(refill).toBeVisible()
      // each broken rule of the amount says what is wrong (issue 29), before anything is sent
      for (const [typed, key] of [
        ['0', 'acc_amount_not_positive'],
        ['1.234', 'acc_amount_too_many_decimals'],
        ['2000000', 'acc_amount_too_large'],
      ] as const) {
        await refill.getByRole('textbox').fill(typed)
        await refill.getByRole('button', { name: ru('acc_refill_pay') }).click()
        await expect(refill.getByRole('alert')).toHaveText(ru(key))
      }
      await refill.getByRole('textbox').fill('700')
      await refill.getByRole('button', { name: ru('acc_refill_pay') }).click()

      await new GatewayCardPage(page).pay()
      await page.waitForURL((url) => url.pathname === '/' && !url.pathname.startsWith('/gateway'))
      // back from the bank: the payment's status shows until it is checked, then says the balance is topped up
      const status = page.getByRole('dialog', { name: ru('modal_pay_transaction') })
      await untilPolled(page, () => expect(status.getByText(ru('acc_refill_success'))).toBeVisible())
      await page.keyboard.press('Escape')
      await expect(status).toBeHidden()
      await menu.open()
      await expect(balance).toHaveText(ru('acc_balance').replace('{{amount}}', '700 ₸'))
      expect(pageErrors).toEqual([])
    })

    await test.step('the promo code from the dropdown: WELCOME asks confirmation, a second use answers 400', async () => {
      const dialog = page.getByRole('dialog', { name: ru('modal_promocode') })
      const code = dialog.getByRole('textbox', { name: ru('acc_promo_enter_text') })
      const activate = dialog.getByRole('button', { name: ru('acc_promo_activate') })
      // the dropdown's promo-code entry (the header's own button shows only at 1600 px and wider)
      await menu.panel.getByRole('button', { name: ru('footer_enter_promo') }).click()
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

      await menu.open()
      await menu.panel.getByRole('button', { name: ru('footer_enter_promo') }).click()
      await expect(dialog).toBeVisible()
      await code.fill('welcome')
      const checked = page.waitForResponse((r) => r.url().includes('/v2/users/self/promokeys/check'))
      await activate.click()
      expect((await checked).status()).toBe(400) // already used by this viewer
      await expect(dialog.getByRole('alert')).toBeVisible()
      await expect(code).toBeVisible() // back on step 1
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      expect(pageErrors).toEqual([])
    })

    await test.step('manage profiles opens the profiles modal', async () => {
      await menu.open()
      await menu.panel.getByRole('button', { name: ru('profiles_manage') }).click()
      const profiles = new ProfilesModal(page)
      await expect(profiles.dialog).toBeVisible()
      await expect(page).toHaveURL(/#profiles$/)
      // the dropdown closed with the navigation
      await expect(menu.panel).toBeHidden()
      expect(pageErrors).toEqual([])
    })
  })

  test('messages: counter, read one, delete one, mark all read; the server keeps each; one sent while the page is open arrives with the next 150 s poll', async ({
    page,
    request,
    pageErrors,
  }) => {
    const phone = freshPhone()
    await new Shell(page).signInAsNewViewer(phone)
    for (const title of ['Первое', 'Второе', 'Третье']) await sendMessage(request, phone, title)
    // the page's clock under the test's control: the poll's 150 s pass at once (at the end)
    await page.clock.install()
    await page.reload()
    const messages = new MessagesMenu(page)
    await expect(messages.counter).toHaveText('3')
    await messages.button(3).click()
    await expect(messages.panel).toBeVisible()
    await expectAccessible(page)

    // open one: its text shows and it is read
    await messages.message('Первое').click()
    await expect(messages.panel.getByText('Первое — подробности')).toBeVisible()
    await expect(messages.counter).toHaveText('2')
    // delete another
    await messages.deleteButton('Второе').click()
    await expect(messages.message('Второе')).toHaveCount(0)
    // issue 31: the deleted message's button is gone, focus stays in the panel (not the page start)
    await expect(messages.panel).toBeFocused()
    await expect(messages.counter).toHaveText('1')

    // a reload shows the same: one read, one gone, one unread
    await page.reload()
    await expect(messages.counter).toHaveText('1')
    await messages.button(1).click()
    await expect(messages.message('Первое')).toBeVisible()
    await expect(messages.message('Третье')).toBeVisible()
    await expect(messages.message('Второе')).toHaveCount(0)

    await messages.panel.getByRole('button', { name: ru('mark_all_read') }).click()
    await expect(messages.counter).toBeHidden()
    await expect(messages.panel.getByRole('button', { name: ru('mark_all_read') })).toBeHidden()
    // issue 31: focus stays in the panel when "mark all read" leaves, and Escape gives it to the button
    await expect(messages.panel).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(messages.panel).toBeHidden()
    await expect(messages.button(0)).toBeFocused()
    const firstLoad = page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/messages') && r.request().method() === 'GET',
    )
    await page.reload()
    expect((await firstLoad).status()).toBe(200)
    await expect(messages.button(0)).toBeVisible()
    await expect(messages.counter).toBeHidden()
    await messages.button(0).click()
    await expect(messages.message('Третье')).toBeVisible()
    expect(pageErrors).toEqual([])

    // a message sent while the page is open arrives with the next poll (150 s on the page's clock)
    await sendMessage(request, phone, 'Новости')
    const polled = page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/messages') && r.request().method() === 'GET',
    )
    await page.keyboard.press('Shift') // the viewer is active
    await page.clock.fastForward('02:31')
    expect((await polled).status()).toBe(200)
    await expect(messages.counter).toHaveText('1')
    expect(pageErrors).toEqual([])
  })
})

test.describe('header buttons and footer (spec 3 §2)', () => {
  // the secondary header buttons show only where they leave the server menu room (1600 px and wider)
  test.use({ viewport: { width: 1680, height: 900 } })

  test('a guest is offered the promo packet, promo days, promo code and install; the footer lists the stores', async ({
    page,
    pageErrors,
  }) => {
    const shell = new Shell(page)
    await shell.openAsNewGuest('/')
    const header = page.getByRole('banner')
    // the film library's unused 7-day trial at 0 ₸ (promo-packet), the network's 14 promo days
    const promoPacket = header.getByRole('link', {
      name: ru('promo_packet_watch').replace('{{period}}', '7 дней').replace('{{price}}', '0 ₸'),
    })
    await expect(promoPacket).toBeVisible()
    await expect(
      header.getByRole('button', { name: ru('promo_days_watch_many').replace('{{count}}', '14') }),
    ).toBeVisible()
    await expect(header.getByRole('link', { name: ru('how_to_install') })).toHaveAttribute(
      'href',
      '/instructions',
    )
    await header.getByRole('button', { name: ru('footer_enter_promo') }).click()
    const promo = page.getByRole('dialog', { name: ru('modal_promocode') })
    await expect(promo).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(promo).toBeHidden()

    // the footer's Devices column: the operator's store links
    const devices = page.getByRole('contentinfo').getByRole('region', { name: ru('footer_devices') })
    await expect(devices.getByRole('link', { name: new RegExp(ru('store_android_tv')) })).toHaveAttribute(
      'href',
      /^https:/,
    )
    await expect(devices.getByRole('link')).toHaveCount(5)
    const badges = page.getByRole('contentinfo').getByRole('list', { name: ru('store_badges') })
    await expect(badges.getByRole('link', { name: new RegExp(ru('store_badge_app_store')) })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    )
    await expect(badges.getByRole('link')).toHaveCount(2)

    await promoPacket.click()
    await expect(page).toHaveURL(/\/packets\/5$/)
    expect(pageErrors).toEqual([])
  })
})
