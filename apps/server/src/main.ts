import { fileURLToPath } from 'node:url'
import { buildApp } from './app.ts'
import { DEFAULT_DATABASE_WAITS, openDatabase, type DatabaseWaits } from './db/connect.ts'
import { countryCode } from './lib/country.ts'
import { trustProxyFrom } from './lib/trust-proxy.ts'
import { dailyCapsFrom } from './modules/limits/rate-limit.ts'
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS } from './plugins/load-shedding.ts'
import { hstsModeFrom } from './plugins/security-headers.ts'
import { prepareDatabase } from './seed/index.ts'

// Configuration (README): PORT (8080), DATABASE_URL (PostgreSQL; else embedded PGlite),
// EFIR_DATA_DIR (<repo>/data, where PGlite keeps its files), EFIR_DEMO (on unless "0"),
// EFIR_WEB_DIST (the client build served at /; apps/web/dist), EFIR_TRUST_PROXY (the reverse proxies
// whose X-Forwarded-For names the caller; none), EFIR_COUNTRY_HEADER (the header such a proxy names the
// caller's country in, e.g. cf-ipcountry; none), EFIR_DEFAULT_COUNTRY (the country otherwise; KZ),
// EFIR_MEDIA_SECRET (the media token key's secret; else
// one kept in the database), EFIR_MEDIA_TOKEN_TTL (seconds media URLs play), EFIR_HSTS
// (Strict-Transport-Security: unset on HTTPS requests, 1 always, 0 never), EFIR_SHED_AFTER_MS (503 past
// this event-loop delay; 0 off), EFIR_VAPID_SUBJECT (web push contact, mailto: or https:),
// EFIR_PUSH_TEST_ORIGIN (demo only: an http origin taken as a push endpoint, the e2e fake push service),
// EFIR_DEMO_CHANNELS (demo only: fill the line-up up to this many channels, the guide's 1,000-channel demo),
// EFIR_DAILY_CAPS (the daily caps of SMS, checks, promo guesses and accounts: name=count,…),
// EFIR_DB_WAIT_MS (PostgreSQL: how long a request waits for a connection or a lock; 5000),
// EFIR_DB_STATEMENT_MS (PostgreSQL: how long one statement may run; 15000), EFIR_CLIENT_ORIGINS (the
// origins the client is served from besides this server's: where the demo gateway's pages return).
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const port = Number(process.env.PORT ?? 8080)
const dataDir = process.env.EFIR_DATA_DIR ?? `${repoRoot}data`
const demo = process.env.EFIR_DEMO !== '0'

// issue 30: the origins the client is served from besides this server's (where payment pages return)
const clientOrigins = (process.env.EFIR_CLIENT_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)
const notOrigin = clientOrigins.find((origin) => URL.parse(origin)?.origin !== origin)
if (notOrigin !== undefined) {
  console.error(`EFIR_CLIENT_ORIGINS: ${notOrigin} is not an origin (e.g. https://tv.example.com)`)
  process.exit(1)
}
// issue 30: how long a request may wait for PostgreSQL (a connection and a lock; a statement)
const databaseWaits: DatabaseWaits = {
  acquireMs: Number(process.env.EFIR_DB_WAIT_MS ?? DEFAULT_DATABASE_WAITS.acquireMs),
  lockMs: Number(process.env.EFIR_DB_WAIT_MS ?? DEFAULT_DATABASE_WAITS.lockMs),
  statementMs: Number(process.env.EFIR_DB_STATEMENT_MS ?? DEFAULT_DATABASE_WAITS.statementMs),
}
const database = (() => {
  try {
    return process.env.DATABASE_URL
      ? openDatabase({ url: process.env.DATABASE_URL, waits: databaseWaits })
      : openDatabase({ dataDir: `${dataDir}/pglite` })
  } catch (error) {
    // e.g. a second server on the same PGlite folder: say why and stop, without a stack trace
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
})()
const dailyCaps = (() => {
  try {
    return dailyCapsFrom(process.env.EFIR_DAILY_CAPS)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
})()
const defaultCountry = process.env.EFIR_DEFAULT_COUNTRY
if (defaultCountry !== undefined && countryCode(defaultCountry) === null) {
  console.error(`EFIR_DEFAULT_COUNTRY=${defaultCountry} is not a two-letter country code (e.g. KZ)`)
  process.exit(1)
}
const demoChannels = Number(process.env.EFIR_DEMO_CHANNELS ?? 0)
const seeded = await prepareDatabase(database, new Date(), demo && demoChannels > 0 ? { demoChannels } : {})

const app = await buildApp({
  db: database.db,
  demo,
  logger: process.env.LOG_LEVEL ?? 'info',
  jobs: true,
  addressLimits: process.env.EFIR_ADDRESS_LIMITS !== '0',
  dailyCaps,
  clientOrigins,
  trustProxy: trustProxyFrom(process.env.EFIR_TRUST_PROXY),
  ...(process.env.EFIR_COUNTRY_HEADER ? { countryHeader: process.env.EFIR_COUNTRY_HEADER } : {}),
  ...(defaultCountry ? { defaultCountry } : {}),
  ...(process.env.EFIR_MEDIA_SECRET ? { mediaSecret: process.env.EFIR_MEDIA_SECRET } : {}),
  ...(process.env.EFIR_MEDIA_TOKEN_TTL
    ? { mediaTokenTtlSeconds: Number(process.env.EFIR_MEDIA_TOKEN_TTL) }
    : {}),
  hsts: hstsModeFrom(process.env.EFIR_HSTS),
  maxEventLoopDelayMs: Number(process.env.EFIR_SHED_AFTER_MS ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
  databaseWaiting: () => database.waiting(),
  ...(process.env.EFIR_WEB_DIST ? { webDist: process.env.EFIR_WEB_DIST } : {}),
  ...(process.env.EFIR_VAPID_SUBJECT ? { vapidSubject: process.env.EFIR_VAPID_SUBJECT } : {}),
  ...(process.env.EFIR_PUSH_TEST_ORIGIN ? { pushTestOrigin: process.env.EFIR_PUSH_TEST_ORIGIN } : {}),
})
if (seeded) app.log.info('Seeded the demo dataset (login demo / demo, phone 77000000001)')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`)
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0))
  })
}

await app.listen({ port, host: '0.0.0.0' })
app.log.info(
  `efir on http://localhost:${port} (${database.kind}${demo ? ', demo mode' : ''}) — API docs at /docs`,
)
