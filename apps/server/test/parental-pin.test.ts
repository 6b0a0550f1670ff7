import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import * as s from '../src/db/schema/index.ts'
import { sha256 } from '../src/lib/secrets.ts'
import type { AppContext } from '../src/context.ts'
import { issueToken } from '../src/modules/session/tokens.ts'
import { makeBuyers, pay, type Buyer } from './support/commerce.ts'
import { api, createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'

// Issue 8 "Parental PIN and protected streams".
const MINUTE = 60_000
const ADULT_CHANNEL = 124
const FREE_CHANNEL = 102
const ADULT_PACKET_PURCHASE_TYPE = 3

describe('parental PIN', () => {
  let t: TestApp
  beforeAll(async () => {
    // the PIN's own lock is under test here, not the limits per address (address-limits tests cover those)
    t = await createTestApp({ addressLimits: false })
  })
  afterAll(() => t.close())

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, query: { access_token: token }, ...(payload ? { payload } : {}) })
  const setPin = (token: string, body: object) => call(token, 'PATCH', '/v2/users/self', body)
  const check = (token: string, code: string) =>
    call(token, 'POST', '/v2/users/self/parental_code/check', { code })
  const stream = (token: string, id: number, query = '') =>
    call(token, 'GET', `/v2/channels/${id}/stream${query}`)
  const pinHash = async (userId: number) => {
    const [row] = await t.database.db
      .select({ hash: s.users.parentalCodeHash })
      .from(s.users)
      .where(eq(s.users.id, userId))
    return row?.hash ?? null
  }
  /**
   * A new sign-in of the same user on a device of its own (issue 30: streams need one): a right PIN of
   * one sign-in does not open another's streams.
   */
  const signIn = async (userId: number) => {
    const ctx = { db: t.database.db, now: t.clock.now, tokenTtlMs: 43_200_000 } as AppContext
    return api(t.app).deviceToken((await issueToken(ctx, userId, null)).access_token)
  }
  const viewer = async (): Promise<Buyer> => {
    const [buyer] = await makeBuyers(t, 1, 1_000_000, { base: true })
    if (!buyer) throw new Error('no buyer')
    return buyer
  }

  it('stores only a salted hash of the PIN and never answers it', async () => {
    const v = await viewer()
    const before = expectContract(endpoints.getSelf, await call(v.token, 'GET', '/v2/users/self'))
    expect(before.parental_code_set).toBe(false)
    const user = expectContract(endpoints.patchSelf, await setPin(v.token, { pincode: '2580' }))
    expect(user).toMatchObject({ parental_code_set: true, parental_status: 'set' })
    expect(user).not.toHaveProperty('parental_code')
    const self = await call(v.token, 'GET', '/v2/users/self')
    expect(self.body).not.toContain('2580')
    const hash = await pinHash(v.userId)
    expect(hash).toMatch(/^scrypt\$/)
    expect(hash).not.toContain('2580')
    expect(hash).not.toContain(sha256('2580'))
    // no column of the row holds the PIN
    const [row] = await t.database.db.select().from(s.users).where(eq(s.users.id, v.userId))
    expect(Object.values(row ?? {}).map(String)).not.toContain('2580')
  })

  it('checks the PIN on the server: a right one passes, a wrong one is wrong_code', async () => {
    const v = await viewer()
    expectError(await check(v.token, '1111'), 400, 'validation_error') // no PIN yet
    await setPin(v.token, { pincode: '1357' })
    const passed = expectContract(endpoints.checkParentalCode, await check(v.token, '1357'))
    // the window is the device's parental duration (a new device's 15 minutes)
    expect(Date.parse(passed.passed_until) - t.clock.now().getTime()).toBe(15 * MINUTE)
    expectError(await check(v.token, '7531'), 400, 'wrong_code')
    expectError(await check(v.token, 'abcd'), 400, 'validation_error')
  })

  it('50 parallel wrong PINs: at most 5 are checked, then even the right PIN waits for the window', async () => {
    const v = await viewer()
    await setPin(v.token, { pincode: '4826' })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => check(v.token, String(1000 + i).padStart(4, '0'))),
    )
    const wrong = answers.filter((r) => r.statusCode === 400)
    const locked = answers.filter((r) => r.statusCode === 429)
    // 4 wrong_code answers and the fifth wrong check locks; the 45 others are refused unchecked
    expect(wrong).toHaveLength(4)
    expect(locked).toHaveLength(46)
    for (const r of wrong) expectError(r, 400, 'wrong_code')
    const body = expectError(locked[0] ?? answers[0]!, 429, 'too_many_requests')
    expect(body.retry_after).toBe(900)
    expect(locked[0]?.headers['retry-after']).toBe('900')
    const en = await t.app.inject({
      method: 'POST',
      url: '/v2/users/self/parental_code/check',
      query: { access_token: v.token },
      headers: { 'accept-language': 'en' },
      payload: { code: '4826' },
    })
    expect(expectError(en, 429, 'too_many_requests').message).toBe(
      'Too many wrong PINs. Try again in 15 min.',
    )
    // changing the PIN with the current one is counted in the same lock
    expectError(await setPin(v.token, { pincode: '0000', current_pincode: '4826' }), 429, 'too_many_requests')
    t.clock.advance(15 * MINUTE + 1)
    expectContract(endpoints.checkParentalCode, await check(v.token, '4826'))
  })

  it('changing the PIN needs the current one, counted in the same lock', async () => {
    const v = await viewer()
    expectContract(endpoints.patchSelf, await setPin(v.token, { pincode: '1212' })) // the first: nothing more
    const missing = expectError(await setPin(v.token, { pincode: '3434' }), 400, 'validation_error')
    expect(missing.detail).toHaveProperty(['body.current_pincode'])
    expectError(await setPin(v.token, { pincode: '3434', current_pincode: '9999' }), 400, 'wrong_code')
    expectError(await check(v.token, '3434'), 400, 'wrong_code')
    expectContract(endpoints.patchSelf, await setPin(v.token, { pincode: '3434', current_pincode: '1212' }))
    expectContract(endpoints.checkParentalCode, await check(v.token, '3434'))
    expectError(await check(v.token, '1212'), 400, 'wrong_code')
  })

  it('the SMS sends a one-time reset code, never the PIN; the code changes the PIN once', async () => {
    const phone = '77005550101'
    const v = await viewer()
    await t.database.db.update(s.users).set({ phone }).where(eq(s.users.id, v.userId))
    await setPin(v.token, { pincode: '6543' })
    const sent = await call(v.token, 'POST', '/v2/users/self/parental_code/send')
    expect(expectContract(endpoints.sendParentalCode, sent).message).toContain(phone)
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox', query: { phone } })
    const [sms] = outbox.json<{ text: string; code: string }[]>()
    expect(sms?.text).not.toContain('6543')
    expect(sms?.text).toContain(sms?.code)
    const code = sms?.code ?? ''
    const wrongCode = code === '0000' ? '1111' : '0000'
    expectError(await setPin(v.token, { pincode: '7777', pincode_sms_code: wrongCode }), 400, 'wrong_code')
    expectContract(endpoints.patchSelf, await setPin(v.token, { pincode: '7777', pincode_sms_code: code }))
    expectContract(endpoints.checkParentalCode, await check(v.token, '7777'))
    expectError(await setPin(v.token, { pincode: '8888', pincode_sms_code: code }), 400, 'wrong_code')
  })

  it('a PIN the migration hashed with SHA-256 still checks, and is stored as scrypt after', async () => {
    const v = await viewer()
    // the expression of drizzle/0008_parental_pin.sql
    const legacy = await t.database.db.execute<{ hash: string }>(
      sql`select 'sha256$' || encode(sha256(convert_to('9021', 'UTF8')), 'hex') as hash`,
    )
    const hash = (legacy as { rows: { hash: string }[] }).rows[0]?.hash ?? ''
    expect(hash).toBe(`sha256$${sha256('9021')}`)
    await t.database.db
      .update(s.users)
      .set({ parentalCodeHash: hash, parentalStatus: 'set' })
      .where(eq(s.users.id, v.userId))
    expectError(await check(v.token, '9022'), 400, 'wrong_code')
    expect(await pinHash(v.userId)).toBe(hash)
    expectContract(endpoints.checkParentalCode, await check(v.token, '9021'))
    expect(await pinHash(v.userId)).toMatch(/^scrypt\$/)
    expectContract(endpoints.checkParentalCode, await check(v.token, '9021'))
  })

  it('an adult channel gives nothing playable without a right PIN in this sign-in (preview too)', async () => {
    const v = await viewer()
    const bought = await pay(t, v, 'POST', '/v2/users/self/purchases', {
      purchase_type_id: ADULT_PACKET_PURCHASE_TYPE,
      account_id: v.accountId,
      agreement_accepted: true,
    })
    expect(bought.statusCode, bought.body).toBe(201)
    // no PIN yet: the set-PIN dialog is the only way (spec 1 §4)
    expectError(await stream(v.token, ADULT_CHANNEL), 403, 'parental_required')
    expectError(await stream(v.token, ADULT_CHANNEL, '?preview=true'), 403, 'parental_required')
    expectContract(endpoints.getChannelStream, await stream(v.token, FREE_CHANNEL))
    // setting the PIN is entering it
    await setPin(v.token, { pincode: '2468' })
    expect(expectContract(endpoints.getChannelStream, await stream(v.token, ADULT_CHANNEL)).hls).toBeTruthy()
    // another sign-in of the same viewer has not entered it
    const other = await signIn(v.userId)
    expectError(await stream(other, ADULT_CHANNEL), 403, 'parental_required')
    expectError(await check(other, '8642'), 400, 'wrong_code')
    expectError(await stream(other, ADULT_CHANNEL), 403, 'parental_required')
    expectContract(endpoints.checkParentalCode, await check(other, '2468'))
    expectContract(endpoints.getChannelStream, await stream(other, ADULT_CHANNEL))
    // the window passes (30 minutes without a device)
    t.clock.advance(30 * MINUTE)
    expectError(await stream(other, ADULT_CHANNEL), 403, 'parental_required')
    expectError(await stream(v.token, ADULT_CHANNEL), 403, 'parental_required')
  })
})
