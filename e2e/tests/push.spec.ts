import type { BrowserContext, CDPSession, Locator } from '@playwright/test'
import { E2E_PUSH_SERVICE_PORT, FakePushService } from '../fake-push-service'
import { AuthDialog } from '../pages/auth-dialog'
import { ContentPage } from '../pages/content'
import { Shell } from '../pages/shell'
import { codeFromOutbox, expect, expectAccessible, freshPhone, type Page, test } from '../fixtures'

// One fake push service on a fixed port (the server takes http endpoints only there): one worker.
test.describe.configure({ mode: 'serial' })

interface StoredSession {
  token?: string
  deviceId?: number
}

/** The push modal of spec 3 §4: a dialog named by the push's title. */
class PushModal {
  constructor(
    readonly page: Page,
    readonly title: string,
    readonly shell = new Shell(page),
  ) {}
  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.title })
  }
  /** A button of the body, by its text (the frame's own close icon is named Close too). */
  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true }).filter({ hasText: name })
  }
}

/** The page's service worker registration as DevTools names it (for ServiceWorker.deliverPushMessage). */
async function workerRegistration(
  page: Page,
  context: BrowserContext,
): Promise<{ cdp: CDPSession; id: string }> {
  const origin = new URL(page.url()).origin
  // the app registers /sw.js; wait until it controls nothing less than an active worker
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  const cdp = await context.newCDPSession(page)
  const id = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)
      if (mine) resolve(mine.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  return { cdp, id: await id }
}

/** The notifications the worker shows (title and body), as the browser lists them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body }))
  })
}

test.describe('web push (spec 3 §4 push modal and destinations)', () => {
  let fake: FakePushService

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL })
    fake = await FakePushService.start(async () => {
      const res = await api.get('/v2/push/vapid_key')
      return ((await res.json()) as { public_key: string }).public_key
    }, E2E_PUSH_SERVICE_PORT)
  })
  test.afterAll(async () => {
    await fake.close()
  })

  test('a push sent by the server shows a notification and the push modal, whose confirm opens the film', async ({
    page,
    context,
    request,
    baseURL,
    pageErrors,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL })
    const shell = new Shell(page)
    const phone = freshPhone()
    await shell.signInAsNewViewer(phone)

    // the browser here reaches no real push service: the device's subscription points at the fake one
    const { token, deviceId } = await page.evaluate(
      () => JSON.parse(localStorage.getItem('efir.session') ?? '{}') as StoredSession,
    )
    if (!token || deviceId === undefined) throw new Error('no signed-in device')
    const saved = await request.post(
      `/v2/users/self/devices/${deviceId}/push_subscription?access_token=${token}`,
      {
        data: fake.subscribe(),
      },
    )
    expect(saved.status()).toBe(200)
    const { cdp, id: registrationId } = await workerRegistration(page, context)

    const message = {
      title: 'Матрица сегодня',
      body: 'Фильм уже в каталоге.\nСмотрите бесплатно.',
      icon: '/favicon.svg',
      action: 'Открыть фильм',
      type: 'content',
      id: 'matrica-1',
    }
    const before = fake.received.length
    const sent = await request.post('/dev/push', { data: { phone, message } })
    expect(await sent.json()).toEqual({ sent: 1, removed: 0, failed: 0 })
    // VAPID-signed for the fake service's origin and encrypted for the subscription's keys
    const push = await fake.nth(before + 1)
    expect(fake.rejected).toEqual([])
    expect(JSON.parse(push.text)).toEqual(message)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: push.text,
    })

    await expect.poll(() => shownNotifications(page)).toEqual([{ title: message.title, body: message.body }])
    const modal = new PushModal(page, message.title)
    await expect(modal.dialog).toBeVisible()
    // spec 3 §4: the body's line break is doubled
    await expect(modal.dialog.getByText(/Фильм уже в каталоге\./)).toHaveText(
      'Фильм уже в каталоге.\n\nСмотрите бесплатно.',
    )
    await expect(modal.button(shell.t('close'))).toBeVisible()
    await expectAccessible(page, '[role="dialog"]')
    await modal.button(message.action).click()
    await expect(page).toHaveURL(/\/contents\/matrica-1$/)
    await expect(modal.dialog).toBeHidden()
    await expect(new ContentPage(page).card('Матрица')).toBeVisible()
    // the browser's own failed subscription (no push service reachable here) is logged, never thrown
    expect(pageErrors).toEqual([])
  })

  test('a signed-out viewer who confirms a push signs in first and lands on its destination', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // provider nord has no guests: a viewer on a page open to everyone is signed out
    await page.route('**/config.json*', (route) => route.fulfill({ json: { apiBase: '', provider: 'nord' } }))
    await context.grantPermissions(['notifications'], { origin: baseURL })
    const shell = new Shell(page)
    const auth = new AuthDialog(page)
    await page.goto('/faq')
    await expect(auth.dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(auth.dialog).toBeHidden()
    // nobody is signed in to subscribe: the worker a previous visit left registered receives the push
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js').then(() => undefined))
    const { cdp, id: registrationId } = await workerRegistration(page, context)
    const message = { title: 'Новые пакеты', body: 'Выберите свой', type: 'packets' }
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: JSON.stringify(message),
    })

    const modal = new PushModal(page, message.title)
    await expect(modal.button(shell.t('push_watch'))).toBeVisible()
    await modal.button(shell.t('push_watch')).click()
    await expect(auth.dialog).toBeVisible()
    await expect(page).not.toHaveURL(/\/packets/)

    // the middleware sign-in of provider nord: code, then city and address (a subscriber of its own:
    // an address by city is claimed only by its subscriber's phone, issue 30)
    const phone = freshPhone()
    expect((await request.post('/dev/mw_subscriber', { data: { phone } })).status()).toBe(201)
    await auth.phone.fill(phone.slice(1))
    const since = new Date()
    await auth.sendCode.click()
    await auth.code.fill(await codeFromOutbox(request, phone, since))
    await auth.dialog.getByRole('combobox', { name: shell.t('city') }).selectOption({ label: 'Almaty' })
    await auth.dialog.getByRole('button', { name: shell.t('continue') }).click()
    await auth.dialog
      .getByRole('combobox', { name: shell.t('address') })
      .selectOption({ label: 'Almaty, Dostyk ave. 42, apt. 17' })
    await auth.dialog.getByRole('button', { name: shell.t('continue') }).click()
    await expect(auth.dialog).toBeHidden()
    await expect(page).toHaveURL(/\/packets$/)
    await expect(shell.accountButton).toBeVisible()
  })
})
