import { AccountApi, PAYING_CARD, PacketActions } from '../pages/account-commerce'
import { untilPolled } from '../pages/purchase'
import { Shell } from '../pages/shell'
import { expect, ru, test, type Page } from '../fixtures'

/*
 * Changing the period of a running packet (spec 3 §2 "has purchases with actions gives change", §4
 * "Subscription actions: change packet or period", §7 "Purchase status 402: fall back to paying from the
 * linked card") on the real server with fresh users. Packet 1 «Базовый» sells 30 days (2990), 90 days
 * (7990) and a year; the new period is bought now and starts when the running one ends.
 */
const BASE = { id: 1, month: 2990, quarter: 7990 }

/** A new viewer, signed in through the API (set-up here), on the page's clock (untilPolled). */
async function signInFresh(page: Page) {
  await page.clock.install()
  await new Shell(page).signInAsNewViewer()
}

/** Tops up by the gateway's card page and keeps the card linked (is_save_card): the #pay_card card. */
async function topUpSavingCard(api: AccountApi, amount: number) {
  const account = await api.accountId()
  const started = await api.post<{ full_url: string }>(
    `/v2/users/self/accounts/${account}/payforms/short_url`,
    {
      paysystem_shortname: 'democard',
      amount,
      is_save_card: true,
      return_url: new URL('/', api.page.url()).toString(),
    },
  )
  const paid = await api.request.post(started.full_url, { form: { card: PAYING_CARD.replace(/\s/g, '') } })
  expect(paid.ok()).toBe(true)
  await expect
    .poll(async () => (await api.get<unknown[]>('/v2/users/self/cards')).length, { message: 'card linked' })
    .toBe(1)
  await expect.poll(async () => Number(await api.balance()), { message: 'the top-up credited' }).toBe(amount)
}

const digits = (n: number) => new RegExp(String(n).replace(/(\d)(?=(\d{3})+$)/g, '$1\\s?'))

/** The bought next period's line ("Следующий период с {date}: 7990 ₸"), not the next charge's. */
const nextPeriodLine = (packet: PacketActions, amount: number) =>
  packet.main
    .getByText(new RegExp(`^${ru('packet_change_next').split(' {{')[0]!}`))
    .filter({ hasText: digits(amount) })

async function chooseQuarter(page: Page, packet: PacketActions) {
  const change = packet.button('packet_change')
  await expect(change).toBeVisible()
  await change.click()
  const dialog = packet.dialog('modal_change_period')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: digits(BASE.quarter) }).check()
  const patched = page.waitForResponse(
    (r) => r.url().includes('/v2/users/self/purchases/') && r.request().method() === 'PATCH',
  )
  await dialog.getByRole('button', { name: ru('packet_change_apply') }).click()
  return { dialog, status: (await patched).status() }
}

test.describe('change packet period', () => {
  test('from the balance: PATCH answers 200, the page shows the next period and no Change; a second tab’s change is refused; renewal is not offered beside the next period', async ({
    page,
    pageErrors,
  }) => {
    await signInFresh(page)
    const api = new AccountApi(page)
    await api.topUp(BASE.month)
    await api.subscribe(BASE.id)
    await api.topUp(BASE.quarter)

    const packet = new PacketActions(page)
    await page.goto(`/packets/${BASE.id}`)
    await expect(packet.button('packet_disable')).toBeVisible()
    // the next charge, always visible: when and how much (issue 29)
    await expect(packet.main).toContainText(new RegExp(`Следующее списание .+: ${BASE.month} ₸ за 1 месяц`))
    // a second tab, not reloaded, opens the same change (issue 29 §1)
    const second = new PacketActions(await page.context().newPage())
    await second.page.goto(`/packets/${BASE.id}`)
    await second.button('packet_change').click()
    const stale = second.dialog('modal_change_period')
    await stale.getByRole('radio', { name: digits(BASE.quarter) }).check()

    const { dialog, status } = await chooseQuarter(page, packet)
    expect(status).toBe(200)
    await expect(dialog).toBeHidden()
    await expect(packet.toast('packet_change_success')).toBeVisible()
    await expect(nextPeriodLine(packet, BASE.quarter)).toBeVisible()
    // the charge after it: the bought quarter's own price and length, not the default month's
    await expect(packet.main).toContainText(
      new RegExp(`Следующее списание .+: ${BASE.quarter} ₸ за 3 месяца`),
    )
    await expect(packet.button('packet_change')).toBeHidden()
    await expect(packet.button('packet_disable_future')).toBeVisible()
    expect(await api.balance()).toBe('0.00')

    await test.step('the second tab’s change is refused, nothing charged twice (issue 29 §1)', async () => {
      await api.topUp(BASE.quarter) // money enough for a second charge: only the rule stops it
      const refused = second.page.waitForResponse(
        (r) => r.url().includes('/v2/users/self/purchases/') && r.request().method() === 'PATCH',
      )
      await stale.getByRole('button', { name: ru('packet_change_apply') }).click()
      expect((await refused).status()).toBe(409)
      await expect(stale.getByRole('alert')).toContainText(ru('packet_change_refused'))
      expect(await api.balance()).toBe(`${BASE.quarter}.00`)
      await second.page.close()
    })

    await test.step('renewal off beside the bought next period: no "renew" offered (issue 29 §2)', async () => {
      const current = await api.get<{ packet_id: number; is_future: boolean; renew: boolean }[]>(
        '/v2/users/self/subscriptions/current',
      )
      // the running period does not renew: the bought next one follows it
      expect(current.find((s) => s.packet_id === BASE.id && !s.is_future)?.renew).toBe(false)
      await page.reload()
      await expect(packet.button('packet_disable_future')).toBeVisible()
      await expect(packet.button('packet_renew')).toHaveCount(0)
      await expect(packet.main).not.toContainText('Если включить его')
    })

    await test.step('«Всё включено» tells before buying what it changes: the bought next period is refunded (issue 29 §4)', async () => {
      // sold from the channels it carries (a bundle's own page shows no buttons, spec 3 §2): 107 is in
      // «Кино и спорт» and «Всё включено»
      await page.goto('/channels/all/107')
      await page
        .getByRole('list', { name: ru('channel_packets') })
        .getByRole('listitem')
        .filter({ hasText: 'Всё включено' })
        .getByRole('button', { name: ru('channel_buy') })
        .click()
      const subscription = page.getByRole('dialog', { name: ru('modal_subscription') })
      await expect(subscription).toContainText(ru('takeover_title'))
      await expect(subscription).toContainText(
        new RegExp(
          `следующий период «Базовый» отменится, ${digits(BASE.quarter).source} ₸ вернутся на баланс`,
        ),
      )
    })
    expect(pageErrors).toEqual([])
  })

  test('402 insufficient_funds: the shortfall is paid from the linked card, then the period applies', async ({
    page,
    pageErrors,
  }) => {
    await signInFresh(page)
    const api = new AccountApi(page)
    await topUpSavingCard(api, BASE.month)
    await api.subscribe(BASE.id)

    const packet = new PacketActions(page)
    await page.goto(`/packets/${BASE.id}`)
    const { dialog, status } = await chooseQuarter(page, packet)
    expect(status).toBe(402)
    await expect(
      dialog.getByText(ru('packet_change_short').replace('{{amount}}', ''), { exact: false }),
    ).toBeVisible()
    const pay = dialog.getByRole('button', { name: new RegExp(ru('packet_change_pay_card').split(' ')[0]!) })
    const charged = page.waitForResponse(
      (r) => r.url().includes('/payforms/linkedcard') && r.request().method() === 'POST',
    )
    const retried = page.waitForResponse(
      (r) => r.url().includes('/v2/users/self/purchases/') && r.request().method() === 'PATCH',
      { timeout: 30_000 },
    )
    await pay.click()
    const charge = await charged
    expect(charge.ok()).toBe(true)
    // the charge is polled until complete, then the period is applied again
    const { id } = (await charge.json()) as { id: number }
    const success = packet.toast('packet_change_success')
    await untilPolled(
      page,
      async () => {
        expect((await retried).status()).toBe(200)
        await expect(success).toBeVisible() // a toast: looked for at once
      },
      { id },
    )
    await expect(dialog).toBeHidden()
    await expect(nextPeriodLine(packet, BASE.quarter)).toBeVisible()
    await expect(packet.button('packet_change')).toBeHidden()
    expect(pageErrors).toEqual([])
  })
})
