// Makes sure Debian's Chromium is on this machine for the Playwright suites (Playwright's own browser
// download cannot work here). On a fresh machine of this kind we run as root and install it with apt.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it: sudo apt-get install -y chromium`)
  }
  console.log(`[test] ${CHROMIUM} is missing: installing Debian's chromium with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env })
  execFileSync(
    'apt-get',
    ['install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
    {
      stdio: 'inherit',
      env,
    },
  )
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`)
  return CHROMIUM
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
