import { defineConfig, devices } from '@playwright/test'
import base from './playwright.config'

// Issue 8 "The server is stateless": the journeys of sign-in, zap and purchase against two server
// instances on one PostgreSQL behind the round-robin proxy (scripts/multi-instance.mjs), so consecutive
// requests of one viewer land on different instances. The journeys are the main suite's own, picked by
// title. Needs TEST_DATABASE_URL (or DATABASE_URL): a fresh database is made there and dropped after.
const port = Number(process.env.E2E_PORT ?? 8191)
const baseURL = `http://127.0.0.1:${port}`
const instancePorts = process.env.E2E_INSTANCE_PORTS ?? `${port + 1},${port + 2}`
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL

// (a part of each title: issue 28 folded journeys with the same set-up, so a title names several steps)
const JOURNEYS = [
  'signs in by phone with the SMS code, focus lands on the account button, stays signed in after a reload, and signs out',
  'a guest picks a free channel from the list, it plays live and is counted',
  'a guest buys a paid channel by card on the gateway page and it plays',
  'film 17 is bought through its offer',
]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export default defineConfig({
  ...base,
  testMatch: ['session.spec.ts', 'player.spec.ts', 'purchase.spec.ts'],
  use: { ...base.use, baseURL },
  projects: [
    {
      name: 'two-instances',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grep: new RegExp(JOURNEYS.map(escape).join('|')),
    },
  ],
  webServer: {
    command: `node scripts/multi-instance.mjs --instances 2 --port ${port} --instance-ports ${instancePorts} --fresh-database`,
    cwd: '..',
    url: `${baseURL}/v2/users/self/network`,
    timeout: 180_000,
    reuseExistingServer: false,
    // the script's own lines (instances, database, requests per instance at the end); the instances log warnings only
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the script stop its instances and drop its database
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // as the main suite: every journey signs in from this one address
    env: {
      DATABASE_URL: serverUrl ?? '',
      TEST_DATABASE_URL: '',
      EFIR_DEMO: '1',
      EFIR_ADDRESS_LIMITS: '0',
      // as the main suite: a busy test machine stalls the event loop for seconds; shedding has its own test
      EFIR_SHED_AFTER_MS: '0',
      LOG_LEVEL: 'warn',
    },
  },
})
