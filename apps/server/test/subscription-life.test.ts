import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import * as s from '../src/db/schema/index.ts'
import type { AppContext } from '../src/context.ts'
import { signCallback } from '../src/gateway/demo/callbacks.ts'
import { cancelSubscription } from '../src/modules/subscriptions/cancel.ts'
import { createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'
import {
  GATEWAY_SECRET,
  balanceOf,
  ledgerMismatches,
  ledgerOf,
  makeBuyers,
  pay,
  type Buyer,
} from './support/commerce.ts'

// Issue 29: a subscription's life after its first purchase — period changes, renewals beside a
// bought next period, payments that did not deliver, bundles, trials, late gateway callbacks. Each
// race is two requests at once (two tabs with their own keys, two callbacks); on PostgreSQL they
// truly run together.
const DAY_MS = 86_400_000
const QUARTER = 101
const YEAR = 102

describe('subscription life cycle (issue 29)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ gatewayDelayMs: 10, gatewaySecret: GATEWAY_SECRET })
  })
  afterAll(async () => {
    expect(await ledgerMismatches(t.database.db), 'every ledger sums to its balance').toEqual([])
    await t.close()
  })

  const get = (b: Buyer, url: string, language = 'ru') =>
    t.app.inject({
      method: 'GET',
      url,
      query: { access_token: b.token },
      headers: { 'accept-language': language },
    })
  const subsOf = (b: Buyer, packetId: number) =>
    t.database.db
      .select()
      .from(s.subscriptions)
      .where(and(eq(s.subscriptions.userId, b.userId), eq(s.subscriptions.packetId, packetId)))
  const baseSubOf = async (b: Buyer) => {
    const [sub] = await subsOf(b, 1)
    if (!sub) throw new Error('no base subscription')
    return sub
  }
  const changePeriod = (b: Buyer, id: number, typeId: number) =>
    pay(t, b, 'PATCH', `/v2/users/self/purchases/${id}`, {
      purchase_type_id: typeId,
      account_id: b.accountId,
      status: 'active',
    })
  const callback = (token: string, status: 'complete' | 'error') =>
    t.app.inject({
      method: 'POST',
      url: '/gateway/callback',
      payload: { token, status, card: null, signature: signCallback(GATEWAY_SECRET, token, status, null) },
    })
  const startTopUp = async (b: Buyer, amount: number, transactionId?: number) => {
    const started = expectContract(
      endpoints.payShortUrl,
      await pay(t, b, 'POST', `/v2/users/self/accounts/${b.accountId}/payforms/short_url`, {
        paysystem_shortname: 'democard',
        amount,
        return_url: 'https://efir.test/back',
        ...(transactionId === undefined ? {} : { transaction_id: transactionId }),
      }),
      201,
    )
    return { id: started.id, token: new URL(started.full_url ?? '').pathname.split('/').pop() ?? '' }
  }

  it('one pending period change: a second one, after the first or at once, is refused and charged nothing', async () => {
    const [one, two] = await makeBuyers(t, 2, 5_000_000, { base: true })
    if (!one || !two) throw new Error('no buyers')
    const sub = await baseSubOf(one)
    expectContract(endpoints.activatePurchase, await changePeriod(one, sub.id, QUARTER))
    const again = expectError(await changePeriod(one, sub.id, YEAR), 409, 'period_already_planned')
    expect(again.message).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expectError(await changePeriod(one, sub.id, QUARTER), 409, 'period_already_planned')
    expect(await balanceOf(t.database.db, one.accountId)).toBe(5_000_000 - 799_000)
    const futures = expectContract(
      endpoints.listFutureSubscriptions,
      await get(one, '/v2/users/self/futures'),
    )
    expect(futures.map((f) => f.price)).toEqual(['7990.00'])

    // two tabs at once, each with its own key: one change, charged once
    const other = await baseSubOf(two)
    const answers = await Promise.all([
      changePeriod(two, other.id, QUARTER),
      changePeriod(two, other.id, YEAR),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const charged = answers[0]?.statusCode === 200 ? 799_000 : 2_990_000
    expect(await balanceOf(t.database.db, two.accountId)).toBe(5_000_000 - charged)
    expect((await subsOf(two, 1)).filter((x) => x.startedAt > t.clock.now())).toHaveLength(1)

    // cancelling the planned period refunds it once; then another change may be made
    const [planned] = futures
    if (!planned) throw new Error('no future')
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/v2/users/self/futures/${planned.id}`,
        query: { access_token: one.token },
      })
    expect((await del()).statusCode).toBe(200)
    expectError(await del(), 404, 'not_found')
    expect(await balanceOf(t.database.db, one.accountId)).toBe(5_000_000)
    expectContract(endpoints.activatePurchase, await changePeriod(one, sub.id, YEAR))
    expect(await balanceOf(t.database.db, one.accountId)).toBe(5_000_000 - 2_990_000)
  })

  it('beside a bought next period nothing renews: no re-enable offered, 451 to turn it on, the job charges nothing', async () => {
    const [buyer] = await makeBuyers(t, 1, 5_000_000, { base: true })
    if (!buyer) throw new Error('no buyer')
    const sub = await baseSubOf(buyer)
    expectContract(endpoints.activatePurchase, await changePeriod(buyer, sub.id, QUARTER))
    const packet = expectContract(endpoints.getPacket, await get(buyer, '/v2/packets/1'))
    expect(packet.subscription?.actions).toMatchObject({
      can_enable_renew: false,
      can_change_period: false,
      can_subscribe: false,
    })
    expect(packet.can_subscribe).toBe(false)
    // the next charge is the one after the bought quarter, at its price, by its own renewal
    expect(packet.subscription?.next_charge).toMatchObject({ amount: '7990.00', scheduled: true })
    expect(new Date(packet.subscription?.next_charge?.at ?? 0).getTime()).toBe(
      sub.expiresAt.getTime() + 90 * DAY_MS,
    )
    const renew = await t.app.inject({
      method: 'PATCH',
      url: `/v2/users/self/subscriptions/${sub.id}`,
      query: { access_token: buyer.token },
      payload: { renew: true },
    })
    expect(expectError(renew, 451, 'subscription_locked').message).toMatch(/Базовый/)
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(5_000_000 - 799_000)

    // renewal on beside a future (an older server, or a race): when it falls due the job charges nothing
    const [due] = await makeBuyers(t, 1, 5_000_000)
    if (!due) throw new Error('no buyer')
    const now = t.clock.now()
    const row = (over: Partial<typeof s.subscriptions.$inferInsert>) => ({
      userId: due.userId,
      packetId: 1,
      accountId: due.accountId,
      purchaseTypeId: 1,
      startedAt: new Date(now.getTime() - 30 * DAY_MS),
      expiresAt: now,
      renew: true,
      nextPayAt: now,
      ...over,
    })
    await t.database.db.insert(s.subscriptions).values([
      row({}),
      row({
        purchaseTypeId: QUARTER,
        startedAt: now,
        expiresAt: new Date(now.getTime() + 90 * DAY_MS),
        nextPayAt: new Date(now.getTime() + 90 * DAY_MS),
      }),
    ])
    await t.app.inject({ method: 'POST', url: '/dev/run_renewals' })
    expect(await balanceOf(t.database.db, due.accountId)).toBe(5_000_000)
    const after = await subsOf(due, 1)
    expect(after.map((x) => [x.purchaseTypeId, x.renew]).sort()).toEqual([
      [1, false],
      [QUARTER, true],
    ])
  })

  it('a card payment whose purchase the balance no longer covers says so: awaiting, with the new shortfall', async () => {
    const [buyer] = await makeBuyers(t, 1, 100_000, { base: true })
    if (!buyer) throw new Error('no buyer')
    const purchase = expectContract(
      endpoints.createPurchase,
      await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
        purchase_type_id: 2,
        account_id: buyer.accountId,
      }),
      201,
    )
    expect(purchase).toMatchObject({ status: 'awaiting_payment', shortfall: '990.00' })
    const card = await startTopUp(buyer, 990, purchase.transactionId ?? undefined)
    // meanwhile, another tab spends 990 on a film
    const film = await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
      purchase_type_id: 7,
      account_id: buyer.accountId,
    })
    expect(expectContract(endpoints.createPurchase, film, 201).status).toBe('active')
    expect((await callback(card.token, 'complete')).statusCode).toBe(200)
    const tx = expectContract(
      endpoints.getTransaction,
      await get(buyer, `/v2/users/self/transactions/${card.id}`),
    )
    expect(tx).toMatchObject({
      status: 'complete',
      purchase_id: purchase.id,
      purchase_status: 'awaiting_payment',
      purchase_shortfall: '990.00',
    })
    // "pay the rest": the same purchase again answers it awaiting, with a new pending payment for it
    const rest = expectContract(
      endpoints.createPurchase,
      await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
        purchase_type_id: 2,
        account_id: buyer.accountId,
      }),
      201,
    )
    expect(rest).toMatchObject({ id: purchase.id, status: 'awaiting_payment', shortfall: '990.00' })
    expect(rest.transactionId).not.toBe(purchase.transactionId)
    const second = await startTopUp(buyer, 990, rest.transactionId ?? undefined)
    expect((await callback(second.token, 'complete')).statusCode).toBe(200)
    const done = expectContract(
      endpoints.getTransaction,
      await get(buyer, `/v2/users/self/transactions/${second.id}`),
    )
    expect(done).toMatchObject({ purchase_status: 'active', purchase_shortfall: null })
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(0)
  })

  it('an offer whose purchase the balance no longer covers stays open: paying it again pays the rest', async () => {
    const [buyer] = await makeBuyers(t, 1, 100_000, { base: true })
    if (!buyer) throw new Error('no buyer')
    const offer = expectContract(
      endpoints.createOffer,
      await pay(t, buyer, 'POST', '/v2/users/self/purchases_offer', { purchase_type_id: 2 }),
      201,
    )
    const payOffer = () =>
      pay(t, buyer, 'POST', '/v2/users/self/purchases_offer/transaction', {
        offer_id: offer.offer_id,
        paysystem_shortname: 'democard',
        return_url: 'https://efir.test/packets/2?purchased=true',
      })
    const first = expectContract(endpoints.payOffer, await payOffer(), 201)
    expect(first.amount).toBe('990.00')
    const film = await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
      purchase_type_id: 7,
      account_id: buyer.accountId,
    })
    expect(film.statusCode).toBe(201)
    const token = (url: string | null) => new URL(url ?? '').pathname.split('/').pop() ?? ''
    await callback(token(first.full_url), 'complete')
    const open = expectContract(
      endpoints.getOffer,
      await get(buyer, `/v2/users/self/purchases_offer/${offer.offer_id}`),
    )
    expect(open).toMatchObject({ status: 'open', transaction_id: null })
    const rest = expectContract(endpoints.payOffer, await payOffer(), 201)
    expect(rest).toMatchObject({ status: 'pending', amount: '990.00' })
    expect(rest.id).not.toBe(first.id)
    await callback(token(rest.full_url), 'complete')
    const paid = expectContract(
      endpoints.getOffer,
      await get(buyer, `/v2/users/self/purchases_offer/${offer.offer_id}`),
    )
    expect(paid.status).toBe('paid')
    const done = expectContract(
      endpoints.getTransaction,
      await get(buyer, `/v2/users/self/transactions/${rest.id}`),
    )
    expect(done).toMatchObject({ status: 'complete', purchase_status: 'active' })
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(0)
  })

  it('a bundle: its subscriber can turn renewal off; what it includes is not offered or sold again', async () => {
    const [buyer] = await makeBuyers(t, 1, 1_000_000)
    if (!buyer) throw new Error('no buyer')
    const bundle = expectContract(
      endpoints.createSubscription,
      await pay(t, buyer, 'POST', '/v2/users/self/subscriptions', { packet_id: 4 }),
      201,
    )
    const list = expectContract(endpoints.listPackets, await get(buyer, '/v2/packets'))
    const byId = new Map(list.map((p) => [p.id, p]))
    expect(byId.get(4)?.subscription?.actions).toMatchObject({ can_disable_renew: true })
    for (const id of [1, 2]) {
      expect(byId.get(id)).toMatchObject({
        can_subscribe: false,
        included_in: { packet_id: 4, packet_name: 'Всё включено' },
      })
    }
    expect(byId.get(3)).toMatchObject({ can_subscribe: true, included_in: null })
    const refused = expectError(
      await pay(t, buyer, 'POST', '/v2/users/self/subscriptions', { packet_id: 1 }),
      400,
      'already_purchased',
    )
    expect(refused.message).toMatch(/Всё включено/)
    expectError(
      await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
        purchase_type_id: 2,
        account_id: buyer.accountId,
      }),
      400,
      'already_purchased',
    )
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(1_000_000 - 449_000)
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/v2/users/self/subscriptions/${bundle.id}`,
      query: { access_token: buyer.token },
      headers: { 'accept-language': 'en' },
    })
    // the date in the viewer's language, not ISO
    const text = expectError(off, 400, 'renewal_disabled').message
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(text).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/)
    const packet = expectContract(endpoints.getPacket, await get(buyer, '/v2/packets/4'))
    // renewal off: the next charge is still told, as what it would be if renewal were turned on
    expect(packet.subscription?.next_pay_at).toBeNull()
    expect(packet.subscription?.next_charge).toMatchObject({ amount: '4490.00', scheduled: false })
  })

  it('a trial says it is free and when and how much the first charge is; after it the regular price', async () => {
    const [buyer] = await makeBuyers(t, 1, 0, { base: true })
    if (!buyer) throw new Error('no buyer')
    const now = t.clock.now().getTime()
    const cinema = expectContract(endpoints.getPacket, await get(buyer, '/v2/packets/5'))
    expect(cinema).toMatchObject({
      is_trial: true,
      trial_price: '0.00',
      price: '1490.00',
      can_subscribe: true,
      first_charge: { amount: '1490.00' },
    })
    expect(new Date(cinema.first_charge?.at ?? 0).getTime()).toBe(now + 7 * DAY_MS)
    const trial = expectContract(
      endpoints.createPurchase,
      await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
        purchase_type_id: 5,
        account_id: buyer.accountId,
      }),
      201,
    )
    expect(trial).toMatchObject({ status: 'active', isTrial: true, amount: '0.00', amountNext: '1490.00' })
    expect(new Date(trial.next_charge_at ?? 0).getTime()).toBe(now + 7 * DAY_MS)
    const after = expectContract(endpoints.getPacket, await get(buyer, '/v2/packets/5'))
    expect(after.first_charge).toBeNull()
    expect(after.subscription).toMatchObject({ type: 'trial', price: '1490.00', next_price: '1490.00' })
    expect(after.subscription?.next_charge).toMatchObject({ amount: '1490.00', scheduled: true })
  })

  it('a payment the gateway confirms after declining it is credited once, whatever the order of the callbacks', async () => {
    const buyers = await makeBuyers(t, 3, 0)
    const [a, b, c] = buyers
    if (!a || !b || !c) throw new Error('no buyers')
    // decline, then pay on the same card page: the callbacks come in that order
    const first = await startTopUp(a, 100)
    await callback(first.token, 'error')
    await callback(first.token, 'complete')
    await callback(first.token, 'error') // the gateway's repeat of the decline, late
    // paid, then the decline's callback arrives late
    const second = await startTopUp(b, 100)
    await callback(second.token, 'complete')
    await callback(second.token, 'error')
    // both at once, several times over
    const third = await startTopUp(c, 100)
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => callback(third.token, i % 2 ? 'error' : 'complete')),
    )
    for (const [buyer, payment] of [
      [a, first],
      [b, second],
      [c, third],
    ] as const) {
      const tx = expectContract(
        endpoints.getTransaction,
        await get(buyer, `/v2/users/self/transactions/${payment.id}`),
      )
      expect(tx.status).toBe('complete')
      expect(await balanceOf(t.database.db, buyer.accountId)).toBe(10_000)
      const entries = (await ledgerOf(t.database.db, buyer.accountId)).filter(
        (l) => l.transactionId === payment.id,
      )
      expect(entries).toHaveLength(1)
    }
  })

  it('a film already bought is not charged again, neither through an offer nor a purchase', async () => {
    const [buyer] = await makeBuyers(t, 1, 2 * 99_000)
    if (!buyer) throw new Error('no buyer')
    const payOffer = async () => {
      const offer = expectContract(
        endpoints.createOffer,
        await pay(t, buyer, 'POST', '/v2/users/self/purchases_offer', {
          purchase_type_id: 7,
          content_id: 17,
        }),
        201,
      )
      return pay(t, buyer, 'POST', '/v2/users/self/purchases_offer/transaction', {
        offer_id: offer.offer_id,
        paysystem_shortname: 'balance',
        return_url: 'https://efir.test/watch/17?purchased=true',
      })
    }
    expect(expectContract(endpoints.payOffer, await payOffer(), 201).status).toBe('complete')
    const again = expectError(await payOffer(), 400, 'already_purchased')
    expect(again.message).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expectError(
      await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
        purchase_type_id: 7,
        account_id: buyer.accountId,
      }),
      400,
      'already_purchased',
    )
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(99_000)
  })

  it('the subscription shows the subscribed price and period, and its next charge while renewal is off', async () => {
    const [buyer] = await makeBuyers(t, 1, 799_000)
    if (!buyer) throw new Error('no buyer')
    expectContract(
      endpoints.createPurchase,
      await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
        purchase_type_id: QUARTER,
        account_id: buyer.accountId,
      }),
      201,
    )
    const [sub] = expectContract(
      endpoints.listCurrentSubscriptions,
      await get(buyer, '/v2/users/self/subscriptions/current'),
    )
    expect(sub).toMatchObject({ price: '7990.00', period_human: { years: 0, months: 3, days: 0 } })
    const [off] = await makeBuyers(t, 1, 0, { base: true })
    if (!off) throw new Error('no buyer')
    const [base] = expectContract(
      endpoints.listCurrentSubscriptions,
      await get(off, '/v2/users/self/subscriptions/current'),
    )
    expect(base).toMatchObject({ renew: false, next_pay_at: null, price: '2990.00' })
    expect(base?.next_charge).toMatchObject({ amount: '2990.00', scheduled: false })
    expect(base?.next_charge?.at).toBe(base?.end_at)
  })

  // Issue 29, left by the first pass: a bundle bought beside the packets it includes, and an awaiting
  // purchase paid from the balance (through an offer, "enable", or its own PATCH, several at once).
  const BUNDLE = 4
  const ADDON = 2
  const enable = (b: Buyer, packetId: number) =>
    pay(t, b, 'POST', '/v2/users/self/subscriptions', { packet_id: packetId })
  const renewOn = (b: Buyer, id: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/v2/users/self/subscriptions/${id}`,
      query: { access_token: b.token },
      payload: { renew: true },
    })

  it('a bundle bought beside its packets: told first, their renewal stops, a bought next period is refunded', async () => {
    const [buyer] = await makeBuyers(t, 1, 5_000_000)
    if (!buyer) throw new Error('no buyer')
    const base = expectContract(endpoints.createSubscription, await enable(buyer, 1), 201)
    expectContract(endpoints.activatePurchase, await changePeriod(buyer, base.id, QUARTER))
    const addon = expectContract(endpoints.createSubscription, await enable(buyer, ADDON), 201)
    expect(addon.renew).toBe(true)
    const paidBefore = 299_000 + 799_000 + 199_000
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(5_000_000 - paidBefore)

    // before buying, the bundle's answer says what it takes over
    const offered = expectContract(endpoints.getPacket, await get(buyer, `/v2/packets/${BUNDLE}`))
    expect(offered.can_subscribe).toBe(true)
    const told = [...(offered.takes_over ?? [])].sort((x, y) => x.packet_id - y.packet_id)
    expect(told).toEqual([
      { packet_id: 1, packet_name: 'Базовый', change: 'refund', end_at: null, refund: '7990.00' },
      {
        packet_id: ADDON,
        packet_name: expect.any(String) as string,
        change: 'stop_renewal',
        end_at: addon.end_at,
        refund: '0.00',
      },
    ])

    expectContract(endpoints.createSubscription, await enable(buyer, BUNDLE), 201)
    // the bought quarter came back; the bundle is charged once; nothing else moved
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(5_000_000 - paidBefore - 449_000 + 799_000)
    const baseRows = await subsOf(buyer, 1)
    expect(baseRows.map((r) => [r.purchaseTypeId, r.status, r.renew]).sort()).toEqual([
      [1, 'active', false],
      [QUARTER, 'cancelled', false],
    ])
    const [addonRow] = await subsOf(buyer, ADDON)
    expect(addonRow).toMatchObject({ status: 'active', renew: false, nextPayAt: null })
    expect(addonRow?.expiresAt.toISOString()).toBe(addon.end_at)

    // both still run (already paid) inside the bundle: no next charge, no renewal, no change
    const list = expectContract(endpoints.listPackets, await get(buyer, '/v2/packets'))
    for (const id of [1, ADDON]) {
      const packet = list.find((p) => p.id === id)
      expect(packet).toMatchObject({ can_subscribe: false, included_in: { packet_id: BUNDLE } })
      expect(packet?.subscription?.next_charge).toBeNull()
      expect(packet?.subscription?.actions).toMatchObject({
        can_enable_renew: false,
        can_change_period: false,
      })
    }
    expect(list.find((p) => p.id === BUNDLE)?.takes_over).toEqual([])
    const current = expectContract(
      endpoints.listCurrentSubscriptions,
      await get(buyer, '/v2/users/self/subscriptions/current'),
    )
    expect(current.find((x) => x.packet_id === ADDON)?.actions.can_enable_renew).toBe(false)
    const refused = expectError(await renewOn(buyer, addon.id), 451, 'subscription_locked')
    expect(refused.message).toMatch(/Всё включено/)
    expect((await subsOf(buyer, ADDON))[0]?.renew).toBe(false)
  })

  it('renewal turned on in another tab while the bundle is bought: it ends off, and the job charges nothing beside a bundle', async () => {
    const buyers = await makeBuyers(t, 4, 1_000_000, { base: true })
    await Promise.all(
      buyers.map(async (b) => {
        const [base] = await subsOf(b, 1)
        if (!base) throw new Error('no base')
        const [bundle, renew] = await Promise.all([enable(b, BUNDLE), renewOn(b, base.id)])
        expect(bundle.statusCode).toBe(201)
        expect([200, 451]).toContain(renew.statusCode)
        expect((await subsOf(b, 1))[0]?.renew).toBe(false)
        expect(await balanceOf(t.database.db, b.accountId)).toBe(1_000_000 - 449_000)
      }),
    )

    // a packet renewing beside a running bundle (an older server, a race): due, it is not charged
    const [due] = await makeBuyers(t, 1, 1_000_000)
    if (!due) throw new Error('no buyer')
    const now = t.clock.now()
    const month = 30 * DAY_MS
    const row = (packetId: number, start: number, end: number) => ({
      userId: due.userId,
      packetId,
      purchaseTypeId: packetId,
      accountId: due.accountId,
      startedAt: new Date(now.getTime() + start),
      expiresAt: new Date(now.getTime() + end),
      renew: true,
      nextPayAt: new Date(now.getTime() + end),
    })
    await t.database.db.insert(s.subscriptions).values([row(BUNDLE, -DAY_MS, month), row(1, -month, 0)])
    await t.app.inject({ method: 'POST', url: '/dev/run_renewals' })
    expect(await balanceOf(t.database.db, due.accountId)).toBe(1_000_000)
    expect((await subsOf(due, 1))[0]).toMatchObject({ renew: false, nextPayAt: null })
  })

  /** A viewer with Базовый whose add-on purchase awaits payment (1000 of 1990), then a top-up to `balance`. */
  const awaitingAddon = async (balance: number) => {
    const [buyer] = await makeBuyers(t, 1, 100_000, { base: true })
    if (!buyer) throw new Error('no buyer')
    const purchase = expectContract(
      endpoints.createPurchase,
      await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
        purchase_type_id: ADDON,
        account_id: buyer.accountId,
      }),
      201,
    )
    expect(purchase.status).toBe('awaiting_payment')
    await t.database.db.transaction(async (tx) => {
      await tx.update(s.accounts).set({ balance }).where(eq(s.accounts.id, buyer.accountId))
      await tx.insert(s.ledgerEntries).values({
        accountId: buyer.accountId,
        amount: balance - 100_000,
        balanceAfter: balance,
        kind: 'topup',
        createdAt: t.clock.now(),
      })
    })
    return { buyer, purchase }
  }

  it('an awaiting purchase paid from the balance is finished, once: offers and "enable" at once make no second subscription', async () => {
    // the viewer tops up the balance (not through this purchase), then pays it from the balance
    // in three tabs at once: two offers, and "enable" on the packet's page
    const { buyer, purchase } = await awaitingAddon(199_000)
    const offers = await Promise.all(
      [1, 2].map(async () =>
        expectContract(
          endpoints.createOffer,
          await pay(t, buyer, 'POST', '/v2/users/self/purchases_offer', { purchase_type_id: ADDON }),
          201,
        ),
      ),
    )
    const answers = await Promise.all([
      ...offers.map((o) =>
        pay(t, buyer, 'POST', '/v2/users/self/purchases_offer/transaction', {
          offer_id: o.offer_id,
          paysystem_shortname: 'balance',
          return_url: 'https://efir.test/packets/2?purchased=true',
        }),
      ),
      enable(buyer, ADDON),
    ])
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1)
    for (const r of answers.filter((x) => x.statusCode !== 201)) expect(r.statusCode).toBe(400)
    const rows = (await subsOf(buyer, ADDON)).filter((r) => r.status !== 'cancelled')
    expect(rows.map((r) => [r.id, r.status])).toEqual([[purchase.id, 'active']])
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(0)
    const paidOffer = answers.findIndex((r, i) => i < offers.length && r.statusCode === 201)
    const offer = offers[paidOffer]
    if (offer) {
      const read = expectContract(
        endpoints.getOffer,
        await get(buyer, `/v2/users/self/purchases_offer/${offer.offer_id}`),
      )
      expect(read).toMatchObject({ status: 'paid', purchase_id: purchase.id })
    }
  })

  it('an awaiting purchase paid by its own PATCH in two tabs at once is charged once', async () => {
    const { buyer, purchase } = await awaitingAddon(500_000)
    const answers = await Promise.all(
      [1, 2].map(() =>
        pay(t, buyer, 'PATCH', `/v2/users/self/purchases/${purchase.id}`, {
          purchase_type_id: ADDON,
          account_id: buyer.accountId,
          status: 'active',
        }),
      ),
    )
    for (const r of answers) expect(expectContract(endpoints.activatePurchase, r).status).toBe('active')
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(500_000 - 199_000)
    expect((await subsOf(buyer, ADDON)).map((r) => r.status)).toEqual(['active'])
  })

  it('a next period bought short and paid by card later starts when the running one ends, not at once', async () => {
    const [buyer] = await makeBuyers(t, 1, 100_000, { base: true })
    if (!buyer) throw new Error('no buyer')
    const running = await baseSubOf(buyer)
    const next = expectContract(
      endpoints.createPurchase,
      await pay(t, buyer, 'POST', '/v2/users/self/purchases', {
        purchase_type_id: QUARTER,
        account_id: buyer.accountId,
      }),
      201,
    )
    expect(next).toMatchObject({ status: 'awaiting_payment', shortfall: '6990.00' })
    const card = await startTopUp(buyer, 6990, next.transactionId ?? undefined)
    expect((await callback(card.token, 'complete')).statusCode).toBe(200)
    const [quarter] = (await subsOf(buyer, 1)).filter((x) => x.id === next.id)
    // paid once for each day: the quarter follows the month, it does not overlap it
    expect(quarter).toMatchObject({ status: 'active', startedAt: running.expiresAt })
    expect(quarter?.expiresAt.getTime()).toBe(running.expiresAt.getTime() + 90 * DAY_MS)
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(0)
  })

  it('the renewal job, bundles and cancellations at the same moment lock account before subscription: no deadlock', async () => {
    // The job used to lock the subscription, then the account; a purchase locks the account, then the
    // subscriptions it changes (the bundle turns off its packets' renewal): at once, PostgreSQL aborted
    // one of the two (409)
    for (let round = 0; round < 4; round++) {
      const buyers = await makeBuyers(t, 6, 1_000_000, { base: true })
      const now = t.clock.now()
      await t.database.db
        .update(s.subscriptions)
        .set({ renew: true, nextPayAt: now })
        .where(
          and(
            inArray(
              s.subscriptions.userId,
              buyers.map((b) => b.userId),
            ),
            eq(s.subscriptions.packetId, 1),
          ),
        )
      const [job, ...bundles] = await Promise.all([
        t.app.inject({ method: 'POST', url: '/dev/run_renewals' }),
        ...buyers.map((b) => enable(b, BUNDLE)),
      ])
      expect(job.statusCode, job.body).toBe(200)
      expect(bundles.map((r) => r.statusCode)).toEqual(buyers.map(() => 201))
    }
  })

  it('a cancellation that read the purchase before it was paid does not cancel it once paid', async () => {
    const { buyer, purchase } = await awaitingAddon(199_000)
    // the DELETE read the purchase awaiting; the payment (another tab, the gateway) commits first
    const [seen] = await subsOf(buyer, ADDON)
    if (!seen) throw new Error('no purchase')
    const paid = await pay(t, buyer, 'PATCH', `/v2/users/self/purchases/${purchase.id}`, {
      purchase_type_id: ADDON,
      account_id: buyer.accountId,
      status: 'active',
    })
    expect(expectContract(endpoints.activatePurchase, paid).status).toBe('active')
    await cancelSubscription({ db: t.database.db, now: t.clock.now } as AppContext, seen)
    // paid and delivered: it stays active (nothing paid is undelivered)
    expect((await subsOf(buyer, ADDON)).map((x) => x.status)).toEqual(['active'])
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(0)
  })
})
