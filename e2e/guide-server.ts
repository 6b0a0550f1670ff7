import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The guide journeys' own server: the demo line-up filled up to 1,000 channels (EFIR_DEMO_CHANNELS),
 * on E2E_PORT + 3 with its own PGlite folder, so the suite's shared server keeps its 43 channels.
 */
export const GUIDE_PORT = Number(process.env.E2E_PORT ?? 8181) + 3
export const GUIDE_BASE = `http://127.0.0.1:${GUIDE_PORT}`
export const GUIDE_CHANNELS = 1000

export async function startGuideServer(): Promise<ChildProcess> {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(GUIDE_PORT),
      EFIR_DATA_DIR: mkdtempSync(join(tmpdir(), 'efir-e2e-guide-')),
      EFIR_DEMO: '1',
      EFIR_DEMO_CHANNELS: String(GUIDE_CHANNELS),
      DATABASE_URL: '',
      EFIR_ADDRESS_LIMITS: '0',
      EFIR_SHED_AFTER_MS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${GUIDE_BASE}/v2/users/self/network`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  stopGuideServer(server)
  throw new Error('the guide server did not start')
}

export function stopGuideServer(server: ChildProcess | undefined): void {
  if (!server?.pid) return
  try {
    process.kill(-server.pid) // npx and the tsx child under it
  } catch {
    server.kill()
  }
}
