import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_PUSH_SERVICE_PORT } from './fake-push-service'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures'

// The real server (apps/server, embedded PGlite in a fresh temporary folder) serving the built client,
// driven in Debian's Chromium: Playwright's own browser download cannot work on this machine.
const port = Number(process.env.E2E_PORT ?? 8181)
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'efir-e2e-'))

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // No retries: a journey waits for the condition it means, so a flaky one is a bug to find
  retries: 0,
  // Real video on two cores: a journey that takes 20-30 s on a quiet machine takes twice as long while
  // another process keeps one core busy (issue 13); the waits are for conditions, the limits are generous
  timeout: 120_000,
  expect: { timeout: 20_000 },
  forbidOnly: true,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    locale: 'ru-RU',
    // DOM snapshots, network and console of a failed journey; no screencast (a quarter of a video
    // journey's CPU went to encoding it, measured on player.spec.ts)
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npx tsx apps/server/src/main.ts',
        cwd: '..',
        url: `${baseURL}/v2/users/self/network`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        // every journey signs in from this one address: the limits per address (issue 8) would stop
        // the suite after ten SMS; they are tested in the server suite
        env: {
          PORT: String(port),
          EFIR_DATA_DIR: dataDir,
          EFIR_DEMO: '1',
          DATABASE_URL: '',
          EFIR_ADDRESS_LIMITS: '0',
          // no load shedding: a shared CI machine may stall the server's event loop for a second
          EFIR_SHED_AFTER_MS: '0',
          // push.spec.ts: the server sends web push to the test's fake push service (plain http)
          EFIR_PUSH_TEST_ORIGIN: `http://127.0.0.1:${E2E_PUSH_SERVICE_PORT}`,
        },
      },
})
