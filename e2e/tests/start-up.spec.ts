import { AuthDialog } from '../pages/auth-dialog'
import { SettingsMenu } from '../pages/settings-menu'
import { Shell } from '../pages/shell'
import { asProvider, codeFromOutbox, expect, freshPhone, test } from '../fixtures'

/**
 * The start-up branches of spec 1 §4 that depend on the provider. The client reads its provider from the
 * runtime config file, so each test serves it another one (route interception, as a white-label
 * deployment would ship its own config.json).
 */
test.describe('start-up by provider (spec 1 §4)', () => {
  // each journey serves the client other config.json answers (page.route) over several loads: no
  // service worker may answer those loads instead, as none has started on a first visit
  test.use({ serviceWorkers: 'block' })

  test('no provider for this network: the default login text with a close button; automatic authentication signs the viewer in without any dialog; a failed one falls back to the login dialog', async ({
    page,
  }) => {
    const auth = new AuthDialog(page)
    await test.step('no provider for this network', async () => {
      await asProvider(page, 'nobody')
      const network = page.waitForResponse((r) => r.url().includes('/v2/users/self/network'))
      await page.goto('/')
      const { default: texts } = (await (await network).json()) as { default: { login_title: string } }
      const dialog = page.getByRole('dialog', { name: texts.login_title })
      await expect(dialog).toBeVisible()
      await dialog
        .getByRole('button', { name: new Shell(page).t('close') })
        .first()
        .click()
      await expect(dialog).toBeHidden()
    })

    // the same browser, now served another provider's config (the later route wins)
    await asProvider(page, 'lumen')
    await test.step('automatic authentication: signed in without any dialog', async () => {
      const autoAuth = page.waitForResponse((r) => r.url().endsWith('/dev/auto_auth'))
      const shell = new Shell(page)
      // (the close button above went back in history, out of the app)
      await page.goto('/')
      expect((await autoAuth).status()).toBe(200)
      await expect(shell.accountButton).toBeVisible()
      await expect(auth.dialog).toBeHidden()
    })

    await test.step('signing out does not sign straight back in: phone sign-in, or automatic by choice', async () => {
      const shell = new Shell(page)
      const menu = new SettingsMenu(page)
      let autoAuths = 0
      page.on('request', (r) => {
        if (r.url().endsWith('/dev/auto_auth')) autoAuths += 1
      })
      await menu.open()
      await menu.signOut()
      // issue 30: the sign-in dialog, with the phone, and no automatic sign-in behind the viewer's back
      await expect(auth.dialog).toBeVisible()
      await expect(auth.phone).toBeVisible()
      await page.reload()
      await expect(auth.dialog).toBeVisible()
      expect(autoAuths).toBe(0)
      const automatic = auth.dialog.getByRole('button', { name: shell.t('auto_auth_sign_in') })
      await automatic.click()
      await expect(auth.dialog).toBeHidden()
      await expect(shell.accountButton).toBeVisible()
      expect(autoAuths).toBe(1)
    })

    await test.step('automatic authentication fails (a new device): the login dialog', async () => {
      await page.context().clearCookies()
      await page.evaluate(() => localStorage.clear())
      await page.route('**/dev/auto_auth', (route) => route.fulfill({ status: 503, body: '' }))
      await page.reload()
      await expect(auth.dialog).toBeVisible()
    })
  })

  test('a provider without guests forces the login dialog, except on pages open to everyone (the FAQ shows once it is closed); middleware sign-in: code, then city and address (an empty city says so), then signed in', async ({
    page,
    request,
  }) => {
    await asProvider(page, 'nord')
    const shell = new Shell(page)
    const auth = new AuthDialog(page)
    await test.step('forced on /movies, closable on /faq (spec 1 §2 exemptions)', async () => {
      const res = await request.get('/v2/info_pages?kind=faq', { headers: { 'accept-language': 'ru' } })
      expect(res.status()).toBe(200)
      const faq = (await res.json()) as { title: string }[]
      await page.goto('/movies')
      await expect(auth.dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(auth.dialog).toBeVisible()

      await page.goto('/faq')
      await expect(auth.dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(auth.dialog).toBeHidden()
      await expect(page.getByRole('main').getByRole('region', { name: faq[0]?.title ?? '' })).toBeVisible()
    })

    await test.step('middleware sign-in: code, then city and address; an empty city says so', async () => {
      // a subscriber of the middleware whose addresses are found by city (as nord-subscriber's are)
      const phone = freshPhone()
      expect((await request.post('/dev/mw_subscriber', { data: { phone } })).status()).toBe(201)
      await page.goto('/movies')
      await auth.phone.fill(phone.slice(1))
      const since = new Date()
      await auth.sendCode.click()
      await auth.code.fill(await codeFromOutbox(request, phone, since))

      // issue 30: a city with none of the subscriber's addresses is no silent dead end
      const city = auth.dialog.getByRole('combobox', { name: shell.t('city') })
      await city.selectOption({ label: 'Shymkent' })
      const next = auth.dialog.getByRole('button', { name: shell.t('continue') })
      await next.click()
      await expect(auth.dialog.getByText(shell.t('mw_no_addresses'))).toBeVisible()
      await auth.dialog.getByRole('button', { name: shell.t('mw_other_city') }).click()
      await city.selectOption({ label: 'Almaty' })
      await next.click()
      // issue 30: Continue sends the address shown first, untouched (it sent nothing before)
      const address = auth.dialog.getByRole('combobox', { name: shell.t('address') })
      await expect(address.locator('option:checked')).toHaveText('Almaty, Dostyk ave. 42, apt. 17')
      const chosen = page.waitForRequest((r) => r.url().includes('/v2/mw/set_address'))
      await next.click()
      expect((await chosen).postDataJSON()).toMatchObject({ provider_id: 2 })

      await expect(auth.dialog).toBeHidden()
      await expect(shell.accountButton).toBeVisible()
    })
  })
})
