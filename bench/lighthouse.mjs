// Lighthouse on the pages a viewer opens first (issue 32): `/`, `/channels`, a channel's TV page, a
// content card, `/movies`, `/guide` and `/packets`, as a first-time guest (storage and cache cleared) and
// as a returning viewer (signed in by the API, the session in the browser's storage, the HTTP cache and
// the service worker of a first visit kept), with Lighthouse's desktop and mobile presets. Prints layout
// shift, largest contentful paint, total blocking time and the four category scores beside the figures
// of 392f0a8 (bench/lighthouse-392f0a8.json, measured by this script with `--baseline`).
//   npm run build && node bench/lighthouse.mjs [--port 8242] [--dist apps/web/dist] [--only /guide]
//     [--preset desktop|mobile] [--as guest|returning] [--json out.json] [--baseline]
// `--baseline` builds 392f0a8 in a git worktree under the temporary folder, serves it with its own
// server and writes its figures to bench/lighthouse-392f0a8.json instead of comparing.
// Figures only: times and scores depend on the machine (Lighthouse's mobile preset simulates a slow
// phone from the run's own trace), layout shift does not; the layout-shift budget that may fail CI is
// a step of the start-up journey (e2e/tests/start-up.spec.ts), not this bench.
// Chromium: CHROME_PATH (default /usr/bin/chromium).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import puppeteer from 'puppeteer-core'
import { startDemoServer } from './demo-server.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const BASELINE_COMMIT = '392f0a8'
const BASELINE_FILE = join(here, `lighthouse-${BASELINE_COMMIT}.json`)
const MEASURE_BASELINE = process.argv.includes('--baseline')
const PORT = Number(arg('port', 8242))
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const ROUTES = [
  '/',
  '/channels',
  '/channels/all/mir-novostej',
  '/contents/matrica-1',
  '/movies',
  '/guide',
  '/packets',
].filter((r) => !arg('only') || arg('only').split(',').includes(r))
const PRESETS = ['desktop', 'mobile'].filter((p) => !arg('preset') || arg('preset') === p)
const VIEWERS = ['guest', 'returning'].filter((v) => !arg('as') || arg('as') === v)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** The notification prompts (spec 3 §4) a returning viewer has closed: they stay away, as for the e2e. */
const PROMPTS = ['register', 'email', 'survey_unsubscribe', 'survey_rate', 'permission', 'install']

/** The client built at 392f0a8 and its server: a worktree sharing this checkout's installed packages. */
function baselineCheckout() {
  const dir = join(tmpdir(), `efir-lighthouse-${BASELINE_COMMIT}`)
  if (!existsSync(dir))
    execFileSync('git', ['worktree', 'add', '--detach', dir, BASELINE_COMMIT], { cwd: root })
  const modules = join(dir, 'node_modules')
  if (!existsSync(modules)) {
    mkdirSync(join(modules, '@efir'), { recursive: true })
    for (const name of readdirSync(join(root, 'node_modules')))
      if (name !== '@efir') symlinkSync(join(root, 'node_modules', name), join(modules, name))
    // the workspace packages are the worktree's own (the same dependencies: the lock did not change)
    for (const [name, path] of Object.entries({
      contract: 'packages/contract',
      player: 'packages/player',
      server: 'apps/server',
      web: 'apps/web',
    }))
      symlinkSync(join(dir, path), join(modules, '@efir', name))
  }
  const dist = join(dir, 'apps/web/dist')
  if (!existsSync(join(dist, 'index.html')))
    execFileSync('npm', ['run', 'build', '-w', '@efir/web'], { cwd: dir, stdio: 'inherit' })
  return { dir, dist }
}

/** Signs a fresh viewer in by the API as the e2e fixtures do; answers what the client keeps in storage. */
async function signIn(base) {
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: await res.json().catch(() => null) }
  }
  const phone = `770${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const since = Date.now() - 1000
  let sent = await post('/v2/otps', { phone })
  if (sent.status === 400) {
    await post('/v2/users', { username: phone, phone, app_version: '188' })
    sent = await post('/v2/otps', { phone })
  }
  if (sent.status >= 300) throw new Error(`POST /v2/otps answered ${sent.status}`)
  let code = ''
  for (let i = 0; i < 100 && !code; i++) {
    const outbox = await (await fetch(`${base}/dev/outbox?phone=${phone}`)).json()
    code = outbox.find((m) => new Date(m.created_at).getTime() >= since)?.code ?? ''
    if (!code) await new Promise((r) => setTimeout(r, 100))
  }
  const login = await post('/v2/auth/otp', { phone, token: code })
  if (login.status >= 300) throw new Error(`POST /v2/auth/otp answered ${login.status}`)
  const serial = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
  const device = await post(`/v2/users/self/devices?access_token=${login.body.access_token}`, {
    device_type: 'pc',
    vendor: 'Google',
    model: 'Chrome',
    version: '188',
    os_name: 'Linux',
    os_version: '',
    application_type: 'web',
    serial,
  })
  const authorised = await post('/v2/auth/device', { device_id: device.body.id, serial })
  if (authorised.status >= 300) throw new Error(`POST /v2/auth/device answered ${authorised.status}`)
  return {
    serial,
    session: {
      token: authorised.body.access_token,
      tokenSetAt: Date.now(),
      expired: authorised.body.expired,
      isGuest: false,
      tokenMode: false,
      deviceId: device.body.id,
    },
  }
}

const round = (v, digits) => (v === undefined || v === null ? null : Number(v.toFixed(digits)))

/** One Lighthouse navigation in a browser of its own; answers the figures and the audits under 100. */
async function measure(base, route, preset, viewer, stored) {
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--headless=new', '--no-first-run', '--disable-quic'],
  })
  try {
    const page = await browser.newPage()
    if (viewer === 'returning') {
      await page.goto(`${base}/robots.txt`)
      await page.evaluate(
        ({ serial, session, prompts }) => {
          localStorage.setItem('efir.serial', serial)
          localStorage.setItem('efir.session', JSON.stringify(session))
          const at = String(Date.now() + 365 * 86400e3)
          for (const kind of prompts) localStorage.setItem(`notification_closed_${kind}`, at)
        },
        { ...stored, prompts: PROMPTS },
      )
      // the first visit: the HTTP cache and the service worker a returning viewer has
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle0' })
      await page.goto(`${base}/robots.txt`)
    }
    const result = await lighthouse(
      `${base}${route}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES,
        disableStorageReset: viewer === 'returning',
      },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    )
    const { audits, categories, runtimeError } = result.lhr
    // a load Lighthouse could not measure (NO_FCP under load, ...) says so instead of zeros
    if (runtimeError) return { error: runtimeError.code, below: [], shifts: [] }
    const below = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      categories[c].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${c}:${ref.id}`),
    )
    const consoleErrors = (audits['errors-in-console']?.details?.items ?? []).map(
      (item) => `console: ${String(item.description).slice(0, 160)}`,
    )
    const shifts = (audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${round(item.score, 3)} ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
    )
    return {
      cls: round(audits['cumulative-layout-shift'].numericValue, 3),
      lcp: round(audits['largest-contentful-paint'].numericValue / 1000, 1),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c].score ?? 0) * 100)])),
      below: [...below, ...consoleErrors],
      shifts,
    }
  } finally {
    await browser.close()
  }
}

/**
 * Measures every route, preset and viewer on `dist` served by the checkout `cwd`; each figure is added
 * to `figures` as it comes and `save` is called (a long run stopped half-way keeps what it measured);
 * those `figures` has already are not measured again.
 */
async function run(dist, cwd, figures = {}, save = () => {}) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no client build in ${dist}: build it first`)
  const { base, stop } = await startDemoServer(PORT, { EFIR_DEMO: '1', EFIR_WEB_DIST: dist }, cwd)
  try {
    // one returning viewer for every page (the demo refuses a burst of sign-in codes from one address)
    const stored = VIEWERS.includes('returning') ? await signIn(base) : null
    for (const preset of PRESETS)
      for (const viewer of VIEWERS)
        for (const route of ROUTES) {
          const key = `${route} ${preset} ${viewer}`
          if (figures[key]) continue
          figures[key] = await measure(base, route, preset, viewer, stored)
          process.stderr.write(`${key}: ${JSON.stringify(figures[key])}\n`)
          save(figures)
        }
  } finally {
    stop()
  }
  return figures
}

const cell = (now, then, unit = '') =>
  then === undefined || then === null ? `${now}${unit}` : `${then}${unit} → ${now}${unit}`

if (MEASURE_BASELINE) {
  const { dir, dist } = baselineCheckout()
  // figures measured before are kept, the missing ones measured (a run stopped half-way goes on)
  const known = existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : {}
  await run(dist, dir, known, (figures) =>
    writeFileSync(BASELINE_FILE, `${JSON.stringify(figures, null, 1)}\n`),
  )
  console.log(`wrote ${BASELINE_FILE}`)
} else {
  const dist = resolve(arg('dist', join(root, 'apps/web/dist')))
  const json = arg('json')
  const figures = await run(
    dist,
    root,
    {},
    (f) => json && writeFileSync(json, `${JSON.stringify(f, null, 1)}\n`),
  )
  const baseline = existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : {}
  console.log(
    `Lighthouse 12.2.3, ${CHROME}; cells: ${BASELINE_COMMIT} → this build (same machine, maybe not the same load)`,
  )
  console.log(
    '| route | preset | viewer | layout shift | LCP | TBT | performance | a11y | best practices | SEO |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const [key, f] of Object.entries(figures)) {
    const [route, preset, viewer] = key.split(' ')
    const b = baseline[key] ?? {}
    if (f.error) {
      console.log(`| \`${route}\` | ${preset} | ${viewer} | not measured: ${f.error} |`)
      continue
    }
    console.log(
      `| \`${route}\` | ${preset} | ${viewer} | ${cell(f.cls, b.cls)} | ${cell(f.lcp, b.lcp, ' s')} | ${cell(f.tbt, b.tbt, ' ms')} | ${cell(f.performance, b.performance)} | ${cell(f.accessibility, b.accessibility)} | ${cell(f['best-practices'], b['best-practices'])} | ${cell(f.seo, b.seo)} |`,
    )
  }
  const notes = Object.entries(figures).filter(([, f]) => f.below.length || f.shifts.length)
  for (const [key, f] of notes)
    console.log(`${key}: ${[...f.below, ...f.shifts.map((s) => `shift ${s}`)].join('; ')}`)
  const failed = Object.entries(figures).filter(([, f]) => f.error)
  if (failed.length) console.log(`not measured (run again): ${failed.map(([k]) => k).join(', ')}`)
  const over = Object.entries(figures).filter(([, f]) => f.cls > 0.05)
  console.log(
    over.length
      ? `layout shift over 0.05: ${over.map(([k]) => k).join(', ')}`
      : 'layout shift ≤ 0.05 everywhere',
  )
}
