import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { expectContract, expectError, signedInApp, type Api, type TestApp } from './support/test-app.ts'
import { GATEWAY_SECRET, ledgerMismatches, ledgerOf, makeBuyers, pay } from './support/commerce.ts'

// Issue 14: the commerce endpoints of spec 3 §7 driven as the client will, with the demo gateway.
const ADDON_CHANNEL = 107
const ADDON_TITLE = 14
const PAID_FILM = 17
const DAY_MS = 86_400_000

describe('commerce: packets, purchase, payment, subscription actions', () => {
  let t: TestApp
  let a: Api
  let token: string
  let accountId: number
  const me = () => ({ token })
  const get = (url: string, query: Record<string, string> = {}) =>
    a.inject({ method: 'GET', url, query: { access_token: token, ...query } })
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 250 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20))
  }
  const gatewayPost = (url: string, form: string) =>
    a.inject({
      method: 'POST',
      url,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  const tokenOf = (url: string | null) => new URL(url ?? 'http://x/').pathname.split('/').pop() ?? ''

  beforeAll(async () => {
    ;({ t, a, token } = await signedInApp({ gatewayDelayMs: 30, gatewaySecret: GATEWAY_SECRET }))
    const accounts = expectContract(endpoints.listAccounts, await get('/v2/users/self/accounts'))
    accountId = accounts[0]?.id ?? 0
  })
  afterAll(async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([])
    await t.close()
  })

  it('lists packets with prices as money strings, the free packet 0, periods, provider and bundles', async () => {
    const list = expectContract(endpoints.listPackets, await a.inject({ method: 'GET', url: '/v2/packets' }))
    expect(list.map((p) => p.id)).toEqual([0, 1, 2, 4, 3, 5])
    const base = list.find((p) => p.id === 1)
    expect(base).toMatchObject({ price: '2990.00', is_base: true, kind: 'base', currency: { UTF_NAME: '₸' } })
    const mine = expectContract(endpoints.getPacket, await get('/v2/packets/1'))
    expect(mine.subscription?.actions).toMatchObject({ can_disable_renew: true, can_subscribe: false })
    expect(mine.subscription?.next_price).toBe('2990.00')
    const free = expectContract(endpoints.getPacket, await get('/v2/packets/0'))
    expect(free).toMatchObject({ price: '0.00', kind: 'promo' })
    expect(expectError(await get('/v2/packets/999'), 404, 'not_found').message).toBeTruthy()
    const periods = expectContract(endpoints.getPurchasePeriods, await get('/v2/packets/1/purchaseperiods'))
    expect(periods.map((p) => p.period_human)).toEqual([
      { years: 0, months: 1, days: 0 },
      { years: 0, months: 3, days: 0 },
      { years: 1, months: 0, days: 0 },
    ])
    const cinema = expectContract(endpoints.getPacket, await get('/v2/packets/5'))
    expect(cinema).toMatchObject({ is_trial: true, trial_price: '0.00', trial_period_human: { days: 7 } })
    const info = expectContract(endpoints.getProviderInfo, await get('/v2/providers/efir/info'))
    expect(info.bundles.map((b) => [b.custom_name, b.custom_price])).toEqual([
      ['Интернет + ТВ', '7990.00'],
      ['Максимум', '9990.00'],
    ])
    const inBundle = expectContract(
      endpoints.getProviderBundlePacket,
      await get('/v2/providers/1/bundles/2/packets/3'),
    )
    expect(inBundle.bundle?.custom_name).toBe('Максимум')
    expectError(await get('/v2/providers/1/bundles/1/packets/3'), 404, 'not_found')
    const films = expectContract(endpoints.listPurchasePackets, await get('/v2/purchasepackets'))
    expect(films.map((p) => p.id)).toEqual([7])
    const quick = expectContract(
      endpoints.getContentQuickSalesPackets,
      await get(`/v2/contents/${PAID_FILM}/quick_sales_packets`),
    )
    expect(quick.map((q) => [q.packet.id, q.purchases[0]?.amount])).toEqual([[7, '990.00']])
  })

  it('402 when the balance is short, with the figures; nothing is charged', async () => {
    const res = await pay(t, me(), 'POST', '/v2/users/self/subscriptions', { packet_id: 2 })
    const body = expectError(res, 402, 'insufficient_funds')
    expect(body.payment).toMatchObject({ amount: '1990.00', balance: '1500.00', shortfall: '490.00' })
    expect(expectContract(endpoints.getBalance, await get('/v2/users/self/balance')).balance).toBe('1500.00')
  })

  it('buys with too little balance: pays the shortfall on the card page and the channel and titles unlock', async () => {
    expectError(await get(`/v2/channels/${ADDON_CHANNEL}/stream`), 403, 'not_purchased')
    const purchase = expectContract(
      endpoints.createPurchase,
      await pay(t, me(), 'POST', '/v2/users/self/purchases', { purchase_type_id: 2, account_id: accountId }),
      201,
    )
    expect(purchase).toMatchObject({ status: 'awaiting_payment', is_have_money_on_balance: false })
    const started = expectContract(
      endpoints.payShortUrl,
      await pay(t, me(), 'POST', `/v2/users/self/accounts/${accountId}/payforms/short_url`, {
        paysystem_shortname: 'democard',
        amount: 490,
        is_save_card: true,
        return_url: 'https://efir.test/packets/2?purchased=true',
        transaction_id: purchase.transactionId,
      }),
      201,
    )
    expect(started.amount).toBe('490.00')
    const page = await a.inject({ method: 'GET', url: `/gateway/pay/${tokenOf(started.full_url)}` })
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(
      (await gatewayPost(`/gateway/pay/${tokenOf(started.full_url)}`, 'card=4242424242424242')).statusCode,
    ).toBe(200)
    // The gateway calls back late: meanwhile the transaction answers 504 (keep polling).
    expectError(await get(`/v2/users/self/transactions/${started.id}`), 504, 'transaction_pending')
    await until(async () => (await get(`/v2/users/self/transactions/${started.id}`)).statusCode === 200)
    const done = expectContract(
      endpoints.getTransaction,
      await get(`/v2/users/self/transactions/${started.id}`),
    )
    expect(done.status).toBe('complete')
    expect((await get(`/v2/channels/${ADDON_CHANNEL}/stream`)).statusCode).toBe(200)
    const meta = expectContract(
      endpoints.getContentMetadata,
      await get(`/v2/users/self/content_metadata/${ADDON_TITLE}`),
    )
    expect(meta.is_purchased).toBe(true)
    expect(expectContract(endpoints.getBalance, await get('/v2/users/self/balance')).balance).toBe('0.00')
    const cards = expectContract(endpoints.listCards, await get('/v2/users/self/cards'))
    expect(cards.map((c) => [c.number, c.is_primary])).toEqual([['424242******4242', true]])
  })

  it('disables renewal (400 with the text), then 451; re-enables it', async () => {
    const current = expectContract(
      endpoints.listCurrentSubscriptions,
      await get('/v2/users/self/subscriptions/current'),
    )
    const addon = current.find((s) => s.packet_id === 2)
    if (!addon) throw new Error('no add-on subscription')
    const del = () =>
      a.inject({
        method: 'DELETE',
        url: `/v2/users/self/subscriptions/${addon.id}`,
        query: { access_token: token },
      })
    // the date in the viewer's language (ru by default), not ISO (issue 29)
    const text = expectError(await del(), 400, 'renewal_disabled').message
    expect(text).toMatch(/\d{1,2} [а-я]+ \d{4} г\./)
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expectError(await del(), 451, 'subscription_locked')
    const packet = expectContract(endpoints.getPacket, await get('/v2/packets/2'))
    expect(packet.subscription?.actions).toMatchObject({ can_enable_renew: true, can_disable_renew: false })
    const renewed = expectContract(
      endpoints.renewSubscription,
      await a.inject({
        method: 'PATCH',
        url: `/v2/users/self/subscriptions/${addon.id}`,
        query: { access_token: token },
        payload: { renew: true },
      }),
    )
    expect(renewed.renew).toBe(true)
  })

  it('tops up by QR (451 with the server amount for another), by phone with the SMS code, and buys the film', async () => {
    const qrUrl = `/v2/users/self/accounts/${accountId}/payforms/qrcode_make_transaction`
    const qr = expectContract(
      endpoints.payQrCode,
      await pay(t, me(), 'POST', qrUrl, { paysystem_shortname: 'demoqr', amount: 500 }),
      201,
    )
    const mismatch = expectError(
      await pay(t, me(), 'POST', qrUrl, { paysystem_shortname: 'demoqr', amount: 10, transaction_id: qr.id }),
      451,
      'amount_mismatch',
    )
    expect(mismatch.payment).toMatchObject({ amount: '500.00', qrcode_url: qr.qrcode_url })
    expect((await gatewayPost(new URL(qr.qrcode_url ?? '').pathname, '')).statusCode).toBe(200)
    await until(async () => (await get(`/v2/users/self/transactions/${qr.id}`)).statusCode === 200)
    const phoneUrl = `/v2/users/self/accounts/${accountId}/payforms/phone`
    const phone = expectContract(
      endpoints.payPhone,
      await pay(t, me(), 'POST', phoneUrl, {
        phone: '77000000001',
        amount: 490,
        paysystem_shortname: 'demophone',
      }),
      201,
    )
    // the demo's refused number: a 403 with the operator's reason, never a 5xx (spec 3 §7 other errors)
    const refused = await pay(t, me(), 'POST', phoneUrl, {
      phone: '70000000000',
      amount: 490,
      paysystem_shortname: 'demophone',
    })
    expect(expectError(refused, 403, 'permission_denied').message).not.toBe('')
    const outbox = await a.inject({ method: 'GET', url: '/dev/outbox', query: { phone: '77000000001' } })
    const code = outbox.json<{ code: string }[]>()[0]?.code ?? ''
    const confirmUrl = `/v2/users/self/accounts/${accountId}/payforms/confirm_by_sms`
    const confirm = (c: string) =>
      pay(t, me(), 'POST', confirmUrl, {
        token: c,
        transaction_id: phone.id,
        paysystem_shortname: 'demophone',
      })
    expectError(await confirm(code === '000000' ? '111111' : '000000'), 400, 'payment_declined')
    expect(expectContract(endpoints.confirmBySms, await confirm(code), 201).status).toBe('complete')
    expect(expectContract(endpoints.getBalance, await get('/v2/users/self/balance')).balance).toBe('990.00')
    expectError(await get(`/v2/libraries/1/contents/${PAID_FILM}/stream`), 403, 'not_purchased')
    const film = expectContract(
      endpoints.createPurchase,
      await pay(t, me(), 'POST', '/v2/users/self/purchases', { purchase_type_id: 7, account_id: accountId }),
      201,
    )
    expect(film.status).toBe('active')
    expect((await get(`/v2/libraries/1/contents/${PAID_FILM}/stream`)).statusCode).toBe(200)
  })

  it('pays an offer (spec 3 §4 offer mode): 400 no_funds from a short balance, one transaction moved between pay systems', async () => {
    const [buyer] = await makeBuyers(t, 1, 0)
    const [rich] = await makeBuyers(t, 1, 99_000)
    if (!buyer || !rich) throw new Error('no buyers')
    const as = (b: { token: string }, url: string) =>
      a.inject({ method: 'GET', url, query: { access_token: b.token } })
    const offerOf = async (b: { token: string }) =>
      expectContract(
        endpoints.createOffer,
        await pay(t, b, 'POST', '/v2/users/self/purchases_offer', {
          offer_version: 'tv303',
          purchase_type_id: 7,
          content_id: PAID_FILM,
        }),
        201,
      )
    const offer = await offerOf(buyer)
    expect(offer).toMatchObject({
      status: 'open',
      packet_id: 7,
      offer_info: { distribution_type: 'purchase', product_title: 'Фильм на 48 часов' },
    })
    expect(offer.purchases.map((p) => p.amount)).toEqual(['990.00'])
    const systems = offer.paysystems.map((p) => p.shortname)
    expect(systems).toEqual(expect.arrayContaining(['balance', 'democard', 'demophone', 'demoqr', 'kaspi']))
    // no linked card yet, and bank details cannot pay an offer
    expect(systems).not.toContain('linkedcard')
    expect(systems).not.toContain('invoice')
    expectError(
      await pay(t, buyer, 'POST', '/v2/users/self/purchases_offer', { purchase_type_id: 9999 }),
      404,
      'not_found',
    )
    expectError(await as(rich, `/v2/users/self/purchases_offer/${offer.offer_id}`), 404, 'not_found')
    const payUrl = '/v2/users/self/purchases_offer/transaction'
    const payWith = (paysystem_shortname: string, key?: string) =>
      pay(
        t,
        buyer,
        'POST',
        payUrl,
        {
          offer_id: offer.offer_id,
          paysystem_shortname,
          return_url: 'https://efir.test/watch/17?purchased=true',
        },
        key,
      )
    expectError(await payWith('balance'), 400, 'no_funds')
    expectError(await payWith('nosuch'), 404, 'not_found')
    expectError(await as(buyer, `/v2/libraries/1/contents/${PAID_FILM}/stream`), 403, 'not_purchased')
    const key = 'offer-card-1'
    const card = expectContract(endpoints.payOffer, await payWith('democard', key), 201)
    expect(card).toMatchObject({ status: 'pending', amount: '990.00' })
    expect(card.full_url).toMatch(/\/gateway\/pay\//)
    expect(expectContract(endpoints.payOffer, await payWith('democard', key), 201).id).toBe(card.id)
    const qr = expectContract(endpoints.payOffer, await payWith('demoqr'), 201)
    expect(qr).toMatchObject({ id: card.id, full_url: null })
    expectError(await payWith('balance'), 409, 'conflict')
    expect((await gatewayPost(new URL(qr.qrcode_url ?? '').pathname, '')).statusCode).toBe(200)
    await until(async () => {
      const o = await as(buyer, `/v2/users/self/purchases_offer/${offer.offer_id}`)
      return o.json<{ status: string }>().status === 'paid'
    })
    expect((await as(buyer, `/v2/libraries/1/contents/${PAID_FILM}/stream`)).statusCode).toBe(200)
    expectError(await payWith('demoqr'), 404, 'not_found')
    const richOffer = await offerOf(rich)
    const paid = expectContract(
      endpoints.payOffer,
      await pay(t, rich, 'POST', payUrl, {
        offer_id: richOffer.offer_id,
        paysystem_shortname: 'balance',
        return_url: 'https://efir.test/watch/17?purchased=true',
      }),
      201,
    )
    expect(paid.status).toBe('complete')
    // with a linked card the offer's transaction is charged from it (payforms/linkedcard)
    const cardUrl = `/v2/users/self/accounts/${accountId}/payforms/linkedcard`
    const cards = expectContract(endpoints.listCards, await get('/v2/users/self/cards'))
    const linked = cards[0]
    if (!linked) throw new Error('the demo user has a linked card by now')
    const mine = expectContract(
      endpoints.createOffer,
      await pay(t, me(), 'POST', '/v2/users/self/purchases_offer', { purchase_type_id: 4 }),
      201,
    )
    expect(mine.paysystems.map((p) => p.shortname)).toContain('linkedcard')
    const pending = expectContract(
      endpoints.payOffer,
      await pay(t, me(), 'POST', payUrl, {
        offer_id: mine.offer_id,
        paysystem_shortname: 'linkedcard',
        return_url: 'https://efir.test/packets/4?purchased=true',
      }),
      201,
    )
    expect(pending.status).toBe('pending')
    const charged = expectContract(
      endpoints.payLinkedCard,
      await pay(t, me(), 'POST', cardUrl, {
        amount: Number(pending.amount),
        card_id: linked.id,
        transaction_id: pending.id,
      }),
      201,
    )
    expect(charged).toMatchObject({ id: pending.id, status: 'complete' })
    expect(
      expectContract(endpoints.getOffer, await get(`/v2/users/self/purchases_offer/${mine.offer_id}`)).status,
    ).toBe('paid')
    expect(expectContract(endpoints.getBalance, await as(rich, '/v2/users/self/balance')).balance).toBe(
      '0.00',
    )
    expect((await as(rich, `/v2/libraries/1/contents/${PAID_FILM}/stream`)).statusCode).toBe(200)
  })

  it('refuses malformed and foreign input with 4xx and no effect', async () => {
    const [other] = await makeBuyers(t, 1, 100_000)
    if (!other) throw new Error('no buyer')
    const before = expectContract(endpoints.getBalance, await get('/v2/users/self/balance')).balance
    const topUp = `/v2/users/self/accounts/${accountId}/payforms/short_url`
    const body = { paysystem_shortname: 'democard', return_url: 'https://efir.test/' }
    for (const amount of [-5, 0, 10.001, '10', 1e12]) {
      expectError(await pay(t, me(), 'POST', topUp, { ...body, amount }), 400, 'validation_error')
    }
    const noKey = await a.inject({
      method: 'POST',
      url: topUp,
      query: { access_token: token },
      payload: { ...body, amount: 5 },
    })
    expectError(noKey, 400, 'idempotency_key_required')
    expectError(await pay(t, other, 'POST', topUp, { ...body, amount: 5 }), 404, 'not_found')
    expectError(
      await pay(t, me(), 'POST', '/v2/users/self/subscriptions', { packet_id: 999 }),
      404,
      'not_found',
    )
    expectError(
      await pay(t, me(), 'POST', '/v2/users/self/purchases', {
        purchase_type_id: 999,
        account_id: accountId,
      }),
      404,
      'not_found',
    )
    expectError(
      await pay(t, me(), 'POST', '/v2/users/self/purchases', {
        purchase_type_id: 2,
        account_id: other.accountId,
      }),
      404,
      'not_found',
    )
    const card = `/v2/users/self/accounts/${other.accountId}/payforms/linkedcard`
    expectError(await pay(t, other, 'POST', card, { amount: 5, card_id: 1 }), 404, 'not_found')
    expectError(
      await a.inject({
        method: 'GET',
        url: '/v2/users/self/transactions/1',
        query: { access_token: other.token },
      }),
      404,
      'not_found',
    )
    expectError(await get('/v2/users/self/transactions/99999'), 404, 'not_found')
    expect(expectContract(endpoints.getBalance, await get('/v2/users/self/balance')).balance).toBe(before)
  })

  it('promo codes grant their packets and days for real; a card-only code asks for a card', async () => {
    const [fresh] = await makeBuyers(t, 1, 0)
    if (!fresh) throw new Error('no buyer')
    const check = await a.inject({
      method: 'POST',
      url: '/v2/users/self/promokeys/check',
      query: { access_token: fresh.token },
      payload: { key: 'CINEMA30' },
    })
    expect(expectContract(endpoints.checkPromoKey, check).user_must_have_credit_card).toBe(true)
    expectError(
      await pay(t, fresh, 'POST', '/v2/users/self/promokeys', { key: 'CINEMA30' }),
      400,
      'card_required',
    )
    const applied = expectContract(
      endpoints.applyPromoKey,
      await pay(t, fresh, 'POST', '/v2/users/self/promokeys', { key: 'FREE7' }),
    )
    expect(applied).toMatchObject({ tariff_name: 'Базовый', days: 7, packet_ids: [1] })
    expect(new Date(applied.end_at ?? 0).getTime()).toBe(t.clock.now().getTime() + 7 * DAY_MS)
    const stream = await a.inject({
      method: 'GET',
      url: '/v2/channels/104/stream',
      query: { access_token: fresh.token },
    })
    expect(stream.statusCode).toBe(200)
    const subs = expectContract(
      endpoints.listCurrentSubscriptions,
      await a.inject({
        method: 'GET',
        url: '/v2/users/self/subscriptions/current',
        query: { access_token: fresh.token },
      }),
    )
    expect(subs.map((s) => [s.packet_id, s.type, s.actions.can_disable_renew])).toEqual([[1, 'promo', false]])
  })

  it('renews from the linked card when the balance is short, and expiry locks what a lapsed packet sold', async () => {
    t.clock.advance(40 * DAY_MS)
    token = await a.signIn() // the old token expired with the days
    const run = await a.inject({ method: 'POST', url: '/dev/run_renewals' })
    expect(run.json<{ renewed: number }>().renewed).toBeGreaterThan(0)
    const balance = expectContract(endpoints.getBalance, await get('/v2/users/self/balance'))
    expect(balance.balance).toBe('0.00')
    // The primary card (the success test card) paid. What renewed is «Всё включено», bought in the
    // offer test: it took over Базовый and the add-on it includes (issue 29: their renewal stopped
    // then), so only the bundle was charged, and the add-on's channel plays through it.
    const renewals = (await ledgerOf(t.database.db, accountId)).filter((l) => l.kind === 'renewal')
    expect(renewals.map((l) => l.amount)).toEqual([-449_000])
    expect((await get(`/v2/channels/${ADDON_CHANNEL}/stream`)).statusCode).toBe(200)
    const packets = expectContract(endpoints.listPackets, await get('/v2/packets'))
    expect(packets.find((p) => p.id === 4)?.subscription?.status).toBe('active')
    expect(packets.find((p) => p.id === 2)).toMatchObject({
      subscription: null,
      included_in: { packet_id: 4 },
    })
    expect((await get(`/v2/libraries/1/contents/${PAID_FILM}/stream`)).statusCode).toBe(403)
  })
})
