import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'
import { balanceOf, ledgerMismatches, makeBuyers, type Buyer } from './support/commerce.ts'

/*
 * spec 3 §4 "Enabling a packet from its page: blocked in a forbidden country", §6 "Forbidden-country
 * mode blocks enabling packets": the server refuses every purchase from a country the provider forbids
 * (provider 1 forbids US; demo mode takes the country from x-demo-country) with 403 forbidden_country,
 * the country and the address, and nothing is charged or bought.
 */
const ADDON = 2
const ADDON_TYPE = 2
const ADDON_PRICE = 199_000

describe('purchases from a forbidden country', () => {
  let t: TestApp
  let buyer: Buyer
  beforeAll(async () => {
    t = await createTestApp()
    const [made] = await makeBuyers(t, 1, ADDON_PRICE * 2, { base: true })
    if (!made) throw new Error('no buyer')
    buyer = made
  })
  afterAll(async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([])
    await t.close()
  })

  const post = (url: string, payload: object, country?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      query: { access_token: buyer.token },
      headers: { 'idempotency-key': randomUUID(), ...(country ? { 'x-demo-country': country } : {}) },
      payload,
    })
  const subscriptions = async () =>
    expectContract(
      endpoints.listCurrentSubscriptions,
      await t.app.inject({
        method: 'GET',
        url: '/v2/users/self/subscriptions/current',
        query: { access_token: buyer.token },
      }),
    ).map((s) => s.packet_id)

  it('refuses enabling a packet, buying a purchase type and paying an offer with 403', async () => {
    const refused = [
      await post('/v2/users/self/subscriptions', { packet_id: ADDON }, 'US'),
      await post(
        '/v2/users/self/purchases',
        { purchase_type_id: ADDON_TYPE, account_id: buyer.accountId },
        'US',
      ),
    ]
    for (const res of refused) {
      const body = expectError(res, 403, 'forbidden_country')
      expect(body).toMatchObject({ country: 'US', remote: '127.0.0.1' })
      expect(body.message).toContain('US')
    }
    const offer = expectContract(
      endpoints.createOffer,
      await post('/v2/users/self/purchases_offer', { purchase_type_id: ADDON_TYPE }),
      201,
    )
    const paid = await post(
      '/v2/users/self/purchases_offer/transaction',
      {
        offer_id: offer.offer_id,
        paysystem_shortname: 'balance',
        return_url: 'https://shop.test/?purchased=true',
      },
      'us',
    )
    expectError(paid, 403, 'forbidden_country')
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(ADDON_PRICE * 2)
    expect(await subscriptions()).not.toContain(ADDON)
  })

  it('the same purchase from an allowed country goes through', async () => {
    const res = await post('/v2/users/self/subscriptions', { packet_id: ADDON }, 'KZ')
    expect(expectContract(endpoints.createSubscription, res, 201).packet_id).toBe(ADDON)
    expect(await balanceOf(t.database.db, buyer.accountId)).toBe(ADDON_PRICE)
  })
})

// Issue 8: the API refused a forbidden country at device authorisation only; its streams still played.
describe('streams from a forbidden country', () => {
  let t: TestApp
  let buyer: Buyer
  beforeAll(async () => {
    t = await createTestApp()
    const [made] = await makeBuyers(t, 1, 0, { base: true })
    if (!made) throw new Error('no buyer')
    buyer = made
  })
  afterAll(() => t.close())

  const get = (url: string, country?: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      query: token ? { access_token: token } : {},
      headers: country ? { 'x-demo-country': country } : {},
    })

  it('answers 403 forbidden_country for channel and film streams, a guest’s and a subscriber’s', async () => {
    const channel = '/v2/channels/102/stream'
    const film = '/v2/libraries/1/contents/1/stream'
    for (const url of [channel, film]) {
      expect((await get(url, undefined, buyer.token)).statusCode).toBe(200)
      const refused = expectError(await get(url, 'US', buyer.token), 403, 'forbidden_country')
      expect(refused).toMatchObject({ country: 'US' })
      expectError(await get(url, 'US'), 403, 'forbidden_country')
    }
  })
})
