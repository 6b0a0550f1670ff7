// Several server instances on one PostgreSQL behind the round-robin proxy (README "Several instances"):
// what the multi-instance end-to-end stage starts, and a quick way to try it by hand.
//
//   DATABASE_URL=postgres://… node scripts/multi-instance.mjs [--instances 2] [--port 8080]
//       [--instance-ports 8081,8082] [--fresh-database]
//
// The instances start at once (the start-up lock makes one migrate and seed) with
// EFIR_TRUST_PROXY=loopback, so the limits per address see each viewer's address; the proxy listens
// only when every instance answers. --fresh-database creates an empty efir_multi_* database on the
// server of DATABASE_URL (or TEST_DATABASE_URL) and drops it when stopped. SIGINT/SIGTERM stop all.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startProxy } from './round-robin-proxy.mjs'

const repoRoot = fileURLToPath(new URL('../', import.meta.url))
const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)

const count = Number(option('--instances', '2'))
const port = Number(option('--port', process.env.PORT ?? '8080'))
const instancePorts = option('--instance-ports', '').split(',').filter(Boolean).map(Number)
while (instancePorts.length < count) instancePorts.push(port + instancePorts.length + 1)
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL
if (!serverUrl) {
  console.error('multi-instance: set DATABASE_URL to a PostgreSQL URL (PGlite serves one process only)')
  process.exit(1)
}

async function admin(query) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

let databaseUrl = serverUrl
let dropDatabase = async () => undefined
if (args.includes('--fresh-database')) {
  const name = `efir_multi_${randomBytes(6).toString('hex')}`
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  databaseUrl = url.toString()
  dropDatabase = () => admin(`drop database if exists ${name} with (force)`)
  console.log(`multi-instance: fresh database ${name}`)
}

let stopping = false
const children = instancePorts.slice(0, count).map((instancePort) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(instancePort),
      DATABASE_URL: databaseUrl,
      EFIR_TRUST_PROXY: 'loopback',
    },
  })
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(
      `multi-instance: the instance on :${instancePort} stopped (${signal ?? code}); stopping all`,
    )
    void stop(1)
  })
  return { child, port: instancePort }
})

let proxy = null
async function stop(code) {
  if (stopping) return
  stopping = true
  await proxy?.close()
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', resolve)
          child.kill('SIGTERM')
        }),
    ),
  )
  await dropDatabase().catch((error) => console.error(`multi-instance: database not dropped: ${error}`))
  if (proxy) console.log(`multi-instance: requests per instance ${proxy.served.join(' / ')}`)
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(0))

async function ready(instancePort, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end && !stopping) {
    try {
      const res = await fetch(`http://127.0.0.1:${instancePort}/v2/users/self/network`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the instance on :${instancePort} did not answer`)
}

try {
  await Promise.all(children.map((c) => ready(c.port)))
} catch (error) {
  console.error(`multi-instance: ${error.message}`)
  await stop(1)
}
proxy = startProxy({ port, upstreams: children.map((c) => `http://127.0.0.1:${c.port}`) })
proxy.server.on('listening', () =>
  console.log(
    `multi-instance: ${count} instances (${children.map((c) => c.port).join(', ')}) on PostgreSQL ` +
      `behind http://localhost:${port}`,
  ),
)
