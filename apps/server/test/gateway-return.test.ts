import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { createTestApp, expectContract, type TestApp } from './support/test-app.ts'
import { makeBuyers, pay, type Buyer } from './support/commerce.ts'

// Issue 30: the demo gateway's pages sent the viewer back to any https URL the payment named (an open
// redirect on the product's own domain); now only to the product's own origins.
describe('the demo gateway returns only to the product’s own origins', () => {
  let t: TestApp, buyer: Buyer
  beforeAll(async () => {
    t = await createTestApp({ clientOrigins: ['https://tv.efir.test'] })
    ;[buyer] = (await makeBuyers(t, 1, 0)) as [Buyer]
  })
  afterAll(() => t.close())

  /** The URL the card page's answer refreshes to after paying, for a payment returning to `returnUrl`. */
  const returnedTo = async (returnUrl: string) => {
    const url = `/v2/users/self/accounts/${buyer.accountId}/payforms/short_url`
    const started = expectContract(
      endpoints.payShortUrl,
      await pay(t, buyer, 'POST', url, {
        paysystem_shortname: 'democard',
        amount: 100,
        return_url: returnUrl,
      }),
      201,
    )
    const token = new URL(started.full_url ?? '').pathname.split('/').pop() ?? ''
    const page = await t.app.inject({
      method: 'POST',
      url: `/gateway/pay/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'efir.test' },
      payload: 'card=4242424242424242',
    })
    expect(page.statusCode).toBe(200)
    return /http-equiv="refresh" content="2;url=([^"]*)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&')
  }

  it('to the payment’s own page on this server or a configured client origin', async () => {
    expect(await returnedTo('http://efir.test/packets/2?purchased=true')).toBe(
      'http://efir.test/packets/2?purchased=true',
    )
    expect(await returnedTo('https://tv.efir.test/lk?purchased=true')).toBe(
      'https://tv.efir.test/lk?purchased=true',
    )
  })

  it('never to another site: to this server’s start page instead', async () => {
    expect(await returnedTo('https://evil.test/steal?purchased=true')).toBe('http://efir.test/')
    expect(await returnedTo('https://efir.test.evil.test/')).toBe('http://efir.test/')
    expect(await returnedTo('https://tv.efir.test:8443/')).toBe('http://efir.test/')
  })
})
