import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_DAILY_CAPS, dailyCapsFrom, limitedAddress } from '../src/modules/limits/rate-limit.ts'
import { api, createTestApp, expectError, type Api, type TestApp } from './support/test-app.ts'

// Issue 30 "Limits and load": IPv6 callers count by their /64, every limit has a daily cap, promo codes
// cannot be guessed and accounts cannot be made without end. Parallel requests where a race could let
// more through (run on PostgreSQL with TEST_DATABASE_URL).

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Small daily caps of SMS and accounts per address, so a test reaches them in two windows. */
const SMS_PER_ADDRESS_TODAY = 15
const ACCOUNTS_PER_ADDRESS_TODAY = 25

let t: TestApp
let a: Api
beforeAll(async () => {
  t = await createTestApp({
    dailyCaps: {
      ...DEFAULT_DAILY_CAPS,
      smsPerAddress: SMS_PER_ADDRESS_TODAY,
      accountsPerAddress: ACCOUNTS_PER_ADDRESS_TODAY,
    },
  })
  a = api(t.app)
})
// a day apart: past every window and daily cap a test leaves behind
beforeEach(() => t.clock.advance(25 * HOUR))
afterAll(() => t.close())

let addresses = 0
/** An IPv4 address no other request of the file used. */
const nextAddress = () => `10.30.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`
let phones = 0
const nextPhone = () => `7703${String(++phones).padStart(7, '0')}`

const sendMw = (phone: string, remoteAddress = nextAddress()) =>
  a.inject({ method: 'POST', url: '/v2/mw/otps', payload: { phone }, remoteAddress })

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((n, r) => ({ ...n, [r.statusCode]: (n[r.statusCode] ?? 0) + 1 }), {})

describe('the address a limit counts', () => {
  it('is an IPv4 address as it is, an IPv6 address by its /64, a mapped IPv4 address as IPv4', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7')
    expect(limitedAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(limitedAddress('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64')
    expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64')
    expect(limitedAddress('::ffff:198.51.100.4')).toBe('198.51.100.4')
    expect(limitedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('counts SMS sends from every address of one IPv6 /64 together (14 of 14 went through)', async () => {
    const answers = []
    for (let i = 1; i <= 11; i++) answers.push(await sendMw(nextPhone(), `2001:db8:30:1::${i.toString(16)}`))
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array<number>(10).fill(200))
    const refused = expectError(answers[10]!, 429, 'too_many_requests')
    expect(refused.retry_after).toBe(15 * 60)
    // another /64 is another subscriber
    expect((await sendMw(nextPhone(), '2001:db8:30:2::1')).statusCode).toBe(200)
  })
})

describe('daily caps', () => {
  it('EFIR_DAILY_CAPS changes the caps it names and refuses what it cannot read', () => {
    expect(dailyCapsFrom(undefined)).toEqual(DEFAULT_DAILY_CAPS)
    expect(dailyCapsFrom('sms_per_phone=5, accounts_per_address=1000')).toEqual({
      ...DEFAULT_DAILY_CAPS,
      smsPerPhone: 5,
      accountsPerAddress: 1000,
    })
    expect(() => dailyCapsFrom('sms=5')).toThrow(/EFIR_DAILY_CAPS/)
    expect(() => dailyCapsFrom('sms_per_phone=many')).toThrow(/EFIR_DAILY_CAPS/)
  })

  it('one phone gets at most its daily cap of SMS, however the sends are spread and raced', async () => {
    const phone = nextPhone()
    const cap = DEFAULT_DAILY_CAPS.smsPerPhone
    // three a window (the 15-minute limit) up to one below the cap
    for (let sent = 0; sent < cap - 1; sent++) {
      if (sent > 0 && sent % 3 === 0) t.clock.advance(16 * MINUTE)
      expect((await sendMw(phone)).statusCode).toBe(200)
    }
    t.clock.advance(16 * MINUTE)
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendMw(phone)))
    expect(statuses(answers)).toEqual({ 200: 1, 429: 9 })
    const refused = expectError(
      answers.find((r) => r.statusCode === 429)!,
      429,
      'too_many_requests',
    )
    expect(refused.message).toMatch(/На этот номер отправлено слишком много кодов/)
    // the first of the day leaves the 24 hours at 24 h after it was sent (about 19 h from now)
    expect(refused.retry_after).toBeGreaterThan(18 * 3600)
    expect(refused.retry_after).toBeLessThanOrEqual(24 * 3600)
    t.clock.advance(refused.retry_after! * 1000)
    expect((await sendMw(phone)).statusCode).toBe(200)
  })

  it('one address sends at most its daily cap of SMS, also when the last ones race', async () => {
    const attacker = '203.0.113.30'
    for (let i = 0; i < 10; i++) expect((await sendMw(nextPhone(), attacker)).statusCode).toBe(200)
    t.clock.advance(16 * MINUTE)
    for (let i = 10; i < SMS_PER_ADDRESS_TODAY - 1; i++)
      expect((await sendMw(nextPhone(), attacker)).statusCode).toBe(200)
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendMw(nextPhone(), attacker)))
    expect(statuses(answers)).toEqual({ 200: 1, 429: 7 })
    t.clock.advance(16 * MINUTE)
    // a new window, but the day's sends are spent
    expectError(await sendMw(nextPhone(), attacker), 429, 'too_many_requests')
  })
})

describe('wrong codes', () => {
  it('a phone’s locks reset every 15 minutes, but its day holds 20 wrong codes, then even the right one waits', async () => {
    const phone = nextPhone()
    const created = await a.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { username: `u${phone}`, phone },
      remoteAddress: nextAddress(),
    })
    expect(created.statusCode, created.body).toBe(201)
    const verify = (token: string) =>
      a.inject({
        method: 'POST',
        url: '/v2/auth/otp',
        payload: { phone, token },
        remoteAddress: nextAddress(),
      })
    /** Sends a sign-in code to the phone and reads it from the demo outbox. */
    const sendCode = async () => {
      const sent = await a.inject({
        method: 'POST',
        url: '/v2/otps',
        payload: { phone },
        remoteAddress: nextAddress(),
      })
      expect(sent.statusCode, sent.body).toBe(200)
      const outbox = await a.inject({ method: 'GET', url: '/dev/outbox', query: { phone } })
      return outbox.json<{ code: string }[]>()[0]?.code ?? ''
    }
    const wrong = (await sendCode()) === '000000' ? '111111' : '000000'
    for (let window = 0; window < DEFAULT_DAILY_CAPS.checksPerKey / 5; window++) {
      if (window > 0) t.clock.advance(16 * MINUTE) // past the lock of the window before
      for (let i = 0; i < 4; i++) expectError(await verify(wrong), 400, 'wrong_code')
      expectError(await verify(wrong), 429, 'too_many_requests') // the fifth locks the phone
    }
    t.clock.advance(16 * MINUTE)
    const refused = expectError(await verify(await sendCode()), 429, 'too_many_requests')
    expect(refused.message).toMatch(/Номер заблокирован/)
    expect(refused.retry_after).toBeGreaterThan(20 * 3600)
    t.clock.advance(refused.retry_after! * 1000)
    expect((await verify(await sendCode())).statusCode).toBe(200)
  })
})

describe('promo codes', () => {
  const guest = async () => (await a.createGuest()).token
  const wrongCode = () => `NO${randomBytes(4).toString('hex').toUpperCase()}`
  const check = (token: string, key: string, remoteAddress = nextAddress()) =>
    a.inject({
      method: 'POST',
      url: '/v2/users/self/promokeys/check',
      query: { access_token: token },
      payload: { key },
      remoteAddress,
    })

  it('a viewer’s parallel guesses: exactly 10 are looked up, then even a real code waits', async () => {
    const token = await guest()
    const answers = await Promise.all(Array.from({ length: 30 }, () => check(token, wrongCode())))
    expect(statuses(answers)).toEqual({ 404: 10, 429: 20 })
    const locked = expectError(
      answers.find((r) => r.statusCode === 429)!,
      429,
      'too_many_requests',
    )
    expect(locked.message).toMatch(/неверных промокодов/)
    expect(Number(answers.find((r) => r.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0)
    expectError(await check(token, 'WELCOME'), 429, 'too_many_requests')
    t.clock.advance(16 * MINUTE)
    // a real code is given back: it never counts
    for (let i = 0; i < 12; i++) expect((await check(token, 'WELCOME')).statusCode).toBe(200)
  })

  it('applying unknown codes in parallel counts the same way; a viewer’s day holds 30 guesses', async () => {
    const token = await guest()
    const apply = (key: string) =>
      a.inject({
        method: 'POST',
        url: '/v2/users/self/promokeys',
        query: { access_token: token },
        headers: { 'idempotency-key': randomBytes(8).toString('hex') },
        payload: { key },
        remoteAddress: nextAddress(),
      })
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(wrongCode())))
    expect(statuses(answers)).toEqual({ 404: 10, 429: 10 })
    for (let window = 1; window < 3; window++) {
      t.clock.advance(16 * MINUTE)
      for (let i = 0; i < 10; i++) expect((await check(token, wrongCode())).statusCode).toBe(404)
    }
    t.clock.advance(16 * MINUTE)
    // a fresh window, but 30 guesses today
    expectError(await check(token, wrongCode()), 429, 'too_many_requests')
  })

  it('the public code info is limited per address: 30 unknown codes in parallel, not 31', async () => {
    const from = '198.51.100.30'
    const info = (code: string) =>
      a.inject({ method: 'GET', url: `/v2/promokeys/${code}/info`, remoteAddress: from })
    const answers = await Promise.all(Array.from({ length: 40 }, () => info(wrongCode())))
    expect(statuses(answers)).toEqual({ 404: 30, 429: 10 })
    expect((await a.inject({ method: 'GET', url: '/v2/promokeys/WELCOME/info' })).statusCode).toBe(200)
  })
})

describe('account creation', () => {
  const createGuest = (remoteAddress: string) =>
    a.inject({
      method: 'POST',
      url: '/v2/users',
      payload: {
        username: `guest_${randomBytes(8).toString('hex')}`,
        password: randomBytes(12).toString('hex'),
        is_guest: true,
      },
      remoteAddress,
    })

  it('one address (an IPv6 /64) makes at most 20 accounts in 15 minutes, in parallel too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createGuest(`2001:db8:30:9::${(i + 1).toString(16)}`)),
    )
    expect(statuses(answers)).toEqual({ 201: 20, 429: 10 })
    expect(answers.find((r) => r.statusCode === 429)!.headers['retry-after']).toBe('900')
    expect((await createGuest('2001:db8:30:10::1')).statusCode).toBe(201)
    t.clock.advance(16 * MINUTE)
    expect((await createGuest('2001:db8:30:9::ff')).statusCode).toBe(201)
  })

  it('and at most its daily cap in a day, also when the last ones race', async () => {
    const from = '192.0.2.30'
    const first = await Promise.all(Array.from({ length: 20 }, () => createGuest(from)))
    expect(statuses(first)).toEqual({ 201: 20 })
    t.clock.advance(16 * MINUTE)
    const last = await Promise.all(Array.from({ length: 10 }, () => createGuest(from)))
    expect(statuses(last)).toEqual({
      201: ACCOUNTS_PER_ADDRESS_TODAY - 20,
      429: 10 - (ACCOUNTS_PER_ADDRESS_TODAY - 20),
    })
    t.clock.advance(16 * MINUTE)
    expectError(await createGuest(from), 429, 'too_many_requests')
  })
})
