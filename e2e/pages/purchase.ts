import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { freshPhone, ru, signInByApi, type Texts } from '../fixtures'
import { GATEWAY } from './account-commerce'
import { AuthDialog } from './auth-dialog'
import { ChannelsPage } from './channels'
import { Shell } from './shell'

/** The demo's paid channel (not in the free packet): «Базовый» sells it. */
export const PAID_CHANNEL = { name: 'Мир Новостей', path: '/channels/all/mir-novostej' }

/** A guest on the paid channel buys «Базовый»: signs in by phone, then the purchase goes on to #paysystems. */
export async function startBuyingPaidChannel(page: Page, request: APIRequestContext) {
  const channels = new ChannelsPage(page)
  const buy = new PurchaseFlow(page)
  await new Shell(page).openAsNewGuest(PAID_CHANNEL.path)
  const tv = channels.tvPage(PAID_CHANNEL.name)
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

/**
 * On the paid channel's page, a signed-in viewer presses «Базовый»'s buy button and goes on (the first
 * period) to #paysystems.
 */
export async function buyBasePacketOnChannel(page: Page) {
  const channels = new ChannelsPage(page)
  const buy = new PurchaseFlow(page)
  const tv = channels.tvPage(PAID_CHANNEL.name)
  await channels
    .packets(tv)
    .getByRole('listitem')
    .filter({ hasText: 'Базовый' })
    .getByRole('button', { name: ru('channel_buy') })
    .click()
  await expect(buy.dialog('subscription')).toBeVisible()
  await buy.continueWithFirstPeriod()
  await expect(buy.dialog('paysystems')).toBeVisible()
  return { channels, buy, tv }
}

/**
 * A new viewer signed in through the API (signing in is set-up here: the dialog's authAfterBuy is
 * startBuyingPaidChannel's) opens the paid channel and goes on to #paysystems.
 */
export async function startBuyingPaidChannelSignedIn(page: Page) {
  const { phone } = await signInByApi(page)
  await page.goto(PAID_CHANNEL.path)
  return { phone, ...(await buyBasePacketOnChannel(page)) }
}

/**
 * Runs `shown` (the assertion of what a payment's end shows) while moving the page's clock on to the
 * poll that brings it: the client polls a transaction every 5 s (spec 3 §4 "Transactions"). Once the
 * server says the payment ended (the demo gateway calls it back 1.5 s after paying, in real time), the
 * clock goes on a second at a time until the page hears the end; no step after that, so a success
 * toast (3 s) is still up while `shown`, already waiting, looks. The transaction is the one the client
 * keeps under `key` (the purchase's, or `efir.card_link` for a card link), or `id`. Needs
 * `page.clock.install()` before the first load.
 */
export async function untilPolled(
  page: Page,
  shown: () => Promise<void>,
  transaction: { key?: string; id?: number } = {},
): Promise<void> {
  const seen = shown()
  seen.catch(() => undefined) // awaited below: a failure is reported there, not as unhandled
  const stored = await page.evaluate(
    (key) => ({
      id: (JSON.parse(localStorage.getItem(key) ?? 'null') as { id?: number } | null)?.id,
      token: (JSON.parse(localStorage.getItem('efir.session') ?? '{}') as { token?: string }).token,
    }),
    transaction.key ?? 'efir.pay_transaction',
  )
  const id = transaction.id ?? stored.id
  // undefined: the page ended it already (or polls it right now)
  if (id !== undefined) {
    const path = `/v2/users/self/transactions/${id}`
    let heard = false
    const ended = page
      .waitForResponse((r) => new URL(r.url()).pathname === path && r.status() === 200, { timeout: 60_000 })
      .then(() => {
        heard = true
      })
    ended.catch(() => undefined)
    await expect
      .poll(async () => (await page.request.get(`${path}?access_token=${stored.token ?? ''}`)).status(), {
        message: 'the payment ended on the server',
        timeout: 30_000,
      })
      .toBe(200)
    for (let step = 0; step < 8 && !heard; step += 1) {
      await page.clock.fastForward(1_000)
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 250))])
    }
  }
  await seen
}

/** The purchase flow's modals (spec 3 §4 "Purchase flow"): each a dialog named by its title. */
export class PurchaseFlow {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  dialog(id: string): Locator {
    return this.page.getByRole('dialog', { name: this.t(`modal_${id}`) })
  }
  /** #subscription → (#confirm_period: the first period) → the next step. */
  async continueWithFirstPeriod(): Promise<void> {
    await this.dialog('subscription')
      .getByRole('button', { name: this.t('purchase_continue') })
      .click()
    const period = this.dialog('confirm_period')
    const next = this.dialog('paysystems').or(this.dialog('confirm')).or(period)
    await expect(next).toBeVisible()
    if (await period.isVisible()) {
      await period.getByRole('radio').first().check()
      await period.getByRole('button', { name: this.t('purchase_continue') }).click()
    }
  }
  /** Film 17's pay button (spec 3 §4 "Watch button", an offer). */
  async pressFilmPayButton(): Promise<void> {
    await this.page.goto('/watch/17')
    await this.page.getByRole('button', { name: /Подключить пакет/ }).click()
  }
  /** The pay button, then on from #subscription. */
  async startFilmPurchase(): Promise<void> {
    await this.pressFilmPayButton()
    await this.dialog('subscription')
      .getByRole('button', { name: this.t('purchase_continue') })
      .click()
  }
  /** A new guest presses the film's pay button and signs in by phone: #subscription opens (authAfterBuy). */
  async guestStartsFilmPurchase(request: APIRequestContext): Promise<void> {
    await new Shell(this.page, this.t).openAsNewGuest('/')
    await this.pressFilmPayButton()
    await new AuthDialog(this.page, this.t).signInByPhone(request, freshPhone())
  }
  /** #paysystems: one of the demo operator's pay systems, by its title. */
  async choose(title: string): Promise<void> {
    await this.dialog('paysystems')
      .getByRole('button', { name: new RegExp(title) })
      .click()
  }
  /** #pay_redirect (spec 3 §4 step 4): the amount, then on to the gateway's card page. */
  async goToCardPage(): Promise<void> {
    await this.dialog('pay_redirect')
      .getByRole('button', { name: this.t('purchase_redirect_go') })
      .click()
    await this.page.waitForURL(/\/gateway\/pay\//)
  }
  /** The demo card page (/gateway/pay/…), through #pay_redirect: a test card, then back to the shop. */
  async payOnCardPage(card: string): Promise<void> {
    if (!/\/gateway\/pay\//.test(this.page.url())) await this.goToCardPage()
    await this.page.getByLabel(GATEWAY.cardNumber).fill(card)
    await this.page.getByRole('button', { name: GATEWAY.pay }).click()
  }
  /** The viewer's balance, from the API with the page's own token. */
  async balance(request: APIRequestContext): Promise<string> {
    const token = await this.page.evaluate(
      () => (JSON.parse(localStorage.getItem('efir.session') ?? '{}') as { token?: string }).token,
    )
    const res = await request.get(`/v2/users/self/balance?access_token=${token ?? ''}`)
    const body = (await res.json()) as { balance: string }
    return body.balance
  }
}
