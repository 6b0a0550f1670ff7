import { count } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/connect.ts'
import * as s from '../src/db/schema/index.ts'
import { trustProxyFrom } from '../src/lib/trust-proxy.ts'
import { prepareDatabase } from '../src/seed/index.ts'
import { PROVIDERS } from '../src/seed/providers.ts'
import {
  balanceOf,
  insertDueSubscriptions,
  ledgerMismatches,
  ledgerOf,
  makeBuyers,
  payByDemoCard,
} from './support/commerce.ts'
import {
  createSecondInstance,
  createTestApp,
  expectError,
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
      expect([users?.n, providers?.n, bundles?.n]).toEqual([3, PROVIDERS.length, 2])
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
    await payByDemoCard(t, buyer)
    await until(async () => (await balanceOf(t.database.db, buyer.accountId)) === 10_000)
  })

  it('a callback the instance that took the card never sent (it stopped) is sent by another one', async () => {
    callbacksTo = null
    const stopping = await createSecondInstance(t, { gatewayDelayMs: 60_000 })
    const [buyer] = await makeBuyers(t, 1, 0)
    if (!buyer) throw new Error('no buyer')
    await payByDemoCard(t, buyer, stopping.app)
    await new Promise((r) => setTimeout(r, 200)) // the callbacks are stored
    await stopping.close()
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(0)
    t.clock.advance(5 * 60_000)
    // the other instance's sweep (every 5 s with jobs on; here on demand) sends both, once
    const runs = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/dev/run_gateway_callbacks' })),
    )
    const delivered = runs.map((r) => r.json<{ delivered: number }>().delivered)
    expect(delivered[0]! + delivered[1]!).toBe(2)
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(10_000)
    expect((await t.app.inject({ method: 'POST', url: '/dev/run_gateway_callbacks' })).json()).toEqual({
      delivered: 0,
    })
  })

  it('the renewal job running on both instances at once renews each due subscription once', async () => {
    const buyers = await makeBuyers(t, 20, 299_000)
    await insertDueSubscriptions(t, buyers)
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

describe('behind a reverse proxy (EFIR_TRUST_PROXY)', () => {
  let t: TestApp
  let proxied: Awaited<ReturnType<typeof createSecondInstance>>
  beforeAll(async () => {
    t = await createTestApp()
    proxied = await createSecondInstance(t, { trustProxy: trustProxyFrom('loopback') })
  })
  afterAll(async () => {
    await proxied.close()
    await t.close()
  })
  // inject() comes from 127.0.0.1 unless told: the proxy's address
  const sendFrom = (app: FastifyInstance, i: number, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/v2/mw/otps',
      payload: { phone: `7700666${String(i).padStart(4, '0')}` },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    })

  it('the limits per address count each viewer behind the proxy, not the proxy', async () => {
    for (let i = 0; i < 10; i++) expect((await sendFrom(proxied.app, i, '203.0.113.7')).statusCode).toBe(200)
    expectError(await sendFrom(proxied.app, 10, '203.0.113.7'), 429, 'too_many_requests')
    // another viewer behind the same proxy is not limited by the first one's sends
    expect((await sendFrom(proxied.app, 11, '198.51.100.1')).statusCode).toBe(200)
  })

  it('without a trusted proxy X-Forwarded-For is ignored: a caller cannot pick its own address', async () => {
    const direct = (i: number) => sendFrom(t.app, 20 + i, `192.0.2.${i + 1}`, '203.0.113.99')
    for (let i = 0; i < 10; i++) expect((await direct(i)).statusCode).toBe(200)
    expectError(await direct(10), 429, 'too_many_requests')
  })

  it('reads EFIR_TRUST_PROXY', () => {
    expect([undefined, '', '0', 'false', 'true', 'loopback, 10.0.0.0/8'].map(trustProxyFrom)).toEqual([
      false,
      false,
      false,
      false,
      true,
      'loopback, 10.0.0.0/8',
    ])
  })
})

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}
