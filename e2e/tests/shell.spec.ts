import AxeBuilder from '@axe-core/playwright'
import { Shell } from '../pages/shell'
import type { Route } from '@playwright/test'
import { en, expect, test } from '../fixtures'

test.describe('shell', () => {
  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    const shell = new Shell(page)
    await shell.open('/no/such/page')
    await expect(shell.main.getByRole('heading', { name: shell.t('not_found_page') })).toBeVisible()
    await expect(shell.header).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test.describe('a part of the app the server refuses', () => {
    // page.route sees only requests the service worker leaves alone
    test.use({ serviceWorkers: 'block' })

    test('a page whose code does not load says so under the header, and Retry brings it', async ({
      page,
    }) => {
      const refuse = (route: Route) => route.fulfill({ status: 503, body: '' })
      await page.route('**/assets/search-page-*.js', refuse)
      const shell = new Shell(page)
      await shell.openAsNewGuest('/search')
      const failure = shell.main.getByRole('alert').filter({ hasText: shell.t('content_load_failed') })
      await expect(failure).toBeVisible()
      await expect(failure).toContainText(shell.t('load_failed_text'))
      await expect(shell.header).toBeVisible()
      // the viewer can go elsewhere: the message leaves with the page
      await page.unroute('**/assets/search-page-*.js', refuse)
      await failure.getByRole('button', { name: shell.t('retry') }).click()
      await expect(failure).toBeHidden()
      await expect(page).toHaveURL(/\/search$/)
      await expect(
        shell.main.getByRole('heading', { level: 1, name: shell.t('section_search') }),
      ).toBeVisible()
    })

    test('a modal page whose code does not load offers Retry and Close back to the page below', async ({
      page,
    }) => {
      await page.route('**/assets/channel-player-*.js', (route) => route.fulfill({ status: 503, body: '' }))
      const shell = new Shell(page)
      await shell.openAsNewGuest('/channels/free/102')
      const dialog = page.getByRole('dialog', { name: shell.t('content_load_failed') })
      await expect(dialog.getByRole('button', { name: shell.t('retry') })).toBeVisible()
      await dialog.getByRole('button', { name: shell.t('close') }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/\/channels\/free$/)
      await expect(page.locator('[data-channel-id="102"]').first()).toBeVisible()
    })
  })

  test('switching the language to English shows English', async ({ page }) => {
    const shell = new Shell(page)
    await shell.openAsNewGuest('/')
    const menu = page.getByRole('navigation', { name: shell.t('nav_main') })
    await expect(menu.getByRole('link', { name: 'Телеканалы' })).toBeVisible()
    await shell.languageSelect.selectOption('en')
    const english = new Shell(page, en)
    await expect(english.signInButton).toBeVisible()
    // the server's menu follows the interface language too
    const englishMenu = page.getByRole('navigation', { name: en('nav_main') })
    await expect(englishMenu.getByRole('link', { name: 'TV channels' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.reload()
    await expect(english.signInButton).toBeVisible()
  })

  test('the ?lang= query chooses the interface language', async ({ page }) => {
    await page.goto('/?lang=en')
    await expect(new Shell(page, en).signInButton).toBeVisible()
  })

  test('a forbidden country leads to the geo-lock page', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-demo-country': 'US' })
    await page.goto('/')
    await expect(page).toHaveURL(/\/geo_lock$/)
    await expect(page.getByText('US', { exact: false }).first()).toBeVisible()
  })

  test('every page carries the security headers', async ({ request }) => {
    const page = await request.get('/')
    const headers = page.headers()
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-content-type-options']).toBe('nosniff')
    const api = await request.get('/v2/users/self/network')
    expect(api.headers()['cache-control']).toBe('no-store')
  })

  for (const path of ['/', '/channels', '/no/such/page', '/agreement', '/settings', '/movies']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).analyze()
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(bad).toEqual([])
    })
  }

  test('the OpenAPI docs list the API @desktop', async ({ request }) => {
    const res = await request.get('/docs/json')
    expect(res.ok()).toBe(true)
    const doc = (await res.json()) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toContain('/v2/users/self/network')
  })
})
