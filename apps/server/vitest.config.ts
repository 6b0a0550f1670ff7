import { defineProject } from 'vitest/config'

/**
 * The files that also run on PGlite when the suite runs on PostgreSQL (issue 28): where the embedded
 * database `npm start` uses can behave otherwise than PostgreSQL. PGlite is one connection in the
 * server's own thread: transactions take turns instead of racing, a row lock never waits, NOTIFY
 * arrives before the writing query resolves, its queries hold the event loop; its driver is not
 * node-postgres (parsers, error objects), and it is another PostgreSQL version (PGlite 0.5 is 18,
 * the server here 15). Everything else is SQL both engines run alike. database-lock.test.ts is not
 * here: it opens PGlite folders itself whatever the URL, so the run on PostgreSQL ran it on PGlite.
 */
const ENGINE_SENSITIVE = [
  // money: balances, ledger sums, idempotency keys (savepoints), 50 charges at once
  'money-invariants',
  // purchases, payments and renewals in transactions; `for update skip locked` in the renewal job and
  // the demo gateway; its callback is not awaited because on PGlite it would wait for the transaction
  'commerce-flow',
  // two top-ups settling at once pay a block's debt once (the user row locked `for update`)
  'block-status',
  // promo codes once per user and promo money added once, of parallel calls (atomic counters)
  'account',
  // phone codes: the SMS limit behind an advisory transaction lock, the wrong-code count an atomic
  // upsert, 200 guesses at once
  'otp',
  // 50 parallel wrong passwords against the same upserted lock; a guest's favorites moved by raw SQL
  'auth',
  // 50 parallel wrong PINs against the same lock
  'parental-pin',
  // device slots: the user row locked `for update` while a device is counted and added
  'devices',
  // profile slots: parallel creations under the user row lock; one adult profile of parallel firsts
  'profiles-parental',
  // one e-mail saved by 6 viewers at once: a unique violation, told apart in each driver's error
  'settings',
  // parallel answers leave one row (an upsert)
  'surveys',
  // mark-all-read called in parallel marks each message once
  'messages',
  // stat ids from one `generate_series` of a sequence; starts written in batches
  'playback-starts',
  // a viewer kept per instance until LISTEN/NOTIFY says otherwise: PGlite has its own listener path
  'viewer-cache',
  // a second instance on the same database: on PGlite the same in-memory handle (test-app.ts); the
  // renewal job run by both at once
  'multi-instance',
  // the demo channel seed: bulk insert through json_populate_recordset, again adding only the missing
  'live-guide',
  // a start on an older demo database: seeding again and moving the sequences past the seeded ids
  'web-app',
  // load shedding by event-loop delay and queued requests behind `lock table`: PGlite runs its
  // queries on the event loop and takes one transaction at a time
  'load',
  // JSON operators (`->>`) on a device's notification column
  'push',
]

// SERVER_TEST_FILES=engine-sensitive runs ENGINE_SENSITIVE only (scripts/test.mjs: on PGlite, after
// the whole suite ran on PostgreSQL); unset, every file.
const subset = process.env.SERVER_TEST_FILES
if (subset && subset !== 'engine-sensitive')
  throw new Error(`SERVER_TEST_FILES=${subset}: expected engine-sensitive or nothing`)

export default defineProject({
  test: {
    name: 'server',
    include: subset ? ENGINE_SENSITIVE.map((name) => `test/${name}.test.ts`) : ['test/**/*.test.ts'],
    // Each file boots the real app on a fresh database of its own (PGlite, or PostgreSQL when
    // TEST_DATABASE_URL / DATABASE_URL is set) and keeps no state outside it, so files share their
    // worker process and its loaded modules (isolate: false; issue 28: 202 → 109 s on PGlite). Two
    // such workers: maxWorkers of the root config, one count for every project.
    pool: 'forks',
    isolate: false,
    testTimeout: 20000,
    hookTimeout: 60000,
    // migrates and seeds once the databases every test app starts from a copy of
    globalSetup: ['./test/support/global-setup.ts'],
  },
})
