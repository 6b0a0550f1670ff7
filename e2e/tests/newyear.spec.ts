import { CataloguePage } from '../pages/catalogue'
import { Shell } from '../pages/shell'
import { expect, expectAccessible, test } from '../fixtures'

// The five New Year rows of /newyear (spec 3 §2), as the demo operator provides them
// (apps/server/src/modules/catalogue/fixed-rows.ts; the client's table: features/channels/new-year-rows.ts).
// A failing row left out, and every row failing with its retry: apps/web new-year-page.test.tsx.
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
})
