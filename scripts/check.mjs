// `npm run check`: what CI checks before the tests, fastest first on a 2-core machine.
//   tsgo per workspace (incremental) → oxlint's type-aware rules on tsgo → ESLint beside Prettier.
// tsgo and oxlint use every core; ESLint and Prettier one each, so those two run side by side.
// Prints each step's time; stops at the first failure (ESLint and Prettier both finish first).
import { spawn } from 'node:child_process'

const WORKSPACES = ['packages/contract', 'packages/player', 'apps/server', 'apps/web', 'e2e']

/** Runs one command with its output shown; resolves with its exit status. */
function step(title, cmd, args) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit' })
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`[check] ${title}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
      resolve(status ?? 1)
    })
  })
}

/** Stops the check at a failed step. */
function must(status) {
  if (status !== 0) process.exit(status)
}

const started = Date.now()
for (const workspace of WORKSPACES) must(await step(`types ${workspace}`, 'npx', ['tsgo', '-p', workspace]))
must(await step('oxlint (type-aware)', 'npx', ['oxlint', '--type-aware']))
const statuses = await Promise.all([
  step('eslint', 'npx', ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']),
  step('prettier', 'npx', ['prettier', '--check', '--cache', '.']),
])
statuses.forEach(must)
console.log(`[check] all passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
