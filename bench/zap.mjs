// Zap time (issue 3 "Speed"): from a channel switch on the TV page (a click on the next channel in
// the side list, or channel-up/down with PageDown/PageUp) to the first rendered frame
// (requestVideoFrameCallback), median and p95 over 20 switches, printed beside a bare page that plays
// the same streams with plain hls.js and its default config, in the same run: on loopback, then under
// Chromium's network emulation (20 Mbit/s, 20 ms latency). Also the feedback time (the switch to the
// first frame painted with [data-zap-feedback]) and the archive seek time (a click on the seek line
// of a past programme to the first frame of the new position, beside bare hls.js seeking the same
// playlist to the same offsets). Figures only; this never fails on a timing.
//   node bench/zap.mjs [--switches 20] [--seeks 10] [--port 8600] [--dwell 3000] [--only zap|far|seek]
//
// How a viewer zaps: in the free category (/channels/free) the bench walks channel by channel down the
// list and back up (the ads-free, DRM-free run of it), watching each channel `--dwell` ms before the
// next switch; the bare page gets the same streams in the same order and the same dwell.
//
// A far pick (issue 11): the viewer picks a card two or more places away in the list (never a warm
// neighbour), the pointer resting on it `--rest` ms before the press (the time to aim and decide), and
// again with no rest at all (the cold path: the press comes as the pointer arrives).
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { startDemoServer } from './demo-server.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const SWITCHES = Number(arg('switches', 20))
const SEEKS = Number(arg('seeks', 10))
const PORT = Number(arg('port', 8600))
const DWELL_MS = Number(arg('dwell', 3000))
const ONLY = arg('only', 'all')
/** How long the viewer points at a spot of the seek line before clicking it, ms. */
const HOVER_MS = Number(arg('hover', 300))
/** How long the pointer rests on a far card before the press, ms. */
const REST_MS = Number(arg('rest', 300))
const BASE = `http://127.0.0.1:${PORT}`
/** The category the bench zaps in: all free, so every neighbour plays (and is preloaded). */
const CATEGORY = 'free'
const EMULATED = {
  offline: false,
  latency: 20,
  downloadThroughput: (20e6 / 8) | 0,
  uploadThroughput: (20e6 / 8) | 0,
}

const playable = (c) => c.is_free && c.is_available && !c.is_hidden && !c.is_4k && !c.vitrinaUrl

/**
 * The longest run of consecutive channels of the free category that both pages can play (live HLS,
 * no pre-roll, no DRM), in list order, with their live stream URLs.
 */
async function zapRun() {
  const categories = await (await fetch(`${BASE}/v2/channels/category_list`)).json()
  const channels = await (await fetch(`${BASE}/v2/channels/channel_list`)).json()
  const byId = new Map(channels.map((c) => [c.id, c]))
  const category = categories.find((c) => c.slug === CATEGORY)
  const list = category.channels.map((id) => byId.get(id)).filter((c) => c && !c.is_hidden && !c.is_4k)
  let best = []
  let run = []
  const far = []
  for (const [index, c] of list.entries()) {
    let url = null
    let midRolls = false
    if (playable(c)) {
      const res = await fetch(`${BASE}/v2/channels/${c.id}/stream`)
      const s = res.ok ? await res.json() : null
      if (s && !s.ad?.pre_roll?.length && !s.drm && (s.hls_mbr ?? s.hls))
        url = new URL(s.hls_mbr ?? s.hls, BASE).href
      midRolls = !!s?.ad?.middle_roll?.length
    }
    if (url) run.push({ ...c, url })
    else run = []
    if (run.length > best.length) best = [...run]
    // a far pick lands on the channel's start: no mid-roll may cut into the watching
    if (url && !midRolls) far.push({ ...c, url, index })
  }
  if (best.length < 3) throw new Error('need a run of at least 3 playable free channels')
  return { run: best, far }
}

/** Down the run and back up, SWITCHES steps: [index, direction] after the start at index 0. */
function walk(length) {
  const steps = []
  let i = 0
  let dir = 1
  for (let n = 0; n < SWITCHES; n++) {
    if (i + dir < 0 || i + dir >= length) dir = -dir
    i += dir
    steps.push({ index: i, dir })
  }
  return steps
}

/**
 * SWITCHES picks among the playable channels of the category, each two or more places away in the
 * list from the current one (never a neighbour), starting from the first.
 */
function farWalk(channels) {
  const steps = []
  let i = 0
  for (let n = 0; n < SWITCHES; n++) {
    const far = [...channels.keys()].filter((j) => Math.abs(channels[j].index - channels[i].index) >= 2)
    if (!far.length) throw new Error('no channel two or more places away in the list')
    const next = far[(n * 3) % far.length]
    steps.push({ index: next, dir: Math.sign(next - i) })
    i = next
  }
  return steps
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  return { median: at(0.5), p95: at(0.95), n: sorted.length }
}

async function newPage(browser, network) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  // a viewer who closed the register prompt (spec 2 §4: it covers the list's corner 5 s after a start)
  await context.addInitScript(() => {
    try {
      localStorage.setItem('notification_closed_register', String(Date.now() + 315_360_000_000))
    } catch {
      // about:blank has no storage
    }
  })
  if (network) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', network)
  }
  return { context, page }
}

const dwell = (page) => page.waitForTimeout(DWELL_MS)

async function bareZap(browser, run, network, steps) {
  const { context, page } = await newPage(browser, network)
  await page.goto(`${BASE}/__bench/bare.html`)
  await page.evaluate((url) => window.zapTo(url), run[0].url) // the start, not counted
  const times = []
  for (const step of steps) {
    await dwell(page)
    times.push(await page.evaluate((url) => window.zapTo(url), run[step.index].url))
  }
  await context.close()
  return { frame: stats(times) }
}

/**
 * In the page: resolves with { frame, feedback } of the next switch. t0 is the click or key press
 * (capture phase, before the app sees it); the frame is the player core's first-frame mark after it;
 * feedback is the first animation frame (paint) with a [data-zap-feedback] element naming the target.
 */
function measureSwitch(targetName) {
  window.__measured = new Promise((resolve) => {
    const before = performance.getEntriesByName('efir:first-frame').length
    let t0 = 0
    let feedback = null
    const start = () => {
      if (t0) return
      t0 = performance.now()
      const look = () => {
        const el = document.querySelector('[data-zap-feedback]')
        if (el && el.textContent.includes(targetName)) feedback = performance.now() - t0
        else if (feedback === null) requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    }
    addEventListener('pointerdown', start, { capture: true, once: true })
    addEventListener('keydown', start, { capture: true, once: true })
    const timer = setTimeout(() => resolve({ frame: null, feedback }), 30_000)
    const poll = () => {
      const marks = performance.getEntriesByName('efir:first-frame')
      if (t0 && marks.length > before) {
        clearTimeout(timer)
        resolve({ frame: marks[marks.length - 1].startTime - t0, feedback })
      } else requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  })
}

/** Opens `url` and waits for its first frame; a start that never plays is reported and opened again. */
async function openPlaying(page, url) {
  for (let attempt = 1; ; attempt++) {
    await page.goto(url)
    try {
      await page.waitForFunction(() => performance.getEntriesByName('efir:first-frame').length > 0, null, {
        timeout: 60_000,
      })
      return
    } catch (error) {
      const why = await page.evaluate(() => {
        const player = document.querySelector('[data-testid=channel-player]')
        const video = document.querySelector('video')
        return {
          status: player?.getAttribute('data-status') ?? 'no player',
          text: player?.textContent?.slice(0, 120) ?? '',
          video: video && { readyState: video.readyState, paused: video.paused, time: video.currentTime },
        }
      })
      console.error(`  (no first frame in 60 s on ${url}: ${JSON.stringify(why)}; attempt ${attempt})`)
      if (attempt >= 3) throw error
    }
  }
}

/** The link of `target`'s card in the channel list (not the recent strip above it). */
const cardLink = (dialog, target) =>
  dialog.locator(`[data-channel-id="${target.id}"] a[data-channel-link]`).first()

/**
 * The list's card of `target`, scrolled to with the mouse wheel as a viewer does (the list is virtual:
 * a card far down is not in the page until the list scrolls to it).
 */
async function scrollToCard(page, dialog, target, run) {
  const card = cardLink(dialog, target)
  const place = (id) => run.find((c) => c.id === id)?.index ?? -1
  for (let i = 0; i < 60 && !(await card.count()); i++) {
    const cards = dialog.locator('[data-channel-id] a[data-channel-link]')
    const ids = await dialog
      .locator('[data-channel-id]')
      .evaluateAll((els) => els.map((e) => Number(e.dataset.channelId)))
    const shown = ids.map(place).filter((p) => p >= 0)
    const down = target.index === undefined || !shown.length || target.index > Math.max(...shown)
    if (!(await cards.count())) {
      await page.screenshot({ path: join(tmpdir(), 'efir-zap-no-list.png') })
      throw new Error(
        `no channel list in the dialog at ${page.url()} (screenshot in ${tmpdir()}/efir-zap-no-list.png)`,
      )
    }
    const box = await cards.last().boundingBox()
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, down ? 300 : -300)
    await page.waitForTimeout(50)
  }
  await card.scrollIntoViewIfNeeded()
  return card
}

/**
 * `via`: 'click' the next card of the list (hovered first), 'keys' channel up/down, 'far' a card two or
 * more places away after the pointer rested on it `rest` ms.
 */
async function productZap(browser, run, network, via, steps, rest = 0) {
  const { context, page } = await newPage(browser, network)
  await openPlaying(page, `${BASE}/channels/${CATEGORY}/${run[0].id}`)
  const frames = []
  const feedback = []
  let failed = 0
  const dialog = page.getByRole('dialog')
  for (const step of steps) {
    const target = run[step.index]
    await dwell(page)
    if (via !== 'keys') {
      // the TV page is a modal page over the channel list: the card inside it
      const card = await scrollToCard(page, dialog, target, run)
      await card.hover()
      if (rest) await page.waitForTimeout(rest)
    }
    await page.evaluate(measureSwitch, target.name)
    if (via !== 'keys') await cardLink(dialog, target).click()
    else {
      await page.keyboard.press(step.dir === 1 ? 'PageDown' : 'PageUp')
    }
    const result = await page.evaluate(() => window.__measured)
    if (result.frame === null) failed++
    else frames.push(result.frame)
    if (result.feedback !== null) feedback.push(result.feedback)
  }
  await context.close()
  return { frame: stats(frames), feedback: feedback.length ? stats(feedback) : null, failed }
}

// ---- seek in archive ----

/** A programme of the first channel of the run with archive that ended at least 10 minutes ago. */
async function archiveProgramme(run) {
  const now = Math.floor(Date.now() / 1000)
  for (const c of run.filter((ch) => ch.archived_days > 0)) {
    const res = await fetch(`${BASE}/v2/channels/${c.id}/content_schedule?start=${now - 6 * 3600}&end=${now}`)
    if (!res.ok) continue
    const body = await res.json()
    const entries = Array.isArray(body) ? body : (body.items ?? body.data ?? [])
    const entry = entries.find(
      (e) => e.is_catchup_available && e.timestamp + e.duration < now - 600 && e.duration >= 1200,
    )
    if (!entry) continue
    const stream = await (
      await fetch(`${BASE}/v2/channels/${c.id}/stream?ts=${entry.timestamp}&type=hls`)
    ).json()
    return { channel: c, entry, url: new URL(stream.hls_mbr ?? stream.hls, BASE).href }
  }
  throw new Error('no past programme with archive')
}

/** Fractions of the programme the viewer clicks on the seek line, far apart (outside any buffer). */
const seekFractions = () =>
  Array.from({ length: SEEKS }, (_, i) => [0.55, 0.15, 0.8, 0.35, 0.95][i % 5] - i * 0.01)

/**
 * In the page: resolves with ms from the next pointerup (or now, for the bare page's call) to the first
 * frame presented at the new position (requestVideoFrameCallback after the video's `seeking`).
 */
function measureSeek(selfStart) {
  window.__seek = new Promise((resolve, reject) => {
    const video = document.querySelector('video')
    let t0 = selfStart ? performance.now() : 0
    let target = null
    if (!selfStart)
      addEventListener('pointerup', () => (t0 = performance.now()), { capture: true, once: true })
    const timer = setTimeout(() => reject(new Error('no frame after the seek within 20 s')), 20_000)
    video.addEventListener('seeking', () => (target = video.currentTime), { once: true })
    const onFrame = (_now, meta) => {
      if (target !== null && !video.seeking && Math.abs(meta.mediaTime - target) < 3) {
        clearTimeout(timer)
        resolve({ ms: performance.now() - t0, target })
      } else video.requestVideoFrameCallback(onFrame)
    }
    video.requestVideoFrameCallback(onFrame)
  })
}

async function productSeek(browser, programme, network) {
  const { context, page } = await newPage(browser, network)
  const { channel, entry } = programme
  await openPlaying(page, `${BASE}/channels/${CATEGORY}/${channel.id}?ts=${entry.timestamp}`)
  const slider = page.getByRole('dialog').getByRole('slider', { name: 'Позиция в передаче' })
  const times = []
  const targets = []
  for (const f of seekFractions()) {
    await dwell(page)
    await page.getByTestId('channel-player').hover()
    const box = await slider.boundingBox()
    // a viewer points at the spot (the hover preview shows its thumbnail), then clicks
    await page.mouse.move(box.x + box.width * f, box.y + box.height / 2, { steps: 5 })
    await page.waitForTimeout(HOVER_MS)
    await page.evaluate(measureSeek, false)
    await page.mouse.down()
    await page.mouse.up()
    const result = await page.evaluate(() => window.__seek)
    times.push(result.ms)
    targets.push(result.target)
  }
  await context.close()
  return { frame: stats(times), targets }
}

async function bareSeek(browser, programme, targets, network) {
  const { context, page } = await newPage(browser, network)
  await page.goto(`${BASE}/__bench/bare.html`)
  await page.evaluate((url) => window.zapTo(url), programme.url)
  const times = []
  for (const target of targets) {
    await dwell(page)
    await page.evaluate(
      ([measure, t]) => {
        new Function(`return (${measure})`)()(true)
        document.querySelector('video').currentTime = t
      },
      [measureSeek.toString(), target],
    )
    times.push((await page.evaluate(() => window.__seek)).ms)
  }
  await context.close()
  return { frame: stats(times) }
}

// ---- output ----

const ms = (v) => (v === undefined ? '     -  ' : `${v.toFixed(0).padStart(5)} ms`)
function row(title, efir, base) {
  const ratio = efir.frame.median / base.frame.median
  const fb = efir.feedback ? `${ms(efir.feedback.median)} ${ms(efir.feedback.p95)}` : '     n/a'
  console.log(
    `  ${title.padEnd(34)} ${ms(efir.frame.median)} ${ms(efir.frame.p95)}   ${ms(base.frame.median)} ${ms(base.frame.p95)}   ${ratio.toFixed(2).padStart(5)}   ${fb}${efir.failed ? `   (${efir.failed} switches without a frame in 30 s)` : ''}`,
  )
}
const header = (what) =>
  console.log(`  ${what.padEnd(34)} efir median   p95    bare median   p95     ratio   feedback median p95`)

// The bare page and hls.js come from the server itself, beside the client's build (a copy with a
// __bench folder): a page.route() would turn the browser's HTTP cache off and pass every request of
// both pages through this process (Playwright's rule).
const webDist = mkdtempSync(join(tmpdir(), 'efir-zap-web-'))
cpSync(join(root, 'apps/web/dist'), webDist, { recursive: true })
mkdirSync(join(webDist, '__bench'))
for (const file of ['bare.html', 'bare.js'])
  copyFileSync(join(here, 'zap', file), join(webDist, '__bench', file))
copyFileSync(join(root, 'node_modules/hls.js/dist/hls.min.js'), join(webDist, '__bench/hls.min.js'))
const server = await startDemoServer(PORT, { EFIR_WEB_DIST: webDist })
process.on('exit', () => rmSync(webDist, { recursive: true, force: true }))
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
  const { run, far: farChannels } = await zapRun()
  const networks = [
    ['loopback', undefined],
    ['20 Mbit/s, 20 ms', EMULATED],
  ]
  if (ONLY !== 'seek') {
    console.log(
      `\nZap time: ${SWITCHES} switches down and up ${run.length} free channels (${run.map((c) => c.id).join(', ')}), ${DWELL_MS} ms watched each; first frame by requestVideoFrameCallback`,
    )
    header('switch')
    const near = walk(run.length)
    const far = farWalk(farChannels)
    for (const [name, network] of networks) {
      if (ONLY !== 'far') {
        const base = await bareZap(browser, run, network, near)
        row(`${name}, click next in list`, await productZap(browser, run, network, 'click', near), base)
        row(`${name}, channel-up (PgDn/PgUp)`, await productZap(browser, run, network, 'keys', near), base)
      }
      const baseFar = await bareZap(browser, farChannels, network, far)
      const pick = (rest) => productZap(browser, farChannels, network, 'far', far, rest)
      row(`${name}, far pick, rests ${REST_MS} ms`, await pick(REST_MS), baseFar)
      row(`${name}, far pick, no rest`, await pick(0), baseFar)
    }
    console.log(
      `  far picks among ${farChannels.map((c) => `${c.id}@${c.index + 1}`).join(', ')} (channel@place in the list)`,
    )
    console.log('  targets: ratio <= 1.0 on loopback (far picks too), <= 0.5 emulated; feedback <= 100 ms')
  }
  if (ONLY === 'all' || ONLY === 'seek') {
    const programme = await archiveProgramme(run)
    console.log(
      `\nSeek in archive to first frame: ${SEEKS} clicks on the seek line of "${programme.entry.program?.title ?? programme.entry.id}" (${programme.channel.name}), bare hls.js seeking the same playlist to the same offsets`,
    )
    header('seek')
    for (const [name, network] of networks) {
      const efir = await productSeek(browser, programme, network)
      row(name, efir, await bareSeek(browser, programme, efir.targets, network))
    }
  }
} finally {
  await browser.close()
  server.stop()
}
