import { CataloguePage } from '../pages/catalogue'
import { Shell } from '../pages/shell'
import { expect, expectAccessible, ru, test } from '../fixtures'

// The five New Year rows of /newyear (spec 3 §2), as the demo operator provides them
// (apps/server/src/modules/catalogue/fixed-rows.ts; the client's table: features/channels/new-year-rows.ts).
const SLUGS = ['newyear-family', 'newyear-cartoons', 'newyear-comedies', 'newyear-series', 'newyear-shows']

interface RowAnswer {
  title: string
  contents: { id: number }[]
}

test.describe('New Year page rows (spec 3 §2)', () => {
  let titles: Record<string, string> = {}
  test.beforeAll(async ({ request }) => {
    const answers = await Promise.all(
      SLUGS.map(async (slug) => {
        const res = await request.get(`/v2/rows/${slug}?limit=1`, { headers: { 'accept-language': 'ru' } })
        expect(res.status(), slug).toBe(200)
        const row = (await res.json()) as RowAnswer
        expect(row.contents.length, `${slug} has demo content`).toBeGreaterThan(0)
        return [slug, row.title] as const
      }),
    )
    titles = Object.fromEntries(answers)
  })

  test('shows five titled rows of cards', async ({ page }) => {
    const catalogue = new CataloguePage(page)
    await new Shell(page).openAsNewGuest('/newyear')
    await expect(page.getByRole('timer')).toBeVisible()
    for (const slug of SLUGS) {
      const title = titles[slug] ?? slug
      const row = catalogue.row(title)
      await expect(row.getByRole('heading', { name: title, exact: true })).toBeVisible()
      await expect(row.locator('[data-catalogue-item]').first()).toBeVisible()
      await expect(catalogue.seeAll(row)).toHaveAttribute('href', `/row/${slug}`)
    }
    await expect(page.locator('[data-row-id]')).toHaveCount(SLUGS.length)
    await expectAccessible(page)
  })

  test('one row failing leaves the other four', async ({ page }) => {
    const catalogue = new CataloguePage(page)
    await page.route('**/v2/rows/newyear-comedies?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"server_error"}' }),
    )
    await new Shell(page).openAsNewGuest('/newyear')
    for (const slug of SLUGS.filter((s) => s !== 'newyear-comedies')) {
      const row = catalogue.row(titles[slug] ?? slug)
      await expect(row.locator('[data-catalogue-item]').first()).toBeVisible()
    }
    await expect(page.locator('[data-row-id]')).toHaveCount(4)
    await expect(catalogue.row(titles['newyear-comedies'] ?? '')).toHaveCount(0)
  })

  test('every row failing shows an empty state with a retry and a way home', async ({ page }) => {
    let failing = true
    await page.route('**/v2/rows/newyear-*', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"server_error"}' })
        : route.continue(),
    )
    await new Shell(page).openAsNewGuest('/newyear')
    await expect(page.getByRole('heading', { name: ru('newyear_rows_empty') })).toBeVisible()
    await expect(page.getByRole('link', { name: ru('newyear_rows_home'), exact: true })).toHaveAttribute(
      'href',
      '/',
    )
    failing = false
    await page.getByRole('button', { name: ru('retry'), exact: true }).click()
    await expect(page.locator('[data-row-id]')).toHaveCount(SLUGS.length)
    await expect(page.getByRole('heading', { name: ru('newyear_rows_empty') })).toHaveCount(0)
  })
})
