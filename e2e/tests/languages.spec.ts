import type { APIRequestContext } from '@playwright/test'
import { DEMO_ROUTES } from '@efir/web/demo-routes'
import { CataloguePage } from '../pages/catalogue'
import { ContentPage } from '../pages/content'
import { LanguageCheck } from '../pages/language-check'
import { expect, signInByApi, test, translations, type Page } from '../fixtures'

/*
 * Issue 31: every page of the route table (apps/web/src/app/demo-routes.fixture.ts), opened inside the
 * app in ru, en, kk and uz, shows no text of another language besides the server's (checked per answer
 * by apps/server/test/wrong-language.test.ts) and the catalogue's titles and names.
 *
 * Issue 11: every text the operator localises follows the interface language (Accept-Language): row
 * titles, genres, countries, promotions, the content meta's watch caption and season names. Kazakh
 * is written in Cyrillic too, so the check looks for known Russian texts of the demo operator, not
 * for Cyrillic. The operator's own titles and descriptions (catalogue data) stay as they are.
 */

/** Russian operator texts of the demo start page and cards that no other language shares. */
const RUSSIAN = [
  'Премьеры',
  'Новинки кино',
  'Продолжить просмотр',
  'Популярные сериалы',
  'Новые серии',
  'Кино и спорт',
  'Подборки',
  'Жанры',
  'Онлайн-кинотеатры',
  'Высокий рейтинг',
  'Бесплатные каналы',
  'Подключите и смотрите',
  'Смотреть',
  'Россия',
  'США',
  'Семейный',
  'Приключения',
  'Ужасы',
]

const LANGUAGES = {
  en: { newMovies: 'New movies', actors: 'Actors', watch: 'Watch', season: 'Season 2' },
  kk: { newMovies: 'Жаңа фильмдер', actors: 'Актерлер', watch: 'Көру', season: '2-маусым' },
  uz: { newMovies: 'Yangi filmlar', actors: 'Aktyorlar', watch: 'Koʻrish', season: '2-mavsum' },
} as const

/** The Russian operator texts the page shows (its whole text, headings and accessible names). */
async function russianTexts(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  return RUSSIAN.filter((ru) => new RegExp(`(^|[^\\p{L}])${ru}([^\\p{L}]|$)`, 'u').test(text))
}

/** Fills the journey's placeholders of the demo paths from the demo's data. */
async function demoPaths(request: APIRequestContext): Promise<string[]> {
  const film = (await (await request.get('/v2/contents/1')).json()) as {
    slug: string
    persons: { id: number }[]
  }
  const series = (await (await request.get('/v2/contents/201')).json()) as { slug: string }
  const episodes = (await (await request.get('/v2/contents/201/episodes?season=1')).json()) as {
    id: number
  }[]
  const values: Record<string, string> = {
    film: film.slug,
    series: series.slug,
    episode: String(episodes[0]?.id),
    person: String(film.persons[0]?.id),
  }
  return DEMO_ROUTES.map((path) => path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name))
}

// One journey per language: the two workers share them (issue 31: every page in every language)
for (const language of ['ru', 'en', 'kk', 'uz'] as const) {
  test(`${language}: every page of the route table holds no text of another language; server texts in the interface language: the start page, content cards (watch caption, seasons, genres and countries)`, async ({
    page,
    request,
  }) => {
    // issue 31: signed in, so that the account's pages show what a viewer reads there
    await signInByApi(page)
    const film = (await (await request.get('/v2/contents/1')).json()) as { slug: string; title: string }
    const series = (await (await request.get('/v2/contents/201')).json()) as { slug: string; title: string }
    const check = new LanguageCheck(page, language)

    const expected = language === 'ru' ? null : LANGUAGES[language]
    const texts = translations(language)
    await page.goto(`/?lang=${language}`)
    if (expected) {
      await test.step(`${language}: the start page`, async () => {
        const catalogue = new CataloguePage(page, texts)
        await expect(catalogue.row(expected.newMovies).getByRole('link').first()).toBeVisible()
        // the choice is stored before <html lang> changes: only then may the next page load read it
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        // lazy rows further down render once scrolled near
        await page.mouse.move(640, 400)
        await expect
          .poll(async () => {
            await page.mouse.wheel(0, 700)
            return catalogue.row(expected.actors).count()
          })
          .toBeGreaterThan(0)
        expect(await russianTexts(page)).toEqual([])
      })
    }
    await expect(page.locator('html')).toHaveAttribute('lang', language)

    await test.step(`${language}: every page of the route table, opened inside the app`, async () => {
      const found: string[] = []
      for (const path of await demoPaths(request)) {
        await check.open(path)
        found.push(...(await check.foreignLines(path)))
      }
      expect(found).toEqual([])
    })

    if (expected) {
      await test.step(`${language}: content cards`, async () => {
        const content = new ContentPage(page, texts)
        await check.open(`/contents/${film.slug}`)
        const filmCard = content.card(film.title)
        await expect(content.watchButton(filmCard, expected.watch)).toBeVisible()
        expect(await russianTexts(page)).toEqual([])

        await check.open(`/contents/${series.slug}`)
        const seriesCard = content.card(series.title)
        await expect(
          content.seasons(seriesCard).getByRole('button', { name: expected.season, exact: true }),
        ).toBeVisible()
        expect(await russianTexts(page)).toEqual([])
      })
    }
  })
}
