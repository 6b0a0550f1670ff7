// The start-up chain of `/` for a first-time guest (issue 32): every request of a fresh browser context
// until the first rows are drawn, with its start and end (ms from the navigation) and the request it
// waited for, drawn as a tree. A request's parent is the one whose end it followed: the last request to
// end before it started (Chromium's initiator only names the script that asked, not what it waited for).
// Figures only; this never fails on a timing.
//   node bench/start-chain.mjs [--port 8620] [--path /] [--runs 3]
// Serves the client build of EFIR_WEB_DIST (default apps/web/dist) from the demo server.
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { startDemoServer } from './demo-server.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const PORT = Number(arg('port', 8620))
const PATH = arg('path', '/')
const RUNS = Number(arg('runs', 3))
/** The first rows: a row of the start page's rowset is on screen. */
const FIRST_ROWS = '[data-rowset] [data-row-id]'

/** Short name of a request: its path (API query strings cut), the document as its path. */
function nameOf(url, base) {
  const u = new URL(url)
  const origin = u.origin === base ? '' : u.origin
  const path = u.pathname.startsWith('/assets/') ? u.pathname.replace(/-[\w-]{8}(\.\w+)$/, '$1') : u.pathname
  return `${origin}${path}`
}

async function recordOnce(browser, base) {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  // the moment the first row is in the document, on the page's own clock (as the resource timings)
  await page.addInitScript((selector) => {
    performance.setResourceTimingBufferSize(1000)
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return
      window.__rowsAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  }, FIRST_ROWS)
  const methods = new Map()
  page.on('request', (r) => {
    if (!methods.has(r.url())) methods.set(r.url(), r.method())
  })
  await page.goto(`${base}${PATH}`)
  await page.waitForFunction(() => window.__rowsAt !== undefined, null, { timeout: 60_000 })
  const { rows, entries } = await page.evaluate(() => ({
    rows: window.__rowsAt,
    entries: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((e) => !e.name.startsWith('data:'))
      .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })),
  }))
  await context.close()
  const list = entries
    .map((r) => ({ ...r, method: methods.get(r.url) ?? 'GET', name: nameOf(r.url, base) }))
    .sort((a, b) => a.start - b.start)
  return { list, rows }
}

const isAnswer = (r) => /^\/(v2|dev)\/|^\/config\.json$/.test(new URL(r.url).pathname)
/** Only a document, a script or an answer can start a request (a style, an image or an icon cannot). */
const canStart = (r) => !/\.(css|svg|png|jpe?g|webp|ico)$/.test(new URL(r.url).pathname)

/**
 * Each request's parent: the last one to end before it started (1 ms of slack); for an API call, the
 * last answer before it if there was one (the scripts it needs have loaded by then; the answer is what
 * it waited for).
 */
function drawTree(list, rows) {
  const before = list.filter((r) => r.start <= rows)
  const parent = new Map()
  const latest = (r, accept) => {
    let best
    for (const p of before) {
      if (p === r || p.end > r.start + 1 || !accept(p)) continue
      if (!best || p.end > best.end) best = p
    }
    return best
  }
  for (const r of before) {
    const answer = isAnswer(r) && new URL(r.url).pathname !== '/config.json' ? latest(r, isAnswer) : undefined
    parent.set(r, answer ?? latest(r, canStart))
  }
  const children = (p) => before.filter((r) => parent.get(r) === p)
  const lines = []
  const walk = (r, depth) => {
    const label = `${r.method === 'GET' ? '' : r.method + ' '}${r.name}`
    lines.push(
      `${'  '.repeat(depth)}${depth ? '└ ' : ''}${label}  ${r.start.toFixed(0)}–${r.end.toFixed(0)} ms`,
    )
    for (const c of children(r)) walk(c, depth + 1)
  }
  for (const r of children(undefined)) walk(r, 0)
  return lines
}

/** Sibling scripts and styles under one parent as one line: their count and time span. */
function condense(lines) {
  const out = []
  let group
  const flush = () => {
    if (!group) return
    out.push(
      group.count === 1
        ? group.line
        : `${group.indent}└ ${group.count} scripts/styles  ${group.from.toFixed(0)}–${group.to.toFixed(0)} ms`,
    )
    group = undefined
  }
  for (const line of lines) {
    const m = /^(\s*)└ \/assets\/\S+\.(?:js|css)\s+(\d+)–(\d+) ms$/.exec(line)
    if (m && group && group.indent === m[1]) {
      group.count += 1
      group.from = Math.min(group.from, Number(m[2]))
      group.to = Math.max(group.to, Number(m[3]))
      continue
    }
    flush()
    if (m) group = { indent: m[1], count: 1, from: Number(m[2]), to: Number(m[3]), line }
    else out.push(line)
  }
  flush()
  return out
}

const { base, stop } = await startDemoServer(PORT, {
  EFIR_DEMO: '1',
  EFIR_ADDRESS_LIMITS: '0',
  ...(process.env.EFIR_WEB_DIST ? {} : { EFIR_WEB_DIST: `${here}/../apps/web/dist` }),
})
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  const results = []
  for (let i = 0; i < RUNS; i++) results.push(await recordOnce(browser, base))
  // the median run by the time of its rows
  const sorted = [...results].sort((a, b) => a.rows - b.rows)
  const median = sorted[Math.floor(sorted.length / 2)]
  const before = median.list.filter((r) => r.start <= median.rows)
  const js = before.filter((r) => /\.(js|css)$/.test(new URL(r.url).pathname)).length
  const api = before.filter((r) => /\/v2\/|\/dev\//.test(new URL(r.url).pathname))
  console.log(
    `\nStart-up chain of ${PATH} for a first-time guest (median of ${RUNS} by time to rows: ${results
      .map((r) => r.rows.toFixed(0))
      .join(', ')} ms)`,
  )
  console.log(
    `  ${before.length} requests before the first rows (${js} JS/CSS, ${api.length} API); rows at ${median.rows.toFixed(0)} ms\n`,
  )
  const tree = drawTree(median.list, median.rows)
  // --all draws every request; by default the scripts' and styles' fan-out is summed up per parent
  for (const line of process.argv.includes('--all') ? tree : condense(tree)) console.log(`  ${line}`)
  const after = median.list.filter((r) => r.start > median.rows)
  console.log(`\n  after the rows: ${after.map((r) => r.name).join(', ')}`)
} finally {
  await browser.close()
  stop()
}
