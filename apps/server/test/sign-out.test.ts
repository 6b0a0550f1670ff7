import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import * as s from '../src/db/schema/index.ts'
import { hashPassword } from '../src/lib/secrets.ts'
import {
  createTestApp,
  api,
  expectContract,
  expectError,
  SECOND_PHONE,
  type Api,
  type TestApp,
} from './support/test-app.ts'

// Issue 30 "Sign-out and sessions": a removed device's whole sign-in ends, every other device can be
// signed out at once, an ended sign-in says so, right passwords are never counted as wrong ones, and a
// middleware address is claimed only by its subscriber's phone.

let t: TestApp
let a: Api
beforeAll(async () => {
  t = await createTestApp()
  a = api(t.app)
})
afterAll(() => t.close())

const self = (token: string) =>
  a.inject({ method: 'GET', url: '/v2/users/self', query: { access_token: token } })

/** One sign-in as a device makes it: the login's token, this device registered, its device token. */
async function signIn(login: string, password: string) {
  const loginToken = await a.login(login, password)
  const device = await a.registerDevice(loginToken)
  const res = await a.inject({
    method: 'POST',
    url: '/v2/auth/device',
    query: { access_token: loginToken },
    payload: { device_id: device.id },
  })
  const { access_token: deviceToken } = expectContract(endpoints.authDevice, res)
  return { loginToken, deviceToken, device }
}

/** A user of its own (a guest: a login and a password), so no other test's sign-ins count. */
async function freshUser() {
  const username = `guest_${randomBytes(8).toString('hex')}`
  const password = randomBytes(12).toString('hex')
  const res = await a.inject({
    method: 'POST',
    url: '/v2/users',
    payload: { username, password, is_guest: true },
  })
  expect(res.statusCode, res.body).toBe(201)
  return { username, password }
}

describe('sign-ins ended elsewhere (issue 30)', () => {
  it('removing another device ends that whole sign-in at once: its first token too, and says why', async () => {
    const { username, password } = await freshUser()
    const here = await signIn(username, password)
    const there = await signIn(username, password)
    const del = await a.inject({
      method: 'DELETE',
      url: `/v2/users/self/devices/${there.device.id}`,
      query: { access_token: here.deviceToken },
    })
    expectContract(endpoints.deleteDevice, del)
    // both tokens of that sign-in: the login's (it lived on for 12 h before) and the device's
    expect((await self(there.loginToken)).statusCode).toBe(401)
    const body = expectError(await self(there.deviceToken), 401, 'signed_out')
    expect(body.message).toBe('Вход на этом устройстве завершён с другого устройства. Войдите снова.')
    expectError(await self(there.loginToken), 401, 'signed_out')
    // re-authorising the removed device with its token tells the same, not a bare 404
    expectError(
      await a.inject({
        method: 'POST',
        url: '/v2/auth/device',
        query: { access_token: there.deviceToken },
        payload: { device_id: there.device.id, serial: there.device.serial },
      }),
      401,
      'signed_out',
    )
    // this sign-in lives on
    expect((await self(here.deviceToken)).statusCode).toBe(200)
    expect((await self(here.loginToken)).statusCode).toBe(200)
  })

  it('signs out of every other device: their sign-ins end, those without a device too; this one stays', async () => {
    const { username, password } = await freshUser()
    const here = await signIn(username, password)
    const tv = await signIn(username, password)
    const phone = await signIn(username, password)
    // sign-ins that never registered a device (before: nothing could end them but their 12 h)
    const bare = await a.login(username, password)
    const bare2 = await a.login(username, password)

    const res = await a.inject({
      method: 'DELETE',
      url: '/v2/users/self/devices',
      query: { access_token: here.deviceToken },
    })
    // the other two devices; the sign-ins of tv, phone and the two bare ones
    expect(expectContract(endpoints.deleteOtherDevices, res)).toEqual({ devices: 2, sign_ins: 4 })

    for (const token of [tv.deviceToken, tv.loginToken, phone.deviceToken, bare, bare2]) {
      expectError(await self(token), 401, 'signed_out')
    }
    expect((await self(here.deviceToken)).statusCode).toBe(200)
    const left = expectContract(
      endpoints.listDevices,
      await a.inject({
        method: 'GET',
        url: '/v2/users/self/devices',
        query: { access_token: here.deviceToken },
      }),
    )
    expect(left.map((d) => d.id)).toEqual([here.device.id])
    // a removed device cannot come back by its serial
    expectError(
      await a.inject({
        method: 'POST',
        url: '/v2/auth/device',
        payload: { device_id: tv.device.id, serial: tv.device.serial },
      }),
      404,
      'not_found',
    )
    expectError(
      await a.inject({ method: 'DELETE', url: '/v2/users/self/devices' }),
      401,
      'authentication_failed',
    )
  })

  it('signing out of the other devices is a settings change: the PIN first when the switch is on', async () => {
    const { username, password } = await freshUser()
    const here = await signIn(username, password)
    const there = await signIn(username, password)
    const [row] = await t.database.db.select().from(s.devices).where(eq(s.devices.id, here.device.id))
    if (!row) throw new Error('no device')
    await t.database.db
      .update(s.devices)
      .set({ parentalSettings: { ...row.parentalSettings, settings: true } })
      .where(eq(s.devices.id, here.device.id))
    await t.database.db
      .update(s.users)
      .set({ parentalCodeHash: await hashPassword('2468'), parentalStatus: 'set' })
      .where(eq(s.users.id, row.userId))
    const signOutOthers = () =>
      a.inject({ method: 'DELETE', url: '/v2/users/self/devices', query: { access_token: here.deviceToken } })
    expectError(await signOutOthers(), 403, 'parental_required')
    expect((await self(there.deviceToken)).statusCode).toBe(200)
    const pin = await a.inject({
      method: 'POST',
      url: '/v2/users/self/parental_code/check',
      query: { access_token: here.deviceToken },
      payload: { code: '2468' },
    })
    expect(pin.statusCode, pin.body).toBe(200)
    expect(expectContract(endpoints.deleteOtherDevices, await signOutOthers()).devices).toBe(1)
    expectError(await self(there.deviceToken), 401, 'signed_out')
  })

  it('a token that merely expired is not "signed out"', async () => {
    const token = await a.login()
    t.clock.advance(12 * 3_600_000 + 1000)
    expectError(await self(token), 401, 'authentication_failed')
  })
})

describe('right passwords at once (issue 30)', () => {
  it('40 parallel right passwords all sign in; a wrong one after them is only one wrong', async () => {
    const { username, password: creds } = await freshUser()
    const login = (password: string, i: number) =>
      a.inject({
        method: 'POST',
        url: '/v2/auth/login',
        payload: { login: username, password },
        // each from its own address: the account's lock is what is tested, not an address's limit
        remoteAddress: `10.30.0.${i + 1}`,
      })
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(creds, i)))
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 40 }, () => 200))
    expectError(await login('wrong-password', 100), 400, 'invalid_credentials')
    // 40 scrypt checks, at most 5 at once: on a machine busy with other work it takes more than 20 s
  }, 60_000)

  it('right and wrong passwords at once: every right one signs in, the wrong ones are wrong', async () => {
    const { username, password } = await freshUser()
    const answers = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        a.inject({
          method: 'POST',
          url: '/v2/auth/login',
          payload: { login: username, password: i % 6 === 0 ? `nope${i}` : password },
          remoteAddress: `10.31.0.${i + 1}`,
        }),
      ),
    )
    // a right one resets the count of wrong ones, so five wrong among them lock nothing
    answers.forEach((r, i) => {
      if (i % 6 === 0) expectError(r, 400, 'invalid_credentials')
      else expect(r.statusCode, r.body).toBe(200)
    })
  })
})

describe('middleware addresses by city (issue 30)', () => {
  async function mwCode(phone: string) {
    const sent = await a.inject({ method: 'POST', url: '/v2/mw/otps', payload: { phone } })
    expect(sent.statusCode, sent.body).toBe(200)
    const [sms] = (await a.inject({ method: 'GET', url: `/dev/outbox?phone=${phone}` })).json<
      { code: string }[]
    >()
    const res = await a.inject({
      method: 'POST',
      url: '/v2/mw/auth/otp',
      payload: { phone, token: sms?.code },
    })
    return expectContract(endpoints.mwAuthOtp, res)
  }
  async function city(mwat: string, name: string) {
    const cities = expectContract(
      endpoints.mwCities,
      await a.inject({ method: 'GET', url: `/v2/mw/cities?mwat=${mwat}` }),
    )
    const res = await a.inject({
      method: 'POST',
      url: `/v2/mw/set_city?mwat=${mwat}`,
      payload: { city_id: cities.find((c) => c.name === name)?.id },
    })
    return expectContract(endpoints.mwSetCity, res).addresses
  }

  it("another phone's code neither lists nor claims a subscriber's address", async () => {
    // the subscriber's own addresses, read with the subscriber's phone
    const own = await mwCode(SECOND_PHONE)
    const [address] = await city(own.mwat, 'Almaty')
    expect(address).toBeDefined()

    const stranger = await mwCode('77009990001')
    expect(stranger.addresses).toEqual([])
    expect(await city(stranger.mwat, 'Almaty')).toEqual([])
    expectError(
      await a.inject({ method: 'POST', url: `/v2/mw/set_address?mwat=${stranger.mwat}`, payload: address }),
      404,
      'not_found',
    )
    // the subscriber's phone claims it
    const login = await a.inject({
      method: 'POST',
      url: `/v2/mw/set_address?mwat=${own.mwat}`,
      payload: address,
    })
    expect(expectContract(endpoints.mwSetAddress, login).user.phone).toBe(SECOND_PHONE)
  })

  it('a city without the subscriber’s addresses answers an empty list', async () => {
    const { mwat } = await mwCode('77000000002')
    expect(await city(mwat, 'Shymkent')).toEqual([])
  })

  it('demo mode makes a middleware subscriber of its own (/dev/mw_subscriber) for the e2e journeys', async () => {
    const phone = '77009990002'
    const made = await a.inject({ method: 'POST', url: '/dev/mw_subscriber', payload: { phone } })
    expect(made.statusCode, made.body).toBe(201)
    const { mwat } = await mwCode(phone)
    const almaty = await city(mwat, 'Almaty')
    expect(almaty.map((x) => x.address)).toEqual([
      'Almaty, Dostyk ave. 42, apt. 17',
      'Almaty, Satpayev st. 3, apt. 8',
    ])
    const login = await a.inject({
      method: 'POST',
      url: `/v2/mw/set_address?mwat=${mwat}`,
      payload: almaty[0],
    })
    expect(expectContract(endpoints.mwSetAddress, login).user.phone).toBe(phone)
  })
})
