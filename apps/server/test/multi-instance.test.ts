import { count } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { openDatabase } from '../src/db/connect.ts'
import * as s from '../src/db/schema.ts'
import { prepareDatabase } from '../src/seed/index.ts'
import { balanceOf, ledgerMismatches, ledgerOf, makeBuyers, pay } from './support/commerce.ts'
import {
  createSecondInstance,
  createTestApp,
  expectContract,
  freshPostgres,
  serverUrl,
  type TestApp,
} from './support/test-app.ts'

// Issue 8 "The server is stateless": several instances on one PostgreSQL serve the product as one.

describe.skipIf(!serverUrl)('instances starting at once on one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>
  beforeAll(async () => {
    fresh = await freshPostgres()
  })
  afterAll(() => fresh.drop())

  it('three instances migrate and seed an empty database together: once, and all start', async () => {
    const instances = Array.from({ length: 3 }, () => openDatabase({ url: fresh.url }))
    try {
      const seeded = await Promise.all(instances.map((d) => prepareDatabase(d, new Date())))
      expect(seeded.filter(Boolean)).toHaveLength(1)
      const db = instances[0]!.db
      const [users] = await db.select({ n: count() }).from(s.users)
      const [providers] = await db.select({ n: count() }).from(s.providers)
      const [bundles] = await db.select({ n: count() }).from(s.bundles)
      expect([users?.n, providers?.n, bundles?.n]).toEqual([3, 3, 2])
    } finally {
      await Promise.all(instances.map((d) => d.close()))
    }
  })
})

describe('two instances on one database', () => {
  let t: TestApp
  let second: Awaited<ReturnType<typeof createSecondInstance>>
  let callbacksTo: FastifyInstance | null = null
  beforeAll(async () => {
    // Instance A's gateway calls back through "the proxy": whichever instance the test points it at.
    t = await createTestApp({
      gatewayDelayMs: 10,
      gatewayDeliver: (payload) =>
        (callbacksTo ?? t.app).inject({ method: 'POST', url: '/gateway/callback', payload }),
    })
    second = await createSecondInstance(t)
  })
  afterAll(async () => {
    await second.close()
    await t.close()
  })

  it('a gateway callback for a card paid on one instance is accepted by the other (one shared key)', async () => {
    callbacksTo = second.app
    const [buyer] = await makeBuyers(t, 1, 0)
    if (!buyer) throw new Error('no buyer')
    const started = expectContract(
      endpoints.payShortUrl,
      await pay(t, buyer, 'POST', `/v2/users/self/accounts/${buyer.accountId}/payforms/short_url`, {
        paysystem_shortname: 'democard',
        amount: 100,
        return_url: 'https://shop.test/back',
      }),
      201,
    )
    const token = new URL(started.full_url ?? '').pathname.split('/').pop() ?? ''
    const page = await t.app.inject({
      method: 'POST',
      url: `/gateway/pay/${token}`,
      payload: 'card=4242424242424242',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(page.statusCode).toBe(200)
    await until(async () => (await balanceOf(t.database.db, buyer.accountId)) === 10_000)
  })

  it('the renewal job running on both instances at once renews each due subscription once', async () => {
    const buyers = await makeBuyers(t, 20, 299_000)
    const now = t.clock.now()
    await t.database.db.insert(s.subscriptions).values(
      buyers.map((b) => ({
        userId: b.userId,
        packetId: 1,
        purchaseTypeId: 1,
        accountId: b.accountId,
        startedAt: new Date(now.getTime() - 30 * 86_400_000),
        expiresAt: now,
        renew: true,
        nextPayAt: now,
      })),
    )
    const runs = await Promise.all(
      [t.app, second.app, t.app, second.app].map((app) =>
        app.inject({ method: 'POST', url: '/dev/run_renewals' }),
      ),
    )
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    for (const b of buyers) {
      expect(await balanceOf(t.database.db, b.accountId)).toBe(0)
      const renewals = (await ledgerOf(t.database.db, b.accountId)).filter((l) => l.kind === 'renewal')
      expect(renewals.map((l) => l.amount)).toEqual([-299_000])
    }
    expect(await ledgerMismatches(t.database.db)).toEqual([])
  })
})

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}
