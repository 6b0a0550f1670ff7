import { AccountApi } from '../pages/account-commerce'
import { AuthDialog } from '../pages/auth-dialog'
import { SettingsArea } from '../pages/settings-area'
import { Shell } from '../pages/shell'
import { en, expect, expectAccessible, freshPhone, signInByApi, test as base } from '../fixtures'

/*
 * Issue 10, the settings area (spec 3 §2 "Settings area", §5, §8; spec 1 §8, §9): devices, the info
 * form and the languages, on the real server.
 */
const test = base.extend<{ shell: Shell; settings: SettingsArea; api: AccountApi }>({
  shell: async ({ page }, use) => use(new Shell(page)),
  settings: async ({ page }, use) => use(new SettingsArea(page)),
  api: async ({ page }, use) => use(new AccountApi(page)),
})

interface DeviceAnswer {
  id: number
  is_current: boolean
}

test.describe('settings area (issue 10, spec 3 §2)', () => {
  test('start → account → subscriptions and payment, Back to the parent, /lk lands on the account menu; removes another device after confirming, the current one cannot be removed; signs out of all other devices, and the other browser is told', async ({
    page,
    browser,
    request,
    shell,
    settings,
    api,
    pageErrors,
  }) => {
    const phone = freshPhone()
    await shell.signInAsNewViewer(phone)

    await test.step('start → account → subscriptions and payment, /lk', async () => {
      await page.goto('/settings')
      const start = settings.dialog('settings_title_start')
      await expect(start.getByRole('heading', { name: settings.t('profiles') })).toBeVisible()
      await expectAccessible(page)
      await start.getByRole('link', { name: settings.t('settings_title_account') }).click()
      const account = settings.dialog('settings_title_account')
      await expect(account.getByRole('button', { name: settings.t('sign_out') })).toBeVisible()
      await expectAccessible(page)

      await account.getByRole('link', { name: settings.t('settings_title_subscriptions') }).click()
      const subscriptions = settings.dialog('settings_title_subscriptions')
      await expect(subscriptions.getByRole('heading', { name: settings.t('packets_base') })).toBeVisible()
      await subscriptions.getByRole('button', { name: settings.t('back') }).click()
      await account.getByRole('link', { name: settings.t('settings_title_payment') }).click()
      const payment = settings.dialog('settings_title_payment')
      await expect(payment.getByRole('heading', { name: settings.t('acc_cards') })).toBeVisible()
      await expect(payment.getByRole('button', { name: settings.t('acc_refill') })).toBeVisible()
      // a new viewer's payment history (issue 29): its empty state, in the viewer's language
      await expect(payment.getByRole('heading', { name: settings.t('acc_history') })).toBeVisible()
      await expect(payment.getByText(settings.t('acc_history_empty'))).toBeVisible()
      await expectAccessible(page)

      // close: back to the page underneath (home here) after the 300 ms removal
      await payment.getByRole('button', { name: settings.t('close') }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // /lk is the account menu as a page
      await page.goto('/lk')
      await expect(shell.main.getByRole('link', { name: settings.t('settings_title_devices') })).toBeVisible()
      expect(pageErrors).toEqual([])
    })

    await test.step('devices: another one removed after confirming; not the current one', async () => {
      // a second device of this viewer (a TV signed in elsewhere)
      const other = await api.post<DeviceAnswer>(
        '/v2/users/self/devices',
        {
          device_type: 'tv',
          vendor: 'LG',
          model: 'OLED55',
          version: '188',
          os_name: 'webOS',
          os_version: '6',
          application_type: 'web',
          serial: `tv-${Date.now()}-serial`,
        },
        false,
      )
      await settings.open('devices')
      await expect(settings.deviceRows).toHaveCount(2)
      // the current device: marked, and no remove button on it
      await expect(settings.currentDevice).toHaveCount(1)
      await expect(settings.currentDevice.getByRole('button')).toHaveCount(0)
      await expect(settings.removeButtons()).toHaveCount(1)
      await expectAccessible(page)

      // removing asks first; cancel keeps it, confirm removes it
      await settings.removeButtons().click()
      await expect(settings.removeConfirm).toBeVisible()
      await settings.removeConfirm.getByRole('button', { name: settings.t('cancel') }).click()
      await expect(settings.deviceRows).toHaveCount(2)
      await settings.removeButtons().click()
      await settings.removeConfirm.getByRole('button', { name: settings.t('settings_device_remove') }).click()
      await expect(settings.deviceRows).toHaveCount(1)
      await expect(settings.removeButtons()).toHaveCount(0)
      const left = await api.get<DeviceAnswer[]>('/v2/users/self/devices')
      expect(left.map((d) => d.id)).not.toContain(other.id)

      // the server refuses the current device too (only the logout may remove it)
      const current = left.find((d) => d.is_current)
      expect(current).toBeDefined()
      const token = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('efir.session') ?? '{}') as { token?: string }).token,
      )
      const refused = await request.delete(`/v2/users/self/devices/${current?.id}?access_token=${token}`)
      expect(refused.status()).toBe(403)
      expect(((await refused.json()) as { error_code: string }).error_code).toBe('current_device')
      expect(pageErrors).toEqual([])
    })

    await test.step('signs out of all other devices; the other browser is told at its next request', async () => {
      // issue 30: the same viewer signed in in another browser
      const elsewhere = await browser.newContext()
      const other = new Shell(await elsewhere.newPage())
      await signInByApi(other.page, phone)
      await other.open('/')
      await expect(other.accountButton).toBeVisible()

      await settings.open('devices')
      await expect(settings.deviceRows).toHaveCount(2)
      const signOutOthers = page.getByRole('button', { name: settings.t('settings_sign_out_others') })
      await signOutOthers.click()
      const confirm = page.getByRole('alertdialog', { name: settings.t('settings_sign_out_others_confirm') })
      await confirm.getByRole('button', { name: settings.t('settings_sign_out_others') }).click()
      await expect(
        page.getByRole('status').filter({ hasText: settings.t('settings_sign_out_others_done') }),
      ).toBeVisible()
      await expect(settings.deviceRows).toHaveCount(1)
      await expect(settings.currentDevice).toHaveCount(1)
      // this browser stays signed in
      expect(await api.get<DeviceAnswer[]>('/v2/users/self/devices')).toHaveLength(1)

      // the other one: its next request (a page it opens) ends in the sign-in dialog that says why
      await other.page.goto('/')
      const auth = new AuthDialog(other.page)
      await expect(auth.dialog).toBeVisible()
      await expect(auth.dialog.getByRole('status')).toHaveText(other.t('signed_out_elsewhere'))
      await expect(auth.phone).toBeVisible()
      await elsewhere.close()
      expect(pageErrors).toEqual([])
    })
  })

  test('saves name and e-mail, a Cyrillic e-mail is refused in the field, a taken one shows error_duplicate_email; changes the interface language and the audio language priority the player reads', async ({
    page,
    request,
    shell,
    settings,
    pageErrors,
  }) => {
    // another viewer already uses this e-mail
    const taken = `taken.${Date.now()}@example.com`
    const otherGuest = await request.post('/v2/users', {
      data: { username: `g${Date.now()}`, password: 'secret-pass-1', is_guest: true },
    })
    expect(otherGuest.status()).toBe(201)
    const login = await request.post('/v2/auth/login', {
      data: {
        login: ((await otherGuest.json()) as { username: string }).username,
        password: 'secret-pass-1',
      },
    })
    const { access_token: otherToken } = (await login.json()) as { access_token: string }
    expect(
      (await request.patch(`/v2/users/self?access_token=${otherToken}`, { data: { email: taken } })).ok(),
    ).toBe(true)

    await shell.signInAsNewViewer()

    await test.step('the info form: name and e-mail', async () => {
      await settings.open('info')
      await expect(settings.infoForm).toBeVisible()
      await expect(settings.dialog('settings_title_info')).toContainText('188')
      await expectAccessible(page)

      // spec 3 §5: Cyrillic refused, nothing sent; the field says why (issue 31) until it changes
      let patches = 0
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && r.url().includes('/v2/users/self?')) patches += 1
      })
      await settings.saveInfo('Ира', 'ира@пример.рф')
      await expect(settings.email).toHaveAttribute('aria-invalid', 'true')
      await expect(settings.email).toHaveAccessibleDescription(settings.t('settings_info_email_invalid'))
      expect(patches).toBe(0)

      // a good pair is saved, and the answer becomes the viewer (the header's menu names them)
      const mine = `mine.${Date.now()}@example.com`
      await settings.saveInfo('Ира', mine)
      await expect(
        page.getByRole('status').filter({ hasText: settings.t('settings_info_saved') }),
      ).toBeVisible()
      expect(patches).toBe(1)

      // a taken e-mail: the error modal, then the submit works again
      await settings.saveInfo('Ира', taken)
      const error = page.getByRole('dialog', { name: settings.t('error') })
      await expect(error).toContainText(settings.t('error_duplicate_email'))
      await error
        .getByRole('button', { name: settings.t('close') })
        .first()
        .click()
      await expect(settings.save).toBeEnabled()
      expect(pageErrors).toEqual([])
    })

    await test.step('languages: the interface, then the audio priority', async () => {
      await settings.open('language/interface')
      await settings.languageOption('English').check()
      // the area speaks English now
      await expect(page.getByRole('dialog', { name: en('settings_title_language_interface') })).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('efir.language'))).toBe('en')
      const english = new SettingsArea(page, en)
      await expectAccessible(page)

      // Back leads to the language menu, then on to the audio priorities
      await page.getByRole('button', { name: en('back') }).click()
      await expect(english.dialog('settings_title_language')).toBeVisible()
      await page.getByRole('link', { name: en('settings_title_language_audiotracks') }).click()
      await expect(english.dialog('settings_title_language_audiotracks')).toBeVisible()
      await expect(english.priorityItems).toHaveText([/Русский/, /Қазақша/, /English/])
      await english.moveUp('English').click()
      await english.moveUp('English').click()
      await expect(english.priorityItems).toHaveText([/English/, /Русский/, /Қазақша/])
      expect(await page.evaluate(() => localStorage.getItem('audio_language_priority'))).toBe(
        JSON.stringify(['en', 'ru', 'kk']),
      )
      await expectAccessible(page)
      // the order survives a reload
      await page.reload()
      await expect(english.priorityItems).toHaveText([/English/, /Русский/, /Қазақша/])
      expect(pageErrors).toEqual([])
    })
  })
})
