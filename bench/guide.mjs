// Guide grid (issue 11): first paint, time to interactive and scroll frame times of /guide at 100 and
// 1,000 channels (a demo server per size, EFIR_DEMO_CHANNELS), printed beside a static HTML table of
// the same first screen (the same channels and programmes, no script) loaded in the same run and
// browser. Figures only; this never fails on a timing.
//   node bench/guide.mjs [--loads 5] [--port 8610] [--sizes 100,1000]
//
// - loads: a returning viewer (session kept, browser cache warm) reloading /guide; the first visit
//   (guest sign-up included) is printed apart.
// - first paint: navigation start to the first painted frame with a programme cell (the static table:
//   its first contentful paint).
// - interactive: the later of that and the end of the last long task (>50 ms) before the page stays
//   quiet for 1 s (a TTI in the Lighthouse sense, measured in the page with a longtask observer).
// - scroll: 240 animation frames of scrolling (a fast flick: 40 px down and 12 px across per frame), the interval between frames: median, p95, max, and frames over 25 ms ("dropped").
// - requests: the guide blocks asked for the first screen, and their bytes (only the visible window).
import { createServer } from 'node:http'
import { chromium } from 'playwright-core'
import { startDemoServer } from './demo-server.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const LOADS = Number(arg('loads', 5))
const PORT = Number(arg('port', 8610))
const SIZES = arg('sizes', '100,1000').split(',').map(Number)
const SCROLL_FRAMES = 240
const VIEWPORT = { width: 1440, height: 900 }

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1), n: sorted.length }
}

/** In every page: when the first programme cell (or table cell) is painted, and the long tasks. */
function observe() {
  window.__bench = { cellPaint: null, longTasks: [] }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push(e.startTime + e.duration)
  }).observe({ type: 'longtask', buffered: true })
  const seen = () => {
    if (window.__bench.cellPaint !== null) return
    if (!document.querySelector('[data-entry], td[data-cell]')) return
    // the frame after the one that drew it: the cell is on screen
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__bench.cellPaint ??= performance.now())))
  }
  new MutationObserver(seen).observe(document, { childList: true, subtree: true })
}

/** Waits until the page has been quiet (no long task) for 1 s; answers { paint, interactive }. */
async function paintAndInteractive(page) {
  await page.waitForFunction(() => window.__bench.cellPaint !== null, null, { timeout: 60_000 })
  await page.waitForFunction(
    () => {
      const last = Math.max(window.__bench.cellPaint, ...window.__bench.longTasks)
      return performance.now() - last > 1000
    },
    null,
    { timeout: 60_000, polling: 100 },
  )
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource')
    const end = (part) => resources.find((r) => r.name.includes(part))?.responseEnd ?? null
    return {
      paint: window.__bench.cellPaint,
      interactive: Math.max(window.__bench.cellPaint, ...window.__bench.longTasks),
      // where the guide's time goes: its channel list answered, its first block asked and answered
      list: end('channel_list'),
      blockAsked: resources.find((r) => r.name.includes('/v2/channels/guide?'))?.startTime ?? null,
      block: end('/v2/channels/guide?'),
    }
  })
}

/** Scrolls `selector` for SCROLL_FRAMES frames and answers the frame intervals. */
function scrollFrames([selector, frames]) {
  return new Promise((resolve) => {
    const el = document.querySelector(selector)
    const times = []
    let last = performance.now()
    let n = 0
    const step = (now) => {
      times.push(now - last)
      last = now
      el.scrollTop += 40
      el.scrollLeft += 12
      if (++n < frames) requestAnimationFrame(step)
      else resolve(times.slice(1))
    }
    requestAnimationFrame((now) => {
      last = now
      requestAnimationFrame(step)
    })
  })
}

const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The first screen of the guide as a plain table: the same channels and programmes, no script. */
async function staticTable(base, rows) {
  const channels = (await (await fetch(`${base}/v2/channels/channel_list`)).json())
    .filter((c) => !c.is_hidden && !c.is_4k)
    .slice(0, rows)
  const now = Math.floor(Date.now() / 1000)
  const from = now - 1800
  const to = now + 4 * 3600
  const answer = await (
    await fetch(
      `${base}/v2/channels/guide?ids=${channels.map((c) => c.id).join(',')}&start=${from}&end=${to}`,
    )
  ).json()
  const byId = new Map(answer.map((r) => [r.channel_id, r.entries]))
  const time = (s) => new Date(s * 1000).toTimeString().slice(0, 5)
  const body = channels
    .map((c) => {
      const cells = (byId.get(c.id) ?? [])
        .map(
          (e) =>
            `<td data-cell colspan="${Math.max(1, Math.round(e.duration / 300))}">${escape(e.title)}<br><small>${time(e.timestamp)}–${time(e.timestamp + e.duration)}</small></td>`,
        )
        .join('')
      return `<tr><th><img src="${new URL(c.logo, base)}" width="40" height="40" alt="">${escape(c.name)}</th>${cells}</tr>`
    })
    .join('\n')
  return `<!doctype html><html lang="ru"><meta charset="utf-8"><title>static guide</title>
<style>body{margin:0;background:#0d0f15;color:#eef0f5;font:14px system-ui}div{height:860px;overflow:auto}
table{border-collapse:collapse;table-layout:fixed}th{position:sticky;left:0;width:184px;background:#171a23;text-align:left}
td,th{height:56px;border:1px solid #323847;white-space:nowrap;overflow:hidden}td{width:25px}</style>
<div id="static"><table>${body}</table></div></html>`
}

async function measureSize(browser, channels) {
  const port = PORT + SIZES.indexOf(channels)
  const { base, stop } = await startDemoServer(port, {
    EFIR_DEMO_CHANNELS: String(channels),
    EFIR_ADDRESS_LIMITS: '0',
    EFIR_SHED_AFTER_MS: '0',
  })
  try {
    const guide = {
      paint: [],
      interactive: [],
      frames: [],
      requests: [],
      bytes: [],
      list: [],
      blockAsked: [],
      block: [],
    }
    const table = { paint: [], interactive: [] }
    const html = await staticTable(base, Math.ceil(VIEWPORT.height / 56) + 6)
    // served by a plain server of its own: a page.route() would turn the browser's HTTP cache off
    // (Playwright's rule) and pass every request of /guide through this process
    const tableServer = createServer((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(html),
    )
    await new Promise((resolve) => tableServer.listen(0, '127.0.0.1', resolve))
    const tableUrl = `http://127.0.0.1:${tableServer.address().port}/guide-static.html`
    // A returning viewer: one browser profile (the session and the HTTP cache kept), the page reloaded;
    // the first load is the first visit (the guest sign-up of spec 1 §4 included), reported apart.
    const context = await browser.newContext({ viewport: VIEWPORT })
    await context.addInitScript(observe)
    const page = await context.newPage()
    let blocks = []
    page.on('response', (r) => {
      if (r.url().includes('/v2/channels/guide?'))
        blocks.push(
          r.body().then(
            (b) => b.length,
            () => 0,
          ),
        )
    })
    let firstVisit = null
    for (let i = 0; i <= LOADS; i++) {
      blocks = []
      await page.goto(`${base}/guide`)
      const g = await paintAndInteractive(page)
      const firstScreen = await Promise.all(blocks)
      const frames = await page.evaluate(scrollFrames, ['[class*="scroller"]', SCROLL_FRAMES])
      await page.goto(tableUrl)
      const s = await paintAndInteractive(page)
      if (i === 0) {
        firstVisit = g
        continue
      }
      guide.paint.push(g.paint)
      guide.interactive.push(g.interactive)
      for (const key of ['list', 'blockAsked', 'block']) if (g[key] !== null) guide[key].push(g[key])
      guide.frames.push(...frames)
      guide.requests.push(firstScreen.length)
      guide.bytes.push(firstScreen.reduce((a, b) => a + b, 0))
      table.paint.push(s.paint)
      table.interactive.push(s.interactive)
    }
    await context.close()
    tableServer.close()
    return { channels, guide, table, firstVisit }
  } finally {
    stop()
  }
}

const ms = (v) => `${Math.round(v)} ms`
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
try {
  console.log(
    `guide bench: ${LOADS} loads of a returning viewer per size, viewport ${VIEWPORT.width}×${VIEWPORT.height}, ${SCROLL_FRAMES} scroll frames per load`,
  )
  for (const size of SIZES) {
    const r = await measureSize(browser, size)
    const paint = stats(r.guide.paint)
    const tti = stats(r.guide.interactive)
    const frames = stats(r.guide.frames)
    const dropped = r.guide.frames.filter((f) => f > 25).length
    const tPaint = stats(r.table.paint)
    const tTti = stats(r.table.interactive)
    console.log(`\n${size} channels`)
    console.log(
      `  /guide        first paint median ${ms(paint.median)} (p95 ${ms(paint.p95)}), interactive median ${ms(tti.median)} (p95 ${ms(tti.p95)})`,
    )
    console.log(
      `  static table  first paint median ${ms(tPaint.median)} (p95 ${ms(tPaint.p95)}), interactive median ${ms(tTti.median)} (p95 ${ms(tTti.p95)})`,
    )
    console.log(
      `  /guide scroll frame interval median ${frames.median.toFixed(1)} ms, p95 ${frames.p95.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms, over 25 ms: ${dropped} of ${frames.n}`,
    )
    console.log(
      `  /guide timeline (median): channel list answered ${ms(stats(r.guide.list).median)}, first block asked ${ms(stats(r.guide.blockAsked).median)}, answered ${ms(stats(r.guide.block).median)}`,
    )
    console.log(
      `  first visit (guest sign-up included): first paint ${ms(r.firstVisit.paint)}, interactive ${ms(r.firstVisit.interactive)}`,
    )
    console.log(
      `  first screen: ${stats(r.guide.requests).median} guide requests, ${Math.round(stats(r.guide.bytes).median / 1024)} KB`,
    )
  }
} finally {
  await browser.close()
}
