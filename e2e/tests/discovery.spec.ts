import { AuthDialog } from '../pages/auth-dialog'
import { ContentPage } from '../pages/content'
import { FavoritesPage } from '../pages/favorites'
import { FilterPage, titleName } from '../pages/filter'
import { PersonPage } from '../pages/person'
import { SearchPage } from '../pages/search'
import { Shell } from '../pages/shell'
import { expect, expectAccessible, freshPhone, ru, test } from '../fixtures'

test.describe('catalogue discovery', () => {
  test('filters /movies by genre and year, a reload keeps the filter, a filter nothing matches offers a reset; /movies passes axe; a guest pressing favorite gets the sign-in dialog; a title typed in the wrong keyboard layout gets the "maybe you mean" hint; suggestions follow the keyboard: arrows, Enter, Escape, nothing found shows the warning; a person opens from the search results, an unknown person is not found', async ({
    page,
    pageErrors,
  }) => {
    const shell = new Shell(page)
    const filter = new FilterPage(page)
    await test.step('genre and year, kept over a reload', async () => {
      await shell.openAsNewGuest('/movies')
      await expect(filter.items.first()).toBeVisible()
      await expectAccessible(page)

      await filter.genre.selectOption({ label: 'Драма' })
      await filter.year.selectOption({ label: '2010–2019' })
      await expect(page).toHaveURL(/[?&]genre=\d+/)
      await expect(page).toHaveURL(/[?&]year=2010-2019/)
      await expect
        .poll(async () => {
          const years = await filter.years()
          return years.length > 0 && years.every((year) => year >= 2010 && year <= 2019)
        })
        .toBe(true)
      const filtered = await filter.years()

      await page.reload()
      await expect(filter.genre.locator('option:checked')).toHaveText('Драма')
      await expect(filter.year.locator('option:checked')).toHaveText('2010–2019')
      await expect(filter.items).toHaveCount(filtered.length)
      expect(await filter.years()).toEqual(filtered)
    })

    await test.step('sorted by rating from the keyboard, kept in the URL and over a reload (issue 31)', async () => {
      const best = (await (await page.request.get('/v2/rows/movies?sort=rating&limit=3')).json()) as {
        contents: { title: string }[]
      }
      const top = best.contents[0]?.title ?? ''
      await page.goto('/movies')
      await expect(filter.sort.locator('option:checked')).toHaveText(ru('catalogue_sort_popular'))
      await filter.sort.focus()
      await filter.sort.press('ArrowDown') // "newest first"
      await filter.sort.press('ArrowDown') // "top rated"
      await expect(page).toHaveURL(/[?&]sort=rating/)
      await expect(filter.items.first().getByRole('link', { name: titleName(top) })).toBeVisible()
      await page.reload()
      await expect(filter.sort.locator('option:checked')).toHaveText(ru('catalogue_sort_rating'))
      await expect(filter.items.first().getByRole('link', { name: titleName(top) })).toBeVisible()
    })

    await test.step('a filter nothing matches shows filters_no_found, with a way back', async () => {
      await page.goto('/movies?year=-1979&rating=8&genre=11')
      await expect(page.getByRole('heading', { name: filter.t('filters_no_found') })).toBeVisible()
      await page
        .getByRole('main')
        .getByRole('button', { name: filter.t('filters_reset') })
        .first()
        .click()
      await expect(page).toHaveURL(/\/movies$/)
      await expect(filter.items.first()).toBeVisible()
      expect(pageErrors).toEqual([])
    })

    await test.step('a guest pressing favorite gets the sign-in dialog', async () => {
      await page.goto('/movies?year=1990-1999')
      await filter.favoriteAdd('Матрица').click()
      await expect(page).toHaveURL(/#auth$/)
      await expect(new AuthDialog(page).dialog).toBeVisible()
    })

    const search = new SearchPage(page)
    await test.step('the wrong keyboard layout: "maybe you mean"', async () => {
      await page.goto('/')
      await search.typeInHeader('vfnhbwf')
      await search.headerBox.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=vfnhbwf$/)
      await expect(search.hint).toBeVisible()
      await expect(search.hint.getByRole('link', { name: 'матрица' })).toBeVisible()
      await expect(search.result('Матрица')).toBeVisible()

      await search.hint.getByRole('link', { name: 'матрица' }).click()
      await expect(page).toHaveURL(/\/search\?q=%D0%BC/)
      await expect(search.pageBox).toHaveValue('матрица')
      await expect(search.hint).toBeHidden()
      await expect(search.result('Матрица')).toBeVisible()
    })

    await test.step('suggestions from the keyboard; nothing found', async () => {
      await page.goto('/search')
      await search.pageBox.focus()
      // the suggestions of the whole text, not of a part typed earlier: a highlight belongs to one settled
      // text (a busy machine can settle 'мат' first and 'матр' after the arrow)
      const suggested = page.waitForResponse(
        (r) => r.url().includes('/v2/search/suggest') && new URL(r.url()).searchParams.get('text') === 'матр',
      )
      await search.pageBox.pressSequentially('матр')
      await suggested
      await expect(search.suggestions.getByRole('option', { name: 'матрица', exact: true })).toBeVisible()
      await search.pageBox.press('Escape')
      await expect(search.suggestions).toBeHidden()
      await search.pageBox.press('ArrowDown')
      await expect(search.suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
      await search.pageBox.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=%D0%BC%D0%B0%D1%82%D1%80%D0%B8%D1%86%D0%B0/)
      await expect(search.result('Матрица')).toBeVisible()

      await search.pageBox.fill('zzqqxxyy')
      await expect(page).toHaveURL(/q=zzqqxxyy/)
      await expect(search.noResults).toBeVisible()
    })

    await test.step('past the first 48 results: "ого" finds 65 films, every one reachable (issue 31)', async () => {
      const text = 'ого'
      const films = (await (
        await page.request.get(`/v2/rows/search-movies?text=${encodeURIComponent(text)}&limit=100`)
      ).json()) as { title: string; total: number; contents: { is_4k: boolean }[] }
      expect(films.total).toBeGreaterThan(48)
      await page.goto(`/search?q=${encodeURIComponent(text)}`)
      const group = page.getByRole('main').getByRole('region', { name: films.title })
      const tiles = group.getByRole('list', { name: films.title }).getByRole('listitem')
      await expect(tiles.first()).toBeVisible({ timeout: 30_000 })
      expect(await tiles.count()).toBeLessThanOrEqual(48)
      const more = group.getByRole('button', { name: ru('search_show_more') })
      await expectAccessible(page)
      await more.click()
      await expect(tiles).toHaveCount(films.contents.filter((c) => !c.is_4k).length)
      await expect(more).toHaveCount(0)
    })

    await test.step('a person from the results; an unknown person', async () => {
      const person = new PersonPage(page)
      await page.goto('/search?q=Александр Смирнов')
      await search.result('Александр Смирнов').click()
      await expect(page).toHaveURL(/\/persons\/aleksandr-smirnov-1$/)
      await expect(person.name('Александр Смирнов')).toBeVisible()
      await expect(person.titlesCount).toBeVisible()
      await expect(person.sections.getByRole('link', { name: person.t('person_biography') })).toBeVisible()
      await expect(person.group('person_group_movies').getByRole('listitem').first()).toBeVisible()

      await page.goto('/persons/nobody-999999')
      await expect(person.notFound).toBeVisible()
    })
  })

  test('/my asks a guest to sign in; the viewer adds a film to favorites from a tile and from its card, sees it on /my and removes it', async ({
    page,
    request,
  }) => {
    const shell = new Shell(page)
    const filter = new FilterPage(page)
    const auth = new AuthDialog(page)
    const my = new FavoritesPage(page)
    await test.step('/my: signing in through the dialog over it', async () => {
      await shell.openAsNewGuest('/my')
      await expect(auth.dialog).toBeVisible()
      await expect(my.signInPrompt).toBeVisible()
      await auth.signInByPhone(request, freshPhone())
      await expect(auth.dialog).toBeHidden()
      await expect(my.empty).toBeVisible()
    })

    await test.step('from a tile of /movies, removed on /my', async () => {
      await page.goto('/movies?year=1990-1999')
      await filter.favoriteAdd('Матрица').click()
      await expect(filter.favoriteRemove('Матрица')).toHaveAttribute('aria-pressed', 'true')

      await my.open()
      await expect(my.contents.getByRole('link', { name: /^Матрица( \d{4})?$/ })).toBeVisible()
      await my.removeButton('Матрица').click()
      await expect(my.empty).toBeVisible()
    })

    await test.step('from the content card', async () => {
      const content = new ContentPage(page)
      await content.open('matrica-1')
      const card = content.card('Матрица')
      await expect(card).toBeVisible()
      await card.getByRole('button', { name: ru('favorite_add'), exact: true }).click()
      const remove = card.getByRole('button', { name: ru('favorite_remove'), exact: true })
      await expect(remove).toHaveAttribute('aria-pressed', 'true')
      await my.open()
      await expect(my.contents.getByRole('link', { name: /^Матрица( \d{4})?$/ })).toBeVisible()
    })
  })
})
