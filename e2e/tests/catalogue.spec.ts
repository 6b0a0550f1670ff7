import { CataloguePage } from '../pages/catalogue'
import { Shell } from '../pages/shell'
import { expect, ru, test } from '../fixtures'

// Facts of the demo catalogue (apps/server/src/modules/catalogue/rows.ts): the start page opens with the
// premieres banner, then "Новинки кино" (content-v, 200 films); "everything" lists the whole catalogue
// (over 2 000 items, some of them 4K).
const NEW_MOVIES = 'Новинки кино'

interface RowAnswer {
  total: number
  template: string
  contents: { id: number; is_4k: boolean; title: string }[]
}

test.describe('catalogue rows (spec 3 §2)', () => {
  test('a guest scrolls the start page rows and opens a row page; the row page is endless and virtualised, never shows 4K and opens a film card; an unknown row shows the not-found page', async ({
    page,
    request,
  }) => {
    const catalogue = new CataloguePage(page)
    // 4K items of the first loads: they must never show (spec 3 §5)
    const firstRows = (await (await request.get('/v2/rows/new-movies?limit=20')).json()) as RowAnswer
    const everything = (await (await request.get('/v2/rows/everything?limit=100')).json()) as RowAnswer
    const fourK = [...firstRows.contents, ...everything.contents].filter((c) => c.is_4k).map((c) => c.id)
    expect(fourK.length, 'the seed has 4K items in these rows').toBeGreaterThan(0)

    await test.step('the start page rows, then a row page', async () => {
      await new Shell(page).openAsNewGuest('/')
      await expect(catalogue.banner).toBeVisible()
      // the banner's dot pager: a dot per slide but the last
      await catalogue.dot(2).click()
      await expect(catalogue.dot(2)).toHaveAttribute('aria-current', 'true')

      const row = catalogue.row(NEW_MOVIES)
      const slider = catalogue.slider(row, NEW_MOVIES)
      await expect(slider.getByRole('link').first()).toBeVisible()
      await expect(catalogue.prev(row)).toHaveCount(0)
      await catalogue.next(row).click()
      await expect.poll(() => catalogue.scrollLeft(slider)).toBeGreaterThan(0)
      await catalogue.prev(row).click()
      await expect.poll(() => catalogue.scrollLeft(slider)).toBe(0)
      // a row over 6 items ends with the open-all tile; over 2 it has the see-all link
      await expect(catalogue.openAll(row)).toHaveAttribute('href', '/row/new-movies')
      for (const id of fourK) await expect(catalogue.content(id)).toHaveCount(0)

      // rows further down render once scrolled near (lazy rows)
      await page.mouse.move(640, 400)
      const actors = catalogue.row('Актёры').getByRole('link').first()
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 700)
          return actors.isVisible()
        })
        .toBe(true)
      await expect(actors).toBeVisible()

      // the row page: endless and virtualised
      await catalogue.seeAll(row).click()
      await expect(page).toHaveURL(/\/row\/new-movies$/)
      await expect(catalogue.heading).toHaveText(NEW_MOVIES)
      await expect(catalogue.items.first()).toBeVisible()
      for (const id of fourK) await expect(catalogue.content(id)).toHaveCount(0)
    })

    await test.step('the row page of everything: endless, virtualised, no 4K, a film opens its card', async () => {
      const everythingFourK = everything.contents.filter((c) => c.is_4k).map((c) => c.id)
      await page.goto('/row/everything')
      await expect(catalogue.heading).toBeVisible()
      await expect(catalogue.items.first()).toBeVisible()
      const offsets: number[] = []
      page.on('request', (r) => {
        const url = new URL(r.url())
        if (url.pathname === '/v2/rows/everything') offsets.push(Number(url.searchParams.get('offset') ?? 0))
      })
      await page.mouse.move(640, 400)
      for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 3000)
      await expect.poll(() => Math.max(0, ...offsets), { message: 'later pages load' }).toBeGreaterThan(21)
      // still virtualised: only the lines near the viewport are in the DOM
      expect(await catalogue.items.count()).toBeLessThan(120)
      for (const id of everythingFourK) await expect(catalogue.content(id)).toHaveCount(0)

      // a film opens its card
      await page.evaluate(() => window.scrollTo(0, 0))
      const film = catalogue.items.first()
      await film.click()
      await expect(page).toHaveURL(/\/contents\/[a-z0-9-]+$/)
    })

    await test.step('an unknown row shows the not-found page', async () => {
      await page.goto('/row/no-such-row')
      await expect(page.getByRole('heading', { name: ru('not_found_page') })).toBeVisible()
    })
  })
})
