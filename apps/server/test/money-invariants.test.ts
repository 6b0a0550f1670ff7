import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { buildApp } from '../src/app.ts'
import * as s from '../src/db/schema/index.ts'
import { signCallback } from '../src/gateway/demo/callbacks.ts'
import { createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'
import {
  GATEWAY_SECRET,
  balanceOf,
  insertDueSubscriptions,
  ledgerMismatches,
  ledgerOf,
  makeBuyers,
  pay,
  payByDemoCard,
} from './support/commerce.ts'

// Issue 14 "Money invariants": run on PGlite and, with TEST_DATABASE_URL, on real PostgreSQL where the
// 50 requests truly run at once (a pool of 10 connections).
const ADDON = 2
const ADDON_PRICE = 199_000

describe('money invariants', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ gatewayDelayMs: 10, gatewaySecret: GATEWAY_SECRET })
  })
  afterAll(async () => {
    expect(await ledgerMismatches(t.database.db), 'every ledger sums to its balance').toEqual([])
    await t.close()
  })

  it('50 concurrent purchases with money for one: exactly one succeeds, the balance never goes below 0', async () => {
    const [buyer] = await makeBuyers(t, 1, ADDON_PRICE, { base: true })
    if (!buyer) throw new Error('no buyer')
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        pay(t, buyer, 'POST', '/v2/users/self/subscriptions', { packet_id: ADDON }),
      ),
    )
    const statuses = answers.map((r) => r.statusCode)
    expect(statuses.filter((x) => x === 201)).toHaveLength(1)
    expect(
      statuses.every((x) => x === 201 || (x >= 400 && x < 500)),
      statuses.join(','),
    ).toBe(true)
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(0)
    const purchases = (await ledgerOf(t.database.db, buyer.accountId)).filter((l) => l.kind === 'purchase')
    expect(purchases.map((l) => l.amount)).toEqual([-ADDON_PRICE])
  })

  it('50 concurrent redemptions of a single-use promo code: exactly one', async () => {
    const buyers = await makeBuyers(t, 50, 0)
    const answers = await Promise.all(
      buyers.map((b) => pay(t, b, 'POST', '/v2/users/self/promokeys', { key: 'ONCE' })),
    )
    const won = answers.filter((r) => r.statusCode === 200)
    expect(won).toHaveLength(1)
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectError(r, 400, 'promo_exhausted')
    const grants = await t.database.db.select().from(s.subscriptions).where(eq(s.subscriptions.type, 'promo'))
    expect(grants.filter((g) => buyers.some((b) => b.userId === g.userId))).toHaveLength(1)
  })

  it('the same Idempotency-Key, twice in a row or 20 times at once, charges once and answers the same', async () => {
    const [buyer] = await makeBuyers(t, 1, 1_000_000, { base: true })
    if (!buyer) throw new Error('no buyer')
    const key = randomUUID()
    const body = { purchase_type_id: ADDON, account_id: buyer.accountId }
    const first = await pay(t, buyer, 'POST', '/v2/users/self/purchases', body, key)
    const again = await pay(t, buyer, 'POST', '/v2/users/self/purchases', body, key)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(expectContract(endpoints.createPurchase, first, 201))
    const key2 = randomUUID()
    const body2 = { purchase_type_id: 3, account_id: buyer.accountId, agreement_accepted: true }
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => pay(t, buyer, 'POST', '/v2/users/self/purchases', body2, key2)),
    )
    const bodies = new Set(burst.map((r) => (r.statusCode === 201 ? r.body : String(r.statusCode))))
    expect(burst.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true)
    expect(bodies.size).toBeLessThanOrEqual(2)
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(1_000_000 - ADDON_PRICE - 99_000)
    // The same key with another body is refused, and changes nothing.
    expectError(
      await pay(t, buyer, 'POST', '/v2/users/self/purchases', body2, key),
      422,
      'idempotency_key_reused',
    )
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(1_000_000 - ADDON_PRICE - 99_000)
  })

  it('20 concurrent payments of one offer from a balance enough for two: one purchase, one charge', async () => {
    const FILM_PRICE = 99_000
    const [buyer] = await makeBuyers(t, 1, 2 * FILM_PRICE)
    if (!buyer) throw new Error('no buyer')
    const offer = expectContract(
      endpoints.createOffer,
      await pay(t, buyer, 'POST', '/v2/users/self/purchases_offer', { purchase_type_id: 7 }),
      201,
    )
    const body = {
      offer_id: offer.offer_id,
      paysystem_shortname: 'balance',
      return_url: 'https://efir.test/watch/17?purchased=true',
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(t, buyer, 'POST', '/v2/users/self/purchases_offer/transaction', body),
      ),
    )
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1)
    for (const r of answers.filter((x) => x.statusCode !== 201)) expectError(r, 404, 'not_found')
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(FILM_PRICE)
  })

  it('a retry after a commit whose answer was lost (a restarted server) charges once', async () => {
    const [buyer] = await makeBuyers(t, 1, 500_000, { base: true })
    if (!buyer) throw new Error('no buyer')
    const key = randomUUID()
    const body = { packet_id: ADDON }
    // The first instance commits; the client never sees the answer.
    await pay(t, buyer, 'POST', '/v2/users/self/subscriptions', body, key)
    const second = await buildApp({
      db: t.database.db,
      demo: true,
      now: t.clock.now,
      webDist: '/nonexistent',
    })
    try {
      const retried = await second.inject({
        method: 'POST',
        url: '/v2/users/self/subscriptions',
        query: { access_token: buyer.token },
        headers: { 'idempotency-key': key },
        payload: body,
      })
      expectContract(endpoints.createSubscription, retried, 201)
    } finally {
      await second.close()
    }
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(500_000 - ADDON_PRICE)
  })

  it('a completed transaction never changes; duplicate and late callbacks credit once', async () => {
    const [buyer] = await makeBuyers(t, 1, 0)
    if (!buyer) throw new Error('no buyer')
    const { token, transactionId } = await payByDemoCard(t, buyer)
    await until(async () => (await balanceOf(t.database.db, buyer.accountId)) === 10_000)
    await new Promise((r) => setTimeout(r, 150)) // the gateway's repeated callback has come too
    const forged = (status: 'complete' | 'error') => ({
      token,
      status,
      card: null,
      signature: signCallback(GATEWAY_SECRET, token, status, null),
    })
    const storm = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/gateway/callback',
          payload: forged(i % 2 ? 'error' : 'complete'),
        }),
      ),
    )
    expect(storm.every((r) => r.statusCode === 200)).toBe(true)
    const tx = expectContract(
      endpoints.getTransaction,
      await t.app.inject({
        method: 'GET',
        url: `/v2/users/self/transactions/${transactionId}`,
        query: { access_token: buyer.token },
      }),
    )
    expect(tx.status).toBe('complete')
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(10_000)
    expect(
      (await ledgerOf(t.database.db, buyer.accountId)).filter((l) => l.transactionId === transactionId),
    ).toHaveLength(1)
    // An unsigned callback is refused.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/gateway/callback',
      payload: { ...forged('complete'), signature: 'x' },
    })
    expect(bad.statusCode).toBe(403)
  })

  it('renewal jobs running at once renew each due subscription once', async () => {
    const buyers = await makeBuyers(t, 10, 299_000)
    const now = t.clock.now()
    await insertDueSubscriptions(t, buyers)
    await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'POST', url: '/dev/run_renewals' })),
    )
    for (const b of buyers) {
      expect(await balanceOf(t.database.db, b.accountId)).toBe(0)
      const [sub] = await t.database.db
        .select()
        .from(s.subscriptions)
        .where(and(eq(s.subscriptions.userId, b.userId), eq(s.subscriptions.packetId, 1)))
      expect(sub?.expiresAt.getTime()).toBe(now.getTime() + 30 * 86_400_000)
    }
  })
})

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}
