// A round-robin reverse proxy for tests and development (README "Several instances"): every request
// goes to the next server instance in turn, so consecutive requests of one viewer land on different
// instances. Bodies are streamed both ways (media segments, the gateway's HTML), WebSocket upgrades are
// piped, and X-Forwarded-For/-Proto/-Host tell the instances who called (they trust it with
// EFIR_TRUST_PROXY=loopback). Production puts nginx or Caddy here (docker-compose.yml).
//
//   node scripts/round-robin-proxy.mjs --port 8080 http://127.0.0.1:8081 http://127.0.0.1:8082
import http from 'node:http'
import net from 'node:net'
import { pathToFileURL } from 'node:url'

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]

/** The forwarded request headers: the client's, minus hop-by-hop ones, plus who called and how. */
function forwardedHeaders(req) {
  const headers = { ...req.headers }
  for (const name of HOP_BY_HOP) delete headers[name]
  const client = req.socket.remoteAddress ?? ''
  headers['x-forwarded-for'] = req.headers['x-forwarded-for']
    ? `${req.headers['x-forwarded-for']}, ${client}`
    : client
  headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? 'http'
  if (req.headers.host) headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host
  return headers
}

function badGateway(res, error) {
  if (res.headersSent) return void res.destroy(error)
  const body = JSON.stringify({ error_code: 502, status_code: 502, message: 'Bad gateway', detail: null })
  res.writeHead(502, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  })
  res.end(body)
}

/**
 * Starts the proxy on `port` in front of `upstreams` (base URLs). Answers the server and a count of the
 * requests each upstream got.
 */
export function startProxy({ port, host = '0.0.0.0', upstreams }) {
  if (upstreams.length === 0) throw new Error('round-robin-proxy: no upstream given')
  const targets = upstreams.map((u) => new URL(u))
  const served = targets.map(() => 0)
  let next = 0
  const pick = () => {
    const index = next
    next = (next + 1) % targets.length
    served[index] += 1
    return targets[index]
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

  const server = http.createServer((req, res) => {
    const target = pick()
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
        agent,
      },
      (answer) => {
        const headers = { ...answer.headers }
        for (const name of HOP_BY_HOP) delete headers[name]
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers)
        answer.pipe(res)
        answer.on('error', (error) => res.destroy(error))
      },
    )
    upstream.on('error', (error) => badGateway(res, error))
    // A viewer that goes away stops the instance's work too (a closed socket aborts the upstream).
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
  })

  server.on('upgrade', (req, socket, head) => {
    const target = pick()
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = {
        ...forwardedHeaders(req),
        connection: 'Upgrade',
        upgrade: req.headers.upgrade ?? 'websocket',
      }
      const lines = Object.entries(headers).flatMap(([k, v]) =>
        (Array.isArray(v) ? v : [v]).map((x) => `${k}: ${x}`),
      )
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`)
      if (head.length > 0) upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    const end = () => {
      upstream.destroy()
      socket.destroy()
    }
    upstream.on('error', end)
    socket.on('error', end)
  })

  server.keepAliveTimeout = 65_000
  server.listen(port, host)
  return {
    server,
    served,
    close: () => new Promise((resolve) => server.close(resolve)).finally(() => agent.destroy()),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const portAt = args.indexOf('--port')
  const port = Number(portAt >= 0 ? args[portAt + 1] : (process.env.PORT ?? 8080))
  const upstreams = portAt >= 0 ? args.filter((_, i) => i !== portAt && i !== portAt + 1) : args
  const proxy = startProxy({ port, upstreams })
  proxy.server.on('listening', () =>
    console.log(`round-robin proxy on http://localhost:${port} → ${upstreams.join(', ')}`),
  )
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.log(`round-robin proxy: requests per instance ${proxy.served.join(' / ')}`)
      void proxy.close().finally(() => process.exit(0))
    })
  }
}
