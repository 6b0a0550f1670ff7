import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Looks a text up by its i18n key; a missing key fails the test at once. */
export type Texts = (key: string) => string

/** The client's own texts, so tests find controls by the names a viewer reads, in the viewer's language. */
export function translations(lng: 'ru' | 'en' | 'kk' | 'uz'): Texts {
  const file = fileURLToPath(new URL(`../apps/web/public/locales/${lng}/translation.json`, import.meta.url))
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  return (key) => {
    const text = texts[key]
    if (text === undefined) throw new Error(`no ${lng} text for ${key}`)
    return text
  }
}
export const ru = translations('ru')

/** Debian's Chromium flags for every journey (Playwright's own browser download cannot work here). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
]
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** For journeys that open a player by URL: it starts without a click (no user gesture yet). */
export const AUTOPLAY_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
}
export const en = translations('en')

/** The axe check of the e2e suite: no serious or critical violation (in `include`, or the whole page). */
export async function expectAccessible(
  page: Page,
  include?: string,
  options: { targetSize?: boolean } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  // WCAG 2.2 AA 2.5.8 target size (24 px): axe has the rule but leaves it off unless asked
  if (options.targetSize) builder.options({ rules: { 'target-size': { enabled: true } } })
  // steady states only: under reduced motion every fade ends within a frame, so axe never measures the
  // contrast of text half-way through one (the player's controls fading out when idle)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  let results
  try {
    results = await builder.analyze()
  } finally {
    await page.emulateMedia({ reducedMotion: null })
    // leaving reduced motion starts every `animation: none` CSS animation again (the zoomed channel
    // card grows once more): the steps after this one see the page steady, as it was before axe
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished),
      ),
    )
  }
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(bad).toEqual([])
}

/** Runs the client as the given provider's (its runtime config), as a white-label build would. */
export async function asProvider(page: Page, provider: string | number): Promise<void> {
  await page.route('**/config.json*', (route) => route.fulfill({ json: { apiBase: '', provider } }))
}

/** A phone no other test uses: 11 digits starting with 7, as provider 1's mask wants. */
export function freshPhone(): string {
  const tail = String(Math.floor(Math.random() * 1e8)).padStart(8, '0')
  return `770${tail}`
}

/** A 9-digit number of the main brand's country, typed without its code (spec 3 §5). */
export function freshLocalPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

interface OutboxMessage {
  phone: string
  text: string
  code: string
  created_at: string
}

/** Waits for an SMS to `phone` sent after `since` and returns its code (demo outbox, newest first). */
export async function codeFromOutbox(
  request: APIRequestContext,
  phone: string,
  since: Date,
): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/outbox?phone=${phone}`)
        const messages = (await res.json()) as OutboxMessage[]
        const fresh = messages.find((m) => new Date(m.created_at) >= new Date(since.getTime() - 1000))
        code = fresh?.code ?? ''
        return code
      },
      { message: `an SMS code for ${phone}` },
    )
    .not.toBe('')
  return code
}

/**
 * Signs a new viewer in through the API and hands the browser the session before its first load, as
 * the client stores it after the sign-in dialog (spec 1 §4: the phone's code, this device registered and
 * authorised). For journeys where signing in is set-up, not the subject: the dialog costs ~4.5 s a
 * journey and is proven by sign-in.spec.ts and session.spec.ts. The storage is written only while the
 * browser has no device serial of its own, so a sign-out or a reload later in the journey is the
 * client's alone. Answers the phone and the device token.
 */
export async function signInByApi(
  page: Page,
  phone = freshPhone(),
): Promise<{ phone: string; token: string; deviceId: number }> {
  const request = page.context().request
  const since = new Date()
  // spec 1 §8, as the dialog does: a phone no user has (400) gets its user, then the code again
  let sent = await request.post('/v2/otps', { data: { phone } })
  if (sent.status() === 400) {
    const created = await request.post('/v2/users', { data: { username: phone, phone, app_version: '188' } })
    if (created.status() !== 201) throw new Error(`POST /v2/users answered ${created.status()}`)
    sent = await request.post('/v2/otps', { data: { phone } })
  }
  if (!sent.ok()) throw new Error(`POST /v2/otps answered ${sent.status()}`)
  const code = await codeFromOutbox(request, phone, since)
  const login = await request.post('/v2/auth/otp', { data: { phone, token: code } })
  if (!login.ok()) throw new Error(`POST /v2/auth/otp answered ${login.status()}`)
  const { access_token: loginToken } = (await login.json()) as { access_token: string }
  const serial = randomBytes(16).toString('hex')
  const registered = await request.post(`/v2/users/self/devices?access_token=${loginToken}`, {
    data: {
      device_type: 'pc',
      vendor: 'Google',
      model: 'Chrome',
      version: '188',
      os_name: 'Linux',
      os_version: '',
      application_type: 'web',
      serial,
    },
  })
  if (registered.status() !== 201) throw new Error(`device registration answered ${registered.status()}`)
  const { id } = (await registered.json()) as { id: number }
  const authorised = await request.post('/v2/auth/device', { data: { device_id: id, serial } })
  if (!authorised.ok()) throw new Error(`POST /v2/auth/device answered ${authorised.status()}`)
  const device = (await authorised.json()) as { access_token: string; expired: string | null }
  await page.context().addInitScript(
    ({ serial, token, expired, deviceId }) => {
      try {
        if (localStorage.getItem('efir.serial')) return
        localStorage.setItem('efir.serial', serial)
        const session = { token, tokenSetAt: Date.now(), expired, isGuest: false, tokenMode: false, deviceId }
        localStorage.setItem('efir.session', JSON.stringify(session))
      } catch {
        // about:blank has no storage
      }
    },
    { serial, token: device.access_token, expired: device.expired, deviceId: id },
  )
  return { phone, token: device.access_token, deviceId: id }
}

/** The notification prompt kinds (spec 3 §4), as the client stores their close times. */
export const PROMPT_KINDS = [
  'register',
  'email',
  'survey_unsubscribe',
  'survey_rate',
  'permission',
  'install',
  'product_install',
  'freedommedia_install',
  'freedommedia_promo',
] as const
export type PromptKind = (typeof PROMPT_KINDS)[number]

/**
 * `pageErrors`: collects uncaught page errors; a journey ends with none.
 * `prompts`: the notification prompts a test wants (spec 3 §4); the others stay away, as if the viewer
 * had just closed them (a close time ahead of the clock: no reopen delay has passed). `registerPrompt`
 * (spec 2 §4: 5 s after a channel opens, bottom right) is the same for the register prompt.
 */
export const test = base.extend<{ pageErrors: string[]; registerPrompt: boolean; prompts: PromptKind[] }>({
  registerPrompt: [false, { option: true }],
  prompts: [[], { option: true }],
  context: async ({ context, registerPrompt, prompts }, use) => {
    const away = PROMPT_KINDS.filter((k) => !prompts.includes(k) && !(registerPrompt && k === 'register'))
    if (away.length > 0)
      await context.addInitScript((kinds: string[]) => {
        try {
          // ten years ahead: no reopen delay passes during a test, whatever its page clock does
          const at = String(Date.now() + 315_360_000_000)
          for (const kind of kinds)
            if (!localStorage.getItem(`notification_closed_${kind}`))
              localStorage.setItem(`notification_closed_${kind}`, at)
        } catch {
          // about:blank (a new page before its first navigation) has no storage
        }
      }, away)
    await use(context)
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
    await use(errors)
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
})

export { expect }
export type { Page }
