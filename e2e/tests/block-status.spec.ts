import { expectAccessible, freshPhone, test, expect, ru } from '../fixtures'
import { GATEWAY } from '../pages/account-commerce'
import { untilPolled } from '../pages/purchase'
import { PlayerPage } from '../pages/player'
import { Shell } from '../pages/shell'

/** A free channel (seed: 102), so it plays for a new viewer without a packet. */
const FREE_CHANNEL = 'pervyj-demo'

/*
 * spec 1 §4 "Block status", spec 3 §4 "Modal lifecycle": a signed-in viewer whose account is blocked
 * (-2, set through the demo helper /dev/block_status) sees the block dialog (block_alma) with the
 * server's message; it cannot be closed (except on a legal page), and it goes away once the status is
 * lifted and the viewer checks again. -1 opens the Kaspi QR dialog with the amount owed, not closable
 * either; paying it lifts the block on the server and the dialog goes.
 */
test.describe('block status (spec 1 §4)', () => {
  test('a blocked viewer (-2) sees the block dialog until the block is lifted, except on a legal page; a viewer owing money (-1) pays the amount by Kaspi QR and the block goes', async ({
    page,
    request,
    context,
    pageErrors,
  }) => {
    const shell = new Shell(page)
    const phone = freshPhone()
    // the page's clock: the QR payment's polls are moved on (untilPolled)
    await page.clock.install()
    await shell.signInAsNewViewer(phone)

    await test.step('-2 while watching: the block dialog, and nothing plays or is heard behind it', async () => {
      // issue 30: the channel played on, with sound, behind the dialog; the server still gave the stream
      const player = new PlayerPage(page)
      await page.goto(`/channels/all/${FREE_CHANNEL}`)
      await player.expectPlaying('the free channel plays before the block')
      const blocked = await request.post('/dev/block_status', { data: { phone, status: -2 } })
      expect(blocked.ok()).toBe(true)
      // no reload: the media's next request is refused, the player asks the stream again and learns why
      await expect(page.getByRole('dialog', { name: ru('modal_block_alma') })).toBeVisible({
        timeout: 30_000,
      })
      // the page behind the dialog says why instead of keeping a player
      await expect(page.getByTestId('channel-blocked')).toBeAttached()
      const sounding = () =>
        page.evaluate(
          () =>
            Array.from(document.querySelectorAll('video')).filter(
              (v) => !v.paused && !v.muted && v.volume > 0,
            ).length,
        )
      await expect.poll(sounding, { message: 'no video plays with sound' }).toBe(0)
      // and none starts a moment later (a stream answer, a retry)
      await page.waitForTimeout(2000)
      expect(await sounding()).toBe(0)
      await expect(player.root).toHaveCount(0)
    })

    await test.step('-2: the block dialog, not closable, not forced on a legal page', async () => {
      const blocked = await request.post('/dev/block_status', { data: { phone, status: -2 } })
      expect(blocked.ok()).toBe(true)
      await page.reload()
      const dialog = page.getByRole('dialog', { name: ru('modal_block_alma') })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByTestId('block-message')).toHaveText(
        'Учётная запись заблокирована: пополните баланс',
      )
      await expect(dialog.getByRole('button', { name: ru('block_refill') })).toBeVisible()
      await expect(dialog.getByRole('button', { name: ru('close') })).toHaveCount(0)
      // not closable: Escape leaves it open
      await page.keyboard.press('Escape')
      await expect(dialog).toBeVisible()
      await expectAccessible(page)

      // on a legal page the dialog is not forced: the viewer reads the agreement
      await page.goto('/agreement')
      await expect(page.getByRole('dialog', { name: ru('agreement') })).toBeVisible()
      await expect(dialog).toHaveCount(0)
      // back on an ordinary page it is there again
      await page.goto('/channels')
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
      expect(pageErrors).toEqual([])
    })

    await test.step('-1: the Kaspi QR dialog with the amount owed; paying it lifts the block', async () => {
      const owing = await request.post('/dev/block_status', { data: { phone, status: -1, amount: 1990 } })
      expect(owing.ok()).toBe(true)
      await page.goto('/')
      // spec 1 §4: -1 opens the QR payment dialog with the amount, in the provider's currency
      const dialog = page.getByRole('dialog', { name: ru('modal_pay_qr_kaspi') })
      await expect(dialog).toBeVisible()
      const hint = dialog.getByText(ru('block_pay_hint').replace('{{amount}}', '1990 ₸'))
      await expect(hint).toBeVisible()
      await expect(dialog.getByRole('button', { name: ru('close') })).toHaveCount(0)
      // a reload keeps the dialog (#pay_qr_kaspi) and gives it back the amount, which lives in memory
      await page.reload()
      await expect(hint).toBeVisible()
      await expect(dialog.getByRole('img', { name: ru('purchase_qr_image') })).toBeVisible()
      // spec 3 §4 "Modal lifecycle": the blocked state's dialog cannot be closed
      await page.keyboard.press('Escape')
      await expect(dialog).toBeVisible()

      const url = await dialog.getByRole('link', { name: ru('purchase_qr_open') }).getAttribute('href')
      expect(url).toMatch(/\/gateway\/kaspi\//)
      // the phone that scans the code: a second tab opens the QR's page and pays the amount owed
      const payer = await context.newPage()
      await payer.goto(url ?? '')
      await expect(payer.getByText('1990.00').first()).toBeVisible()
      await payer.getByRole('button', { name: GATEWAY.pay }).click()
      await expect(payer.getByRole('heading', { name: GATEWAY.paid })).toBeVisible()
      await payer.close()

      await untilPolled(page, () => expect(page.getByText(ru('acc_refill_success')).first()).toBeVisible())
      await expect(dialog).toBeHidden()

      // the server lifted the block: after a reload nothing opens
      const status = page.waitForResponse((r) => r.url().includes('/v2/mw/status_block'))
      await page.reload()
      expect(((await (await status).json()) as { status: number }).status).toBe(0)
      await expect(shell.accountButton).toBeVisible()
      await expect(dialog).toBeHidden()
      expect(pageErrors).toEqual([])
    })
  })
})
