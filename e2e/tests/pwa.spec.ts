import { chromium } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  asProvider,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  en,
  expect,
  expectAccessible,
  PROMPT_KINDS,
  ru,
  test as base,
} from '../fixtures'
import { Shell } from '../pages/shell'
import { pngSize, WebApp } from '../pages/web-app'

/*
 * Issue 12 "Installable web app": the brand's manifest and the service worker make the client
 * installable as Chromium judges it (the checks Lighthouse runs: DevTools' installability errors), the
 * worker controls the page, a navigation without network shows the offline page, which comes back by
 * itself when the network does, and nothing but the shell is ever answered from a cache.
 */

const test = base.extend<{ shell: Shell; webApp: WebApp }>({
  shell: async ({ page }, use) => use(new Shell(page)),
  webApp: async ({ page }, use) => use(new WebApp(page)),
})

test('the brand’s app installs: manifest, icons, a worker that controls the page; nothing but the shell is ever answered from a cache (no API answer, no video); without network a page shows the offline page, and with it back the page asked for comes by itself', async ({
  page,
  context,
  shell,
  webApp,
  pageErrors,
}) => {
  const fromWorker: string[] = []
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname
    // the texts too: the app asks for this build's (?v=), never an earlier build's from the cache
    if (res.fromServiceWorker() && /^\/(v2|dev|media|static|locales)\//.test(path)) fromWorker.push(res.url())
  })
  await test.step('the manifest, its icons, the worker', async () => {
    await shell.openAsNewGuest('/')
    const { url, manifest } = await webApp.manifest()
    expect(new URL(url).pathname).toBe('/manifest.webmanifest')
    expect(manifest).toMatchObject({
      name: 'Efir',
      short_name: 'Efir',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
    // icons of at least 192 and 512 px, a maskable one among them, each a PNG of the size it claims
    const sizes = manifest.icons.map((i) => i.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const res = await page.request.get(new URL(icon.src, url).href)
      expect(res.status(), icon.src).toBe(200)
      expect(res.headers()['content-type']).toBe('image/png')
      const { width, height } = pngSize(await res.body())
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
    // iOS takes its home-screen icon from the page, not from the manifest
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    const touch = await page.request.get(new URL(touchIcon ?? '', url).href)
    expect(touch.headers()['content-type']).toBe('image/png')
    expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 })

    await webApp.workerReady()
    await page.reload()
    await expect(shell.signInButton).toBeVisible()
    expect(await webApp.controller()).toMatch(/\/sw\.js$/)
    expect(pageErrors).toEqual([])
  })

  await test.step('nothing but the shell from a cache', async () => {
    // a free channel plays: its stream answer, playlists and segments all pass the worker by
    const segment = page.waitForResponse((r) => /\/media\/.+\.(ts|m4s|mp4)(\?|$)/.test(r.url()))
    await page.goto('/channels/102')
    await segment
    const cached = await webApp.cachedUrls()
    expect(cached.length).toBeGreaterThan(0)
    // the shell, and the brand's colours the page left for the offline page (made there, not an answer)
    for (const url of cached)
      expect(new URL(url).pathname, url).toMatch(/^\/(assets|locales)\/|^\/__efir\/brand-colors\.json$/)
    expect(cached.some((url) => url.includes('token'))).toBe(false)
    expect(fromWorker).toEqual([])
    // the texts were asked for after the worker took over (the reload), and came from the network
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name.includes('/locales/ru/translation.json?v=')),
      ),
    ).toBe(true)
  })

  await test.step('offline: the offline page, and back by itself', async () => {
    expect(await webApp.controller()).not.toBeNull()
    await context.setOffline(true)
    await page.goto('/settings')
    await expect(webApp.offlineHeading).toBeVisible()
    await expect(webApp.offlineText).toBeVisible()
    await expect(webApp.retryButton).toBeVisible()
    await expectAccessible(page)
    // the retry does nothing harmful while there is still no network
    await webApp.retryButton.click()
    await expect(webApp.offlineHeading).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/settings')

    // a reload offline: the same page, in the viewer's own language (stored choice)
    await page.evaluate(() => localStorage.setItem('efir.language', 'en'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: en('offline_title') })).toBeVisible()
    await page.evaluate(() => localStorage.setItem('efir.language', 'ru'))
    await page.goto('/')
    await expect(webApp.offlineHeading).toBeVisible()

    // no click: the page notices the network and opens what was asked
    await context.setOffline(false)
    await expect(shell.signInButton).toBeVisible()
    await expect(webApp.offlineHeading).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/')
  })
})

test('Chromium finds it installable and the app offers the install (spec 3 §4)', async ({ baseURL }) => {
  // an ordinary browser profile: Chromium never offers an install in an incognito one (a test's context)
  const profile = mkdtempSync(join(tmpdir(), 'efir-pwa-profile-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    // the engagement Chromium wants before it offers an install (minutes of use) is waived
    args: [...CHROMIUM_ARGS, '--bypass-app-banner-engagement-checks'],
    baseURL,
    locale: 'ru-RU',
  })
  try {
    // only the install prompt: the others stay closed
    await browser.addInitScript(
      (kinds: string[]) => {
        for (const kind of kinds)
          localStorage.setItem(`notification_closed_${kind}`, String(Date.now() + 3.15e11))
      },
      PROMPT_KINDS.filter((k) => k !== 'install'),
    )
    const page = browser.pages()[0] ?? (await browser.newPage())
    const shell = new Shell(page)
    const webApp = new WebApp(page)
    await shell.openAsNewGuest('/')
    const { url } = await webApp.manifest()
    await webApp.workerReady()
    // what Chromium itself says of the page (Lighthouse's installability audit reads the same)
    const cdp = await browser.newCDPSession(page)
    const parsed = await cdp.send('Page.getAppManifest')
    expect(parsed.url).toBe(url)
    expect(parsed.errors).toEqual([])
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([])
    // Chromium's beforeinstallprompt reaches the app, which offers the install in its own prompt
    await expect(page.getByRole('region', { name: ru('prompt_install_title') })).toBeVisible()
  } finally {
    await browser.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test.describe('another brand', () => {
  test('the second brand gets its own manifest and icons from its data, and its offline page is drawn in its own colours', async ({
    page,
    context,
    shell,
    webApp,
  }) => {
    await asProvider(page, 'aurora')
    await shell.open('/')
    const { url, manifest } = await webApp.manifest()
    expect(manifest.name).toBe('Aurora TV')
    expect(manifest.background_color).toBe('#0b1d2a')
    const icon = manifest.icons.find((i) => i.sizes === '512x512' && i.purpose === 'maskable')
    expect(icon?.src).toContain('/aurora/')
    const res = await page.request.get(new URL(icon?.src ?? '', url).href)
    expect(pngSize(await res.body())).toEqual({ width: 512, height: 512 })
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png?provider=aurora',
    )

    await webApp.workerReady()
    await page.reload()
    await expect(shell.signInButton).toBeVisible()

    await context.setOffline(true)
    await page.goto('/settings')
    await expect(webApp.offlineHeading).toBeVisible()
    // Aurora's background and primary (seed), not the client's default dark and blue
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 29, 42)')
    await expect(webApp.retryButton).toHaveCSS('background-color', 'rgb(15, 118, 110)')
    await expectAccessible(page)
    await context.setOffline(false)
  })
})
