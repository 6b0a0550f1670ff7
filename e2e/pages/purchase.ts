import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ru, type Texts } from '../fixtures'

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
  /** #paysystems: one of the demo operator's pay systems, by its title. */
  async choose(title: string): Promise<void> {
    await this.dialog('paysystems')
      .getByRole('button', { name: new RegExp(title) })
      .click()
  }
  /** The demo card page (/gateway/pay/…): a test card, then back to the shop. */
  async payOnCardPage(card: string): Promise<void> {
    await this.page.waitForURL(/\/gateway\/pay\//)
    await this.page.getByLabel('Card number').fill(card)
    await this.page.getByRole('button', { name: /^Pay/ }).click()
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
