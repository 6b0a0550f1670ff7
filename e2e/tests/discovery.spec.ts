import { AuthDialog } from '../pages/auth-dialog'
import { FavoritesPage } from '../pages/favorites'
import { FilterPage } from '../pages/filter'
import { PersonPage } from '../pages/person'
import { SearchPage } from '../pages/search'
import { Shell } from '../pages/shell'
import { expect, freshPhone, test } from '../fixtures'

test.describe('catalogue discovery', () => {
  test('filters /movies by genre and year, and a reload keeps the filter', async ({ page, pageErrors }) => {
    const shell = new Shell(page)
    const filter = new FilterPage(page)
    await shell.openAsNewGuest('/movies')
    await expect(filter.items.first()).toBeVisible()

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

    // a filter nothing matches shows filters_no_found, with a way back
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

  test('a title typed in the wrong keyboard layout gets the "maybe you mean" hint', async ({ page }) => {
    const shell = new Shell(page)
    const search = new SearchPage(page)
    await shell.openAsNewGuest('/')

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

  test('suggestions follow the keyboard: arrows, Enter, Escape; nothing found shows the warning', async ({
    page,
  }) => {
    const shell = new Shell(page)
    const search = new SearchPage(page)
    await shell.openAsNewGuest('/search')

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

  test('opens a person from the search results; an unknown person is not found', async ({ page }) => {
    const shell = new Shell(page)
    const search = new SearchPage(page)
    const person = new PersonPage(page)
    await shell.openAsNewGuest('/search?q=Александр Смирнов')

    await search.result('Александр Смирнов').click()
    await expect(page).toHaveURL(/\/persons\/aleksandr-smirnov-1$/)
    await expect(person.name('Александр Смирнов')).toBeVisible()
    await expect(person.titlesCount).toBeVisible()
    await expect(person.sections.getByRole('link', { name: person.t('person_biography') })).toBeVisible()
    await expect(person.group('person_group_movies').getByRole('listitem').first()).toBeVisible()

    await page.goto('/persons/nobody-999999')
    await expect(person.notFound).toBeVisible()
  })

  test('a guest pressing favorite gets the sign-in dialog', async ({ page }) => {
    const shell = new Shell(page)
    const filter = new FilterPage(page)
    const auth = new AuthDialog(page)
    await shell.openAsNewGuest('/movies?year=1990-1999')

    await filter.favoriteAdd('Матрица').click()
    await expect(page).toHaveURL(/#auth$/)
    await expect(auth.dialog).toBeVisible()
  })

  test('a signed-in viewer adds a film to favorites and sees it on /my', async ({ page, request }) => {
    const shell = new Shell(page)
    const filter = new FilterPage(page)
    const auth = new AuthDialog(page)
    const my = new FavoritesPage(page)
    await shell.openAsNewGuest('/my')
    await expect(auth.dialog).toBeVisible()
    await expect(my.signInPrompt).toBeVisible()
    await auth.signInByPhone(request, freshPhone())
    await expect(auth.dialog).toBeHidden()
    await expect(my.empty).toBeVisible()

    await page.goto('/movies?year=1990-1999')
    await filter.favoriteAdd('Матрица').click()
    await expect(filter.favoriteRemove('Матрица')).toHaveAttribute('aria-pressed', 'true')

    await my.open()
    await expect(my.contents.getByRole('link', { name: /^Матрица( \d{4})?$/ })).toBeVisible()
    await my.removeButton('Матрица').click()
    await expect(my.empty).toBeVisible()
  })
})
