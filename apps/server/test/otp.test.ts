import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import {
  createTestApp,
  api,
  expectContract,
  expectError,
  DEMO_PHONE,
  SECOND_PHONE,
  type Api,
  type TestApp,
} from './support/test-app.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const MAX_WRONG_CODES = 5

// One app for the file (a fresh one per test took 2-3 s each, issue 28). Each test starts an hour after
// the one before: past every window a test leaves behind (SMS per phone and per address, a phone's
// lock, checks per address: 15 minutes; a code, a mwat: 10). What time does not undo stays with a
// phone (its outbox, its count of wrong codes until a right one, its viewer's PIN): each test of phone
// codes has a phone of its own.
let t: TestApp
let a: Api
beforeAll(async () => {
  t = await createTestApp()
  a = api(t.app)
})
beforeEach(() => t.clock.advance(HOUR))
afterAll(() => t.close())

describe('phone codes', () => {
  let phones = 0
  /** A viewer of the default provider (6-digit codes) on a phone no other test uses. */
  const newPhone = async () => {
    const phone = `7701${String(++phones).padStart(7, '0')}`
    const created = await a.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { username: `u${phone}`, phone },
    })
    expect(created.statusCode, created.body).toBe(201)
    return phone
  }

  // each check from its own address unless one is given: the phone's lock, not an address's limit
  let addresses = 0
  const nextAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`
  const verify = (phone: string, token: string, accessToken?: string, remoteAddress = nextAddress()) =>
    a.inject({
      method: 'POST',
      url: '/v2/auth/otp',
      query: accessToken ? { access_token: accessToken } : {},
      payload: { phone, token },
      remoteAddress,
    })
  /** The phone's viewer signed in with a code: a viewer with a phone and no password. */
  const signIn = async (phone: string) =>
    expectContract(endpoints.authOtp, await verify(phone, await a.sendCode(phone))).access_token

  it('sends a code of the provider length to the outbox and logs in with it once', async () => {
    const phone = await newPhone()
    const sent = await a.inject({
      method: 'POST',
      url: '/v2/otps',
      payload: { phone, can_display_message: true },
    })
    const body = expectContract(endpoints.sendOtp, sent)
    expect(body).toMatchObject({ resend_after: 60, code_length: 6 })
    expect(body.message).toContain(phone)
    const outbox = (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${phone}` })).json<
      {
        code: string
        text: string
        phone: string
        created_at: string
      }[]
    >()
    expect(outbox).toHaveLength(1)
    const [sms] = outbox
    expect(sms?.code).toMatch(/^\d{6}$/)
    expect(sms?.text).toContain(sms?.code)
    expect(
      expectContract(
        endpoints.getOtpExist,
        await a.inject({ method: 'GET', url: `/v2/otp/exist?phone=${phone}` }),
      ).otp_exist,
    ).toBe(true)

    const login = expectContract(endpoints.authOtp, await verify(phone, sms?.code ?? ''))
    expect(login.user.phone).toBe(phone)
    expectError(await verify(phone, sms?.code ?? ''), 400, 'wrong_code')
    expect(
      expectContract(
        endpoints.getOtpExist,
        await a.inject({ method: 'GET', url: `/v2/otp/exist?phone=${phone}` }),
      ).otp_exist,
    ).toBe(false)
  })

  it('answers invalid_phone for an unknown phone; creating the user then lets the code through', async () => {
    expectError(
      await a.inject({ method: 'POST', url: '/v2/otps', payload: { phone: '77009998877' } }),
      400,
      'invalid_phone',
    )
    await a.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { username: 'u77009998877', phone: '77009998877' },
    })
    const code = await a.sendCode('77009998877')
    expect(expectContract(endpoints.authOtp, await verify('77009998877', code)).user.username).toBe(
      'u77009998877',
    )
  })

  it('lists the newest SMS first', async () => {
    const phone = await newPhone()
    await a.sendCode(phone)
    t.clock.advance(1000)
    const second = await a.sendCode(phone)
    const outbox = (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${phone}` })).json<
      {
        code: string
      }[]
    >()
    expect(outbox.map((s) => s.code)[0]).toBe(second)
  })

  it('expires a code after 10 minutes', async () => {
    const phone = await newPhone()
    const code = await a.sendCode(phone)
    t.clock.advance(10 * MINUTE + 1)
    expectError(await verify(phone, code), 400, 'code_expired')
  })

  it('accepts a code just before 10 minutes', async () => {
    const phone = await newPhone()
    const code = await a.sendCode(phone)
    t.clock.advance(10 * MINUTE - 1000)
    expect((await verify(phone, code)).statusCode).toBe(200)
  })

  it('sends at most 3 codes per phone per 15 minutes, then 429 with retry_after', async () => {
    const phone = await newPhone()
    for (let i = 0; i < 3; i++) await a.sendCode(phone)
    const res = await a.inject({ method: 'POST', url: '/v2/otps', payload: { phone } })
    const body = expectError(res, 429, 'too_many_requests')
    expect(body.message).toMatch(/Попробуйте снова через 15 мин/)
    expect(body.retry_after).toBe(15 * 60)
    t.clock.advance(15 * MINUTE + 1)
    expect((await a.inject({ method: 'POST', url: '/v2/otps', payload: { phone } })).statusCode).toBe(200)
  })

  it('locks the phone for 15 minutes after 5 wrong codes', async () => {
    const phone = await newPhone()
    const code = await a.sendCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expectError(await verify(phone, wrong), 400, 'wrong_code')
    expectError(await verify(phone, wrong), 429, 'too_many_requests')
    // Locked: even the right code is refused.
    expectError(await verify(phone, code), 429, 'too_many_requests')
    t.clock.advance(15 * MINUTE + 1)
    // The old code has expired meanwhile (10 minutes); a new one works.
    expectError(await verify(phone, code), 400, 'code_expired')
    expect((await verify(phone, await a.sendCode(phone))).statusCode).toBe(200)
  })

  it('200 parallel wrong codes: at most 5 are checked, then even the right code is refused (issue 8)', async () => {
    const phone = await newPhone()
    const code = await a.sendCode(phone)
    const guesses = Array.from({ length: 200 }, (_, i) => String(100_000 + i)).filter((g) => g !== code)
    const answers = await Promise.all(guesses.map((g) => verify(phone, g)))
    const wrong = answers.filter((r) => r.statusCode === 400)
    expect(wrong.length).toBeLessThanOrEqual(MAX_WRONG_CODES - 1)
    for (const r of answers.filter((x) => x.statusCode !== 400)) expectError(r, 429, 'too_many_requests')
    expectError(await verify(phone, code), 429, 'too_many_requests')
  })

  it('one address is limited before it can lock another viewer’s phone; SMS sends are limited per address (issue 8)', async () => {
    const phone = await newPhone()
    const code = await a.sendCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const attacker = '203.0.113.7'
    for (let i = 0; i < 4; i++)
      expectError(await verify(phone, wrong, undefined, attacker), 400, 'wrong_code')
    const limited = await verify(phone, wrong, undefined, attacker)
    expect(expectError(limited, 429, 'too_many_requests').message).toMatch(/с этого адреса/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // the phone is not locked: its owner signs in from their own address
    expect((await verify(phone, code, undefined, '198.51.100.1')).statusCode).toBe(200)
    // 10 SMS from one address, whatever the phones; the 11th waits
    const sendFrom = (phone: string) =>
      a.inject({ method: 'POST', url: '/v2/mw/otps', payload: { phone }, remoteAddress: attacker })
    for (let i = 0; i < 10; i++)
      expect((await sendFrom(`7700555${String(i).padStart(4, '0')}`)).statusCode).toBe(200)
    const tooMany = await sendFrom('77005559999')
    expectError(tooMany, 429, 'too_many_requests')
    expect(tooMany.headers['retry-after']).toBe('900')
  })

  it('upgrades a guest on OTP login', async () => {
    const phone = await newPhone()
    const guest = await a.createGuest()
    const code = await a.sendCode(phone)
    expect(expectContract(endpoints.authOtp, await verify(phone, code, guest.token)).was_guest).toBe(true)
  })

  it('logs in through the operator OTP endpoint; unknown operator is 404', async () => {
    const phone = await newPhone()
    const code = await a.sendCode(phone)
    const res = await a.inject({
      method: 'POST',
      url: '/v2/auth/otp/efir/',
      payload: { identifier: phone, token: code },
    })
    expect(expectContract(endpoints.authOtpProvider, res).user.phone).toBe(phone)
    const unknown = await a.inject({
      method: 'POST',
      url: '/v2/auth/otp/nobody/',
      payload: { identifier: phone, token: '123456' },
    })
    expectError(unknown, 404, 'not_found')
  })

  it('lists send methods', async () => {
    const res = await a.inject({ method: 'GET', url: `/v2/otp/send_methods?phone=${DEMO_PHONE}` })
    expect(expectContract(endpoints.getOtpSendMethods, res).methods).toEqual(['sms'])
  })

  it('sends a PIN reset code by SMS (never the PIN), or 400 when there is no PIN', async () => {
    const phone = await newPhone()
    const token = await signIn(phone)
    const url = `/v2/users/self/parental_code/send?access_token=${token}`
    expectError(await a.inject({ method: 'POST', url }), 400, 'validation_error')
    await a.inject({
      method: 'PATCH',
      url: `/v2/users/self?access_token=${token}`,
      payload: { pincode: '4321' },
    })
    expectContract(endpoints.sendParentalCode, await a.inject({ method: 'POST', url }))
    const [sms] = (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${phone}` })).json<
      { text: string; code: string }[]
    >()
    expect(sms?.text).not.toContain('4321')
    expect(sms?.text).toContain(sms?.code)
  })

  it('answers the SMS limit (429) in the viewer language with the same retry_after', async () => {
    const phone = await newPhone()
    for (let i = 0; i < 3; i++) await a.sendCode(phone)
    const send = (language: string) =>
      a.inject({
        method: 'POST',
        url: '/v2/otps',
        headers: { 'accept-language': language },
        payload: { phone },
      })
    const en = expectError(await send('en'), 429, 'too_many_requests')
    expect(en).toMatchObject({
      message: 'Too many codes were sent to this phone. Try again in 15 min.',
      retry_after: 900,
    })
    const kk = expectError(await send('kk-KZ'), 429, 'too_many_requests')
    expect(kk).toMatchObject({
      message: 'Бұл нөмірге тым көп код жіберілді. 15 минуттан кейін қайталап көріңіз.',
      retry_after: 900,
    })
    const uz = expectError(await send('uz'), 429, 'too_many_requests')
    expect(uz.message).toMatch(/15 daqiqadan keyin/)
  })

  it('answers the phone lock (429), wrong and expired codes in the viewer language', async () => {
    const phone = await newPhone()
    const code = await a.sendCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const verifyIn = (language: string, token: string) =>
      a.inject({
        method: 'POST',
        url: '/v2/auth/otp',
        headers: { 'accept-language': language },
        payload: { phone, token },
        remoteAddress: nextAddress(),
      })
    expect(expectError(await verifyIn('en', wrong), 400, 'wrong_code').message).toBe('Wrong code')
    expect(expectError(await verifyIn('kk', wrong), 400, 'wrong_code').message).toBe('Код қате')
    for (let i = 0; i < 2; i++) expectError(await verify(phone, wrong), 400, 'wrong_code')
    const locked = expectError(await verifyIn('en', wrong), 429, 'too_many_requests')
    expect(locked).toMatchObject({
      message: 'Too many wrong codes. The phone is locked, try again in 15 min.',
      retry_after: 900,
    })
    const lockedRu = expectError(await verify(phone, code), 429, 'too_many_requests')
    expect(lockedRu.message).toBe(
      'Слишком много неверных кодов. Номер заблокирован, попробуйте снова через 15 мин.',
    )
    t.clock.advance(15 * MINUTE + 1)
    expect(expectError(await verifyIn('uz', code), 400, 'code_expired').message).toBe(
      'Kodning amal qilish muddati tugadi. Yangisini soʻrang.',
    )
  })

  it('writes the SMS and the sent-code message in the language of the request', async () => {
    const phone = await newPhone()
    const outbox = async () =>
      (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${phone}` })).json<
        { text: string; code: string }[]
      >()
    const send = (headers: Record<string, string>) =>
      a.inject({
        method: 'POST',
        url: '/v2/otps',
        headers,
        payload: { phone, can_display_message: true },
      })
    const ru = expectContract(endpoints.sendOtp, await send({}))
    expect(ru.message).toBe(`Код отправлен по SMS на +${phone}`)
    const [ruSms] = await outbox()
    expect(ruSms?.text).toBe(`Ваш код Efir: ${ruSms?.code}`)
    const en = expectContract(endpoints.sendOtp, await send({ 'accept-language': 'en-GB' }))
    expect(en.message).toBe(`The code was sent by SMS to +${phone}`)
    const [enSms] = await outbox()
    expect(enSms?.text).toBe(`Your Efir code: ${enSms?.code}`)
    expectContract(endpoints.sendOtp, await send({ 'accept-language': 'kk-KZ' }))
    const [kkSms] = await outbox()
    expect(kkSms?.text).toBe(`Сіздің Efir кодыңыз: ${kkSms?.code}`)
  })

  it('sends the PIN reset SMS in the language of the request', async () => {
    const phone = await newPhone()
    const token = await signIn(phone)
    await a.inject({
      method: 'PATCH',
      url: `/v2/users/self?access_token=${token}`,
      payload: { pincode: '4321' },
    })
    const res = await a.inject({
      method: 'POST',
      url: `/v2/users/self/parental_code/send?access_token=${token}`,
      headers: { 'accept-language': 'uz' },
    })
    expect(expectContract(endpoints.sendParentalCode, res).message).toBe(
      `PIN-ni oʻzgartirish kodi +${phone} raqamiga SMS orqali yuborildi`,
    )
    const [sms] = (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${phone}` })).json<
      { text: string; code: string }[]
    >()
    expect(sms?.text).toBe(`Ota-ona nazorati PIN-kodini oʻzgartirish kodi: ${sms?.code}`)
  })
})

describe('middleware codes', () => {
  async function mwLogin(phone: string) {
    const sent = expectContract(
      endpoints.mwSendOtp,
      await a.inject({ method: 'POST', url: '/v2/mw/otps', payload: { phone } }),
    )
    expect(sent.code_length).toBe(4)
    const [sms] = (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${phone}` })).json<
      {
        code: string
      }[]
    >()
    const res = await a.inject({
      method: 'POST',
      url: '/v2/mw/auth/otp',
      payload: { phone, token: sms?.code },
    })
    return expectContract(endpoints.mwAuthOtp, res)
  }

  it('the 4-digit code cannot be guessed by 200 parallel tries (issue 8)', async () => {
    await a.inject({ method: 'POST', url: '/v2/mw/otps', payload: { phone: DEMO_PHONE } })
    const [sms] = (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${DEMO_PHONE}` })).json<
      { code: string }[]
    >()
    const code = sms?.code ?? ''
    // every other 4-digit code from 0000 up, the right one among them at place 100
    const guesses = Array.from({ length: 200 }, (_, i) => String(i).padStart(4, '0')).filter(
      (g) => g !== code,
    )
    guesses.splice(100, 0, code)
    const answers = await Promise.all(
      // each from its own address: the phone's lock is what holds, not an address's limit
      guesses.map((token, i) =>
        a.inject({
          method: 'POST',
          url: '/v2/mw/auth/otp',
          payload: { phone: DEMO_PHONE, token },
          remoteAddress: `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        }),
      ),
    )
    const checked = answers.filter((r) => r.statusCode !== 429)
    expect(checked.length).toBeLessThanOrEqual(MAX_WRONG_CODES)
  })

  it('gives the demo phone exactly one address, and choosing it logs in', async () => {
    const { mwat, addresses } = await mwLogin(DEMO_PHONE)
    expect(addresses).toHaveLength(1)
    const [address] = addresses
    const res = await a.inject({ method: 'POST', url: `/v2/mw/set_address?mwat=${mwat}`, payload: address })
    expect(expectContract(endpoints.mwSetAddress, res).user.username).toBe('demo')
    // The mwat is single use.
    expectError(
      await a.inject({ method: 'POST', url: `/v2/mw/set_address?mwat=${mwat}`, payload: address }),
      404,
      'not_found',
    )
  })

  it('walks cities → city → addresses → address for a phone without addresses', async () => {
    const { mwat, addresses } = await mwLogin(SECOND_PHONE)
    expect(addresses).toEqual([])
    const cities = expectContract(
      endpoints.mwCities,
      await a.inject({ method: 'GET', url: `/v2/mw/cities?mwat=${mwat}` }),
    )
    const almaty = cities.find((c) => c.name === 'Almaty')
    const city = await a.inject({
      method: 'POST',
      url: `/v2/mw/set_city?mwat=${mwat}`,
      payload: { city_id: almaty?.id },
    })
    const found = expectContract(endpoints.mwSetCity, city).addresses
    expect(found.length).toBeGreaterThan(0)
    const login = await a.inject({
      method: 'POST',
      url: `/v2/mw/set_address?mwat=${mwat}`,
      payload: found[0],
    })
    const body = expectContract(endpoints.mwSetAddress, login)
    expect(body.user.phone).toBe(SECOND_PHONE)
    const status = await a.inject({
      method: 'GET',
      url: `/v2/mw/status_block?access_token=${body.access_token}`,
    })
    expect(expectContract(endpoints.mwStatusBlock, status).username).toBe('nord-subscriber')
  })

  it('refuses an unknown or expired mwat and a phone not starting with 7', async () => {
    expectError(
      await a.inject({ method: 'GET', url: `/v2/mw/cities?mwat=${'a'.repeat(43)}` }),
      404,
      'not_found',
    )
    const { mwat } = await mwLogin(SECOND_PHONE)
    t.clock.advance(10 * 60_000 + 1)
    expectError(await a.inject({ method: 'GET', url: `/v2/mw/cities?mwat=${mwat}` }), 404, 'not_found')
    expectError(
      await a.inject({ method: 'POST', url: '/v2/mw/otps', payload: { phone: '87000000001' } }),
      400,
      'invalid_phone',
    )
  })
})

describe('the main brand and its messenger bot (spec 3 §4 "Login modal", §5)', () => {
  const createUser = (phone: string, provider: string) =>
    a.inject({ method: 'POST', url: `/v2/users?provider=${provider}`, payload: { username: phone, phone } })
  const sendCode = (phone: string) => a.inject({ method: 'POST', url: '/v2/otps', payload: { phone } })
  const outboxCode = async (phone: string) =>
    (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${phone}` })).json<{ code: string }[]>()[0]?.code
  const methods = async (query: string) =>
    expectContract(
      endpoints.getOtpSendMethods,
      await a.inject({ method: 'GET', url: `/v2/otp/send_methods?${query}` }),
    ).methods

  it('a main-brand phone gets a code of 8 digits, or 4 when it starts with 7; other providers keep theirs', async () => {
    const cases = [
      ['901234567', 'efir_uz', 8],
      ['77990000001', 'efir_uz', 4],
      ['77990000002', 'efir', 6],
    ] as const
    for (const [phone, provider, length] of cases) {
      expect((await createUser(phone, provider)).statusCode).toBe(201)
      expect(expectContract(endpoints.sendOtp, await sendCode(phone)).code_length, phone).toBe(length)
      expect(await outboxCode(phone)).toMatch(new RegExp(`^\\d{${length}}$`))
    }
    const network = expectContract(
      endpoints.getNetworkInfo,
      await a.inject({ method: 'GET', url: '/v2/users/self/network?provider=efir_uz' }),
    )
    expect(network.provider).toMatchObject({
      main_brand: true,
      phone_mask: '',
      otp_bot: '/dev/messenger_bot/efir_uz',
    })
  })

  it('offers the messenger where the phone’s provider (or the network’s, for a new phone) has a bot', async () => {
    await createUser('901234568', 'efir_uz')
    expect(await methods('phone=901234568')).toEqual(['sms', 'telegram'])
    expect(await methods('phone=901234569&provider=efir_uz')).toEqual(['sms', 'telegram'])
    expect(await methods('phone=77990000003')).toEqual(['sms'])
    expectError(
      await a.inject({ method: 'GET', url: '/v2/otp/send_methods?phone=abc' }),
      400,
      'validation_error',
    )
  })

  it('the bot creates the viewer, sends the code into the chat, and the code signs in once', async () => {
    const phone = '901234570'
    const exists = async () =>
      expectContract(
        endpoints.getOtpExist,
        await a.inject({ method: 'GET', url: `/v2/otp/exist?phone=${phone}` }),
      ).otp_exist
    const opened = await a.inject({ method: 'GET', url: `/dev/messenger_bot/efir_uz?start=${phone}` })
    expect(opened.statusCode).toBe(200)
    expect(opened.body).toContain(`Share my phone number +${phone}`)
    expect(await exists()).toBe(false)

    const shared = await a.inject({
      method: 'POST',
      url: '/dev/messenger_bot/efir_uz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `start=${phone}`,
    })
    expect(shared.statusCode).toBe(200)
    const code = /(\d{8})</.exec(shared.body)?.[1] ?? ''
    expect(code).toBe(await outboxCode(phone))
    expect(await exists()).toBe(true)

    const login = expectContract(
      endpoints.authOtp,
      await a.inject({ method: 'POST', url: '/v2/auth/otp', payload: { phone, token: code } }),
    )
    expect(login.user.phone).toBe(phone)
    expect(await exists()).toBe(false)
  })

  it('refuses a provider without a bot, an unknown one and a bad phone', async () => {
    for (const url of [
      '/dev/messenger_bot/efir?start=901234571',
      '/dev/messenger_bot/nobody?start=901234571',
    ])
      expect((await a.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    const bad = await a.inject({ method: 'GET', url: '/dev/messenger_bot/efir_uz?start=12%3Cb%3E' })
    expect(bad.statusCode).toBe(400)
  })
})
