import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { signCallback } from '../src/gateway/demo/callbacks.ts'
import { createTestApp, expectContract, type TestApp } from './support/test-app.ts'
import {
  GATEWAY_SECRET,
  balanceOf,
  ledgerMismatches,
  ledgerOf,
  makeBuyers,
  pay,
  type Buyer,
} from './support/commerce.ts'

/*
 * spec 1 §4 "Block status": -1 opens the QR payment dialog with the amount. Paying that amount (a top-up
 * through any pay form, here the QR) settles the debt and lifts the block, in the settling transaction.
 */
describe('block status -1: paying what is owed lifts the block', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ gatewayDelayMs: 10, gatewaySecret: GATEWAY_SECRET })
  })
  afterAll(async () => {
    expect(await ledgerMismatches(t.database.db), 'every ledger sums to its balance').toEqual([])
    await t.close()
  })

  const get = (buyer: Buyer, url: string) =>
    t.app.inject({ method: 'GET', url, query: { access_token: buyer.token } })
  const blockStatus = async (buyer: Buyer) =>
    expectContract(endpoints.mwStatusBlock, await get(buyer, '/v2/mw/status_block'))
  const block = async (buyer: Buyer, status: -2 | -1 | 0, amount?: number) => {
    const self = expectContract(endpoints.getSelf, await get(buyer, '/v2/users/self'))
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/block_status',
      payload: { username: self.username, status, amount },
    })
    expect(res.statusCode).toBe(200)
  }
  /** A QR top-up of `amount` (major units), as the client starts it without a purchase transaction. */
  const qrTopUp = async (buyer: Buyer, amount: number) =>
    expectContract(
      endpoints.payQrCode,
      await pay(
        t,
        buyer,
        'POST',
        `/v2/users/self/accounts/${buyer.accountId}/payforms/qrcode_make_transaction`,
        {
          paysystem_shortname: 'kaspi',
          amount,
        },
      ),
      201,
    )
  const complete = async (buyer: Buyer, id: number) => {
    for (let i = 0; i < 250; i++) {
      const tx = await get(buyer, `/v2/users/self/transactions/${id}`)
      if (tx.statusCode === 200 && tx.json<{ status: string }>().status === 'complete') return
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`transaction ${id} did not complete`)
  }
  /** The phone that scans the QR pays on the gateway's page. */
  const payQrPage = async (qrcodeUrl: string | null) => {
    const res = await t.app.inject({ method: 'POST', url: new URL(qrcodeUrl ?? '').pathname })
    expect(res.statusCode).toBe(200)
  }

  it('stays while the balance is short of the amount, and is lifted once a top-up covers it', async () => {
    const [buyer] = await makeBuyers(t, 1, 0)
    if (!buyer) throw new Error('no buyer')
    await block(buyer, -1, 1500.5)
    expect(await blockStatus(buyer)).toMatchObject({ status: -1, amount: 1500.5 })

    const part = await qrTopUp(buyer, 1000)
    await payQrPage(part.qrcode_url)
    await complete(buyer, part.id)
    expect(await blockStatus(buyer)).toMatchObject({ status: -1, amount: 1500.5, balance: 1000 })

    const rest = await qrTopUp(buyer, 500.5)
    await payQrPage(rest.qrcode_url)
    await complete(buyer, rest.id)
    expect(await blockStatus(buyer)).toMatchObject({ status: 0, amount: 0, balance: 0, message_detail: null })
    // the debt is its own ledger entry, in minor units
    const ledger = await ledgerOf(t.database.db, buyer.accountId)
    expect(ledger.filter((l) => l.kind === 'block_debt').map((l) => l.amount)).toEqual([-150_050])

    // a top-up with no block changes nothing but the balance
    const more = await qrTopUp(buyer, 10)
    await payQrPage(more.qrcode_url)
    await complete(buyer, more.id)
    expect(await blockStatus(buyer)).toMatchObject({ status: 0, balance: 10 })
  })

  it('a -2 block is not lifted by paying', async () => {
    const [buyer] = await makeBuyers(t, 1, 0)
    if (!buyer) throw new Error('no buyer')
    await block(buyer, -2)
    const topUp = await qrTopUp(buyer, 100)
    await payQrPage(topUp.qrcode_url)
    await complete(buyer, topUp.id)
    expect(await blockStatus(buyer)).toMatchObject({ status: -2, balance: 100 })
  })

  it('two top-ups settling at once pay the debt once', async () => {
    const [buyer] = await makeBuyers(t, 1, 0)
    if (!buyer) throw new Error('no buyer')
    await block(buyer, -1, 100)
    const first = await qrTopUp(buyer, 100)
    const second = await qrTopUp(buyer, 100)
    const callback = (url: string | null) => {
      const token = new URL(url ?? '').pathname.split('/').pop() ?? ''
      return t.app.inject({
        method: 'POST',
        url: '/gateway/callback',
        payload: {
          token,
          status: 'complete',
          card: null,
          signature: signCallback(GATEWAY_SECRET, token, 'complete', null),
        },
      })
    }
    const answers = await Promise.all([callback(first.qrcode_url), callback(second.qrcode_url)])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200])
    expect(await blockStatus(buyer)).toMatchObject({ status: 0, balance: 100 })
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(10_000)
    const ledger = await ledgerOf(t.database.db, buyer.accountId)
    expect(ledger.filter((l) => l.kind === 'block_debt')).toHaveLength(1)
  })
})
