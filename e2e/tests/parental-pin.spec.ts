import { AccountApi } from '../pages/account-commerce'
import { PlayerPage } from '../pages/player'
import { Shell } from '../pages/shell'
import { codeFromOutbox, expect, freshPhone, ru, test } from '../fixtures'

/*
 * Issue 8 "Parental PIN and protected streams": the PIN is checked by the server (the browser never
 * has it), and the adult channel 124 plays only after a right PIN in this sign-in. Packet 1 «Базовый»
 * (2990) and the adult add-on 3 «Ночной 18+» (990) make 124 purchased.
 */
const ADULT_CHANNEL = 124
const PIN = '2468'

test.describe('parental PIN checked by the server', () => {
  test('a wrong PIN shows error_wrong_code; the right one plays channel 124', async ({
    page,
    request,
    pageErrors,
  }) => {
    const phone = freshPhone()
    await new Shell(page).signInAsNewViewer(phone)
    const api = new AccountApi(page)
    await api.topUp(2990 + 990)
    await api.subscribe(1)
    await api.post('/v2/users/self/subscriptions?paytype=async', { packet_id: 3, agreement_accepted: true })
    // the PIN is set in another sign-in (another device), so this one has not entered it yet
    const since = new Date()
    expect((await request.post('/v2/otps', { data: { phone } })).ok()).toBe(true)
    const signIn = await request.post('/v2/auth/otp', {
      data: { phone, token: await codeFromOutbox(request, phone, since) },
    })
    const { access_token: other } = (await signIn.json()) as { access_token: string }
    const set = await request.patch(`/v2/users/self?access_token=${other}`, { data: { pincode: PIN } })
    expect(set.ok()).toBe(true)
    expect(await set.text()).not.toContain(PIN)

    await page.goto(`/channel/${ADULT_CHANNEL}`)
    await expect(page.getByRole('heading', { name: ru('channel_pin_required') })).toBeVisible()
    await page.getByRole('button', { name: ru('channel_enter_pin') }).click()
    const dialog = page.getByRole('dialog', { name: ru('modal_pincode') })
    // the server answers each PIN (the browser has no PIN to compare with)
    const check = () => page.waitForResponse((r) => r.url().includes('/v2/users/self/parental_code/check'))
    const wrong = check()
    await dialog.getByLabel(ru('pincode_label')).fill('1357')
    expect((await wrong).status()).toBe(400)
    await expect(dialog.getByRole('alert')).toHaveText(ru('error_wrong_code'))
    await expect(dialog.getByRole('button', { name: ru('pincode_send_sms') })).toBeVisible()
    const right = check()
    await dialog.getByLabel(ru('pincode_label')).fill(PIN)
    expect((await right).status()).toBe(200)
    await expect(dialog).toBeHidden()

    await expect(page.getByRole('heading', { name: ru('channel_pin_required') })).toHaveCount(0)
    await new PlayerPage(page).expectPlaying('channel 124 plays after the right PIN')
    expect(pageErrors).toEqual([])
  })
})
