import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, ru, type Texts } from '../fixtures'

/** The demo gateway's test card that pays (apps/server/README.md "Demo payment gateway"). */
export const PAYING_CARD = '4242 4242 4242 4242'
/** ...and the one the bank declines. */
export const DECLINED_CARD = '4000 0000 0000 0002'

/**
 * The demo gateway's pages as the journeys' Russian browser reads them (they answer in its
 * Accept-Language: the server's gateway_* texts, issue 29).
 */
export const GATEWAY = {
  cardNumber: 'Номер карты',
  /** "Оплатить 2990.00 KZT" */
  pay: /^Оплатить/,
  payAmount: (amount: string) => new RegExp(`^Оплатить ${amount}`),
  accepted: 'Оплата принята',
  declined: 'Карта отклонена',
  confirmHeading: 'Подтвердите оплату',
  code: 'Код',
  confirm: 'Подтвердить',
  paid: 'Оплачено',
} as const

/** The demo gateway's hosted card page (/gateway/pay/{token}). */
export class GatewayCardPage {
  constructor(readonly page: Page) {}

  async pay(card = PAYING_CARD): Promise<void> {
    await this.page.waitForURL(/\/gateway\/pay\//)
    await this.page.getByLabel(GATEWAY.cardNumber).fill(card.replace(/\s/g, ''))
    await this.page.getByRole('button', { name: GATEWAY.pay }).click()
    await expect(this.page.getByRole('heading', { name: GATEWAY.accepted })).toBeVisible()
  }

  async decline(card = DECLINED_CARD): Promise<void> {
    await this.page.waitForURL(/\/gateway\/pay\//)
    await this.page.getByLabel(GATEWAY.cardNumber).fill(card.replace(/\s/g, ''))
    await this.page.getByRole('button', { name: GATEWAY.pay }).click()
    await expect(this.page.getByRole('heading', { name: GATEWAY.declined })).toBeVisible()
  }
}

/** The packet page's subscription actions (/packets/{id}). */
export class PacketActions {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get main(): Locator {
    return this.page.getByRole('main')
  }
  button(key: string): Locator {
    return this.main.getByRole('button', { name: this.t(key), exact: true })
  }
  get confirm(): Locator {
    return this.page.getByRole('alertdialog')
  }
  get yes(): Locator {
    return this.confirm.getByRole('button', { name: this.t('acc_yes_disable') })
  }
  dialog(titleKey: string): Locator {
    return this.page.getByRole('dialog', { name: this.t(titleKey) })
  }
  toast(key: string): Locator {
    return this.page.getByText(this.t(key), { exact: true })
  }
}

/** The promo wizard (#promocode_wizard). */
export class PromoWizard {
  constructor(
    readonly page: Page,
    readonly t: Texts = ru,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t('modal_promocode_wizard') })
  }
  get code(): Locator {
    return this.dialog.getByRole('textbox', { name: this.t('acc_promo_enter_text') })
  }
  get activate(): Locator {
    return this.dialog.getByRole('button', { name: this.t('acc_promo_activate') })
  }
  counter(current: number): Locator {
    return this.dialog.getByText(
      this.t('acc_promo_counter').replace('{{current}}', String(current)).replace('{{total}}', '2'),
    )
  }
}

/**
 * Calls the API as the signed-in viewer of `page` (its stored access token), for the preparations whose
 * UI is not under test here. Money-moving calls carry an Idempotency-Key.
 */
export class AccountApi {
  constructor(
    readonly page: Page,
    readonly request: APIRequestContext = page.request,
  ) {}

  private async token(): Promise<string> {
    const token = await this.page.evaluate(
      () => (JSON.parse(localStorage.getItem('efir.session') ?? '{}') as { token?: string }).token,
    )
    if (!token) throw new Error('not signed in')
    return token
  }
  private async url(path: string): Promise<string> {
    return `${path}${path.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(await this.token())}`
  }
  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(await this.url(path))
    if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`)
    return (await res.json()) as T
  }
  async post<T>(path: string, body: unknown, idempotent = true): Promise<T> {
    const res = await this.request.post(await this.url(path), {
      data: body,
      headers: idempotent ? { 'Idempotency-Key': crypto.randomUUID() } : {},
    })
    if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`)
    return (await res.json()) as T
  }

  async patch<T>(path: string, body: unknown): Promise<T> {
    const res = await this.request.patch(await this.url(path), { data: body })
    if (!res.ok()) throw new Error(`PATCH ${path}: ${res.status()} ${await res.text()}`)
    return (await res.json()) as T
  }
  /** A POST whose refusal is under test: answers the status. */
  async postStatus(path: string, body: unknown): Promise<number> {
    return (await this.request.post(await this.url(path), { data: body })).status()
  }

  /** DELETE that must answer `expected` (the disable call answers 400 when it turns renewal off). */
  async delete(path: string, expected: number): Promise<void> {
    const res = await this.request.delete(await this.url(path))
    if (res.status() !== expected) throw new Error(`DELETE ${path}: ${res.status()} ${await res.text()}`)
  }
  async applyPromo(key: string): Promise<void> {
    await this.post('/v2/users/self/promokeys', { key })
  }
  async subscribe(packetId: number): Promise<void> {
    await this.post('/v2/users/self/subscriptions?paytype=async', { packet_id: packetId })
  }
  async accountId(): Promise<number> {
    const accounts = await this.get<{ id: number }[]>('/v2/users/self/accounts')
    return accounts[0]!.id
  }
  async balance(): Promise<string> {
    return (await this.get<{ balance: string }>('/v2/users/self/balance')).balance
  }
  /** Tops up through the gateway's card page without the UI (the form post a browser would send). */
  async topUp(amount: number): Promise<void> {
    const account = await this.accountId()
    const before = Number(await this.balance())
    const started = await this.post<{ full_url: string }>(
      `/v2/users/self/accounts/${account}/payforms/short_url`,
      {
        paysystem_shortname: 'democard',
        amount,
        is_save_card: false,
        return_url: new URL('/', this.page.url()).toString(),
      },
    )
    const paid = await this.request.post(started.full_url, { form: { card: PAYING_CARD.replace(/\s/g, '') } })
    if (!paid.ok()) throw new Error(`gateway answered ${paid.status()}`)
    await expect
      .poll(async () => Number(await this.balance()), { message: 'the top-up credited' })
      .toBe(before + amount)
  }
  /** Buys the next period of a running packet: a future subscription. */
  async buyNextPeriod(purchaseTypeId: number): Promise<void> {
    await this.post('/v2/users/self/purchases', {
      purchase_type_id: purchaseTypeId,
      account_id: await this.accountId(),
    })
  }
}
