import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { openDatabase, type Database } from '../src/db/connect.ts'
import { prepareDatabase } from '../src/seed/index.ts'
import type { FastifyInstance } from 'fastify'
import { createTestApp, freshPostgres, serverUrl, type TestApp } from './support/test-app.ts'

// Issue 30 "Limits and load": health routes for a load balancer, a request that cannot get the
// database in time answers 503 with Retry-After (PostgreSQL), and a 503 is one log line at warn.

interface LogLine {
  level: number
  msg: string
  err?: unknown
  res?: { statusCode: number }
}

describe('health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ demo: false })
  })
  afterAll(() => t.close())

  it('answers liveness without the database and readiness with it, in production mode too', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' })
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'live' })
    expect(live.headers['cache-control']).toBe('no-store')
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
  })

  it('logs no line for a probe that is answered 200 (a balancer asks every few seconds)', async () => {
    const lines: string[] = []
    const quiet = await createTestApp({
      logger: 'info',
      logStream: { write: (line) => void lines.push(line) },
    })
    try {
      await quiet.app.inject({ method: 'GET', url: '/health/live' })
      await quiet.app.inject({ method: 'GET', url: '/health/ready' })
      await quiet.app.inject({ method: 'GET', url: '/v2/users/self/network' })
      expect(lines.filter((l) => l.includes('/health/'))).toEqual([])
      expect(lines.filter((l) => l.includes('/v2/users/self/network'))).toHaveLength(1)
    } finally {
      await quiet.close()
    }
  })
})

describe('an overloaded server’s log', () => {
  let t: TestApp
  const lines: LogLine[] = []
  beforeAll(async () => {
    t = await createTestApp({
      maxEventLoopDelayMs: 100,
      logger: 'info',
      logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
    })
  })
  afterAll(() => t.close())

  it('has one warn line per shed request, no error and no stack; liveness is never shed', async () => {
    let shed = 0
    let liveShed = 0
    const end = Date.now() + 5000
    lines.length = 0
    while (shed < 3 && Date.now() < end) {
      const busy = Date.now() + 300
      while (Date.now() < busy); // the event loop held, as a flood of expensive requests holds it
      await new Promise((r) => setTimeout(r, 20))
      const [network, live] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/v2/users/self/network' }),
        t.app.inject({ method: 'GET', url: '/health/live' }),
      ])
      if (network.statusCode === 503) shed++
      if (live.statusCode !== 200) liveShed++
    }
    expect(shed).toBe(3)
    expect(liveShed).toBe(0)
    const about503 = lines.filter((l) => l.res?.statusCode === 503 || l.level >= 50)
    expect(about503).toHaveLength(3)
    for (const line of about503) {
      expect(line).toMatchObject({ level: 40, msg: 'request refused: busy' })
      expect(line.err).toBeUndefined()
    }
  })
})

describe.skipIf(!serverUrl)('a request that cannot get the database in time (PostgreSQL)', () => {
  let database: Database
  let app: FastifyInstance
  let drop: () => Promise<void>
  beforeAll(async () => {
    const pg = await freshPostgres(inject('templates').postgres ?? undefined)
    drop = pg.drop
    database = openDatabase({ url: pg.url, waits: { acquireMs: 1000, lockMs: 1000, statementMs: 5000 } })
    app = await buildApp({ db: database.db, webDist: '/nonexistent' })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    await drop()
  })

  let guests = 0
  /** Makes a guest: a request that must write the users table (nothing kept in memory answers it). */
  const newGuest = () =>
    app.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { username: `waits_guest_${++guests}`, password: 'secret-guest-1', is_guest: true },
    })
  /** Runs `hold` while `during` is asked; answers what `during` answered and how long it took. */
  const whileHeld = async <T>(
    hold: (release: Promise<void>) => Promise<unknown>,
    during: () => Promise<T>,
  ) => {
    let release = () => undefined as void
    const released = new Promise<void>((resolve) => (release = resolve))
    const held = hold(released)
    await new Promise((r) => setTimeout(r, 300))
    const started = Date.now()
    try {
      return { answer: await during(), ms: Date.now() - started }
    } finally {
      release()
      await held
    }
  }

  it('behind a table lock: 503 with Retry-After after the lock wait, not a wait of the lock’s length', async () => {
    // an operator's migration (or a stuck transaction) holds the table of users
    const { answer, ms } = await whileHeld(
      (released) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = 0`)
          await tx.execute(sql`lock table users in access exclusive mode`)
          await released
        }),
      newGuest,
    )
    expect(answer.statusCode, answer.body).toBe(503)
    expect(answer.headers['retry-after']).toBe('5')
    expect(answer.json()).toMatchObject({
      status_code: 503,
      error_code: 'service_unavailable',
      retry_after: 5,
    })
    expect(ms).toBeLessThan(4000)
    expect((await newGuest()).statusCode).toBe(201)
  })

  it('with every connection of the pool taken: 503 with Retry-After, and readiness says so', async () => {
    const { answer } = await whileHeld(
      (released) => Promise.all(Array.from({ length: 10 }, () => database.db.transaction(() => released))),
      async () => [await newGuest(), await app.inject({ method: 'GET', url: '/health/ready' })],
    )
    const [busy, ready] = answer
    expect(busy?.statusCode, busy?.body).toBe(503)
    expect(busy?.headers['retry-after']).toBe('5')
    expect(ready?.statusCode, ready?.body).toBe(503)
    expect(ready?.headers['retry-after']).toBe('5')
    expect((await newGuest()).statusCode).toBe(201)
  })
})

describe.skipIf(!serverUrl)('start-up (PostgreSQL)', () => {
  it('migrates and seeds an empty database whatever the requests’ waits (no time-out applies)', async () => {
    const pg = await freshPostgres()
    const database = openDatabase({ url: pg.url, waits: { acquireMs: 1000, lockMs: 1, statementMs: 1 } })
    try {
      expect(await prepareDatabase(database, new Date())).toBe(true)
      // a request's statement has the 1 ms: the server answers 503 rather than run it
      await expect(database.db.execute(sql`select pg_sleep(0.05)`)).rejects.toThrow()
    } finally {
      await database.close()
      await pg.drop()
    }
  }, 60_000)
})

describe.skipIf(!serverUrl)('a server whose database queue is long (PostgreSQL)', () => {
  let database: Database
  let app: FastifyInstance
  let drop: () => Promise<void>
  beforeAll(async () => {
    const pg = await freshPostgres(inject('templates').postgres ?? undefined)
    drop = pg.drop
    // a long wait for a connection: the shedding answers first
    database = openDatabase({ url: pg.url, waits: { acquireMs: 20_000, lockMs: 1000, statementMs: 20_000 } })
    app = await buildApp({
      db: database.db,
      webDist: '/nonexistent',
      maxEventLoopDelayMs: 60_000, // the event loop is not what is watched here
      databaseWaiting: () => database.waiting(),
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    await drop()
  })

  let guests = 0
  const newGuest = () =>
    app.inject({
      method: 'POST',
      url: '/v2/users',
      payload: { username: `queue_guest_${++guests}`, password: 'secret-guest-1', is_guest: true },
      remoteAddress: `10.31.0.${(guests % 250) + 1}`,
    })

  it('refuses new requests at once while over 50 queries wait for a connection, then serves again', async () => {
    let release = () => undefined as void
    const released = new Promise<void>((resolve) => (release = resolve))
    const held = Promise.all(Array.from({ length: 10 }, () => database.db.transaction(() => released)))
    await new Promise((r) => setTimeout(r, 300))
    const queued = Array.from({ length: 60 }, () => newGuest())
    await expect.poll(() => database.waiting()).toBeGreaterThan(50)
    await new Promise((r) => setTimeout(r, 600)) // the shedding looks every 250 ms
    const started = Date.now()
    const shed = await newGuest()
    expect(shed.statusCode, shed.body).toBe(503)
    expect(shed.headers['retry-after']).toBe('5')
    expect(Date.now() - started).toBeLessThan(1000)
    release()
    await held
    // the queued ones are served once the connections are back
    expect((await Promise.all(queued)).filter((r) => r.statusCode !== 201)).toEqual([])
    await expect.poll(async () => (await newGuest()).statusCode, { interval: 300, timeout: 5000 }).toBe(201)
  })
})
