// Catalogue speed and size, printed side by side in one run (figures only; this never fails on a timing):
// - the start page `/`: LCP and total transferred bytes, cold cache and warm cache, in Chromium, beside
//   the floor: a static HTML page listing the same posters (generated here from the rowset API answer);
// - the row page of the whole catalogue (2 000+ items): scrolled to the end, the DOM stays small
//   (virtualised): DOM node count and rendered tiles printed while scrolled deep.
// Needs the client built (npm run build).
//   node bench/catalogue.mjs [--port 8702] [--runs 3]   (starts its own server)
//   node bench/catalogue.mjs --base http://127.0.0.1:8701   (measures a running server)
//   --start-page-only   (skips the row page)
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const PORT = Number(arg('port', 8702))
const FLOOR_PORT = PORT + 1
const RUNS = Number(arg('runs', 3))
const SETTLE_MS = 3000
const log = (...args) => console.error('[bench]', ...args)
// --base: measure a server already running (its client built); otherwise one is started on --port
const EXTERNAL_BASE = arg('base', '')
const BASE = EXTERNAL_BASE || `http://127.0.0.1:${PORT}`
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`

async function startServer() {
  if (EXTERNAL_BASE) return { kill: () => undefined }
  const busy = await fetch(`${BASE}/v2/users/self/network`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${PORT} is in use: pass --port`)
  // NOTE: tsx itself in a process group of its own, killed as a group: `npx` used to be killed alone,
  // its tsx and node children stayed up holding this process's stderr, so whoever read the bench's
  // output waited for ever (and the next run found the port taken)
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      EFIR_DATA_DIR: mkdtempSync(join(tmpdir(), 'efir-catalogue-bench-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/v2/users/self/network`)).ok) return { kill: stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  stop()
  throw new Error('server did not start')
}

/** Rejects after `ms` naming the step, so a stuck page fails the run instead of hanging it. */
function within(ms, what, promise) {
  let timer
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)
  })
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer))
}

/**
 * The floor: the posters the start page shows above and around the fold (the first rows' first items,
 * same image files), as plain HTML with no script: what the browser must fetch at least.
 */
async function floorHtml() {
  const rowset = await (await fetch(`${BASE}/v2/rowsets/startpage?limit=24&items_limit=20`)).json()
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const pick = (images, ratios) => images.find((i) => ratios.includes(i.ar))?.src ?? images[0]?.src
  // same paths, served by the floor's own origin (see floorServer)
  const local = (src) => (src?.startsWith(BASE) ? src.slice(BASE.length) : src)
  const sections = rowset.rows.slice(0, 4).map((row) => {
    const vertical = row.template === 'content-v'
    const items = [
      ...row.contents
        .filter((c) => !c.is_4k)
        .map((c) => ({
          title: c.title,
          src: pick(c.images, vertical ? ['3:4', '2:3', '9:16'] : ['16:9']),
        })),
      ...row.promotions.map((p) => ({ title: p.title, src: p.background ?? p.image })),
      ...row.channels.map((c) => ({ title: c.name, src: c.logo })),
      ...row.persons.map((p) => ({ title: p.name, src: p.image })),
    ].slice(0, 8)
    const list = items
      .map(
        (item, i) =>
          `<li><img src="${esc(local(item.src) ?? '')}" alt="" width="${vertical ? 180 : 300}" ${i < 8 && row === rowset.rows[0] ? '' : 'loading="lazy"'}><span>${esc(item.title)}</span></li>`,
      )
      .join('')
    return `<section><h2>${esc(row.title)}</h2><ul>${list}</ul></section>`
  })
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${esc(rowset.title)}</title>
<style>body{margin:0;background:#0d0f15;color:#eef0f5;font-family:system-ui}ul{display:flex;gap:16px;overflow:auto;list-style:none;padding:0 120px}li{flex:none}img{display:block;aspect-ratio:2/3;object-fit:cover}h2{padding:0 120px}</style>
</head><body><h1>${esc(rowset.title)}</h1>${sections.join('')}</body></html>`
}

/** Loads `url` in `page`, returns LCP (ms) and bytes transferred over the network (CDP encodedDataLength). */
async function measure(page, url) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  let bytes = 0
  let media = 0
  const mediaIds = new Set()
  cdp.on('Network.responseReceived', (e) => {
    if (/^video\/|mpegurl|mp2t/i.test(e.response.mimeType) || /\.(ts|m4s|m3u8)(\?|$)/.test(e.response.url))
      mediaIds.add(e.requestId)
  })
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength
    if (mediaIds.has(e.requestId)) media += e.encodedDataLength
  })
  await page.goto(url, { waitUntil: 'load' })
  // NOTE: not 'networkidle': the client keeps a few periodic calls (pings, banner auto-advance); both
  // pages get the same settle time after their first poster shows
  await page.locator('img').first().waitFor({ timeout: 30_000 })
  await page.waitForTimeout(SETTLE_MS)
  // the LCP time and what the element was (a video's first frame, a poster, a heading...)
  const { lcp, element } = await within(
    10_000,
    'reading LCP',
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const last = { lcp: 0, element: '' }
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              last.lcp = entry.startTime
              const name = entry.element?.tagName.toLowerCase() ?? '?'
              last.element = entry.url.startsWith('blob:')
                ? `${name} (blob: a video frame)`
                : entry.url
                  ? `${name} ${new URL(entry.url).pathname}`
                  : name
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          setTimeout(() => resolve(last), 100)
        }),
    ),
  )
  await within(10_000, 'detaching CDP', cdp.detach())
  return { lcp, bytes, media, element }
}

/** Cold: a fresh browser context (empty cache); warm: the same URL again in that context. */
async function coldAndWarm(browser, url) {
  const cold = []
  const warm = []
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    // no register prompt in the way (as the e2e tests do)
    await context.addInitScript(() =>
      localStorage.setItem('notification_closed_register', String(Date.now())),
    )
    const page = await context.newPage()
    cold.push(await measure(page, url))
    warm.push(await measure(page, url))
    await within(30_000, 'closing the context', context.close())
  }
  return { cold: median(cold), warm: median(warm) }
}

function median(samples) {
  const at = (key) => {
    const sorted = samples.map((s) => s[key]).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]
  }
  // the element of the median LCP sample
  const lcp = at('lcp')
  const element = samples.find((s) => s.lcp === lcp)?.element ?? ''
  return { lcp, bytes: at('bytes'), media: at('media'), element }
}

/** Scrolls the row page of the whole catalogue to its end and counts what is in the DOM. */
async function rowPageDepth(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  let loaded = 0
  page.on('response', async (res) => {
    const url = new URL(res.url())
    if (url.pathname !== '/v2/rows/everything' || url.searchParams.get('limit') === '1') return
    try {
      const body = await res.json()
      loaded = Math.max(loaded, body.offset + body.contents.length)
    } catch {
      // aborted
    }
  })
  await page.goto(`${BASE}/row/everything`)
  await page.locator('[data-catalogue-item]').first().waitFor()
  const total = (await (await fetch(`${BASE}/v2/rows/everything?limit=1`)).json()).total
  const started = Date.now()
  let stalled = 0
  while (loaded < Math.min(total, 2000) && stalled < 40 && Date.now() - started < 240_000) {
    const before = loaded
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(150)
    stalled = loaded === before ? stalled + 1 : 0
    if (loaded !== before && loaded % 420 < 21) log(`row page: ${loaded} items loaded`)
  }
  await page.waitForTimeout(500)
  const deep = await page.evaluate(() => ({
    nodes: document.querySelectorAll('*').length,
    tiles: document.querySelectorAll('[data-catalogue-item]').length,
    height: document.documentElement.scrollHeight,
  }))
  await context.close()
  return { total, loaded, ...deep }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const ms = (n) => `${Math.round(n)} ms`

const server = await startServer()
const html = await floorHtml()
// The floor's images come from its own origin, passed through from the server (bytes and headers as
// they are): Chromium's LCP ignores a same-origin image under 0.05 bits per pixel (the generated banner
// SVG is one) but cannot tell for a cross-origin one, so a cross-origin floor was measured on an image
// the client's page is not measured on.
const floorServer = createServer((req, res) => {
  if (req.url === '/' || req.url === '') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
    return
  }
  fetch(`${BASE}${req.url}`, { headers: { 'accept-encoding': req.headers['accept-encoding'] ?? '' } }).then(
    async (upstream) => {
      const headers = {}
      for (const name of ['content-type', 'content-encoding', 'cache-control'])
        if (upstream.headers.has(name)) headers[name] = upstream.headers.get(name)
      // fetch decodes the body: pass it on as it was encoded
      const body = Buffer.from(await upstream.arrayBuffer())
      const encoding = headers['content-encoding']
      const encoded =
        encoding === 'br' ? brotliCompressSync(body) : encoding === 'gzip' ? gzipSync(body) : body
      res.writeHead(upstream.status, headers)
      res.end(encoded)
    },
    () => {
      res.writeHead(502)
      res.end()
    },
  )
}).listen(FLOOR_PORT, '127.0.0.1')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
})
try {
  // the first start-up (guest creation, server caches) is not what we measure
  await (await browser.newPage()).goto(`${BASE}/`, { waitUntil: 'load' })
  log('start page, client')
  const client = await coldAndWarm(browser, `${BASE}/`)
  log('start page, floor')
  const floor = await coldAndWarm(browser, `${FLOOR}/`)
  log('row page')
  console.log(`\nStart page / (median of ${RUNS}, 1440×900, loopback)   client        static floor`)
  for (const cache of ['cold', 'warm']) {
    console.log(
      `  LCP, ${cache} cache                             ${ms(client[cache].lcp).padEnd(13)} ${ms(floor[cache].lcp)}`,
    )
    console.log(
      `  transferred, ${cache} cache                     ${kb(client[cache].bytes).padEnd(13)} ${kb(floor[cache].bytes)}`,
    )
    console.log(
      `    of which promo trailer video (HLS)             ${kb(client[cache].media).padEnd(13)} ${kb(floor[cache].media)}`,
    )
    console.log(`    LCP element: ${client[cache].element} | floor: ${floor[cache].element}`)
  }
  if (!process.argv.includes('--start-page-only')) {
    const depth = await rowPageDepth(browser)
    console.log(`\nRow page /row/everything (${depth.total} items), scrolled to the end`)
    console.log(`  items loaded                 ${depth.loaded}`)
    console.log(`  tiles in the DOM             ${depth.tiles}`)
    console.log(`  DOM nodes                    ${depth.nodes}`)
    console.log(`  page height                  ${depth.height} px`)
  }
} finally {
  await browser.close()
  floorServer.close()
  server.kill()
}
