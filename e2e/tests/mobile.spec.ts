import { Shell } from '../pages/shell'
import { expect, test } from '../fixtures'

test('on a phone the header is compact and the bottom bar carries the menu @mobile', async ({ page }) => {
  const shell = new Shell(page)
  await shell.openAsNewGuest('/')
  await expect(page.getByRole('navigation', { name: shell.t('nav_bottom') })).toBeVisible()
  await expect(shell.signInButton).toBeVisible()
})
