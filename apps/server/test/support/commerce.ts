import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../src/context.ts'
import type { Db } from '../../src/db/connect.ts'
import * as t from '../../src/db/schema/index.ts'
import { DEFAULT_PARENTAL } from '../../src/modules/devices/service.ts'
import { issueToken } from '../../src/modules/session/tokens.ts'
import { expectContract, type TestApp } from './test-app.ts'

/** The secret test apps sign forged gateway callbacks with (buildApp's gatewaySecret). */
export const GATEWAY_SECRET = new Uint8Array(32).fill(7)

export interface Buyer {
  userId: number
  accountId: number
  token: string
}

/**
 * Users made straight in the database (no password hashing: fast enough for 50 at once), each with
 * a KZT account holding `balance` minor units (and its opening ledger entry) and, when asked, the
 * base packet running; each gets an access token.
 */
export async function makeBuyers(
  t0: TestApp,
  count: number,
  balance: number,
  options: { base?: boolean } = {},
): Promise<Buyer[]> {
  const db = t0.database.db
  const now = t0.clock.now()
  const tag = randomUUID().slice(0, 8)
  const users = await db
    .insert(t.users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        providerId: 1,
        username: `buyer_${tag}_${i}`,
        dateJoined: now,
      })),
    )
    .returning({ id: t.users.id })
  const accounts = await db
    .insert(t.accounts)
    .values(users.map((u) => ({ userId: u.id, currency: 'KZT', balance })))
    .returning({ id: t.accounts.id, userId: t.accounts.userId })
  if (balance > 0) {
    await db.insert(t.ledgerEntries).values(
      accounts.map((a) => ({
        accountId: a.id,
        amount: balance,
        balanceAfter: balance,
        kind: 'opening' as const,
        createdAt: now,
      })),
    )
  }
  if (options.base) {
    await db.insert(t.subscriptions).values(
      accounts.map((a) => ({
        userId: a.userId,
        packetId: 1,
        purchaseTypeId: 1,
        accountId: a.id,
        startedAt: now,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
        renew: false,
      })),
    )
  }
  // each signed in on a device of its own, as the client signs in (issue 30: streams need a device slot)
  const devices = await db
    .insert(t.devices)
    .values(
      users.map((u) => ({
        userId: u.id,
        serialHash: `serial_${tag}_${u.id}`,
        serialHint: 'test',
        deviceType: 'pc' as const,
        vendor: 'Google',
        model: 'Chrome',
        version: '188',
        osName: 'Linux',
        osVersion: '',
        applicationType: 'web' as const,
        loginAt: now,
        settings: { parentalChannels: 0 },
        parentalSettings: DEFAULT_PARENTAL,
      })),
    )
    .returning({ id: t.devices.id, userId: t.devices.userId })
  const deviceOf = new Map(devices.map((d) => [d.userId, d.id]))
  const ctx = { db, now: t0.clock.now, tokenTtlMs: 43_200_000 } as AppContext
  return Promise.all(
    accounts.map(async (a) => ({
      userId: a.userId,
      accountId: a.id,
      token: (await issueToken(ctx, a.userId, deviceOf.get(a.userId) ?? null)).access_token,
    })),
  )
}

/** A money-moving call with its Idempotency-Key (a fresh one unless given). */
export function pay(
  t0: TestApp,
  buyer: Pick<Buyer, 'token'>,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return t0.app.inject({
    method,
    url,
    query: { access_token: buyer.token },
    headers: { 'idempotency-key': key },
    payload,
  })
}

/**
 * A 1.00 top-up by the demo card that pays (4242…), its card page submitted on `gatewayApp` (the same
 * app by default; another instance in the multi-instance tests). Answers the gateway's payment token and
 * the transaction.
 */
export async function payByDemoCard(t0: TestApp, buyer: Buyer, gatewayApp: FastifyInstance = t0.app) {
  const url = `/v2/users/self/accounts/${buyer.accountId}/payforms/short_url`
  const started = expectContract(
    endpoints.payShortUrl,
    await pay(t0, buyer, 'POST', url, {
      paysystem_shortname: 'democard',
      amount: 100,
      return_url: 'https://shop.test/back',
    }),
    201,
  )
  const token = new URL(started.full_url ?? '').pathname.split('/').pop() ?? ''
  const page = await gatewayApp.inject({
    method: 'POST',
    url: `/gateway/pay/${token}`,
    payload: 'card=4242424242424242',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(page.statusCode).toBe(200)
  return { token, transactionId: started.id }
}

/** A packet-1 subscription per buyer, renewing and due now (what the renewal job charges). */
export async function insertDueSubscriptions(t0: TestApp, buyers: Buyer[]): Promise<void> {
  const now = t0.clock.now()
  await t0.database.db.insert(t.subscriptions).values(
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
}

export async function balanceOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ balance: t.accounts.balance })
    .from(t.accounts)
    .where(eq(t.accounts.id, accountId))
  return row?.balance ?? Number.NaN
}

/** Accounts whose ledger does not sum to their balance (the invariant: none). */
export async function ledgerMismatches(db: Db): Promise<unknown[]> {
  const result = await db.execute(sql`
    select a.id, a.balance, coalesce(sum(l.amount), 0)::bigint as ledger
    from accounts a left join ledger_entries l on l.account_id = a.id
    group by a.id, a.balance
    having a.balance <> coalesce(sum(l.amount), 0)`)
  return (result as { rows: unknown[] }).rows
}

export async function ledgerOf(db: Db, accountId: number) {
  return db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.accountId, accountId))
}
