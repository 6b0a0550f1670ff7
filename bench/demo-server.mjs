// The demo server a browser bench measures: apps/server on embedded PGlite in a fresh temporary folder,
// serving the built client (run `npm run build` first).
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Starts the server of the checkout `cwd` (this one by default) on `port` with `env` added (refused when the port is taken) and resolves once it
 * answers; `stop()` ends it. tsx runs in a process group of its own, killed as a group (an `npx` killed
 * alone left its children holding the port and this process's stderr).
 */
export async function startDemoServer(port, env = {}, cwd = root) {
  const base = `http://127.0.0.1:${port}`
  const answers = () =>
    fetch(`${base}/v2/users/self/network`).then(
      (r) => r.ok,
      () => false,
    )
  if (await answers()) throw new Error(`port ${port} is in use: pass --port`)
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      EFIR_DATA_DIR: mkdtempSync(join(tmpdir(), 'efir-bench-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      server.kill()
    }
  }
  for (let i = 0; i < 480; i++) {
    if (await answers()) return { base, stop }
    await new Promise((r) => setTimeout(r, 500))
  }
  stop()
  throw new Error('server did not start')
}
