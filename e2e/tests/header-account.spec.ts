import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { AccountApi } from '../pages/account-commerce'
import { ProfilesModal, forgetPinEntry } from '../pages/profiles'
import { SettingsMenu } from '../pages/settings-menu'
import { Shell } from '../pages/shell'
import { expect, expectAccessible, freshPhone, ru, test } from '../fixtures'

/*
 * Issue 10, the header's account part (spec 3 §2 "Header", "Settings dropdown"; spec 1 §4 "Messages",
 * "Block status"; spec 3 §4 "Modal lifecycle"): the settings dropdown with the balance and the partner
 * cabinet, the messages dropdown kept on the server, the blocked state's dialogs, and /lk behind the
 * settings PIN.
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
  test('the dropdown shows the balance and the partner cabinet; manage profiles opens the profiles modal', async ({
    page,
    pageErrors,
  }) => {
    const phone = freshPhone()
    await new Shell(page).signInAsNewViewer(phone)
    const menu = new SettingsMenu(page)
    await menu.open()
    // user name or phone with the balance (a new account: 0 ₸)
    await expect(menu.panel.getByText(phone)).toBeVisible()
    await expect(menu.panel.getByTestId('header-balance')).toHaveText(
      ru('acc_balance').replace('{{amount}}', '0 ₸'),
    )
    // the operator's partner cabinet (network lk_link), in a new tab
    const cabinet = menu.panel.getByRole('link', { name: /Кабинет партнёра/ })
    await expect(cabinet).toHaveAttribute('href', 'https://partners.efir.example/cabinet')
    await expect(cabinet).toHaveAttribute('target', '_blank')
    await expect(menu.panel.getByRole('button', { name: ru('sign_out') })).toBeVisible()
    await expectAccessible(page)

    await menu.panel.getByRole('button', { name: ru('profiles_manage') }).click()
    const profiles = new ProfilesModal(page)
    await expect(profiles.dialog).toBeVisible()
    await expect(page).toHaveURL(/#profiles$/)
    // the dropdown closed with the navigation
    await expect(menu.panel).toBeHidden()
    expect(pageErrors).toEqual([])
  })

  test('messages: counter, read one, delete one, mark all read; the server keeps each', async ({
    page,
    request,
    pageErrors,
  }) => {
    const phone = freshPhone()
    await new Shell(page).signInAsNewViewer(phone)
    for (const title of ['Первое', 'Второе', 'Третье']) await sendMessage(request, phone, title)
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
    await page.reload()
    await expect(messages.button(0)).toBeVisible()
    await expect(messages.counter).toBeHidden()
    await messages.button(0).click()
    await expect(messages.message('Третье')).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('a message sent while the page is open arrives with the next 150 s poll', async ({
    page,
    request,
    pageErrors,
  }) => {
    const phone = freshPhone()
    await new Shell(page).signInAsNewViewer(phone)
    // the page's clock under the test's control: the poll's 150 s pass at once
    await page.clock.install()
    const firstLoad = page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/messages') && r.request().method() === 'GET',
    )
    await page.reload()
    expect((await firstLoad).status()).toBe(200)
    const messages = new MessagesMenu(page)
    await expect(messages.button(0)).toBeVisible()
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

test.describe('blocked state (spec 1 §4, spec 3 §4)', () => {
  test('block -2 and -1 dialogs show and cannot be closed, except on a legal page', async ({
    page,
    request,
    pageErrors,
  }) => {
    const phone = freshPhone()
    await new Shell(page).signInAsNewViewer(phone)
    expect((await request.post('/dev/block_status', { data: { phone, status: -2 } })).ok()).toBe(true)
    await page.reload()
    const block = page.getByRole('dialog', { name: ru('modal_block_alma') })
    await expect(block).toBeVisible()
    await expect(block.getByRole('button', { name: ru('close') })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(block).toBeVisible()
    await expectAccessible(page)

    // on a legal page the dialog is not forced: the viewer reads the agreement
    await page.goto('/agreement')
    await expect(page.getByRole('dialog', { name: ru('agreement') })).toBeVisible()
    await expect(block).toHaveCount(0)
    // back on an ordinary page it is there again
    await page.goto('/channels')
    await expect(block).toBeVisible()

    // -1: the QR payment dialog with the amount owed, not closable either
    expect((await request.post('/dev/block_status', { data: { phone, status: -1, amount: 250 } })).ok()).toBe(
      true,
    )
    await page.goto('/')
    const qr = page.getByRole('dialog', { name: ru('modal_pay_qr_kaspi') })
    await expect(qr).toBeVisible()
    await expect(qr.getByText(ru('block_pay_hint').replace('{{amount}}', '250 ₸'))).toBeVisible()
    await expect(qr.getByRole('button', { name: ru('close') })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(qr).toBeVisible()
    expect(pageErrors).toEqual([])
  })
})

test.describe('/lk behind the settings PIN', () => {
  test('/lk and /lk_parental ask the PIN when the settings flag is on', async ({ page, pageErrors }) => {
    await new Shell(page).signInAsNewViewer()
    const api = new AccountApi(page)
    const deviceId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('efir.session') ?? '{}') as { deviceId?: number }).deviceId,
    )
    await api.patch('/v2/users/self', { pincode: '2468' })
    await api.patch(`/v2/users/self/devices/${deviceId}`, { parental_settings: { settings: true } })
    await forgetPinEntry(page)

    await page.goto('/lk')
    const pin = page.getByLabel(ru('pincode_label'))
    await expect(pin).toBeVisible()
    // nothing of the account before the PIN
    await expect(page.getByRole('main').getByRole('button', { name: ru('sign_out') })).toHaveCount(0)
    await expectAccessible(page)
    await pin.fill('2468')
    await expect(page.getByRole('main').getByRole('button', { name: ru('sign_out') })).toBeVisible()

    await forgetPinEntry(page)
    await page.goto('/lk_parental')
    await expect(page.getByLabel(ru('pincode_label'))).toBeVisible()
    await page.getByLabel(ru('pincode_label')).fill('2468')
    await expect(
      page.getByRole('main').getByRole('switch', { name: ru('parental_flag_settings') }),
    ).toBeVisible()
    expect(pageErrors).toEqual([])
  })
})
