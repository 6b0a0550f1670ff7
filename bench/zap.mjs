// Zap time: from a channel switch (a click on a channel in the TV page's list) to the first rendered frame
// (requestVideoFrameCallback), median and p95 over 20 switches, printed beside a bare page that plays
// the same streams with plain hls.js and its default config, in the same run: on loopback, then under
// Chromium's network emulation (20 Mbit/s, 20 ms latency). Also: the time to visible feedback after
// the switch. Figures only; this never fails on a timing.
//   node bench/zap.mjs [--switches 20] [--port 8600]
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
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
const SWITCHES = Number(arg('switches', 20))
const PORT = Number(arg('port', 8600))
const BASE = `http://127.0.0.1:${PORT}`
const EMULATED = {
  offline: false,
  latency: 20,
  downloadThroughput: (20e6 / 8) | 0,
  uploadThroughput: (20e6 / 8) | 0,
}

async function startServer() {
  const busy = await fetch(`${BASE}/v2/users/self/network`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${PORT} is in use: pass --port`)
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      EFIR_DATA_DIR: mkdtempSync(join(tmpdir(), 'efir-zap-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/v2/users/self/network`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  server.kill()
  throw new Error('server did not start')
}

/** Free, available channels in list order with their live stream URLs (what both pages play). */
async function freeChannels() {
  const channels = await (await fetch(`${BASE}/v2/channels/channel_list`)).json()
  const free = channels.filter(
    (c) => c.is_free && c.is_available && !c.is_hidden && !c.is_4k && !c.vitrinaUrl,
  )
  const withStreams = []
  for (const c of free.slice(0, 10)) {
    const res = await fetch(`${BASE}/v2/channels/${c.id}/stream`)
    if (!res.ok) continue
    const s = await res.json()
    // no pre-roll: the bare page plays no ads either
    if ((s.hls_mbr ?? s.hls) && !s.ad) withStreams.push({ ...c, url: new URL(s.hls_mbr ?? s.hls, BASE).href })
  }
  if (withStreams.length < 3) throw new Error('need at least 3 free channels with streams')
  return withStreams
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  return { median: at(0.5), p95: at(0.95), n: sorted.length }
}

async function newPage(browser, network) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const hlsJs = readFileSync(join(root, 'node_modules/hls.js/dist/hls.min.js'))
  const bare = readFileSync(join(here, 'zap/bare.html'))
  await page.route('**/__bench/hls.min.js', (r) => r.fulfill({ body: hlsJs, contentType: 'text/javascript' }))
  await page.route('**/__bench/bare.html', (r) => r.fulfill({ body: bare, contentType: 'text/html' }))
  if (network) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', network)
  }
  return { context, page }
}

async function bare(browser, channels, network) {
  const { context, page } = await newPage(browser, network)
  await page.goto(`${BASE}/__bench/bare.html`)
  const times = []
  await page.evaluate((url) => window.zapTo(url), channels[0].url) // warm-up, not counted
  for (let i = 1; i <= SWITCHES; i++) {
    times.push(await page.evaluate((url) => window.zapTo(url), channels[i % channels.length].url))
  }
  await context.close()
  return { frame: stats(times) }
}

/**
 * The product: the TV page of the first channel, then a click on another channel's card in the side
 * panel, SWITCHES times, over the same free channels the bare page plays. t0 is the click; the frame is
 * the player core's first-frame mark after it; feedback is the first paint of [data-zap-feedback].
 */
async function product(browser, channels, network) {
  const { context, page } = await newPage(browser, network)
  await page.goto(`${BASE}/channels/17/${channels[0].id}`)
  await page.waitForFunction(() => performance.getEntriesByName('efir:first-frame').length > 0, null, {
    timeout: 60_000,
  })
  const frames = []
  const feedback = []
  for (let i = 1; i <= SWITCHES; i++) {
    const target = channels[i % channels.length]
    const measured = page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const before = performance.getEntriesByName('efir:first-frame').length
          let t0 = 0
          let fb = null
          const shown = new MutationObserver(() => {
            if (t0 && fb === null && document.querySelector('[data-zap-feedback]'))
              fb = performance.now() - t0
          })
          shown.observe(document.body, { subtree: true, childList: true, attributes: true })
          addEventListener('click', () => (t0 = performance.now()), { capture: true, once: true })
          const timer = setTimeout(() => reject(new Error('no first frame within 20 s')), 20_000)
          const poll = () => {
            const marks = performance.getEntriesByName('efir:first-frame')
            if (t0 && marks.length > before) {
              clearTimeout(timer)
              shown.disconnect()
              resolve({ frame: marks[marks.length - 1].startTime - t0, feedback: fb })
            } else requestAnimationFrame(poll)
          }
          requestAnimationFrame(poll)
        }),
    )
    // the TV page is a modal page over the channel list: click inside it
    await page.getByRole('dialog').locator(`a[href$="/${target.slug}"]`).first().click()
    const result = await measured
    frames.push(result.frame)
    if (result.feedback !== null) feedback.push(result.feedback)
  }
  await context.close()
  return { frame: stats(frames), feedback: feedback.length ? stats(feedback) : null }
}

const ms = (v) => (v === undefined ? '   -   ' : `${v.toFixed(0).padStart(5)} ms`)
function row(title, efir, base) {
  const ratio = efir.frame.median / base.frame.median
  console.log(
    `  ${title.padEnd(26)} ${ms(efir.frame.median)} ${ms(efir.frame.p95)}   ${ms(base.frame.median)} ${ms(base.frame.p95)}   ${ratio.toFixed(2)}   ${efir.feedback ? ms(efir.feedback.median) : '   n/a  '}`,
  )
}

const server = await startServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--autoplay-policy=no-user-gesture-required',
  ],
})
try {
  const channels = await freeChannels()
  console.log(
    `\nZap time, ${SWITCHES} switches over ${channels.length} free channels (first frame by requestVideoFrameCallback)`,
  )
  console.log(
    '                             efir median    p95      bare hls.js median  p95   ratio  feedback',
  )
  row('loopback', await product(browser, channels), await bare(browser, channels))
  row(
    '20 Mbit/s, 20 ms latency',
    await product(browser, channels, EMULATED),
    await bare(browser, channels, EMULATED),
  )
  console.log('  targets: ratio <= 1.0 on loopback, <= 0.5 emulated; feedback <= 100 ms')
} finally {
  await browser.close()
  server.kill()
}
