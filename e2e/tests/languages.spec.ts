import { CataloguePage } from '../pages/catalogue'
import { ContentPage } from '../pages/content'
import { expect, test, translations, type Page } from '../fixtures'

/*
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

test('server texts in the interface language (en, kk, uz): the start page; content cards: watch caption, seasons, genres and countries', async ({
  page,
  request,
}) => {
  const film = (await (await request.get('/v2/contents/1')).json()) as { slug: string; title: string }
  const series = (await (await request.get('/v2/contents/201')).json()) as { slug: string; title: string }
  for (const [language, expected] of Object.entries(LANGUAGES)) {
    const texts = translations(language as keyof typeof LANGUAGES)
    await test.step(`${language}: the start page`, async () => {
      await page.goto(`/?lang=${language}`)
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

    await test.step(`${language}: content cards`, async () => {
      const content = new ContentPage(page, texts)
      await content.open(film.slug)
      const filmCard = content.card(film.title)
      await expect(content.watchButton(filmCard, expected.watch)).toBeVisible()
      expect(await russianTexts(page)).toEqual([])

      await content.open(series.slug)
      const seriesCard = content.card(series.title)
      await expect(
        content.seasons(seriesCard).getByRole('button', { name: expected.season, exact: true }),
      ).toBeVisible()
      expect(await russianTexts(page)).toEqual([])
    })
  }
})
