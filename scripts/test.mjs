// `npm test`: every suite, in the order that fails fastest. See README "Tests" for running one alone.
//   unit + server (PGlite) → server again on PostgreSQL when TEST_DATABASE_URL/DATABASE_URL is set →
//   client build → initial-JS budget (bench/bundle-size.mjs) → Playwright end-to-end in Debian Chromium →
//   with a PostgreSQL URL, the sign-in, zap and purchase journeys again on two instances behind a proxy.
// `--only <unit|server|e2e|multi>` runs one stage (the e2e stages still build the client first).
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'

const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL

function run(title, cmd, cmdArgs, env = {}) {
  console.log(`\n[test] ${title}: ${cmd} ${cmdArgs.join(' ')}`)
  const started = Date.now()
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(
    `[test] ${title}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
}

// The embedded-database run must not pick up a PostgreSQL URL from the environment.
const pgliteEnv = { TEST_DATABASE_URL: '', DATABASE_URL: '' }

if (!only || only === 'unit') {
  run('unit tests', 'npx', [
    'vitest',
    'run',
    '--project',
    'contract',
    '--project',
    'player',
    '--project',
    'web',
    '--project',
    'tooling',
  ])
}
if (!only || only === 'server') {
  run('server tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], pgliteEnv)
  if (pgUrl) {
    run('server tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
      TEST_DATABASE_URL: pgUrl,
    })
  } else {
    console.log('[test] TEST_DATABASE_URL/DATABASE_URL not set: server suite ran on PGlite only')
  }
}
if (!only || only === 'e2e' || only === 'multi') {
  const chromium = ensureChromium()
  run('client build', 'npm', ['run', 'build'])
  if (only !== 'multi') {
    run('initial JS size against the framework floor', 'node', ['bench/bundle-size.mjs'])
    run('end-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      ...pgliteEnv,
    })
  }
  // Issue 8: the server is stateless; two instances on one PostgreSQL behind scripts/round-robin-proxy.mjs.
  if (pgUrl) {
    run(
      'end-to-end on two instances (PostgreSQL)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.multi.config.ts'],
      { CHROMIUM_PATH: chromium, TEST_DATABASE_URL: pgUrl, DATABASE_URL: '' },
    )
  } else {
    console.log('[test] TEST_DATABASE_URL/DATABASE_URL not set: no end-to-end run on two instances')
  }
}
