import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { endpoints, type PaymentHistoryItem } from '@efir/contract'
import { createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'
import {
  GATEWAY_SECRET,
  balanceOf,
  ledgerOf,
  makeBuyers,
  pay,
  payByDemoCard,
  type Buyer,
} from './support/commerce.ts'

// Issue 29 "A payment history": the viewer's ledger, newest first, paged, in their language.
const ADDON = 2
const START = 1_000_000

describe('payment history', () => {
  let t: TestApp
  let buyer: Buyer, other: Buyer
  beforeAll(async () => {
    t = await createTestApp({ gatewayDelayMs: 10, gatewaySecret: GATEWAY_SECRET })
    ;[buyer, other] = (await makeBuyers(t, 2, START, { base: true })) as [Buyer, Buyer]
    // the buyer: the add-on from the balance, a 100.00 card top-up, a promo bonus
    expect(
      (
        await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
          purchase_type_id: ADDON,
          account_id: buyer.accountId,
        })
      ).statusCode,
    ).toBe(201)
    t.clock.advance(1000)
    const card = await payByDemoCard(t, buyer)
    // the gateway calls back a moment later: the top-up is credited before the promo code
    await settled(card.transactionId)
    t.clock.advance(1000)
    expect((await pay(t, buyer, 'POST', '/v2/users/self/promokeys', { key: 'BONUS500' })).statusCode).toBe(
      200,
    )
    t.clock.advance(1000)
    // a card linked with its 1.00 check kept on the balance (needed_refund false)
    const link = await pay(t, buyer, 'POST', '/v2/users/self/cards', {
      paysystem_shortname: 'democard',
      account_id: buyer.accountId,
      needed_refund: false,
    })
    expect(link.statusCode).toBe(201)
    const linked = link.json<{ id: number; full_url: string }>()
    const page = await t.app.inject({
      method: 'POST',
      url: new URL(linked.full_url).pathname,
      payload: 'card=4242424242424242',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(page.statusCode).toBe(200)
    await settled(linked.id)
    // the other viewer moves money too: none of it may show in the buyer's history
    await pay(t, other, 'POST', '/v2/users/self/purchases', {
      purchase_type_id: ADDON,
      account_id: other.accountId,
    })
    await pay(t, other, 'POST', '/v2/users/self/promokeys', { key: 'BONUS500' })
  })
  afterAll(() => t.close())

  /** Waits for the gateway's callback to settle a payment of the buyer. */
  const settled = (transactionId: number) =>
    vi.waitFor(async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v2/users/self/transactions/${transactionId}`,
        query: { access_token: buyer.token },
      })
      expect(res.statusCode).toBe(200)
    })

  const history = async (who: Pick<Buyer, 'token'>, query: Record<string, string> = {}, language = 'ru') =>
    expectContract(
      endpoints.listPaymentHistory,
      await t.app.inject({
        method: 'GET',
        url: '/v2/users/self/payments/history',
        query: { access_token: who.token, ...query },
        headers: { 'accept-language': language },
      }),
    )

  it('lists the viewer’s own entries, newest first, summing to the balance', async () => {
    const page = await history(buyer)
    const ledger = await ledgerOf(t.database.db, buyer.accountId)
    expect(page.total).toBe(ledger.length)
    expect(page.items.map((i) => i.id)).toEqual(ledger.map((l) => l.id).sort((a, b) => b - a))
    expect(page.items.map((i) => i.kind)).toEqual(['card_link', 'promo', 'topup', 'purchase', 'opening'])
    const sum = page.items.reduce((s, i) => s + i.amount_minor, 0)
    expect(sum).toBe(await balanceOf(t.database.db, buyer.accountId))
    for (const i of page.items) {
      expect(i.amount).toBe((Math.abs(i.amount_minor) / 100).toFixed(2))
      expect(i.direction).toBe(i.amount_minor < 0 ? 'debit' : 'credit')
      expect(i.currency).toMatchObject({
        ASCII_NAME: 'KZT',
        FORMAT: expect.stringContaining('{amount}') as string,
      })
    }
    expect(page.items[0]?.balance_after).toBe(((START - 199_000 + 10_000 + 50_000 + 100) / 100).toFixed(2))
  })

  it('says what a charge paid for and how money came in, in the viewer’s language', async () => {
    const byKind = (items: PaymentHistoryItem[], kind: string) => items.find((i) => i.kind === kind)
    const ru = (await history(buyer)).items
    expect(byKind(ru, 'purchase')).toMatchObject({
      amount_minor: -199_000,
      amount: '1990.00',
      subject: { packet_id: ADDON, title: 'Кино и спорт', period_human: { days: 0, months: 1, years: 0 } },
      paysystem: null,
    })
    expect(byKind(ru, 'topup')).toMatchObject({
      amount_minor: 10_000,
      paysystem: { shortname: 'democard', name: 'Банковская карта' },
    })
    expect(byKind(ru, 'topup')?.transaction_id).toEqual(expect.any(Number))
    expect(byKind(ru, 'promo')).toMatchObject({ amount_minor: 50_000, promo_code: 'BONUS500' })
    expect(byKind(ru, 'card_link')).toMatchObject({
      amount_minor: 100,
      paysystem: { shortname: 'democard', name: 'Банковская карта' },
      card_number: '424242******4242',
    })
    const titles = { en: 'Movies and sport', kk: 'Кино және спорт', uz: 'Kino va sport' }
    const cards = { en: 'Bank card', kk: 'Банк картасы', uz: 'Bank kartasi' }
    for (const language of ['en', 'kk', 'uz'] as const) {
      const items = (await history(buyer, {}, language)).items
      expect(byKind(items, 'purchase')?.subject?.title).toBe(titles[language])
      expect(byKind(items, 'topup')?.paysystem?.name).toBe(cards[language])
    }
  })

  it('pages: offset and limit walk every entry once; never another viewer’s', async () => {
    const all = await history(buyer)
    const seen: number[] = []
    for (let offset = 0; offset < all.total; offset += 3) {
      const page = await history(buyer, { offset: String(offset), limit: '3' })
      expect(page).toMatchObject({ offset, limit: 3, total: all.total })
      seen.push(...page.items.map((i) => i.id))
    }
    expect(seen).toEqual(all.items.map((i) => i.id))
    expect((await history(buyer, { offset: String(all.total) })).items).toEqual([])
    const mine = new Set(seen)
    const theirs = await history(other)
    expect(theirs.items.length).toBeGreaterThan(1)
    expect(theirs.items.some((i) => mine.has(i.id))).toBe(false)
    expect(theirs.items.every((i) => i.account_id === other.accountId)).toBe(true)
  })

  it('a guest without a token gets 401; a bad page is a 400', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/v2/users/self/payments/history' }),
      401,
      'authentication_failed',
    )
    const queries: Record<string, string>[] = [
      { limit: '0' },
      { limit: '101' },
      { offset: '-1' },
      { limit: 'x' },
    ]
    for (const query of queries) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v2/users/self/payments/history',
        query: { access_token: buyer.token, ...query },
        headers: { 'idempotency-key': randomUUID() },
      })
      expectError(res, 400, 'validation_error')
    }
  })

  it('a cancelled next period: its charge and its refund name the packet and the period', async () => {
    const [viewer] = (await makeBuyers(t, 1, 3 * START, { base: true })) as [Buyer]
    const buy = (typeId: number) =>
      pay(t, viewer, 'POST', '/v2/users/self/purchases', {
        purchase_type_id: typeId,
        account_id: viewer.accountId,
      })
    expect((await buy(ADDON)).statusCode).toBe(201)
    const next = await buy(201) // a year of the add-on, to follow the running month
    expect(next.statusCode).toBe(201)
    const future = next.json<{ id: number }>()
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/v2/users/self/futures/${future.id}`,
      query: { access_token: viewer.token },
    })
    expect(cancelled.statusCode).toBe(200)
    const items = (await history(viewer, {}, 'en')).items
    expect(items.map((i) => i.kind)).toEqual(['refund', 'purchase', 'purchase', 'opening'])
    const year = {
      packet_id: ADDON,
      title: 'Movies and sport',
      subscription_id: future.id,
      period_human: { days: 0, months: 0, years: 1 },
    }
    expect(items[0]).toMatchObject({ amount_minor: 1_990_000, direction: 'credit', subject: year })
    expect(items[1]).toMatchObject({ amount_minor: -1_990_000, direction: 'debit', subject: year })
    expect(items.reduce((sum, i) => sum + i.amount_minor, 0)).toBe(3 * START - 199_000)
  })
})
