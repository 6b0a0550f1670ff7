import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import * as s from '../src/db/schema/index.ts'
import type { DeviceParentalSettings } from '../src/db/schema/index.ts'
import type { AppContext } from '../src/context.ts'
import { hashPassword } from '../src/lib/secrets.ts'
import { DEFAULT_PARENTAL } from '../src/modules/devices/service.ts'
import { issueToken } from '../src/modules/session/tokens.ts'
import { makeBuyers, pay } from './support/commerce.ts'
import {
  api,
  createTestApp,
  expectContract,
  expectError,
  type Api,
  type TestApp,
} from './support/test-app.ts'

// Issue 30 "Parental control is still a browser rule": the device's switches (spec 1 §4: channel,
// program, vod, pay, settings, profile; duration in minutes) are enforced by the server from its own
// record of the last right PIN of the sign-in, whatever the client stored. On PostgreSQL when
// TEST_DATABASE_URL is set.
const FREE_CHANNEL = 102 // «Первый Демо», free, 14 archive days
const FREE_FILM = 1
const PIN = '2468'
const DAY = 86_400
/** A new device's settings: every switch off (devices/service.ts). */
const SWITCHES_OFF = DEFAULT_PARENTAL

describe('the device parental switches, enforced by the server', () => {
  let t: TestApp
  let a: Api
  beforeAll(async () => {
    t = await createTestApp({ addressLimits: false })
    a = api(t.app)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const now = () => Math.floor(t.clock.now().getTime() / 1000)
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, query: { access_token: token }, ...(payload ? { payload } : {}) })
  const check = (token: string, code = PIN) =>
    call(token, 'POST', '/v2/users/self/parental_code/check', { code })
  const channel = (token: string, query = '') =>
    call(token, 'GET', `/v2/channels/${FREE_CHANNEL}/stream${query}`)
  const film = (token: string) => call(token, 'GET', `/v2/libraries/1/contents/${FREE_FILM}/stream`)
  /** A device token of a new viewer with money and the base packet, a PIN (never entered in this sign-in) and `on` switched on. */
  const viewer = async (on: Partial<DeviceParentalSettings>) => {
    const [buyer] = await makeBuyers(t, 1, 1_000_000, { base: true })
    if (!buyer) throw new Error('no viewer')
    const device = await a.registerDevice(buyer.token)
    const auth = await call(buyer.token, 'POST', '/v2/auth/device', { device_id: device.id })
    const token = expectContract(endpoints.authDevice, auth).access_token
    await db()
      .update(s.devices)
      .set({ parentalSettings: { ...SWITCHES_OFF, ...on } })
      .where(eq(s.devices.id, device.id))
    await db()
      .update(s.users)
      .set({ parentalCodeHash: await hashPassword(PIN), parentalStatus: 'set' })
      .where(eq(s.users.id, buyer.userId))
    return { ...buyer, token, deviceId: device.id, serial: device.serial }
  }
  const pastProgramme = async () => {
    const entries = expectContract(
      endpoints.getChannelSchedule,
      await t.app.inject({
        method: 'GET',
        url: `/v2/channels/${FREE_CHANNEL}/content_schedule?start=${now() - 2 * DAY}&end=${now()}`,
      }),
    )
    const past = entries.find((e) => e.is_catchup_available && e.timestamp + e.duration < now())
    if (!past) throw new Error('no past programme')
    return past.timestamp
  }

  it('the channel switch: a free channel gives nothing playable before the PIN, whatever the query says', async () => {
    const v = await viewer({ channel: true })
    const refused = expectError(await channel(v.token), 403, 'parental_required')
    // the device's switch is the reason, not an age rating
    expect(refused.message).toBe('Сначала введите PIN-код родительского контроля')
    // the embed's flag is the client's business: it opens nothing on the server
    expectError(await channel(v.token, '?ignore_parental_control=1'), 403, 'parental_required')
    expectError(await channel(v.token, '?preview=true'), 403, 'parental_required')
    // the archive is the program switch's, off here
    expectContract(endpoints.getChannelStream, await channel(v.token, `?ts=${await pastProgramme()}`))
    expectContract(endpoints.checkParentalCode, await check(v.token))
    expect(expectContract(endpoints.getChannelStream, await channel(v.token)).hls).toBeTruthy()
  })

  it('the archive switch: a past programme asks the PIN, live does not; it plays after the PIN', async () => {
    const v = await viewer({ program: true })
    const ts = await pastProgramme()
    expectContract(endpoints.getChannelStream, await channel(v.token))
    expectError(await channel(v.token, `?ts=${ts}`), 403, 'parental_required')
    expectError(await check(v.token, '1357'), 400, 'wrong_code')
    expectError(await channel(v.token, `?ts=${ts}`), 403, 'parental_required')
    expectContract(endpoints.checkParentalCode, await check(v.token))
    expect(
      expectContract(endpoints.getChannelStream, await channel(v.token, `?ts=${ts}`)).stream_info,
    ).toMatchObject({
      live: false,
      start: ts,
    })
    // the device's window (15 minutes) ends: the PIN again
    t.clock.advance(15 * 60_000)
    expectError(await channel(v.token, `?ts=${ts}`), 403, 'parental_required')
  })

  it('the film switch: a film for all ages asks the PIN; a right PIN of another sign-in opens nothing here', async () => {
    const v = await viewer({ vod: true })
    expectError(await film(v.token), 403, 'parental_required')
    // the same viewer signed in elsewhere enters the PIN: this sign-in (device) still has not
    const ctx = { db: db(), now: t.clock.now, tokenTtlMs: 43_200_000 } as AppContext
    const other = (await issueToken(ctx, v.userId, null)).access_token
    expectContract(endpoints.checkParentalCode, await check(other))
    expectError(await film(v.token), 403, 'parental_required')
    expectContract(endpoints.checkParentalCode, await check(v.token))
    expectContract(endpoints.getLibraryContentStream, await film(v.token))
  })

  /** A payment of the viewer that completed now, through `payform` (a gateway card page by default). */
  const paid = (v: { userId: number; accountId: number }, payform = 'short_url') =>
    db().insert(s.transactions).values({
      userId: v.userId,
      accountId: v.accountId,
      kind: 'topup',
      status: 'complete',
      amount: 1000,
      currency: 'KZT',
      payform,
      gatewayToken: randomUUID(),
      createdAt: t.clock.now(),
      completedAt: t.clock.now(),
    })

  it('within 30 s of a completed payment a stream needs no PIN (spec 1 §4), a purchase still does', async () => {
    const v = await viewer({ channel: true, pay: true })
    expectError(await channel(v.token), 403, 'parental_required')
    await paid(v)
    expectContract(endpoints.getChannelStream, await channel(v.token))
    const buy = { packet_id: 2, agreement_accepted: true }
    expectError(await pay(t, v, 'POST', '/v2/users/self/subscriptions', buy), 403, 'parental_required')
    t.clock.advance(30_000)
    expectError(await channel(v.token), 403, 'parental_required')
  })

  it('a payment the viewer confirmed himself (linked card, phone SMS) skips the pay PIN for its window (spec 3 §4)', async () => {
    const v = await viewer({ pay: true, channel: true })
    await paid(v, 'linkedcard')
    const buy = { packet_id: 2, agreement_accepted: true }
    const bought = await pay(t, v, 'POST', '/v2/users/self/subscriptions', buy)
    expect(bought.statusCode, bought.body).toBe(201)
    // only the pay check: a stream after the 30 s asks the PIN
    t.clock.advance(30_000)
    expectError(await channel(v.token), 403, 'parental_required')
    // the device's window (15 minutes) ends
    t.clock.advance(15 * 60_000)
    const buyMore = { packet_id: 3, agreement_accepted: true }
    expectError(await pay(t, v, 'POST', '/v2/users/self/subscriptions', buyMore), 403, 'parental_required')
  })

  it('the pay switch: 20 parallel purchases before the PIN buy nothing; the same key buys once after it', async () => {
    const v = await viewer({ pay: true })
    const key = randomUUID()
    const buy = { packet_id: 2, agreement_accepted: true }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(t, v, 'POST', '/v2/users/self/subscriptions', buy, i === 0 ? key : randomUUID()),
      ),
    )
    for (const r of answers) expectError(r, 403, 'parental_required')
    const [account] = await db().select().from(s.accounts).where(eq(s.accounts.id, v.accountId))
    expect(account?.balance).toBe(1_000_000)
    // a top-up by a linked card is a payment too
    const topUp = { amount: 1000, card_id: 1 }
    expectError(
      await pay(t, v, 'POST', `/v2/users/self/accounts/${v.accountId}/payforms/linkedcard`, topUp),
      403,
      'parental_required',
    )
    expectContract(endpoints.checkParentalCode, await check(v.token))
    // the refusal did not spend the Idempotency-Key: the intent goes through with it after the PIN
    const bought = await pay(t, v, 'POST', '/v2/users/self/subscriptions', buy, key)
    expect(bought.statusCode, bought.body).toBe(201)
    const again = await pay(t, v, 'POST', '/v2/users/self/subscriptions', buy, key)
    expect(again.body).toBe(bought.body)
  })

  it('the settings switch: the account fields and a card change only after the PIN; the switch off asks nothing', async () => {
    const v = await viewer({ settings: true })
    expectError(
      await call(v.token, 'PATCH', '/v2/users/self', { first_name: 'Ребёнок' }),
      403,
      'parental_required',
    )
    expectError(
      await call(v.token, 'PATCH', '/v2/users/self', { email: 'kid@example.com' }),
      403,
      'parental_required',
    )
    expectError(await call(v.token, 'DELETE', '/v2/users/self/cards/999999'), 403, 'parental_required')
    const other = await a.registerDevice(v.token)
    expectError(await call(v.token, 'DELETE', `/v2/users/self/devices/${other.id}`), 403, 'parental_required')
    const [user] = await db().select().from(s.users).where(eq(s.users.id, v.userId))
    expect(user?.firstName ?? '').not.toBe('Ребёнок')
    // what the client sends by itself at start-up is no setting
    expectContract(
      endpoints.patchSelf,
      await call(v.token, 'PATCH', '/v2/users/self', { app_version: '188' }),
    )
    expectContract(endpoints.checkParentalCode, await check(v.token))
    expect(
      expectContract(
        endpoints.patchSelf,
        await call(v.token, 'PATCH', '/v2/users/self', { first_name: 'Папа' }),
      ).first_name,
    ).toBe('Папа')
    expectError(await call(v.token, 'DELETE', '/v2/users/self/cards/999999'), 404, 'not_found')
    expectContract(
      endpoints.deleteDevice,
      await call(v.token, 'DELETE', `/v2/users/self/devices/${other.id}`),
    )

    const free = await viewer({})
    expectContract(
      endpoints.patchSelf,
      await call(free.token, 'PATCH', '/v2/users/self', { first_name: 'Аня' }),
    )
    expectContract(endpoints.getChannelStream, await channel(free.token))
    expectContract(endpoints.getLibraryContentStream, await film(free.token))
  })

  it('a guest is asked to sign in: it sets no PIN of its own (spec 1 §6)', async () => {
    const guest = await a.createGuest()
    const refused = expectError(
      await call(guest.token, 'PATCH', '/v2/users/self', { pincode: PIN }),
      403,
      'permission_denied',
    )
    expect(refused.message).toBe('Войдите, чтобы установить PIN-код родительского контроля')
    expectError(await check(guest.token), 400, 'validation_error') // no PIN to check
  })
})
