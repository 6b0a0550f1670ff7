import type { programs } from '../db/schema/index.ts'

type ProgramRow = typeof programs.$inferInsert
type Theme = 'general' | 'news' | 'sport' | 'movies' | 'music' | 'kids' | 'adult' | 'nature'

const GENRES = {
  news: { id: 1, name: 'Новости' },
  sport: { id: 2, name: 'Спорт' },
  film: { id: 3, name: 'Фильм' },
  series: { id: 4, name: 'Сериал' },
  music: { id: 5, name: 'Музыка' },
  cartoon: { id: 6, name: 'Мультфильм' },
  docs: { id: 7, name: 'Документальный' },
  show: { id: 8, name: 'Развлекательное' },
  comedy: { id: 9, name: 'Комедия' },
  detective: { id: 10, name: 'Детектив' },
  cooking: { id: 11, name: 'Кулинария' },
  erotic: { id: 12, name: 'Эротика' },
} as const
type GenreKey = keyof typeof GENRES

/** [title, age, genres, series?, catch-up banned?] per theme; banned ones are rights-restricted airings. */
const CATALOGUE: Record<Theme, [string, number, GenreKey[], boolean?, boolean?][]> = {
  general: [
    ['Доброе утро', 0, ['show']],
    ['Вечернее шоу', 12, ['show', 'comedy']],
    ['Поле чудес', 0, ['show']],
    ['Кулинарный поединок', 0, ['cooking', 'show']],
    ['Дом и сад', 0, ['show']],
    ['Своя игра', 6, ['show']],
    ['Семейные тайны', 12, ['series'], true],
    ['Церемония вручения премии', 12, ['show'], false, true],
  ],
  news: [
    ['Новости', 12, ['news']],
    ['Вести недели', 12, ['news']],
    ['Деловой час', 12, ['news']],
    ['Время покажет', 16, ['news', 'show']],
    ['Погода', 0, ['news']],
    ['Интервью', 12, ['news']],
    ['Специальный репортаж', 16, ['news'], false, true],
  ],
  sport: [
    ['Футбол. Премьер-лига. Обзор тура', 0, ['sport']],
    ['Хоккей. КХЛ. Прямая трансляция', 6, ['sport'], false, true],
    ['Теннис. Большой шлем', 0, ['sport']],
    ['Биатлон. Кубок мира', 0, ['sport']],
    ['Бокс. Главный бой вечера', 16, ['sport'], false, true],
    ['Спортивные новости', 0, ['sport', 'news']],
    ['Формула-1. Квалификация', 0, ['sport']],
  ],
  movies: [
    ['Москва слезам не верит', 12, ['film']],
    ['Бриллиантовая рука', 12, ['film', 'comedy']],
    ['Иван Васильевич меняет профессию', 6, ['film', 'comedy']],
    ['След', 16, ['series', 'detective'], true],
    ['Тайны следствия', 16, ['series', 'detective'], true],
    ['Кинопремьера месяца', 16, ['film'], false, true],
    ['Служебный роман', 12, ['film', 'comedy']],
    ['Шерлок Холмс и доктор Ватсон', 12, ['series', 'detective'], true],
  ],
  music: [
    ['Хит-парад', 12, ['music']],
    ['Концерт симфонического оркестра', 0, ['music']],
    ['Рок-марафон', 16, ['music']],
    ['Джазовый вечер', 12, ['music']],
    ['Музыкальная разминка', 0, ['music']],
    ['Живой концерт звёзд', 12, ['music'], false, true],
  ],
  kids: [
    ['Смешарики', 0, ['cartoon'], true],
    ['Фиксики', 0, ['cartoon'], true],
    ['Маша и Медведь', 0, ['cartoon'], true],
    ['Спокойной ночи, малыши!', 0, ['show']],
    ['Ералаш', 6, ['comedy'], true],
    ['Лунтик', 0, ['cartoon'], true],
    ['Премьера полнометражного мультфильма', 6, ['cartoon'], false, true],
  ],
  nature: [
    ['Планета Земля', 0, ['docs'], true],
    ['В мире животных', 0, ['docs']],
    ['Тайны океана', 6, ['docs']],
    ['Великие путешествия', 6, ['docs'], true],
    ['История цивилизаций', 12, ['docs'], true],
    ['Наука будущего', 6, ['docs']],
    ['Эксклюзивная экспедиция', 12, ['docs'], false, true],
  ],
  adult: [
    ['Ночной канал', 18, ['erotic']],
    ['После полуночи', 18, ['erotic']],
    ['Взрослые истории', 18, ['erotic'], true],
    ['Закрытая вечеринка', 18, ['erotic'], false, true],
  ],
}

const COLORS = ['#e5484d', '#f76b15', '#46a758', '#12a594', '#0090ff', '#3e63dd', '#8e4ec6', '#d6409f']
const COUNTRIES = ['Россия', 'Казахстан', 'СССР', 'Великобритания', 'Франция']

/** The programme catalogue (ids 1..N); the EPG generator picks from it by channel theme. */
export const PROGRAMS: ProgramRow[] = Object.entries(CATALOGUE).flatMap(([theme, list], t) =>
  list.map(([title, age, genres, isSeries = false, banned = false], i) => {
    const id = t * 20 + i + 1
    return {
      id,
      title,
      description: `«${title}» — ${isSeries ? 'сериал' : 'программа'} демонстрационного эфира Efir.`,
      theme,
      age,
      genres: genres.map((g) => GENRES[g]),
      year: theme === 'movies' ? 1970 + ((id * 7) % 50) : 2020 + (id % 6),
      country: COUNTRIES[id % COUNTRIES.length] ?? null,
      isSeries,
      catchupBanned: banned,
      color: COLORS[id % COLORS.length] ?? '#3e63dd',
    }
  }),
)
