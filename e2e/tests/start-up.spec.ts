import { AuthDialog } from '../pages/auth-dialog'
import { Shell } from '../pages/shell'
import { asProvider, codeFromOutbox, expect, freshPhone, test } from '../fixtures'

/**
 * The start-up branches of spec 1 §4 that depend on the provider. The client reads its provider from the
 * runtime config file, so each test serves it another one (route interception, as a white-label
 * deployment would ship its own config.json).
 */
test.describe('start-up by provider (spec 1 §4)', () => {
  test('no provider for this network: the default login text with a close button', async ({ page }) => {
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

  test('automatic authentication signs the viewer in without any dialog', async ({ page }) => {
    await asProvider(page, 'lumen')
    const autoAuth = page.waitForResponse((r) => r.url().endsWith('/dev/auto_auth'))
    const shell = new Shell(page)
    await shell.open('/')
    expect((await autoAuth).status()).toBe(200)
    await expect(shell.accountButton).toBeVisible()
    await expect(new AuthDialog(page).dialog).toBeHidden()
  })

  test('a failed automatic authentication falls back to the login dialog', async ({ page }) => {
    await asProvider(page, 'lumen')
    await page.route('**/dev/auto_auth', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto('/')
    await expect(new AuthDialog(page).dialog).toBeVisible()
  })

  test('a provider without guests forces the login dialog, except on pages open to everyone', async ({
    page,
  }) => {
    await asProvider(page, 'nord')
    const auth = new AuthDialog(page)
    await page.goto('/movies')
    await expect(auth.dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(auth.dialog).toBeVisible()

    await page.goto('/faq')
    await expect(auth.dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(auth.dialog).toBeHidden()
  })

  test('middleware sign-in: code, then city and address, then signed in', async ({ page, request }) => {
    await asProvider(page, 'nord')
    const shell = new Shell(page)
    const auth = new AuthDialog(page)
    const phone = freshPhone()
    await page.goto('/movies')
    await auth.phone.fill(phone.slice(1))
    const since = new Date()
    await auth.sendCode.click()
    await auth.code.fill(await codeFromOutbox(request, phone, since))

    const city = auth.dialog.getByRole('combobox', { name: shell.t('city') })
    await city.selectOption({ label: 'Almaty' })
    await auth.dialog.getByRole('button', { name: shell.t('continue') }).click()
    const address = auth.dialog.getByRole('combobox', { name: shell.t('address') })
    await address.selectOption({ label: 'Almaty, Dostyk ave. 42, apt. 17' })
    await auth.dialog.getByRole('button', { name: shell.t('continue') }).click()

    await expect(auth.dialog).toBeHidden()
    await expect(shell.accountButton).toBeVisible()
  })
})
