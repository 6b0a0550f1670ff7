import { randomBytes } from 'node:crypto'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect, inject as provided } from 'vitest'
import type { z } from 'zod'
import { ApiErrorBody, type Endpoint } from '@efir/contract'
import { buildApp, type BuildAppOptions } from '../../src/app.ts'
import { openDatabase, type Database } from '../../src/db/connect.ts'
import { freshPostgres, memoryDatabase, serverUrl, TEST_START } from './databases.ts'
import { prepareDatabase } from '../../src/seed/index.ts'
import { loadMediaKey } from '../../src/media/key.ts'
import { MediaTokens, scopeOfRoute, withToken } from '../../src/media/token.ts'

export { freshPostgres, serverUrl }

/** A clock the tests move by hand (OTP expiry, token expiry, rate-limit windows). */
export class TestClock {
  constructor(private current = TEST_START) {}
  now = (): Date => new Date(this.current)
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms)
  }
}

export interface TestApp {
  app: FastifyInstance
  clock: TestClock
  database: Database
  /** The PostgreSQL database's URL (unset on PGlite): a second instance opens its own pool on it. */
  databaseUrl?: string
  close(): Promise<void>
}

/**
 * The real app on a fresh, migrated and seeded database: in-memory PGlite, or a new PostgreSQL
 * database when TEST_DATABASE_URL (or DATABASE_URL) is set; a copy of the run's template either way
 * (support/global-setup.ts).
 */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const clock = new TestClock()
  const templates = provided('templates')
  const pgDb = serverUrl ? await freshPostgres(templates.postgres ?? undefined) : null
  const database = pgDb ? openDatabase({ url: pgDb.url }) : memoryDatabase(templates.pglite)
  await prepareDatabase(database, clock.now()) // nothing to do on a copy of the template
  const app = await buildApp({
    db: database.db,
    demo: true,
    now: clock.now,
    webDist: '/nonexistent',
    ...options,
  })
  await app.ready()
  return {
    app,
    clock,
    database,
    ...(pgDb ? { databaseUrl: pgDb.url } : {}),
    close: async () => {
      await app.close()
      await database.close()
      await pgDb?.drop()
    },
  }
}

/**
 * Another server instance on the same database as `first`, with the same clock (issue 8 "The server is
 * stateless"): on PostgreSQL its own connection pool, as a second process would have; on PGlite the
 * same in-memory database (one process). Closed before `first`.
 */
export async function createSecondInstance(
  first: TestApp,
  options: Partial<BuildAppOptions> = {},
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const database = first.databaseUrl ? openDatabase({ url: first.databaseUrl }) : first.database
  await prepareDatabase(database, first.clock.now())
  const app = await buildApp({
    db: database.db,
    demo: true,
    now: first.clock.now,
    webDist: '/nonexistent',
    ...options,
  })
  await app.ready()
  return {
    app,
    database,
    close: async () => {
      await app.close()
      if (database !== first.database) await database.close()
    },
  }
}

/** Checks a response against the contract: the success schema, or the error body otherwise. */
export function expectContract<E extends Endpoint>(
  endpoint: E,
  res: LightMyRequestResponse,
  status = endpoint.successStatus ?? 200,
): z.output<E['response']> {
  const body: unknown = res.json()
  expect(res.statusCode, res.body).toBe(status)
  if (status >= 400) {
    ApiErrorBody.parse(body)
    return body as z.output<E['response']>
  }
  const parsed = endpoint.response.safeParse(body)
  expect(parsed.error?.issues ?? [], `${endpoint.id} answer matches the contract`).toEqual([])
  return parsed.data as z.output<E['response']>
}

/** Asserts an ApiErrorBody with this status and error code. */
export function expectError(res: LightMyRequestResponse, status: number, errorCode: string): ApiErrorBody {
  expect(res.statusCode, res.body).toBe(status)
  const body = ApiErrorBody.parse(res.json())
  expect(body.status_code).toBe(status)
  expect(body.error_code).toBe(errorCode)
  return body
}

export const DEMO_PHONE = '77000000001'
export const SECOND_PHONE = '77000000002'

export interface Api {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>
  /** Logs in as demo/demo and answers the token. */
  login(login?: string, password?: string, guestToken?: string): Promise<string>
  /** Sends a code to the phone and reads it back from the demo outbox. */
  sendCode(phone: string): Promise<string>
  createGuest(): Promise<{ username: string; token: string }>
  registerDevice(token: string, serial?: string): Promise<{ id: number; serial: string }>
  /**
   * Signs in as the client does (spec 1 §4): the login, this device registered and authorised; answers
   * the device's token, which holds a device slot (issue 30: only such a sign-in is given streams).
   */
  signIn(login?: string, password?: string): Promise<string>
  /** The device token for a login token: a new device registered and authorised with it. */
  deviceToken(loginToken: string): Promise<string>
}

export function api(app: FastifyInstance): Api {
  const inject = (options: InjectOptions) => app.inject(options)
  const self: Api = {
    inject,
    login: async (login = 'demo', password = 'demo', guestToken) => {
      const res = await inject({
        method: 'POST',
        url: '/v2/auth/login',
        query: guestToken ? { access_token: guestToken } : {},
        payload: { login, password },
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ access_token: string }>().access_token
    },
    sendCode: async (phone) => {
      const sent = await inject({ method: 'POST', url: '/v2/otps', payload: { phone } })
      expect(sent.statusCode, sent.body).toBe(200)
      const outbox = await inject({ method: 'GET', url: '/dev/outbox', query: { phone } })
      const [latest] = outbox.json<{ code: string }[]>()
      if (!latest) throw new Error('no SMS in the outbox')
      return latest.code
    },
    createGuest: async () => {
      const username = `guest_${randomBytes(8).toString('hex')}`
      const password = randomBytes(12).toString('hex')
      const res = await inject({
        method: 'POST',
        url: '/v2/users',
        payload: { username, password, is_guest: true },
      })
      expect(res.statusCode, res.body).toBe(201)
      return { username, token: await self.login(username, password) }
    },
    registerDevice: async (token, serial = randomBytes(16).toString('hex')) => {
      const res = await inject({
        method: 'POST',
        url: '/v2/users/self/devices',
        query: { access_token: token },
        payload: deviceBody(serial),
      })
      expect(res.statusCode, res.body).toBe(201)
      return { id: res.json<{ id: number }>().id, serial }
    },
    deviceToken: async (loginToken) => {
      const device = await self.registerDevice(loginToken)
      const res = await inject({
        method: 'POST',
        url: '/v2/auth/device',
        query: { access_token: loginToken },
        payload: { device_id: device.id },
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ access_token: string }>().access_token
    },
    signIn: async (login, password) => self.deviceToken(await self.login(login, password)),
  }
  return self
}

/** The app, its Api and the demo user's device token: what most test files set up before their tests. */
export interface SignedInApp {
  t: TestApp
  a: Api
  token: string
}

/**
 * The real app on a fresh database (createTestApp) with the demo user signed in on a device (the
 * login, a device registered and authorised, as the client does). A test file takes
 * it in `beforeAll(async () => ({ t, a, token } = await signedInApp()))` and closes `t` after all.
 */
export async function signedInApp(options: Partial<BuildAppOptions> = {}): Promise<SignedInApp> {
  const t = await createTestApp(options)
  const a = api(t.app)
  return { t, a, token: await a.signIn() }
}

export function deviceBody(serial: string) {
  return {
    device_type: 'pc',
    vendor: 'Google',
    model: 'Chrome',
    version: '188',
    os_name: 'Linux',
    os_version: 'x86_64',
    application_type: 'web',
    serial,
  }
}

/**
 * Signs media tokens with the app's own key (its database row) on the test clock; `signed(url)` adds
 * a valid token for what the URL's path names (a channel, a content or a trailer).
 */
export async function mediaSigner(t: TestApp) {
  const tokens = new MediaTokens(await loadMediaKey(t.database.db), () =>
    Math.floor(t.clock.now().getTime() / 1000),
  )
  const scopeOf = (url: string) => {
    const path = url.split('?')[0] ?? ''
    return scopeOfRoute(path, { channelId: /^\/media\/[^/]+\/([^/]+)/.exec(path)?.[1] })
  }
  return {
    tokens,
    scopeOf,
    signed(url: string, viewerId = 0): string {
      const scope = scopeOf(url)
      return scope && scope !== 'public' ? withToken(url, tokens.sign(scope, viewerId)) : url
    },
  }
}
