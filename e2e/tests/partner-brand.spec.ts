import { asProvider, test as base, expect, expectAccessible, ru } from '../fixtures'
import { ANDROID_CHROME, AppRedirectOverlay, BrandView } from '../pages/partner-brand'
import { SettingsMenu } from '../pages/settings-menu'
import { Shell } from '../pages/shell'

/*
 * Issue 12, partner variants and a second brand (spec 1 §2, §6; spec 3 §2, §4, §9): partner-web sends
 * sign-in to the partner's site and adds its menu links; the redirect-to-app overlay tries the app, falls
 * back to the store page, and "stay in browser" is remembered; the super-app's two-screen offer; two
 * white-label brands that differ by data alone; web-vitals on the console with show_debug; the click id
 * kept for the guest's attribution.
 */

const test = base.extend<{ shell: Shell; brand: BrandView; overlay: AppRedirectOverlay; menu: SettingsMenu }>(
  {
    shell: async ({ page }, use) => use(new Shell(page)),
    menu: async ({ page }, use) => use(new SettingsMenu(page)),
    brand: async ({ page }, use) => use(new BrandView(page)),
    overlay: async ({ page }, use) => use(new AppRedirectOverlay(page)),
  },
)

const PARTNER_SITE = 'https://partner.efir.example'

test.describe('partner-web (spec 3 §4)', () => {
  test('without the partner the sign-in dialog opens as usual; with partner-web the partner’s two menu links are added and sign-in goes to the partner’s site', async ({
    page,
    shell,
    brand,
    pageErrors,
  }) => {
    await brand.serveExternal(`${PARTNER_SITE}/**`, 'Partner')
    const menu = page.getByRole('banner').getByRole('navigation', { name: ru('nav_main') })
    await test.step('no partner: the menu without its links, the sign-in dialog; /channels passes axe', async () => {
      await shell.openAsNewGuest('/channels')
      await expect(menu.getByRole('link').first()).toBeVisible()
      await expect(menu.getByRole('link', { name: ru('partner_menu_home') })).toHaveCount(0)
      await expect(page.locator('[data-channel-id]').first()).toBeVisible()
      await expectAccessible(page)
      await shell.signInButton.click()
      const auth = page.getByRole('dialog', { name: ru('auth_title') })
      await expect(auth).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(auth).toBeHidden()
    })

    await test.step('?partner=partner_web: its links, its logo link, sign-in on its site', async () => {
      await page.goto('/channels?partner=partner_web')
      // the two links come after the server's pages: on this width they are in the "more" list
      await menu.getByRole('button', { name: ru('nav_more') }).click()
      await expect(menu.getByRole('link', { name: ru('partner_menu_home') })).toHaveAttribute(
        'href',
        `${PARTNER_SITE}/`,
      )
      await expect(menu.getByRole('link', { name: ru('partner_menu_services') })).toHaveAttribute(
        'href',
        `${PARTNER_SITE}/services`,
      )
      // spec 3 §2: the logo links to the partner's site
      await expect(page.getByRole('banner').getByRole('link', { name: 'Efir', exact: true })).toHaveAttribute(
        'href',
        PARTNER_SITE,
      )
      await shell.signInButton.click()
      await page.waitForURL(`${PARTNER_SITE}/login**`)
      const signIn = new URL(page.url())
      const back = new URL(signIn.searchParams.get('return_to') ?? '')
      expect(back.pathname).toBe('/channels')
      expect(back.hash).toBe('')
      await expect(page.getByRole('heading', { name: 'Partner' })).toBeVisible()
      expect(pageErrors).toEqual([])
    })
  })

  test('the super-app’s viewer is offered no logout (spec 3 §6); a signed-in partner-web viewer has the partner cabinet and signs out to the partner’s site', async ({
    page,
    shell,
    brand,
    menu,
  }) => {
    await brand.serveExternal(`${PARTNER_SITE}/**`, 'Partner')
    await shell.signInAsNewViewer()
    // the viewer arrives from the partner (spec 1 §2: the partner value is kept in a cookie)
    await test.step('the super-app: the cabinet, no logout', async () => {
      await page.goto('/?partner=superapp')
      await menu.open()
      await expect(menu.panel.getByRole('link', { name: 'Кабинет партнёра' })).toBeVisible()
      await expect(menu.panel.getByRole('button', { name: ru('sign_out') })).toHaveCount(0)
    })

    await test.step('partner-web: the cabinet, and signing out lands on the partner’s site', async () => {
      await page.goto('/?partner=partner_web')
      await menu.open()
      await expect(menu.panel.getByRole('link', { name: 'Кабинет партнёра' })).toHaveAttribute(
        'href',
        'https://partners.efir.example/cabinet',
      )
      await menu.signOut()
      await page.waitForURL(PARTNER_SITE + '/')
      await expect(page.getByRole('heading', { name: 'Partner' })).toBeVisible()
    })
  })
})

test.describe('the redirect-to-app overlay on an Android phone (spec 3 §4)', () => {
  test.use({
    userAgent: ANDROID_CHROME,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })

  test.describe('with the app install prompt due', () => {
    test.use({ prompts: ['product_install'] })

    test('"stay in browser" closes it, is remembered across a reload, and the prompt waits for it; opening the app falls back to the store page when the app does not take over', async ({
      page,
      shell,
      brand,
      overlay,
      pageErrors,
    }) => {
      await asProvider(page, 'aurora')
      await brand.serveExternal('https://play.google.com/**', 'Google Play')
      const prompt = page.locator('[data-prompt="product_install"]')
      const dialog = overlay.dialog(ru('app_redirect_title').replace('{{name}}', 'Aurora TV'))
      await test.step('stay in the browser', async () => {
        await shell.openAsNewGuest('/')
        await expect(overlay.any).toBeVisible()
        // one offer at a time: the install prompt hides under the overlay
        await expect(prompt).toHaveCount(0)
        await overlay.stay.click()
        await expect(overlay.any).toHaveCount(0)
        await expect(prompt).toBeVisible()
        await page.reload()
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(prompt).toBeVisible()
        await expect(overlay.any).toHaveCount(0)
        expect(await page.evaluate(() => localStorage.getItem('app_redirect_skip'))).toBe('1')
      })

      await test.step('open the app: the store page', async () => {
        // the same phone before "stay" was chosen
        await page.evaluate(() => localStorage.removeItem('app_redirect_skip'))
        await page.reload()
        await expect(dialog).toBeVisible()
        await expect(prompt).toHaveCount(0)
        await expectAccessible(page, '[data-app-redirect]')
        // the deep link goes nowhere here (no app installed): 25 ms later the page is still visible
        await dialog.getByRole('button', { name: ru('app_redirect_open') }).click()
        await page.waitForURL('https://play.google.com/store/apps/details?id=example.aurora')
        await expect(page.getByRole('heading', { name: 'Google Play' })).toBeVisible()
        expect(pageErrors).toEqual([])
      })
    })
  })

  test('the super-app partner gets its two screens: the offer, then download or stay', async ({
    page,
    shell,
    brand,
    overlay,
  }) => {
    await brand.serveExternal('https://play.google.com/**', 'Google Play')
    await shell.openAsNewGuest('/?partner=superapp')
    const offer = overlay.dialog(ru('superapp_offer_title'))
    await expect(offer).toBeVisible()
    // spec 3 §9: premium for 30 days at 1 000 UZS, 170+ channels, 10 cinemas, 5 devices
    await expect(offer).toContainText(/1\s000 UZS/)
    await expect(offer).toContainText('30')
    await expect(offer.getByRole('listitem')).toHaveText([/170\+/, /10/, /5/])
    await offer.getByRole('button', { name: ru('superapp_offer_take') }).click()
    const stores = overlay.dialog(ru('app_redirect_title').replace('{{name}}', 'Efir'))
    await expect(stores.getByRole('button', { name: ru('app_redirect_stay') })).toBeVisible()
    await stores.getByRole('button', { name: ru('app_redirect_download') }).click()
    await page.waitForURL('https://play.google.com/store/apps/details?id=example.efir')
  })
})

test.describe('two white-label brands, by data alone', () => {
  test('Efir and Aurora TV each render with their own look, name, logo, menu and contacts', async ({
    page,
    shell,
    brand,
  }, testInfo) => {
    await shell.openAsNewGuest('/')
    await brand.rowsLoaded()
    // the rows may come before the SEO masks that name the brand in the tab (issue 32's early rowset)
    await expect(page).toHaveTitle(/Efir/)
    const efir = await brand.look()
    await expect(brand.footer.getByRole('link', { name: 'support@efir.example' })).toBeVisible()
    const menu = page.getByRole('banner').getByRole('navigation', { name: ru('nav_main') })
    await expect(menu.getByRole('link', { name: 'Сериалы' })).toBeVisible()
    await testInfo.attach('efir', { body: await page.screenshot(), contentType: 'image/png' })
    await testInfo.attach('efir footer', { body: await brand.footer.screenshot(), contentType: 'image/png' })

    // the same browser comes back as a new viewer of the other brand
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await asProvider(page, 'aurora')
    await shell.openAsNewGuest('/')
    await brand.rowsLoaded()
    await expect(page).toHaveTitle(/Aurora TV/)
    const aurora = await brand.look()
    await expect(brand.footer.getByRole('link', { name: 'care@aurora.example' })).toBeVisible()
    await expect(brand.footer.getByRole('link', { name: 'support@efir.example' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Телеканалы' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Сериалы' })).toHaveCount(0)
    await testInfo.attach('aurora', { body: await page.screenshot(), contentType: 'image/png' })
    await testInfo.attach('aurora footer', {
      body: await brand.footer.screenshot(),
      contentType: 'image/png',
    })

    expect(efir.title).toMatch(/Efir/)
    expect(aurora.logoSrc).toBe('/static/logo/aurora.svg')
    expect(efir.logoSrc).toBe('/static/logo/efir.svg')
    expect(aurora.logoName).toContain('Aurora TV')
    // the brand tokens reach the page: Aurora's navy background, Efir's near-black one
    expect(aurora.background).toBe('rgb(11, 29, 42)')
    expect(efir.background).toBe('rgb(17, 17, 19)')
  })
})

test.describe('web-vitals, show_debug and click_id (spec 3 §9)', () => {
  test('a clickId is kept and given to the new guest as its app-sell refer_id; the web-vitals go to analytics, and only with show_debug to the console too', async ({
    page,
    shell,
  }) => {
    const lines: string[] = []
    page.on('console', (message) => lines.push(message.text()))
    const vitals: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v2/analytics/events')) {
        const body = request.postDataJSON() as { events: { name: string; type?: string }[] }
        for (const event of body.events)
          if (event.name === 'web_vitals' && event.type) vitals.push(event.type)
      }
    })
    await test.step('?clickId=: the guest’s refer_id; without show_debug nothing on the console', async () => {
      const guest = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v2/users',
      )
      await shell.openAsNewGuest('/?clickId=ad-42')
      expect((await guest).postDataJSON()).toMatchObject({ is_guest: true, refer_id: 'appsell_ad-42' })
      expect(await page.evaluate(() => localStorage.getItem('efir.clickId'))).toContain('ad-42')
      await expect.poll(() => vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP']))
      expect(lines.filter((l) => l.includes('web-vitals'))).toEqual([])
    })

    await test.step('?show_debug: on the console and sent to analytics', async () => {
      vitals.length = 0
      await page.goto('/?show_debug')
      await expect
        .poll(() => lines.filter((l) => l.includes('web-vitals')))
        .toEqual(expect.arrayContaining([expect.stringContaining('TTFB'), expect.stringContaining('FCP')]))
      await expect.poll(() => vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP']))
    })
  })
})
