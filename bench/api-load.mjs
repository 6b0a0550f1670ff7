// API under load (issue 8 "The API stays fast under load"): for the hot endpoints of the start page and
// of a zap, beside a hello route in the same run, on the real server (embedded PGlite, then PostgreSQL
// when a URL is given): the server process's own CPU time per request (sequential requests, read from
// /proc/<pid>/stat, so the load tool's CPU does not count), then req/s and p50/p99 latency under
// autocannon at 10, 50 and 200 connections, and p99 at one fixed rate from 10 and from 200 connections
// (measureTail, open loop), as the clients saw it and as the server's log says it spent (responseTime).
// Figures only; this never fails on a timing.
//   node bench/api-load.mjs [--port 8213] [--duration 3] [--levels 10,50,200] [--only network,stream]
//   node bench/api-load.mjs --pg postgres://postgres@127.0.0.1:5432/postgres   (PGlite, then a fresh
//                                                                               database on that server)
//   --engines pg        (PostgreSQL only)      --profile <dir>   (node --cpu-prof into <dir>)
//   --server-log <file> (the server's log: one line per request with its responseTime)
//   --cpu-seconds 2 --cpu-runs 3  (each CPU figure: the median of that many sequential runs)
//   --root <checkout>   (run that checkout's server, e.g. `git archive <commit>` unpacked, for "before")
// Results of past runs: bench/api-load.md.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

const here = dirname(fileURLToPath(import.meta.url))
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const PORT = Number(arg('port', 8213))
const DURATION_S = Number(arg('duration', 3))
const CPU_SECONDS = Number(arg('cpu-seconds', 2))
const CPU_RUNS = Number(arg('cpu-runs', 3))
const LEVELS = arg('levels', '10,50,200').split(',').map(Number)
const ONLY = arg('only', '')
const PG_URL = arg('pg', process.env.TEST_DATABASE_URL ?? '')
const ENGINES = arg('engines', PG_URL ? 'pglite,pg' : 'pglite').split(',')
const PROFILE_DIR = arg('profile', '')
// --server-log <file>: where the server's log goes (one line per request, with its responseTime)
const SERVER_LOG = arg('server-log', '')
// --root: the checkout whose server runs (e.g. an export of the commit before a change, for "before")
const root = arg('root', join(here, '..'))
const BASE = `http://127.0.0.1:${PORT}`
const log = (...args) => console.error('[bench]', ...args)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** What the start page and a zap ask for (apps/web start-up, start page, TV page), `T` the viewer's token. */
const ENDPOINTS = [
  { name: 'hello (floor)', path: '/dev/hello' },
  { name: 'network info', path: '/v2/users/self/network?provider=1' },
  { name: 'configuration', path: '/v2/platform/configuration' },
  { name: 'users/self', path: '/v2/users/self?access_token=T' },
  { name: 'profiles', path: '/v2/users/self/profiles?access_token=T' },
  { name: 'messages', path: '/v2/users/self/messages?access_token=T' },
  { name: 'rowsets', path: '/v2/rowsets?access_token=T' },
  {
    name: 'start-page rowset',
    path: '/v2/rowsets/startpage?limit=24&items_limit=20&device=web&access_token=T',
  },
  { name: 'category list', path: '/v2/channels/category_list?access_token=T' },
  { name: 'channel list+schedules', path: '/v2/channels/channel_list?includes=current_schedules' },
  { name: 'user channel list', path: '/v2/users/self/channel_list?access_token=T' },
  { name: 'stream answer', path: '/v2/channels/102/stream?access_token=T' },
].filter((e) => !ONLY || ONLY.split(',').some((o) => e.name.includes(o) || e.path.includes(o)))

/** The server process's CPU time so far (user + system), ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // fields[11], fields[12]: utime, stime (fields 14 and 15 of proc(5), counted from the state field)
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

async function freshPostgres() {
  const name = `efir_bench_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: PG_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

async function startServer(engine) {
  const busy = await fetch(`${BASE}/v2/users/self/network`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${PORT} is in use: pass --port`)
  const database = engine === 'pg' ? await freshPostgres() : null
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-api-load-'))
  const logFile = SERVER_LOG || join(dataDir, 'server.log')
  // One node process (tsx as a loader, not tsx's launcher) so its pid is the server's own.
  const server = spawn(
    process.execPath,
    [
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT),
        EFIR_DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        // the production log level: per-request logging is part of what a request costs
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
      stdio: ['ignore', openSync(logFile, 'a'), 'inherit'],
    },
  )
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const stop = async () => {
    server.kill('SIGINT')
    await Promise.race([exited, sleep(10_000)])
    server.kill('SIGKILL')
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true }) // its log: ~250 bytes per request
  }
  process.once('exit', () => server.kill('SIGKILL'))
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/v2/users/self/network`)).ok)
        return { pid: server.pid, stop, log: logReader(logFile) }
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  await stop()
  throw new Error('server did not start')
}

/**
 * The server's own time per request (its log's responseTime, ms): `read()` gives those logged since the
 * last `read()` or `skip()`; what the server spent, without the load generator's wait for a core.
 */
function logReader(file) {
  let offset = 0
  const skip = () => {
    offset = statSync(file).size
  }
  const read = () => {
    const buffer = Buffer.alloc(statSync(file).size - offset)
    const fd = openSync(file, 'r')
    readSync(fd, buffer, 0, buffer.length, offset)
    closeSync(fd)
    const end = buffer.lastIndexOf(10) + 1
    offset += end
    return buffer
      .subarray(0, end)
      .toString()
      .split('\n')
      .flatMap((line) => {
        const time = line.includes('"responseTime"') ? JSON.parse(line).responseTime : undefined
        return typeof time === 'number' ? [time] : []
      })
  }
  return { skip, read }
}

const p99Of = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length * 0.99)] ?? 0
}

/** Signs the demo user in as the client does (issue 30: a stream answer needs a registered device). */
async function signIn() {
  const post = async (path, body) => {
    const res = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`sign-in, ${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const { access_token: login } = await post('/v2/auth/login', { login: 'demo', password: 'demo' })
  const device = {
    device_type: 'pc',
    vendor: 'bench',
    model: 'api-load',
    version: '188',
    os_name: 'Linux',
    os_version: '',
    application_type: 'web',
    // one serial for every run: the slot moves to the new sign-in, the demo user's 3 slots stay free
    serial: 'bench-api-load-0001',
  }
  const { id } = await post(`/v2/users/self/devices?access_token=${login}`, device)
  return (await post(`/v2/auth/device?access_token=${login}`, { device_id: id })).access_token
}

const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'ru' }

function cannon(url, connections, run) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, ...run, headers: HEADERS, timeout: 30 }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

/**
 * Waits until the server has stopped working (under 2 CPU ticks in half a second): after a load level the
 * server may still be busy with the requests of clients that gave up, which must not count for the next.
 */
async function idle(pid) {
  for (let i = 0; i < 120; i++) {
    const before = cpuMs(pid)
    await sleep(500)
    if (cpuMs(pid) - before <= 20) return
  }
}

const urlOf = (endpoint, token) => BASE + endpoint.path.replace('access_token=T', `access_token=${token}`)

/** The bytes of an answer as sent (compressed, as the bench asks), read off the wire. */
function bytesSent(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (res) => {
      let n = 0
      res.on('data', (chunk) => (n += chunk.length))
      res.on('end', () => resolve(n))
    }).on('error', reject)
  })
}

/** Sequential requests: the server's CPU time per request (median of CPU_RUNS), and the answer's size. */
async function measureCpu(endpoint, token, pid) {
  const url = urlOf(endpoint, token)
  const first = await fetch(url, { headers: HEADERS })
  if (!first.ok) throw new Error(`${endpoint.name}: ${first.status}`)
  await first.arrayBuffer()
  const bytes = await bytesSent(url) // fetch would inflate a streamed (chunked) answer
  const raw = (await (await fetch(url)).arrayBuffer()).byteLength
  const warm = await cannon(url, 1, { duration: 1 })
  // a count, not a time, so a slow answer still gets enough requests (/proc counts CPU in 10 ms ticks)
  const amount = Math.min(20_000, Math.max(40, warm.requests.total * CPU_SECONDS))
  // the median of CPU_RUNS runs: one run moves by a tenth of a millisecond with the collector's and the
  // timers' (batched writes, the renewal job) luck
  const runs = []
  for (let i = 0; i < CPU_RUNS; i++) {
    await idle(pid)
    const before = cpuMs(pid)
    const sequential = await cannon(url, 1, { amount })
    runs.push((cpuMs(pid) - before) / sequential.requests.total)
  }
  const cpu = runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]
  return { name: endpoint.name, cpu, raw, bytes }
}

async function measureLoad(endpoint, token, pid) {
  const levels = []
  for (const connections of LEVELS) {
    await idle(pid)
    const r = await cannon(urlOf(endpoint, token), connections, { duration: DURATION_S })
    levels.push({
      connections,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      failed: r.non2xx + r.errors + r.timeouts,
    })
  }
  return levels
}

/**
 * The tail at one offered rate, from 10 and from 200 clients: in a closed loop (autocannon above) every
 * level runs the server flat out, so p99 grows with the connections by Little's law (200 waiting clients
 * at N req/s wait 200/N s on average) whatever the server does. Here requests are sent open-loop, evenly
 * spaced at TAIL_SHARE of what 10 connections reached (at most TAIL_MAX_RATE, so this load generator on
 * the same cores keeps up), spread over 10 or over 200 keep-alive connections in turn; a latency counts
 * from the moment a request was due. The two p99 then differ only by what many clients cost the server.
 * (autocannon's own rate limit sends each connection's quota at the start of every second: bursts.)
 */
const FEW_MANY = [10, 200]
const TAIL_SHARE = 0.4
const TAIL_MAX_RATE = 2000

function openLoop(url, connections, rate, seconds) {
  const agents = Array.from({ length: connections }, () => new Agent({ keepAlive: true, maxSockets: 1 }))
  const total = Math.round(rate * seconds)
  const latencies = []
  let failed = 0
  return new Promise((resolve) => {
    const start = performance.now()
    let sent = 0
    let done = 0
    const finish = () => {
      if (++done < total) return
      for (const agent of agents) agent.destroy()
      resolve({ p99: Math.round(p99Of(latencies)), failed })
    }
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate))
      for (; sent < due; sent++) {
        const dueAt = start + (sent / rate) * 1000
        get(url, { agent: agents[sent % connections], headers: HEADERS }, (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode !== 200) failed++
            latencies.push(performance.now() - dueAt)
            finish()
          })
        }).on('error', () => {
          failed++
          finish()
        })
      }
      if (sent < total) setTimeout(tick, 1)
    }
    tick()
  })
}

async function measureTail(endpoint, token, server, levels) {
  const closed = levels.find((l) => l.connections === FEW_MANY[0])
  if (!closed || closed.rps < 50) return null
  const rate = Math.min(TAIL_MAX_RATE, Math.round(closed.rps * TAIL_SHARE))
  const p99 = []
  const serverP99 = []
  for (const connections of FEW_MANY) {
    await idle(server.pid)
    server.log.skip()
    p99.push((await openLoop(urlOf(endpoint, token), connections, rate, DURATION_S)).p99)
    serverP99.push(p99Of(server.log.read()))
  }
  return { rate, p99, serverP99 }
}

function print(engine, rows) {
  const pad = (s, n) => String(s).padEnd(n)
  const kb = (n) => (n >= 10_240 ? `${Math.round(n / 1024)} KB` : `${n} B`)
  const head =
    LEVELS.map((c) => pad(`c=${c}: req/s  p50  p99 ms`, 28)).join('') +
    `at one rate: req/s p99 ms c=${FEW_MANY.join('/c=')} (×), server's own p99 ms (×)`
  console.log(`\n${engine}: CPU = server process CPU per request, sequential; bytes = JSON, sent (br)`)
  console.log(`${pad('endpoint', 24)}${pad('CPU ms', 8)}${pad('bytes', 16)}${head}`)
  for (const row of rows) {
    const cells = row.levels
      .map((l) =>
        pad(
          `${Math.round(l.rps)} ${l.p50} ${l.p99}${l.failed ? ` (${l.failed} failed)` : ''}`.replace(
            /^(\d+) (\d+) (\d+)/,
            (_, a, b, c) => `${a.padStart(11)} ${b.padStart(4)} ${c.padStart(4)}`,
          ),
          28,
        ),
      )
      .join('')
    const ratio = ([few, many], floor) => `(${(many / Math.max(floor, few)).toFixed(1)}×)`
    const { rate, p99, serverP99 } = row.tail ?? {}
    const tail = row.tail
      ? `${String(rate).padStart(6)} ${p99.join('/')} ${ratio(p99, 1)}`.padEnd(24) +
        `${serverP99.map((v) => v.toFixed(2)).join('/')} ${ratio(serverP99, 0.01)}`
      : ''
    console.log(
      `${pad(row.name, 24)}${pad(row.cpu.toFixed(row.cpu < 0.1 ? 3 : 2), 8)}${pad(`${kb(row.raw)}/${kb(row.bytes)}`, 16)}${cells}${tail}`,
    )
  }
}

for (const engine of ENGINES) {
  log(`${engine}: starting the server on :${PORT}`)
  const server = await startServer(engine)
  try {
    const token = await signIn()
    const rows = []
    for (const endpoint of ENDPOINTS) {
      log(`${engine}: ${endpoint.name}, sequential`)
      rows.push(await measureCpu(endpoint, token, server.pid))
    }
    for (const [i, endpoint] of ENDPOINTS.entries()) {
      log(`${engine}: ${endpoint.name}, under load`)
      rows[i].levels = await measureLoad(endpoint, token, server.pid)
      rows[i].tail = await measureTail(endpoint, token, server, rows[i].levels)
    }
    print(engine === 'pg' ? 'PostgreSQL' : 'PGlite', rows)
  } finally {
    await server.stop()
  }
}
