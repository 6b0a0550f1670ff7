import { AuthDialog } from '../pages/auth-dialog'
import { SettingsMenu } from '../pages/settings-menu'
import { Shell } from '../pages/shell'
import { expect, freshPhone, test, type Page } from '../fixtures'

/** window.efirDeepLink as the client declares it (apps/web/src/global.d.ts). */
type DeepLinkWindow = Window & { efirDeepLink?: (link: object | string) => void }

/** The signed-in viewer's token, as the client stores it (to prepare data through the API). */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('efir.session') ?? '{}') as { token?: string }).token,
  )
  if (!token) throw new Error('no stored token')
  return token
}

test.describe('deep links from a webview or app host (spec 1 §2), the settings dropdown from the avatar (spec 3 §2)', () => {
  test('a link that needs an account asks a guest to sign in, then opens its page; the avatar’s dropdown shows the profiles, a server error while choosing one shows the generic error dialog (spec 1 §8), and it signs out through the confirmation', async ({
    page,
    request,
  }) => {
    const shell = new Shell(page)
    const auth = new AuthDialog(page)
    const menu = new SettingsMenu(page)
    let kids = 0
    await test.step('the deep link: sign in, then its page', async () => {
      await shell.openAsNewGuest('/')
      await expect(shell.signInButton).toBeVisible()
      await page.evaluate(() =>
        (window as DeepLinkWindow).efirDeepLink?.({ type: 'settings', need_auth: 'auth' }),
      )
      await expect(auth.dialog).toBeVisible()
      await auth.signInByPhone(request, freshPhone())
      await expect(auth.dialog).toBeHidden()
      await expect(page).toHaveURL(/\/lk$/)
      await expect(shell.accountButton).toBeVisible()
    })

    await test.step('the dropdown: one profile, the current one', async () => {
      await page.goto('/')
      await menu.open()
      await expect(menu.avatar).toHaveAttribute('aria-expanded', 'true')
      await expect(menu.profiles).toHaveCount(1)
      await expect(menu.profiles.first()).toHaveAttribute('aria-pressed', 'true')
      // (axe on this dropdown, open on the start page for a new viewer: header-account.spec.ts)
    })

    await test.step('a server error while choosing a profile: the generic error dialog', async () => {
      // A second profile to switch to (listing first makes the server create the account's first one).
      const profiles = `/v2/users/self/profiles?access_token=${await accessToken(page)}`
      expect((await request.get(profiles)).ok()).toBe(true)
      const created = await request.post(profiles, { data: { name: 'Kids', role: 'child' } })
      expect(created.status()).toBe(201)
      kids = ((await created.json()) as { id: number }).id
      await page.route('**/v2/users/self/profile?**', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                status_code: 400,
                error_code: 'validation_error',
                message: 'Boom',
                detail: { id: 'wrong' },
              }),
            })
          : route.fallback(),
      )
      const errorDialog = page.getByRole('alertdialog', { name: shell.t('error') })

      // On the home page the dialog offers a way back.
      await page.reload()
      await menu.open()
      await menu.profile('Kids').click()
      await expect(errorDialog).toBeVisible()
      await expect(errorDialog).toContainText('Boom')
      await expect(errorDialog).toContainText('id: wrong')
      await expect(errorDialog.getByRole('button', { name: shell.t('back') })).toBeVisible()
      await errorDialog.getByRole('button', { name: shell.t('close') }).click()
      await expect(errorDialog).toBeHidden()

      // On the account page (lk) it does not.
      await page.goto('/lk')
      await menu.open()
      await menu.profile('Kids').click()
      await expect(errorDialog).toContainText('Boom')
      await expect(errorDialog.getByRole('button', { name: shell.t('back') })).toBeHidden()
      await expect(errorDialog.getByRole('button', { name: shell.t('close') })).toBeVisible()
      await errorDialog.getByRole('button', { name: shell.t('close') }).click()
      await expect(errorDialog).toBeHidden()
    })

    await test.step('signing out through the confirmation', async () => {
      // with one profile again: the dropdown of the first step (two profiles make it taller than a
      // 720 px window, and it scrolls only below 640 px: spec 3 §2)
      const removed = await request.delete(
        `/v2/users/self/profiles/${kids}?access_token=${await accessToken(page)}`,
      )
      expect(removed.ok()).toBe(true)
      await page.goto('/')
      await menu.open()
      await expect(menu.profiles).toHaveCount(1)
      await menu.signOut()
      await expect(shell.signInButton).toBeVisible()
      await expect(shell.accountButton).toBeHidden()
    })
  })
})
