import type { APIRequestContext, Route } from '@playwright/test'
import { test as base, expect, expectAccessible, freshPhone, ru, translations } from '../fixtures'
import { AccountApi } from '../pages/account-commerce'
import { AuthDialog } from '../pages/auth-dialog'
import { InfoPages } from '../pages/info-pages'
import { PurchaseFlow } from '../pages/purchase'
import { Shell } from '../pages/shell'

/*
 * Issue 12: the information pages show the operator's content from the server (spec 1 §2, spec 3 §2
 * "Agreement, privacy, news, instructions"): news and a news item over it, FAQ, the device instructions'
 * chooser and numbered steps, the set-top box manuals, the rules pages and the app-store page. What a
 * viewer should read is taken from the API, so the journeys check the page shows the server's texts.
 */

interface InfoPageAnswer {
  slug: string
  title: string
  text: string
  items: { id: number; title: string | null; text: string }[]
}
interface NewsAnswer {
  id: number
  title: string
  short: string
  text: string
}

const test = base.extend<{ info: InfoPages; shell: Shell }>({
  info: async ({ page }, use) => use(new InfoPages(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
})

async function api<T>(request: APIRequestContext, path: string, language = 'ru'): Promise<T> {
  const res = await request.get(path, { headers: { 'accept-language': language } })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as T
}

const firstParagraph = (text: string) => text.split('\n\n')[0] ?? text

test.describe('news (spec 3 §2 "News")', () => {
  test('a list that fails to load offers a retry that loads it; the list and an item over it, closing returns to it; an item that does not exist is not found, with the way to all news', async ({
    page,
    request,
    info,
    shell,
  }) => {
    const news = await api<NewsAnswer[]>(request, '/v2/news')
    expect(news.length).toBeGreaterThan(1)
    await test.step('the list fails to load: retry loads it', async () => {
      let failing = true
      await page.route(/\/v2\/news(\?|$)/, (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"error_code":"unavailable"}',
            })
          : route.fallback(),
      )
      await shell.openAsNewGuest('/news')
      await expect(info.loadError).toBeVisible()
      await expect(info.home).toHaveAttribute('href', '/')
      failing = false
      await info.retry.click()
      await expect(info.newsLink(news[0]?.title ?? '')).toBeVisible()
    })

    await test.step('the list, and an item over it', async () => {
      await expect(info.heading(ru('section_news'))).toBeVisible()
      for (const item of news) {
        await expect(info.newsLink(item.title)).toBeVisible()
        await expect(info.main.getByText(item.short, { exact: true })).toBeVisible()
      }
      await expectAccessible(page)

      const item = news[1] as NewsAnswer
      await info.newsLink(item.title).click()
      await expect(page).toHaveURL(new RegExp(`/news/${item.id}$`))
      await expect(info.newsDialog.getByRole('heading', { name: item.title })).toBeVisible()
      await expect(info.newsDialog.getByText(firstParagraph(item.text))).toBeVisible()
      await expectAccessible(page, '[role="dialog"]')
      // the list stays underneath; Escape closes the item and gives the list back
      await page.keyboard.press('Escape')
      await expect(info.newsDialog).toBeHidden()
      await expect(page).toHaveURL(/\/news$/)
      await expect(info.newsLink(item.title)).toBeFocused()
    })

    await test.step('an item that does not exist', async () => {
      const asked: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/v2/news/')) asked.push(r.url())
      })
      await page.goto('/news/abc')
      await expect(info.newsNotFound).toBeVisible()
      expect(asked, 'a malformed id is never requested').toEqual([])

      await page.goto('/news/999')
      await expect(info.newsNotFound).toBeVisible()
      await page.getByRole('link', { name: ru('news_all') }).click()
      await expect(info.heading(ru('section_news'))).toBeVisible()
    })
  })
})

test.describe('device instructions and set-top box manuals (spec 3 §2 "Instructions"; /manual, /manual/{dune|tvip|eltex|mag})', () => {
  test('choose a device from the chooser, then read its numbered steps; an unknown device keeps the chooser; no guides: an empty state; the boxes, one box with its steps and back, a box without a manual is not found; the four advantages: disabled for a guest (a click opens sign-in), enabled once signed in', async ({
    page,
    request,
    info,
    shell,
  }) => {
    const guides = await api<InfoPageAnswer[]>(request, '/v2/info_pages?kind=instructions')
    const advantages = ['archive', 'pause', 'devices', 'profiles'].map((k) =>
      ru(`instructions_advantage_${k}`),
    )
    const region = page.getByRole('main').getByRole('region', { name: ru('instructions_advantages') })

    await test.step('the chooser, then a device’s numbered steps', async () => {
      await shell.openAsNewGuest('/instructions')
      await expect(info.heading(ru('section_instructions'))).toBeVisible()
      // spec 3 §2: the chooser lists the devices in the spec's order
      await expect(info.deviceChooser.getByRole('link')).toHaveText(guides.map((g) => g.title))
      await expect(info.main.getByRole('list', { name: /^Шаги/ })).toHaveCount(0)
      for (const name of advantages)
        await expect(region.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')

      const lg = guides.find((g) => g.slug === 'lg_tv') as InfoPageAnswer
      const link = info.deviceChooser.getByRole('link', { name: lg.title, exact: true })
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/instructions\?device=lg_tv$/)
      await expect(link).toHaveAttribute('aria-current', 'page')
      await expect(info.main.getByRole('heading', { level: 2, name: lg.title })).toBeVisible()
      await expect(info.steps(lg.title).getByRole('listitem')).toHaveText(lg.items.map((i) => i.text))
      await expectAccessible(page)

      // another device is one step away
      const apk = guides.find((g) => g.slug === 'android_tv_apk') as InfoPageAnswer
      await info.deviceChooser.getByRole('link', { name: apk.title, exact: true }).click()
      await expect(info.steps(apk.title).getByRole('listitem')).toHaveText(apk.items.map((i) => i.text))
    })

    await test.step('an unknown device says there is no guide and keeps the chooser', async () => {
      await page.goto('/instructions?device=smart_fridge')
      await expect(info.main.getByText(ru('instructions_unknown_device'))).toBeVisible()
      await expect(info.deviceChooser.getByRole('link')).toHaveCount(11)
    })

    await test.step('the boxes, one box with its numbered steps, and back', async () => {
      const manuals = await api<InfoPageAnswer[]>(request, '/v2/info_pages?kind=manual')
      expect(manuals.map((m) => m.slug)).toEqual(['dune', 'tvip', 'eltex', 'mag'])
      await page.goto('/manual')
      await expect(info.heading(ru('section_manual'))).toBeVisible()
      await expect(info.boxChooser.getByRole('link')).toHaveText(manuals.map((m) => m.title))

      const mag = manuals[3] as InfoPageAnswer
      await info.boxChooser.getByRole('link', { name: mag.title }).click()
      await expect(page).toHaveURL(/\/manual\/mag$/)
      await expect(info.heading(mag.title)).toBeVisible()
      await expect(info.main.getByText(mag.text, { exact: true })).toBeVisible()
      await expect(info.steps(mag.title).getByRole('listitem')).toHaveText(mag.items.map((i) => i.text))
      await expectAccessible(page)
      await info.main.getByRole('link', { name: ru('manual_all_boxes') }).click()
      await expect(page).toHaveURL(/\/manual$/)
      await expect(info.boxChooser).toBeVisible()
    })

    await test.step('a box without a manual is not found', async () => {
      await page.goto('/manual/android_tv')
      await expect(info.pageNotFound).toBeVisible()
      await expect(info.home).toBeVisible()
    })

    await test.step('no guides from the operator: an empty state with the way home', async () => {
      const none = (route: Route) => route.fulfill({ json: [] })
      await page.route('**/v2/info_pages?kind=instructions*', none)
      await page.goto('/instructions?device=lg_tv')
      await expect(info.main.getByRole('heading', { name: ru('instructions_empty') })).toBeVisible()
      await info.home.click()
      await expect(page).toHaveURL(/\/$/)
      await page.unroute('**/v2/info_pages?kind=instructions*', none)
    })

    await test.step('the advantages: a guest’s click opens sign-in; signed in, they are enabled', async () => {
      await page.goto('/instructions')
      await expect(region.getByRole('button', { name: advantages[0] })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      // aria-disabled: shown as disabled yet still focusable and pressable, which opens sign-in
      await region.getByRole('button', { name: advantages[0] }).focus()
      await page.keyboard.press('Enter')
      // signing in from there enables them on the same page
      await new AuthDialog(page).signInByPhone(request, freshPhone())
      await expect(shell.accountButton).toBeVisible()
      await expect(region.getByRole('listitem')).toHaveText(advantages)
      await expect(region.getByRole('button')).toHaveCount(0)
    })
  })
})

test.describe('FAQ, rules pages, the app-store page and the footer agreement', () => {
  test('FAQ sections, a question opens its answer from the keyboard; each rules page shows its title, lead and numbered clauses; /app_store shows the operator text and its store links; /test_feed does not exist in a production build; the footer agreement has no accept or cancel; the rules and privacy texts in every interface language', async ({
    page,
    request,
    info,
    shell,
  }) => {
    await test.step('FAQ', async () => {
      const sections = await api<InfoPageAnswer[]>(request, '/v2/info_pages?kind=faq')
      await shell.openAsNewGuest('/faq')
      await expect(info.heading(ru('section_faq'))).toBeVisible()
      for (const section of sections) {
        const region = info.faqSection(section.title)
        await expect(region.getByRole('heading', { name: section.title })).toBeVisible()
        await expect(region.locator('summary')).toHaveText(section.items.map((q) => q.title ?? ''))
      }
      const question = sections[1]?.items[0] as InfoPageAnswer['items'][number]
      const answer = info.main.getByText(question.text, { exact: true })
      await expect(answer).toBeHidden()
      await info.question(question.title ?? '').focus()
      await page.keyboard.press('Enter')
      await expect(answer).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(answer).toBeHidden()
      await expectAccessible(page)
    })

    await test.step('each rules page', async () => {
      const slugs = ['optimal', 'may', 'recommendations', 'optimum', 'eternal_discount']
      for (const slug of slugs) {
        const rules = await api<InfoPageAnswer>(request, `/v2/info_pages/rules/${slug}`)
        await page.goto(`/${slug}`)
        await expect(info.heading(rules.title)).toBeVisible()
        await expect(info.main.getByText(rules.text, { exact: true })).toBeVisible()
        await expect(info.clauses(rules.title).getByRole('listitem')).toHaveText(
          rules.items.map((i) => i.text),
        )
      }
      await expectAccessible(page)
    })

    await test.step('/app_store: the operator text and its store links', async () => {
      const store = await api<InfoPageAnswer>(request, '/v2/info_pages/app_store/app_store')
      const resources = await api<{ stores: Record<string, string | null> }>(
        request,
        '/v2/platform/resources',
      )
      await page.goto('/app_store')
      await expect(info.heading(store.title)).toBeVisible()
      await expect(info.main.getByText(firstParagraph(store.text), { exact: false })).toBeVisible()
      const links = info.main.getByRole('region', { name: ru('app_store_links') }).getByRole('link')
      const hrefs = Object.values(resources.stores).filter((href): href is string => Boolean(href))
      expect(hrefs.length).toBeGreaterThan(0)
      await expect(links).toHaveCount(hrefs.length)
      for (const href of hrefs) await expect(links.and(page.locator(`[href="${href}"]`))).toHaveCount(1)
      await expectAccessible(page)
    })

    await test.step('/test_feed does not exist in a production build', async () => {
      await page.goto('/test_feed')
      await expect(info.pageNotFound).toBeVisible()
    })

    await test.step('the footer agreement (no packet, no callback): no accept or cancel', async () => {
      // from the footer, over the page the viewer is on
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: ru('agreement'), exact: true })
        .click()
      await expect(page).toHaveURL(/\/agreement$/)
      const agreement = page.getByRole('dialog', { name: ru('agreement') })
      // the operator's text, in the interface language
      await expect(agreement.getByText(/^Пользовательское соглашение \(демо\)/)).toBeVisible()
      await expect(agreement.getByRole('button', { name: ru('agreement_accept') })).toHaveCount(0)
      await expect(agreement.getByRole('button', { name: ru('agreement_cancel') })).toHaveCount(0)
      // the dialog (the modal frame over the start page: scanned whole on /settings, shell.spec.ts)
      await expectAccessible(page, '[role="dialog"]')
    })

    await test.step('in every interface language', async () => {
      // (the agreement and privacy texts follow it too: /privacy is checked here in each language)
      for (const language of ['en', 'kk', 'uz'] as const) {
        const info = new InfoPages(page, translations(language))
        const rules = await api<InfoPageAnswer>(request, '/v2/info_pages/rules/optimal', language)
        await page.goto(`/optimal?lang=${language}`)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(info.heading(rules.title)).toBeVisible()
        await expect(info.clauses(rules.title).getByRole('listitem').first()).toHaveText(
          rules.items[0]?.text ?? '',
        )
        // the client's own words too: the footer's information column in that language
        await expect(page.getByRole('contentinfo')).toContainText(translations(language)('footer_devices'))
        // the privacy text the network info points at, in the language kept from ?lang=
        const privacy = await request.get('/static/privacy.txt', { headers: { 'accept-language': language } })
        const heading = (await privacy.text()).split('\n')[0] ?? ''
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: translations(language)('privacy'), exact: true })
          .click()
        const dialog = page.getByRole('dialog', { name: translations(language)('privacy') })
        await expect(dialog.getByText(heading, { exact: false })).toBeVisible()
      }
    })
  })
})

test.describe('agreement (spec 3 §2 "Agreement")', () => {
  test('a packet agreement is read in full and accepted or cancelled from /agreement', async ({
    page,
    request,
    shell,
  }) => {
    const ADULT_PACKET = 3 // «Ночной 18+», the demo packet with an agreement
    const packet = await api<{ name: string; agreement: string }>(request, `/v2/packets/${ADULT_PACKET}`)
    expect(packet.agreement).not.toBe('')
    await shell.signInAsNewViewer()
    const account = new AccountApi(page)
    await account.topUp(2990 + 990)
    await account.subscribe(1) // the add-on needs a base packet (spec 3 §4 step 2)
    await page.goto(`/packets/${ADULT_PACKET}`)
    await page
      .getByRole('main')
      .getByRole('button', { name: ru('packet_enable'), exact: true })
      .click()
    const buy = new PurchaseFlow(page)
    await buy.continueWithFirstPeriod()
    const confirm = buy.dialog('confirm')
    await expect(confirm).toBeVisible()
    const accepted = confirm.getByRole('checkbox', { name: new RegExp(ru('purchase_agreement')) })
    const pay = confirm.getByRole('button', {
      name: new RegExp(`^${ru('purchase_pay').replace('{{price}}', '')}`),
    })
    await expect(accepted).not.toBeChecked()
    await expect(pay).toBeDisabled()

    const agreement = page.getByRole('dialog', { name: ru('agreement') })
    const read = async () => {
      await confirm.getByRole('button', { name: ru('purchase_agreement_read') }).click()
      await expect(page).toHaveURL(/\/agreement$/)
      await expect(
        agreement.getByRole('heading', {
          name: ru('packet_agreement_title').replace('{{name}}', packet.name),
        }),
      ).toBeVisible()
      await expect(agreement.getByText(packet.agreement, { exact: true })).toBeVisible()
    }
    // Cancel: back to the purchase step, nothing accepted
    await read()
    await expectAccessible(page, '[role="dialog"]')
    await agreement.getByRole('button', { name: ru('agreement_cancel') }).click()
    await expect(confirm).toBeVisible()
    await expect(accepted).not.toBeChecked()
    // Accept: the callback ticks the agreement and the purchase goes on
    await read()
    await agreement.getByRole('button', { name: ru('agreement_accept') }).click()
    await expect(agreement).toBeHidden()
    await expect(confirm).toBeVisible()
    await expect(accepted).toBeChecked()
    await pay.click()
    // the server took the accepted agreement (without it: 400 agreement_required)
    await expect(confirm).toBeHidden()
    await expect
      .poll(async () =>
        (await account.get<{ packet_id: number }[]>('/v2/users/self/subscriptions/current')).map(
          (s) => s.packet_id,
        ),
      )
      .toContain(ADULT_PACKET)
  })
})

test.describe('on a phone', () => {
  test('instructions and news fit 390 px @mobile', async ({ page, request, info, shell }) => {
    const guides = await api<InfoPageAnswer[]>(request, '/v2/info_pages?kind=instructions')
    const android = guides[0] as InfoPageAnswer
    await shell.openAsNewGuest(`/instructions?device=${android.slug}`)
    await expect(info.steps(android.title).getByRole('listitem')).toHaveCount(android.items.length)
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await page.goto('/news')
    await expect(info.heading(ru('section_news'))).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await expectAccessible(page)
  })
})
