import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'
import { makeBuyers, pay, type Buyer } from './support/commerce.ts'

// Issue 29: pay systems, bank details, the demo gateway's pages, invalid amounts, promo code results and
// the unsubscribe survey in the viewer's language.
const LANGUAGES = ['ru', 'en', 'kk', 'uz'] as const
const CARD = { ru: 'Банковская карта', en: 'Bank card', kk: 'Банк картасы', uz: 'Bank kartasi' }
const BALANCE = { ru: 'С баланса', en: 'From the balance', kk: 'Баланстан', uz: 'Balansdan' }
const PAY = { ru: 'Оплатить', en: 'Pay', kk: 'Төлеу', uz: 'Toʻlash' }
const PURPOSE = { ru: 'Назначение платежа', en: 'Payment purpose', kk: 'Төлем мақсаты', uz: 'Toʻlov maqsadi' }
const CARD_NUMBER = { ru: 'Номер карты', en: 'Card number', kk: 'Карта нөмірі', uz: 'Karta raqami' }
const PAY_QR = {
  ru: 'Оплатить 10.00 KZT',
  en: 'Pay 10.00 KZT',
  kk: '10.00 KZT төлеу',
  uz: '10.00 KZT toʻlash',
}
const PAID = { ru: 'Оплачено', en: 'Paid', kk: 'Төленді', uz: 'Toʻlandi' }

describe('payment texts in the viewer’s language', () => {
  let t: TestApp, buyer: Buyer
  beforeAll(async () => {
    t = await createTestApp()
    ;[buyer] = (await makeBuyers(t, 1, 0)) as [Buyer]
  })
  afterAll(() => t.close())

  const get = (url: string, language: string) =>
    t.app.inject({
      method: 'GET',
      url,
      query: { access_token: buyer.token },
      headers: { 'accept-language': language },
    })

  it('pay forms: names, descriptions, the button and the bank details', async () => {
    for (const language of LANGUAGES) {
      const systems = expectContract(
        endpoints.listPayforms,
        await get(`/v2/users/self/accounts/${buyer.accountId}/payforms`, language),
      )
      const card = systems.find((s) => s.shortname === 'democard')
      expect(card).toMatchObject({ name: CARD[language], title: CARD[language], button_text: PAY[language] })
      const invoice = systems.find((s) => s.payform_shortname === 'info')
      expect(Object.keys(invoice?.data ?? {})).toContain(PURPOSE[language])
      expect(invoice?.data?.[PURPOSE[language]]).toContain(String(buyer.accountId))
      // in Cyrillic interfaces nothing is left in English (but the brand names Kaspi and IBAN)
      if (language === 'ru' || language === 'kk') {
        const texts = systems.flatMap((s) => [s.name, s.description, ...Object.keys(s.data ?? {})])
        expect(texts.filter((x) => /^[A-Za-z ,.()]+$/.test(x) && x !== 'Kaspi QR')).toEqual([])
      }
    }
  })

  it('an offer’s pay systems', async () => {
    for (const language of LANGUAGES) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/users/self/purchases_offer',
        query: { access_token: buyer.token },
        headers: { 'accept-language': language },
        payload: { purchase_type_id: 2 },
      })
      const offer = expectContract(endpoints.createOffer, res, 201)
      const names = offer.paysystems.map((p) => p.name)
      expect(names).toContain(BALANCE[language])
      expect(names).toContain(CARD[language])
    }
  })

  it('the gateway’s card and QR pages', async () => {
    const start = async (form: string, body: object) => {
      const res = await pay(
        t,
        buyer,
        'POST',
        `/v2/users/self/accounts/${buyer.accountId}/payforms/${form}`,
        body,
      )
      expect(res.statusCode).toBe(201)
      return res.json<{ full_url: string | null; qrcode_url: string | null }>()
    }
    const card = await start('short_url', {
      paysystem_shortname: 'democard',
      amount: 10,
      return_url: 'https://shop.test/back',
    })
    const qr = await start('qrcode_make_transaction', { paysystem_shortname: 'demoqr', amount: 10 })
    const path = (url: string | null) => new URL(url ?? '').pathname
    for (const language of LANGUAGES) {
      const page = await t.app.inject({
        method: 'GET',
        url: path(card.full_url),
        headers: { 'accept-language': language },
      })
      expect(page.body).toContain(`<html lang="${language}">`)
      expect(page.body).toContain(`<label for="card">${CARD_NUMBER[language]}</label>`)
      const declined = await t.app.inject({
        method: 'POST',
        url: path(card.full_url),
        headers: { 'accept-language': language, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'card=1111',
      })
      expect(declined.statusCode).toBe(400)
      expect(declined.body.includes('Unknown test card')).toBe(language === 'en')
      const qrPage = await t.app.inject({
        method: 'GET',
        url: path(qr.qrcode_url),
        headers: { 'accept-language': language },
      })
      expect(qrPage.body).toContain(`<button type="submit">${PAY_QR[language]}</button>`)
    }
    const paid = await t.app.inject({
      method: 'POST',
      url: path(qr.qrcode_url),
      headers: { 'accept-language': 'kk' },
    })
    expect(paid.body).toContain(PAID.kk)
  })

  it('each kind of invalid top-up amount has its own message, in four languages', async () => {
    const cases = [
      { amount: 0, ru: 'Сумма должна быть больше нуля', en: 'The amount must be greater than zero' },
      { amount: -5, ru: 'Сумма должна быть больше нуля', en: 'The amount must be greater than zero' },
      {
        amount: 10.005,
        ru: 'В сумме может быть не больше двух знаков после точки',
        en: 'The amount can have at most two digits after the point',
      },
      {
        amount: '100',
        ru: 'Сумма должна быть числом, например 1500 или 1500.50',
        en: 'The amount must be a number, like 1500 or 1500.50',
      },
      {
        amount: 1_000_000.01,
        ru: 'Сумма не может быть больше 1 000 000',
        en: 'The amount cannot be more than 1,000,000',
      },
    ]
    const topUp = (amount: unknown, language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v2/users/self/accounts/${buyer.accountId}/payforms/short_url`,
        query: { access_token: buyer.token },
        headers: { 'accept-language': language, 'idempotency-key': `amount-${String(amount)}-${language}` },
        payload: { paysystem_shortname: 'democard', amount, return_url: 'https://shop.test/back' },
      })
    for (const c of cases) {
      for (const language of ['ru', 'en'] as const) {
        const body = expectError(await topUp(c.amount, language), 400, 'validation_error')
        expect(body.message, `${String(c.amount)} ${language}`).toBe(c[language])
        expect(body.detail).toMatchObject({ 'body.amount': c[language] })
      }
    }
    // kk and uz say it too; other fields broken as well: the general message, each field its own
    const kk = expectError(await topUp(0, 'kk'), 400, 'validation_error')
    expect(kk.message).toBe('Сома нөлден үлкен болуы керек')
    const uz = expectError(await topUp(1.001, 'uz'), 400, 'validation_error')
    expect(uz.message).toBe('Summada nuqtadan keyin koʻpi bilan ikki raqam boʻlishi mumkin')
    const both = await t.app.inject({
      method: 'POST',
      url: `/v2/users/self/accounts/${buyer.accountId}/payforms/short_url`,
      query: { access_token: buyer.token },
      headers: { 'accept-language': 'ru', 'idempotency-key': 'amount-both' },
      payload: { paysystem_shortname: 'democard', amount: 0, return_url: 'javascript:alert(1)' },
    })
    const general = expectError(both, 400, 'validation_error')
    expect(general.message).toBe('Некоторые поля заполнены неверно')
    expect(general.detail).toMatchObject({ 'body.amount': 'Сумма должна быть больше нуля' })
  })

  it('promo code results: confirmation, the result and the code’s info', async () => {
    const texts = {
      ru: ['Подключить приветственный пакет?', 'Подключено 7 бесплатных дней', 'На баланс зачислено 500 ₸'],
      en: ['Turn the welcome packet on?', '7 free days are on', '500 ₸ were added to your balance'],
      kk: ['Қарсы алу пакетін қосасыз ба?', '7 тегін күн қосылды', 'Балансқа 500 ₸ түсті'],
      uz: ['Xush kelibsiz paketini ulaysizmi?', '7 bepul kun ulandi', 'Balansga 500 ₸ qoʻshildi'],
    }
    const tariff = { ru: 'Базовый', en: 'Basic', kk: 'Базалық', uz: 'Asosiy' }
    const [a, b, c, d] = (await makeBuyers(t, 4, 0)) as [Buyer, Buyer, Buyer, Buyer]
    const viewers = { ru: a, en: b, kk: c, uz: d }
    for (const language of LANGUAGES) {
      const viewer = viewers[language]
      const headers = { 'accept-language': language, 'idempotency-key': `promo-${language}` }
      const query = { access_token: viewer.token }
      const check = expectContract(
        endpoints.checkPromoKey,
        await t.app.inject({
          method: 'POST',
          url: '/v2/users/self/promokeys/check',
          query,
          headers,
          payload: { key: 'welcome' },
        }),
      )
      expect(check.confirmation_title).toBe(texts[language][0])
      expect(check.confirmation_text).not.toMatch(language === 'en' ? /^$/ : /welcome packet/)
      const applied = expectContract(
        endpoints.applyPromoKey,
        await t.app.inject({
          method: 'POST',
          url: '/v2/users/self/promokeys',
          query,
          headers,
          payload: { key: 'FREE7' },
        }),
      )
      expect(applied).toMatchObject({ description: texts[language][1], tariff_name: tariff[language] })
      const info = expectContract(
        endpoints.getPromoInfo,
        await t.app.inject({ method: 'GET', url: '/v2/promokeys/BONUS500/info', headers }),
      )
      expect(info.description).toBe(texts[language][2])
    }
  })

  it('the unsubscribe survey: question, description and answers', async () => {
    const expected = {
      ru: ['Почему вы отключаете продление?', 'Слишком дорого'],
      en: ['Why are you turning renewal off?', 'It is too expensive'],
      kk: ['Жазылымды ұзартуды неге өшіресіз?', 'Тым қымбат'],
      uz: ['Nega obunani uzaytirishni oʻchiryapsiz?', 'Juda qimmat'],
    }
    for (const language of LANGUAGES) {
      const q = expectContract(endpoints.getSurveyQuestion, await get('/v2/survey/questions/1', language))
      expect(q.question).toBe(expected[language][0])
      expect(q.description).toBeTruthy()
      expect(q.answers.map((x) => x.id)).toEqual([1, 2, 3])
      expect(q.answers[0]?.text).toBe(expected[language][1])
    }
  })
})
