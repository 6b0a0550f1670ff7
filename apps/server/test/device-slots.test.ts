import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../src/context.ts'
import { issueToken } from '../src/modules/session/tokens.ts'
import {
  api,
  createTestApp,
  deviceBody,
  expectContract,
  expectError,
  serverUrl,
  type Api,
  type TestApp,
} from './support/test-app.ts'

/** A new user's device slots (users.device_limit's default). */
const LIMIT = 5
const PARALLEL = 20

/*
 * Issue 30 "The device limit does not limit playback": a device slot belongs to one sign-in. A sixth
 * sign-in gets no slot and no stream, and cannot borrow a home device's slot by its id; clients sharing
 * one serial do not share its slot (the serial moves the slot and ends the sign-in that held it); and
 * parallel sign-ins at the limit (on PostgreSQL, several connections at once) never exceed it.
 */
describe('device slots belong to one sign-in', () => {
  let t: TestApp, a: Api
  beforeAll(async () => {
    t = await createTestApp({ addressLimits: false })
    a = api(t.app)
  })
  afterAll(() => t.close())

  const q = (token: string) => ({ access_token: token })
  /**
   * A new user who signs in again and again: each sign-in a new login token, as a login issues it
   * (straight from the database: a hundred password checks would only slow the test down).
   */
  const newUser = async () => {
    const username = `slots_${randomBytes(6).toString('hex')}`
    const res = await a.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { username, password: randomBytes(12).toString('hex'), is_guest: true },
    })
    expect(res.statusCode, res.body).toBe(201)
    const userId = res.json<{ id: number }>().id
    const ctx = { db: t.database.db, now: t.clock.now, tokenTtlMs: 43_200_000 } as AppContext
    return { signIn: async () => (await issueToken(ctx, userId, null)).access_token }
  }
  const register = (token: string, serial: string) =>
    a.inject({ method: 'POST', url: '/v2/users/self/devices', query: q(token), payload: deviceBody(serial) })
  const authorise = (payload: { device_id: number; serial?: string }, token?: string) =>
    a.inject({ method: 'POST', url: '/v2/auth/device', query: token ? q(token) : {}, payload })
  const devices = async (token: string) =>
    expectContract(
      endpoints.listDevices,
      await a.inject({ method: 'GET', url: '/v2/users/self/devices', query: q(token) }),
    )
  const selfStatus = async (token: string) =>
    (await a.inject({ method: 'GET', url: '/v2/users/self', query: q(token) })).statusCode
  const plays = async (token: string) =>
    (await a.inject({ method: 'GET', url: '/v2/channels/102/stream', query: q(token) })).statusCode === 200
  /** A sign-in with its device registered and authorised, as the client signs in. */
  const signedInDevice = async (signIn: () => Promise<string>, serial = randomBytes(16).toString('hex')) => {
    const login = await signIn()
    const reg = await register(login, serial)
    expect(reg.statusCode, reg.body).toBe(201)
    const id = reg.json<{ id: number }>().id
    const res = await authorise({ device_id: id }, login)
    return { login, id, serial, token: expectContract(endpoints.authDevice, res).access_token }
  }

  it('a sixth sign-in gets no slot, no stream, and no home device by its id', async () => {
    const user = await newUser()
    const home = []
    for (let i = 0; i < LIMIT; i++) home.push(await signedInDevice(user.signIn))
    const sixth = await user.signIn()
    expectError(await register(sixth, 'sixth-device-0001'), 400, 'device_limit')
    expectError(
      await a.inject({ method: 'GET', url: '/v2/channels/102/stream', query: q(sixth) }),
      403,
      'permission_denied',
    )
    // before: any token of the user could authorise any of the user's devices by its id
    for (const device of home) expectError(await authorise({ device_id: device.id }, sixth), 404, 'not_found')
    for (const device of home) expect(await plays(device.token)).toBe(true)
    expect(await devices(sixth)).toHaveLength(LIMIT)
  })

  it('the serial registered by another sign-in moves the slot and ends the sign-in that held it', async () => {
    const user = await newUser()
    const first = await signedInDevice(user.signIn)
    expect(await plays(first.token)).toBe(true)
    const second = await user.signIn()
    const again = await register(second, first.serial)
    expect(expectContract(endpoints.registerDevice, again, 201).id).toBe(first.id)
    // the first sign-in ended, its login token too: the device is the second's alone
    expect(await selfStatus(first.token)).toBe(401)
    expect(await selfStatus(first.login)).toBe(401)
    const token = expectContract(endpoints.authDevice, await authorise({ device_id: first.id }, second))
    expect(await plays(token.access_token)).toBe(true)
    expect(await devices(token.access_token)).toHaveLength(1)
  })

  it('re-authorising by the serial starts a new sign-in and ends the one that held the slot', async () => {
    const user = await newUser()
    const held = await signedInDevice(user.signIn)
    const renewed = expectContract(
      endpoints.authDevice,
      await authorise({ device_id: held.id, serial: held.serial }),
    )
    expect(await selfStatus(held.token)).toBe(401)
    expect(await plays(renewed.access_token)).toBe(true)
    // the holder's token keeps its sign-in going (the client's proactive refresh)
    const refreshed = expectContract(
      endpoints.authDevice,
      await authorise({ device_id: held.id }, renewed.access_token),
    )
    expect(await selfStatus(renewed.access_token)).toBe(200)
    expect(await plays(refreshed.access_token)).toBe(true)
  })

  it(`${PARALLEL} sign-ins racing for the last free slot: exactly one gets it`, async () => {
    const user = await newUser()
    for (let i = 0; i < LIMIT - 1; i++) await signedInDevice(user.signIn)
    const logins = []
    for (let i = 0; i < PARALLEL; i++) logins.push(await user.signIn())
    const answers = await Promise.all(logins.map((login, i) => register(login, `racing-serial-${i}`)))
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(PARALLEL - 1)
    expect(await devices(logins[0] ?? '')).toHaveLength(LIMIT)
  })

  it(`${PARALLEL} sign-ins at the limit each freeing the oldest slot, as the client does: never above it`, async () => {
    const user = await newUser()
    for (let i = 0; i < LIMIT; i++) await signedInDevice(user.signIn)
    const logins = []
    for (let i = 0; i < PARALLEL; i++) logins.push(await user.signIn())
    const signInWithEviction = async (login: string, serial: string) => {
      const first = await register(login, serial)
      if (first.statusCode !== 400) return first.statusCode
      const [oldest] = (await devices(login)).sort((x, y) => x.login_at.localeCompare(y.login_at))
      if (oldest) {
        await a.inject({ method: 'DELETE', url: `/v2/users/self/devices/${oldest.id}`, query: q(login) })
      }
      return (await register(login, serial)).statusCode
    }
    const codes = await Promise.all(logins.map((login, i) => signInWithEviction(login, `evicting-${i}`)))
    expect(
      codes.every((c) => c === 201 || c === 400 || c === 401),
      codes.join(),
    ).toBe(true)
    const last = await user.signIn()
    expect((await devices(last)).length).toBeLessThanOrEqual(LIMIT)
  })

  it(`${PARALLEL} clients sharing one serial: one slot, one sign-in playing`, async () => {
    const user = await newUser()
    const serial = randomBytes(16).toString('hex')
    const logins = []
    for (let i = 0; i < PARALLEL; i++) logins.push(await user.signIn())
    const registered = await Promise.all(logins.map((login) => register(login, serial)))
    const ids = new Set(registered.map((r) => r.json<{ id: number }>().id))
    expect(ids.size).toBe(1)
    const [id = 0] = ids
    // the sign-ins authorise the device with their own tokens: only the one holding the slot can
    const byToken = await Promise.all(logins.map((login) => authorise({ device_id: id }, login)))
    expect(byToken.filter((r) => r.statusCode === 200)).toHaveLength(1)
    // and by the serial, all at once: each starts a new sign-in and ends the one before; one is left
    const bySerial = await Promise.all(logins.map(() => authorise({ device_id: id, serial })))
    const tokens = bySerial.map((r) => expectContract(endpoints.authDevice, r).access_token)
    const live = await Promise.all(tokens.map(selfStatus))
    expect(live.filter((s) => s === 200)).toHaveLength(1)
    expect(live.filter((s) => s === 401)).toHaveLength(PARALLEL - 1)
  })

  it.runIf(serverUrl)('runs on PostgreSQL here (TEST_DATABASE_URL)', () => {
    expect(t.databaseUrl).toBeDefined()
  })
})
