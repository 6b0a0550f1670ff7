import { freshPhone, test, expect, ru } from '../fixtures'
import { AuthDialog } from '../pages/auth-dialog'
import { Shell } from '../pages/shell'

/*
 * spec 1 §4 "Block status": a signed-in viewer whose account is blocked (-2, set through the demo
 * helper /dev/block_status) sees the block dialog (block_alma) with the server's message; it cannot be
 * closed, and it goes away once the status is lifted and the viewer checks again.
 */
test.describe('block status (spec 1 §4)', () => {
  test('a blocked viewer sees the block dialog until the block is lifted', async ({ page, request }) => {
    const shell = new Shell(page)
    const auth = new AuthDialog(page)
    const phone = freshPhone()
    await shell.openAsNewGuest('/')
    await shell.signInButton.click()
    await auth.signInByPhone(request, phone)
    await expect(shell.accountButton).toBeVisible()

    const blocked = await request.post('/dev/block_status', { data: { phone, status: -2 } })
    expect(blocked.ok()).toBe(true)
    await page.reload()
    const dialog = page.getByRole('dialog', { name: ru('modal_block_alma') })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('block-message')).toHaveText(
      'Учётная запись заблокирована: пополните баланс',
    )
    await expect(dialog.getByRole('button', { name: ru('block_refill') })).toBeVisible()
    // not closable: Escape leaves it open
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()

    // the top-up it offers opens; closing it brings the block dialog back
    await dialog.getByRole('button', { name: ru('block_refill') }).click()
    const refill = page.getByRole('dialog', { name: ru('modal_refill') })
    await expect(refill).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(refill).toBeHidden()
    await expect(dialog).toBeVisible()

    const lifted = await request.post('/dev/block_status', { data: { phone, status: 0 } })
    expect(lifted.ok()).toBe(true)
    await dialog.getByRole('button', { name: ru('block_check') }).click()
    await expect(dialog).toBeHidden()
  })
})
