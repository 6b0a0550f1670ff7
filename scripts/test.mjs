// `npm test`: every suite, in the order that fails fastest. See README "Tests" for running one alone.
//   unit → server: on PostgreSQL when TEST_DATABASE_URL/DATABASE_URL is set, then its engine-sensitive
//   files again on PGlite (without a PostgreSQL URL: the whole suite on PGlite) →
//   client build → initial-JS budget (bench/bundle-size.mjs) → Playwright end-to-end in Debian Chromium →
//   with a PostgreSQL URL, the sign-in, zap and purchase journeys again on two instances behind a proxy.
// `--only <unit|server|e2e|multi>` runs one stage (the e2e stages still build the client first).
import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { ensureChromium } from './ensure-chromium.mjs'

const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL

/** Each stage run so far: its title, seconds, tests counted from its runner's summary, and its verdict. */
const stages = []
const runStarted = Date.now()

/** The number of tests a runner's summary names (Vitest's "Tests  N passed", Playwright's "N passed"). */
function testCount(output) {
  const plain = stripVTControlCharacters(output)
  const vitest = /^\s*Tests\s+(.+)$/m.exec(plain)
  const line = vitest
    ? vitest[1]
    : plain
        .split('\n')
        .filter((l) => /^\s*\d+ (passed|failed|flaky|skipped)/.test(l))
        .join(' ')
  const counts = [...line.matchAll(/(\d+) (passed|failed|flaky|skipped)/g)]
  return counts.length ? counts.reduce((sum, m) => sum + Number(m[1]), 0) : null
}

/** Prints the table of every stage run so far: where this run's time went (issue 28). */
function printStages() {
  const rows = stages.map((s) => [s.title, `${s.seconds.toFixed(1)} s`, s.tests ?? '', s.verdict])
  const head = ['stage', 'time', 'tests', '']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')
  console.log(`\n[test] stages (${((Date.now() - runStarted) / 60000).toFixed(1)} min in all)`)
  console.log(line(head))
  for (const row of rows) console.log(line(row))
}

/** Runs one stage with its output shown (and kept, to count its tests); stops the run at a failure. */
async function run(title, cmd, cmdArgs, env = {}) {
  console.log(`\n[test] ${title}: ${cmd} ${cmdArgs.join(' ')}`)
  const started = Date.now()
  const child = spawn(cmd, cmdArgs, {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    output += chunk
  })
  const status = await new Promise((resolve) => child.on('close', resolve))
  const seconds = (Date.now() - started) / 1000
  const verdict = status === 0 ? 'passed' : 'FAILED'
  stages.push({ title, seconds, tests: testCount(output), verdict })
  console.log(`[test] ${title}: ${verdict} in ${seconds.toFixed(1)} s`)
  if (status !== 0) {
    printStages()
    process.exit(status ?? 1)
  }
}

// The embedded-database run must not pick up a PostgreSQL URL from the environment.
const pgliteEnv = { TEST_DATABASE_URL: '', DATABASE_URL: '' }

if (!only || only === 'unit') {
  await run('unit tests', 'npx', [
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
  if (pgUrl) {
    // Issue 28: the whole suite once, on PostgreSQL; on PGlite (what `npm start` uses) again only the
    // files whose behaviour can differ by engine (apps/server/vitest.config.ts, ENGINE_SENSITIVE)
    await run('server tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
      TEST_DATABASE_URL: pgUrl,
    })
    await run('server tests, engine-sensitive (PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], {
      ...pgliteEnv,
      SERVER_TEST_FILES: 'engine-sensitive',
    })
  } else {
    await run('server tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], pgliteEnv)
    console.log('[test] TEST_DATABASE_URL/DATABASE_URL not set: server suite ran on PGlite only')
  }
}
if (!only || only === 'e2e' || only === 'multi') {
  const chromium = ensureChromium()
  await run('client build', 'npm', ['run', 'build'])
  if (only !== 'multi') {
    await run('initial JS size against the framework floor', 'node', ['bench/bundle-size.mjs'])
    await run('end-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      ...pgliteEnv,
    })
  }
  // Issue 8: the server is stateless; two instances on one PostgreSQL behind scripts/round-robin-proxy.mjs.
  if (pgUrl) {
    await run(
      'end-to-end on two instances (PostgreSQL)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.multi.config.ts'],
      { CHROMIUM_PATH: chromium, TEST_DATABASE_URL: pgUrl, DATABASE_URL: '' },
    )
  } else {
    console.log('[test] TEST_DATABASE_URL/DATABASE_URL not set: no end-to-end run on two instances')
  }
}

printStages()
