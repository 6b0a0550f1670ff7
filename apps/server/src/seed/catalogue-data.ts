/*
 * The demo catalogue (issue 4), generated deterministically (a seeded PRNG: the same data every run).
 * - Contents: 200 films (ids 1-200), 50 series (201-250) with 2-5 seasons of 10-14 episodes
 *   (episodes from id 1001), 70 programmes (251-320). About 40% have a trailer (trailer id = 5000 + content id).
 * - Demo facts: film 1 "Матрица" (slug matrica-1) is free, playable, has skip-intro/highlight points and a
 *   trailer; series 201 "Улицы разбитых фонарей" (slug ulicy-razbityh-fonarey-201) has 3 seasons, its last
 *   episode is an announcement. Film 7 is 4K; 9 is lost; 11 is not available; 13 is 18+ (adult packet 3);
 *   every id ≡ 4 (mod 10) above 10 needs the add-on packet 2 (the demo user has only packet 1).
 * - 100 persons (ids 1-100), person 1 acts in film 1.
 */
import type {
  ContentImageSpec,
  PlaybackPointSpec,
  contentPersons,
  contents,
  countries,
  genres,
  libraries,
  news,
  persons,
  trailers,
} from '../db/schema/index.ts'
import {
  DESCRIPTION_PARTS,
  FEMALE,
  FIRST_NAMES,
  FIXED_FILMS,
  HEADS,
  LAST_NAMES,
  PROGRAM_TITLES,
  SERIES_TITLES,
  TAILS,
} from './catalogue-words.ts'
import { withTranslations } from '../i18n/localized.ts'
import { NEWS } from './news.ts'

type ContentInsert = typeof contents.$inferInsert
type Role = (typeof contentPersons.$inferInsert)['role']

export const MATRIX_ID = 1
export const ANNOUNCED_SERIES_ID = 201
export const FOUR_K_ID = 7
export const LOST_ID = 9
export const UNAVAILABLE_ID = 11
export const ADULT_ID = 13
/** Lost (is_lost, shown as unavailable) and not available contents. */
const LOST_IDS = [LOST_ID, 109, 189]
const UNAVAILABLE_IDS = [UNAVAILABLE_ID, 111, 266]
export const FIRST_EPISODE_ID = 1001
export const TRAILER_ID_OFFSET = 5000
/** spec 3 §3 packets of issue 3's seed: 2 "Кино и спорт", 3 "Ночной 18+", 4 "Всё включено". */
const ADDON_PACKET_ID = 2
const ADULT_PACKET_ID = 3
const ALL_INCLUSIVE_PACKET_ID = 4
const FILM_LIBRARY_PACKET_ID = 5
const PAID_FILM_PACKET_ID = 7
/** The one film sold on its own (packet 7): it plays only after it is bought. */
export const PAID_FILM_ID = 17

/** mulberry32: a small seeded PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Reset by every buildCatalogue call: the same data however often a process seeds. */
let rnd = prng(20260401)
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1))
function pick<T>(list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)] as T
}
function pickSome<T>(list: readonly T[], n: number): T[] {
  const copy = [...list]
  const out: T[] = []
  while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(rnd() * copy.length), 1)[0] as T)
  return out
}

const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}
/** `Улицы разбитых фонарей`, 201 → `ulicy-razbityh-fonarey-201`. */
export function slugify(title: string, id: number): string {
  const latin = [...title.toLowerCase()].map((ch) => TRANSLIT[ch] ?? ch).join('')
  const words = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return words ? `${words}-${id}` : String(id)
}

export const COLORS = [
  '#e5484d',
  '#f76b15',
  '#ffc53d',
  '#46a758',
  '#12a594',
  '#0090ff',
  '#3e63dd',
  '#8e4ec6',
  '#d6409f',
  '#978365',
  '#6e56cf',
  '#30a46c',
  '#ad7f58',
  '#5b5bd6',
]

export const LIBRARIES: (typeof libraries.$inferInsert)[] = [
  {
    id: 1,
    ...withTranslations({ title: { ru: 'Efir Кино', en: 'Efir Cinema', kk: 'Efir Кино', uz: 'Efir Kino' } }),
    color: '#3e63dd',
    position: 1,
  },
  {
    id: 2,
    ...withTranslations({
      title: { ru: 'Синема Плюс', en: 'Cinema Plus', kk: 'Синема Плюс', uz: 'Sinema Plyus' },
    }),
    color: '#e5484d',
    position: 2,
  },
  {
    id: 3,
    ...withTranslations({
      title: { ru: 'Детский мир', en: 'Kids’ World', kk: 'Балалар әлемі', uz: 'Bolalar dunyosi' },
    }),
    color: '#46a758',
    position: 3,
  },
  {
    id: 4,
    ...withTranslations({
      title: { ru: 'Документалка', en: 'Documentaries', kk: 'Деректі фильмдер', uz: 'Hujjatli filmlar' },
    }),
    color: '#978365',
    position: 4,
  },
]

/** Main genres 1-14 and subgenres 101-108 (parent_id). */
export const GENRES: (typeof genres.$inferInsert)[] = [
  {
    id: 1,
    ...withTranslations({ name: { ru: 'Драма', en: 'Drama', kk: 'Драма', uz: 'Drama' } }),
    slug: 'genre-drama',
    parentId: null,
  },
  {
    id: 2,
    ...withTranslations({ name: { ru: 'Комедия', en: 'Comedy', kk: 'Комедия', uz: 'Komediya' } }),
    slug: 'genre-comedy',
    parentId: null,
  },
  {
    id: 3,
    ...withTranslations({ name: { ru: 'Боевик', en: 'Action', kk: 'Экшн', uz: 'Jangari' } }),
    slug: 'genre-action',
    parentId: null,
  },
  {
    id: 4,
    ...withTranslations({
      name: { ru: 'Фантастика', en: 'Science fiction', kk: 'Фантастика', uz: 'Fantastika' },
    }),
    slug: 'genre-scifi',
    parentId: null,
  },
  {
    id: 5,
    ...withTranslations({ name: { ru: 'Триллер', en: 'Thriller', kk: 'Триллер', uz: 'Triller' } }),
    slug: 'genre-thriller',
    parentId: null,
  },
  {
    id: 6,
    ...withTranslations({ name: { ru: 'Мелодрама', en: 'Romance', kk: 'Мелодрама', uz: 'Melodrama' } }),
    slug: 'genre-romance',
    parentId: null,
  },
  {
    id: 7,
    ...withTranslations({ name: { ru: 'Детектив', en: 'Detective', kk: 'Детектив', uz: 'Detektiv' } }),
    slug: 'genre-detective',
    parentId: null,
  },
  {
    id: 8,
    ...withTranslations({ name: { ru: 'Ужасы', en: 'Horror', kk: 'Қорқынышты', uz: 'Qoʻrqinchli' } }),
    slug: 'genre-horror',
    parentId: null,
  },
  {
    id: 9,
    ...withTranslations({ name: { ru: 'Мультфильм', en: 'Animation', kk: 'Мультфильм', uz: 'Multfilm' } }),
    slug: 'genre-animation',
    parentId: null,
  },
  {
    id: 10,
    ...withTranslations({ name: { ru: 'Семейный', en: 'Family', kk: 'Отбасылық', uz: 'Oilaviy' } }),
    slug: 'genre-family',
    parentId: null,
  },
  {
    id: 11,
    ...withTranslations({ name: { ru: 'Документальный', en: 'Documentary', kk: 'Деректі', uz: 'Hujjatli' } }),
    slug: 'genre-documentary',
    parentId: null,
  },
  {
    id: 12,
    ...withTranslations({
      name: { ru: 'Приключения', en: 'Adventure', kk: 'Шытырман оқиға', uz: 'Sarguzasht' },
    }),
    slug: 'genre-adventure',
    parentId: null,
  },
  {
    id: 13,
    ...withTranslations({
      name: { ru: 'Развлекательная', en: 'Entertainment', kk: 'Ойын-сауық', uz: 'Koʻngilochar' },
    }),
    slug: 'genre-entertainment',
    parentId: null,
  },
  {
    id: 14,
    ...withTranslations({ name: { ru: 'Эротика', en: 'Erotica', kk: 'Эротика', uz: 'Erotika' } }),
    slug: 'genre-erotic',
    parentId: null,
  },
  {
    id: 101,
    ...withTranslations({
      name: { ru: 'Криминальная драма', en: 'Crime drama', kk: 'Қылмыстық драма', uz: 'Kriminal drama' },
    }),
    slug: 'genre-crime-drama',
    parentId: 1,
  },
  {
    id: 102,
    ...withTranslations({
      name: { ru: 'Историческая драма', en: 'Historical drama', kk: 'Тарихи драма', uz: 'Tarixiy drama' },
    }),
    slug: 'genre-historical-drama',
    parentId: 1,
  },
  {
    id: 103,
    ...withTranslations({
      name: {
        ru: 'Романтическая комедия',
        en: 'Romantic comedy',
        kk: 'Романтикалық комедия',
        uz: 'Romantik komediya',
      },
    }),
    slug: 'genre-romcom',
    parentId: 2,
  },
  {
    id: 104,
    ...withTranslations({
      name: { ru: 'Чёрная комедия', en: 'Black comedy', kk: 'Қара комедия', uz: 'Qora komediya' },
    }),
    slug: 'genre-black-comedy',
    parentId: 2,
  },
  {
    id: 105,
    ...withTranslations({ name: { ru: 'Космос', en: 'Space', kk: 'Ғарыш', uz: 'Koinot' } }),
    slug: 'genre-space',
    parentId: 4,
  },
  {
    id: 106,
    ...withTranslations({ name: { ru: 'Киберпанк', en: 'Cyberpunk', kk: 'Киберпанк', uz: 'Kiberpank' } }),
    slug: 'genre-cyberpunk',
    parentId: 4,
  },
  {
    id: 107,
    ...withTranslations({ name: { ru: 'Природа', en: 'Nature', kk: 'Табиғат', uz: 'Tabiat' } }),
    slug: 'genre-nature',
    parentId: 11,
  },
  {
    id: 108,
    ...withTranslations({ name: { ru: 'Ток-шоу', en: 'Talk show', kk: 'Ток-шоу', uz: 'Tok-shou' } }),
    slug: 'genre-talk-show',
    parentId: 13,
  },
]
const SUBGENRES_OF: Record<number, number[]> = {
  1: [101, 102],
  2: [103, 104],
  4: [105, 106],
  11: [107],
  13: [108],
}

export const COUNTRIES: (typeof countries.$inferInsert)[] = (
  [
    ['RU', { ru: 'Россия', en: 'Russia', kk: 'Ресей', uz: 'Rossiya' }],
    [
      'US',
      { ru: 'США', en: 'United States', kk: 'Америка Құрама Штаттары', uz: 'Amerika Qoʻshma Shtatlari' },
    ],
    ['KZ', { ru: 'Казахстан', en: 'Kazakhstan', kk: 'Қазақстан', uz: 'Qozogʻiston' }],
    ['GB', { ru: 'Великобритания', en: 'United Kingdom', kk: 'Ұлыбритания', uz: 'Buyuk Britaniya' }],
    ['FR', { ru: 'Франция', en: 'France', kk: 'Франция', uz: 'Fransiya' }],
    ['DE', { ru: 'Германия', en: 'Germany', kk: 'Германия', uz: 'Germaniya' }],
    ['IT', { ru: 'Италия', en: 'Italy', kk: 'Италия', uz: 'Italiya' }],
    ['ES', { ru: 'Испания', en: 'Spain', kk: 'Испания', uz: 'Ispaniya' }],
    ['JP', { ru: 'Япония', en: 'Japan', kk: 'Жапония', uz: 'Yaponiya' }],
    ['KR', { ru: 'Южная Корея', en: 'South Korea', kk: 'Оңтүстік Корея', uz: 'Janubiy Koreya' }],
    ['CN', { ru: 'Китай', en: 'China', kk: 'Қытай', uz: 'Xitoy' }],
    ['IN', { ru: 'Индия', en: 'India', kk: 'Үндістан', uz: 'Hindiston' }],
    ['UZ', { ru: 'Узбекистан', en: 'Uzbekistan', kk: 'Өзбекстан', uz: 'Oʻzbekiston' }],
    ['CA', { ru: 'Канада', en: 'Canada', kk: 'Канада', uz: 'Kanada' }],
    ['AU', { ru: 'Австралия', en: 'Australia', kk: 'Аустралия', uz: 'Avstraliya' }],
    ['SE', { ru: 'Швеция', en: 'Sweden', kk: 'Швеция', uz: 'Shvetsiya' }],
    ['DK', { ru: 'Дания', en: 'Denmark', kk: 'Дания', uz: 'Daniya' }],
    ['NO', { ru: 'Норвегия', en: 'Norway', kk: 'Норвегия', uz: 'Norvegiya' }],
    ['FI', { ru: 'Финляндия', en: 'Finland', kk: 'Финляндия', uz: 'Finlandiya' }],
    ['PL', { ru: 'Польша', en: 'Poland', kk: 'Польша', uz: 'Polsha' }],
    ['CZ', { ru: 'Чехия', en: 'Czechia', kk: 'Чехия', uz: 'Chexiya' }],
    ['TR', { ru: 'Турция', en: 'Türkiye', kk: 'Түркия', uz: 'Turkiya' }],
    ['BR', { ru: 'Бразилия', en: 'Brazil', kk: 'Бразилия', uz: 'Braziliya' }],
    ['MX', { ru: 'Мексика', en: 'Mexico', kk: 'Мексика', uz: 'Meksika' }],
    ['AR', { ru: 'Аргентина', en: 'Argentina', kk: 'Аргентина', uz: 'Argentina' }],
    ['BE', { ru: 'Бельгия', en: 'Belgium', kk: 'Бельгия', uz: 'Belgiya' }],
    ['NL', { ru: 'Нидерланды', en: 'Netherlands', kk: 'Нидерланд', uz: 'Niderlandiya' }],
    ['IE', { ru: 'Ирландия', en: 'Ireland', kk: 'Ирландия', uz: 'Irlandiya' }],
    ['NZ', { ru: 'Новая Зеландия', en: 'New Zealand', kk: 'Жаңа Зеландия', uz: 'Yangi Zelandiya' }],
    ['GE', { ru: 'Грузия', en: 'Georgia', kk: 'Грузия', uz: 'Gruziya' }],
    ['AM', { ru: 'Армения', en: 'Armenia', kk: 'Армения', uz: 'Armaniston' }],
    ['BY', { ru: 'Беларусь', en: 'Belarus', kk: 'Беларусь', uz: 'Belarus' }],
    ['UA', { ru: 'Украина', en: 'Ukraine', kk: 'Украина', uz: 'Ukraina' }],
    ['IL', { ru: 'Израиль', en: 'Israel', kk: 'Израиль', uz: 'Isroil' }],
    ['IR', { ru: 'Иран', en: 'Iran', kk: 'Иран', uz: 'Eron' }],
  ] as const
).map(([code, name], i) => ({ id: i + 1, code, ...withTranslations({ name }) }))

const AGES = [0, 6, 12, 16, 18] as const
const MOTION: Record<number, string | null> = { 0: '0+', 6: '6+', 12: '12+', 16: '16+', 18: '18+' }

/** Image sets by variety, covering every type and aspect ratio of spec 3 §5 (and none: the stub). */
const IMAGE_SETS: ContentImageSpec[][] = [
  [
    { type: 'cover', ar: '16:9' },
    { type: 'cover', ar: '2:3' },
    { type: 'poster', ar: '3:4' },
    { type: 'bg', ar: '21:9' },
  ],
  [
    { type: 'poster', ar: '16:9' },
    { type: 'poster', ar: '2:3' },
    { type: 'bg', ar: '16:9' },
  ],
  [
    { type: 'cover', ar: '9:16' },
    { type: 'poster', ar: '4:3' },
    { type: 'still', ar: '16:9' },
  ],
  [{ type: 'poster', ar: '4:3' }],
  [
    { type: 'cover', ar: '3:4' },
    { type: 'cover', ar: '16:9' },
    { type: 'title', ar: '21:9' },
    { type: 'bg', ar: '16:9' },
  ],
  [
    { type: 'poster', ar: '2:3' },
    { type: 'cover', ar: '16:9' },
    { type: 'poster', ar: '1:1' },
  ],
]
function imagesFor(id: number): ContentImageSpec[] {
  if (id % 37 === 36) return []
  return IMAGE_SETS[id % IMAGE_SETS.length] ?? []
}

function descriptionFor(title: string, paragraphs: number): string {
  const parts = [`«${title}» — ${pick(DESCRIPTION_PARTS).toLowerCase()}`]
  for (let i = 1; i < paragraphs; i++) parts.push(pickSome(DESCRIPTION_PARTS, 3).join(' '))
  return parts.join('\n\n')
}

function playbackPoints(id: number, duration: number): PlaybackPointSpec[] {
  if (id !== MATRIX_ID && id % 5 !== 0) return []
  return [
    { type: 'intro', title: 'Пропустить заставку', start: 5, end: 65 },
    {
      type: 'highlight',
      title: 'Погоня',
      start: Math.floor(duration * 0.3),
      end: Math.floor(duration * 0.3) + 120,
    },
    {
      type: 'highlight',
      title: 'Развязка',
      start: Math.floor(duration * 0.8),
      end: Math.floor(duration * 0.8) + 90,
    },
    { type: 'credits', title: 'Титры', start: duration - 240, end: duration },
  ]
}

export interface CatalogueSeed {
  contents: ContentInsert[]
  trailers: (typeof trailers.$inferInsert)[]
  persons: (typeof persons.$inferInsert)[]
  contentPersons: (typeof contentPersons.$inferInsert)[]
  news: (typeof news.$inferInsert)[]
}

const CURRENT_YEAR = 2026
const DAY_MS = 86_400_000

/** The whole demo catalogue; `now` dates additions and news. */
export function buildCatalogue(now: Date): CatalogueSeed {
  rnd = prng(20260401)
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const out: CatalogueSeed = { contents: [], trailers: [], persons: [], contentPersons: [], news: [] }

  for (let id = 1; id <= 100; id++) {
    const first = FIRST_NAMES[(id - 1) % FIRST_NAMES.length] ?? 'Иван'
    const last =
      LAST_NAMES[((Math.floor((id - 1) / FIRST_NAMES.length) * 3) % LAST_NAMES.length) + ((id - 1) % 3)] ??
      LAST_NAMES[0]
    const name = `${first} ${FEMALE.has(first) ? last[1] : last[0]}`
    out.persons.push({
      id,
      slug: slugify(name, id),
      name,
      originalName: null,
      hasImage: id % 9 !== 0,
      bio: `${name} — актёр и режиссёр, известный по работам в кино и на телевидении.`,
      birthYear: 1940 + ((id * 7) % 60),
      color: COLORS[id % COLORS.length] ?? '#333',
    })
  }

  const mainGenres = GENRES.filter((g) => g.parentId === null && g.id !== 14 && g.id !== 13 && g.id !== 11)
  const base = (id: number, title: string): ContentInsert => {
    const age = id === ADULT_ID ? 18 : pick(AGES)
    const is4k = id === FOUR_K_ID || (id > 20 && id % 23 === 0)
    const packetIds =
      age === 18 && id === ADULT_ID
        ? [ADULT_PACKET_ID]
        : id > 10 && id % 10 === 4
          ? [ADDON_PACKET_ID, ALL_INCLUSIVE_PACKET_ID]
          : id === PAID_FILM_ID
            ? [PAID_FILM_PACKET_ID]
            : id > 20 && id % 10 === 7
              ? [FILM_LIBRARY_PACKET_ID]
              : []
    return {
      id,
      slug: slugify(title, id),
      title,
      original: null,
      year: int(1970, CURRENT_YEAR),
      contentType: 'movie',
      description: descriptionFor(title, int(1, 5)),
      genreIds: [],
      countryIds: [],
      age,
      isAdult: id === ADULT_ID,
      motionRating: id % 4 === 0 ? null : (MOTION[age] ?? null),
      images: imagesFor(id),
      color: COLORS[id % COLORS.length] ?? '#333',
      ratingImdb: rnd() < 0.85 ? Math.round((4 + rnd() * 5.4) * 10) / 10 : null,
      ratingKinopoisk: rnd() < 0.85 ? Math.round((4 + rnd() * 5.4) * 10) / 10 : null,
      libraryId: 1,
      duration: int(80, 170) * 60,
      is4k,
      isFree: packetIds.length === 0,
      packetIds,
      isAvailable: !UNAVAILABLE_IDS.includes(id) && !LOST_IDS.includes(id),
      isLost: LOST_IDS.includes(id),
      parentId: null,
      season: null,
      series: null,
      isAnnouncement: false,
      playbackPoints: [],
      channelId: null,
      popularity: int(1, 10_000),
      addedAt: ago(int(0, 720)),
    }
  }
  const withTrailer = (row: ContentInsert) => {
    if (row.id === MATRIX_ID || row.id % 5 < 2) {
      out.trailers.push({
        id: TRAILER_ID_OFFSET + row.id,
        contentId: row.id,
        title: `${row.title} — трейлер`,
        duration: 60 + (row.id % 4) * 30,
      })
    }
  }
  const cast = (contentId: number, roles: Role[], first?: number) => {
    const pool = out.persons.map((p) => p.id).filter((id) => id !== first)
    const people = pickSome(pool, roles.length)
    if (first !== undefined) people[0] = first
    roles.forEach((role, position) =>
      out.contentPersons.push({ contentId, personId: people[position] ?? 1, role, position }),
    )
  }

  // Films 1-200.
  for (let id = 1; id <= 200; id++) {
    const fixed = FIXED_FILMS[id - 1]
    const title = fixed?.title ?? `${pick(HEADS)} ${pick(TAILS)}`
    const row = base(id, title)
    const mainGenre = pick(mainGenres).id
    const subs = SUBGENRES_OF[mainGenre] ?? []
    row.genreIds = fixed?.genres ?? [
      mainGenre,
      ...(subs.length && rnd() < 0.6 ? [pick(subs)] : []),
      ...(rnd() < 0.4 ? [pick(mainGenres).id] : []),
    ]
    row.genreIds = [...new Set(row.genreIds)]
    // a cartoon is for children: at most 6+, its motion rating (spec 3 §5 age label) following the age,
    // so the kids row never shows a cartoon labelled 18+ (the adult film keeps its 18+)
    if (row.genreIds.includes(9) && !row.isAdult) {
      row.age = Math.min(row.age ?? 0, 6)
      if (row.motionRating != null) row.motionRating = MOTION[row.age] ?? null
    }
    row.year = fixed?.year ?? row.year
    row.original = fixed?.original ?? (rnd() < 0.5 ? null : `Original ${id}`)
    row.countryIds = pickSome(
      COUNTRIES.map((c) => c.id),
      int(1, 3),
    ).sort((a, b) => (a === 1 ? -1 : b === 1 ? 1 : 0))
    // Country weight: Russia and the USA most often, so "most contents first" is meaningful.
    if (rnd() < 0.4 && !row.countryIds.includes(1)) row.countryIds.unshift(1)
    else if (rnd() < 0.3 && !row.countryIds.includes(2)) row.countryIds.unshift(2)
    row.libraryId = row.genreIds.includes(9) ? 3 : id % 3 === 0 ? 2 : 1
    row.playbackPoints = playbackPoints(id, row.duration)
    if (id === MATRIX_ID) {
      Object.assign(row, {
        age: 16,
        motionRating: '16+',
        ratingImdb: 8.7,
        ratingKinopoisk: 8.5,
        duration: 8160,
      })
      row.countryIds = [2, 15]
      row.images = IMAGE_SETS[0] ?? []
      row.popularity = 10_000
      row.addedAt = ago(1)
      row.playbackPoints = playbackPoints(id, row.duration)
    }
    out.contents.push(row)
    withTrailer(row)
    cast(
      id,
      id === MATRIX_ID
        ? ['actor', 'actor', 'director', 'writer', 'composer']
        : [
            'director',
            'actor',
            'actor',
            'actor',
            ...(rnd() < 0.5 ? (['producer', 'writer'] as Role[]) : ['composer' as Role]),
          ],
      // Person 1 acts in the film (the person page of the demo).
      id === MATRIX_ID ? 1 : undefined,
    )
  }

  // Series 201-250 with seasons and episodes.
  let episodeId = FIRST_EPISODE_ID
  for (let id = 201; id <= 250; id++) {
    const named = SERIES_TITLES[id - 201]
    const title = named ?? `${pick(HEADS)} ${pick(TAILS)}`
    const row = base(id, title)
    Object.assign(row, { contentType: 'series', duration: 0 })
    row.genreIds = [pick(mainGenres).id]
    row.countryIds = [pick([1, 1, 2, 3, 4, 13])]
    row.libraryId = id % 4 === 0 ? 2 : 1
    row.original = null
    const seasons = id === ANNOUNCED_SERIES_ID ? 3 : int(2, 5)
    const startYear = Math.min(row.year ?? 2000, CURRENT_YEAR - seasons)
    row.year = startYear
    if (id === ANNOUNCED_SERIES_ID)
      Object.assign(row, {
        isFree: true,
        packetIds: [],
        age: 16,
        motionRating: '16+',
        isAvailable: true,
        isLost: false,
        is4k: false,
      })
    out.contents.push(row)
    withTrailer(row)
    cast(id, ['director', 'actor', 'actor', 'actor', 'writer'])
    for (let season = 1; season <= seasons; season++) {
      const count = id === ANNOUNCED_SERIES_ID ? 10 : int(10, 14)
      for (let series = 1; series <= count; series++) {
        const announced =
          id === ANNOUNCED_SERIES_ID
            ? season === seasons && series === count
            : id % 7 === 0 && season === seasons && series === count
        // no name of its own: the server names it by its season and number in the viewer's language
        // (catalogue/store.ts episodeTitle; issue 31: "Сезон 1, серия 6" was in every language)
        const episodeTitle = title
        out.contents.push({
          ...row,
          id: episodeId,
          slug: slugify(`${title} ${season} ${series}`, episodeId),
          title: episodeTitle,
          contentType: 'episode',
          description: `Серия ${series} сезона ${season}. ${pick(DESCRIPTION_PARTS)}`,
          duration: int(40, 55) * 60,
          parentId: id,
          season,
          series,
          year: startYear + season - 1,
          isAnnouncement: announced,
          images: [
            { type: 'still', ar: '16:9' },
            { type: 'cover', ar: '16:9' },
          ],
          is4k: false,
          playbackPoints:
            episodeId % 3 === 0 ? [{ type: 'intro', title: 'Пропустить заставку', start: 0, end: 45 }] : [],
          popularity: row.popularity - season * 10 - series,
          addedAt: ago(Math.max(0, (seasons - season) * 60 + (count - series) * 3 + (id - 201))),
        })
        episodeId++
      }
    }
  }

  // Programmes 251-320 (aired on channels; every other one free on channel 102).
  for (let id = 251; id <= 320; id++) {
    const title = `${PROGRAM_TITLES[(id - 251) % PROGRAM_TITLES.length] ?? 'Передача'}${id - 251 >= PROGRAM_TITLES.length ? ` ${Math.floor((id - 251) / PROGRAM_TITLES.length) + 1}` : ''}`
    const row = base(id, title)
    Object.assign(row, {
      contentType: 'program',
      duration: int(25, 60) * 60,
      age: pick([0, 6, 12, 16]),
      original: null,
    })
    row.motionRating = MOTION[row.age ?? 0] ?? null
    row.genreIds = [pick([11, 13, 13, 10]), ...(rnd() < 0.4 ? [pick([107, 108])] : [])]
    row.countryIds = [pick([1, 3, 13])]
    row.libraryId = row.genreIds.includes(11) ? 4 : 1
    row.channelId = 102
    out.contents.push(row)
    withTrailer(row)
    cast(id, ['presenter', 'editor'])
  }

  NEWS.forEach((item, i) =>
    out.news.push({
      id: i + 1,
      ...withTranslations(item),
      color: COLORS[i % COLORS.length] ?? '#333',
      publishedAt: ago(i * 5),
    }),
  )
  return out
}

/** The demo user's watch history (content id → seconds watched), episodes included. */
export function demoHistory(seed: CatalogueSeed): { contentId: number; seconds: number }[] {
  const byId = new Map(seed.contents.map((c) => [c.id, c]))
  const picks = [2, 3, 5, 6, 8, 10, 12, 15, 16, 18, 21, 27, FIRST_EPISODE_ID + 2, FIRST_EPISODE_ID + 45]
  return picks.flatMap((id, i) => {
    const c = byId.get(id)
    if (!c) return []
    const fraction = [0.1, 0.25, 0.5, 0.75, 0.9, 1][i % 6] ?? 0.5
    return [{ contentId: id, seconds: Math.floor(c.duration * fraction) }]
  })
}

type MaskType = 'h1' | 'title' | 'description' | 'keywords' | 'shareTitle'
type MaskText = string | Readonly<Record<'ru' | 'en' | 'kk' | 'uz', string>>
/** A mask row: a text the same in every language (placeholders only), or its four translations. */
export const seoMask = (page: string, textType: MaskType, text: MaskText) =>
  typeof text === 'string' ? { page, textType, text } : { page, textType, ...withTranslations({ text }) }

/** The content types' words in the masks: the type as a title word, in a keyword and as an object. */
const CONTENT_TYPE_WORDS = [
  {
    page: 'content_movie',
    ru: { type: 'фильм', object: 'фильм' },
    en: { type: 'movie', object: 'the movie' },
    kk: { type: 'фильм', object: 'фильмді' },
    uz: { type: 'film', object: 'filmni' },
  },
  {
    page: 'content_series',
    ru: { type: 'сериал', object: 'сериал' },
    en: { type: 'series', object: 'the series' },
    kk: { type: 'сериал', object: 'сериалды' },
    uz: { type: 'serial', object: 'serialni' },
  },
  {
    page: 'content_program',
    ru: { type: 'передача', object: 'передачу' },
    en: { type: 'show', object: 'the show' },
    kk: { type: 'хабар', object: 'хабарды' },
    uz: { type: 'koʻrsatuv', object: 'koʻrsatuvni' },
  },
] as const

/**
 * SEO masks of the catalogue pages (spec 3 §5) in the four languages: placeholders name, original,
 * year, type, type_share, genres, series, season, provider_name, description (trimmed to 70
 * characters by the client), library_name.
 */
export const CATALOGUE_SEO_MASKS = [
  ...CONTENT_TYPE_WORDS.flatMap(({ page, ru, en, kk, uz }) => [
    seoMask(page, 'h1', '{name}'),
    seoMask(page, 'title', {
      ru: `{name} ({year}) — ${ru.type} смотреть онлайн на {provider_name}`,
      en: `{name} ({year}) — watch ${en.object} online on {provider_name}`,
      kk: `{name} ({year}) — ${kk.object} {provider_name} сервисінде онлайн көріңіз`,
      uz: `{name} ({year}) — ${uz.object} {provider_name} xizmatida onlayn koʻring`,
    }),
    seoMask(page, 'description', '{description}'),
    seoMask(page, 'keywords', {
      ru: `{name}, {original}, {genres}, ${ru.type} онлайн, {library_name}`,
      en: `{name}, {original}, {genres}, ${en.type} online, {library_name}`,
      kk: `{name}, {original}, {genres}, ${kk.type} онлайн, {library_name}`,
      uz: `{name}, {original}, {genres}, ${uz.type} onlayn, {library_name}`,
    }),
    seoMask(page, 'shareTitle', {
      ru: `Смотрите ${ru.object} «{name}» на {provider_name}`,
      en: `Watch ${en.object} «{name}» on {provider_name}`,
      kk: `«{name}» ${kk.object} {provider_name} сервисінде көріңіз`,
      uz: `«{name}» ${uz.object} {provider_name} xizmatida koʻring`,
    }),
  ]),
  seoMask('content_episode', 'h1', {
    ru: '{name}. Сезон {season}, серия {series}',
    en: '{name}. Season {season}, episode {series}',
    kk: '{name}. {season}-маусым, {series}-серия',
    uz: '{name}. {season}-mavsum, {series}-qism',
  }),
  seoMask('content_episode', 'title', {
    ru: '{name} — {season} сезон {series} серия смотреть онлайн на {provider_name}',
    en: '{name} — season {season} episode {series}, watch online on {provider_name}',
    kk: '{name} — {season}-маусым {series}-серия, {provider_name} сервисінде онлайн көріңіз',
    uz: '{name} — {season}-mavsum {series}-qism, {provider_name} xizmatida onlayn koʻring',
  }),
  seoMask('content_episode', 'description', '{description}'),
  seoMask('content_episode', 'shareTitle', {
    ru: 'Смотрите серию «{name}» на {provider_name}',
    en: 'Watch the episode «{name}» on {provider_name}',
    kk: '«{name}» сериясын {provider_name} сервисінде көріңіз',
    uz: '«{name}» qismini {provider_name} xizmatida koʻring',
  }),
  seoMask('person', 'h1', '{name}'),
  seoMask('person', 'title', {
    ru: '{name}: фильмы и сериалы — {provider_name}',
    en: '{name}: movies and series — {provider_name}',
    kk: '{name}: фильмдер мен сериалдар — {provider_name}',
    uz: '{name}: filmlar va seriallar — {provider_name}',
  }),
  seoMask('person', 'description', {
    ru: 'Фильмография: {name}. Смотрите онлайн на {provider_name}.',
    en: 'Filmography: {name}. Watch online on {provider_name}.',
    kk: 'Фильмография: {name}. {provider_name} сервисінде онлайн көріңіз.',
    uz: 'Filmografiya: {name}. {provider_name} xizmatida onlayn koʻring.',
  }),
  seoMask('movies', 'h1', { ru: 'Фильмы', en: 'Movies', kk: 'Фильмдер', uz: 'Filmlar' }),
  seoMask('movies', 'title', {
    ru: 'Фильмы смотреть онлайн — {provider_name}',
    en: 'Watch movies online — {provider_name}',
    kk: 'Фильмдерді онлайн көру — {provider_name}',
    uz: 'Filmlarni onlayn koʻrish — {provider_name}',
  }),
  seoMask('movies', 'description', {
    ru: 'Фильмы по жанрам, странам, годам и рейтингу на {provider_name}.',
    en: 'Movies by genre, country, year and rating on {provider_name}.',
    kk: '{provider_name} сервисінде жанр, ел, жыл және рейтинг бойынша фильмдер.',
    uz: '{provider_name} xizmatida janr, mamlakat, yil va reyting boʻyicha filmlar.',
  }),
  seoMask('series', 'h1', { ru: 'Сериалы', en: 'Series', kk: 'Сериалдар', uz: 'Seriallar' }),
  seoMask('series', 'title', {
    ru: 'Сериалы смотреть онлайн — {provider_name}',
    en: 'Watch series online — {provider_name}',
    kk: 'Сериалдарды онлайн көру — {provider_name}',
    uz: 'Seriallarni onlayn koʻrish — {provider_name}',
  }),
  seoMask('series', 'description', {
    ru: 'Сериалы всех жанров на {provider_name}.',
    en: 'Series of every genre on {provider_name}.',
    kk: '{provider_name} сервисінде барлық жанрдағы сериалдар.',
    uz: '{provider_name} xizmatida barcha janrdagi seriallar.',
  }),
  seoMask('row', 'h1', '{name}'),
  seoMask('row', 'title', {
    ru: '{name} — смотреть онлайн на {provider_name}',
    en: '{name} — watch online on {provider_name}',
    kk: '{name} — {provider_name} сервисінде онлайн көру',
    uz: '{name} — {provider_name} xizmatida onlayn koʻrish',
  }),
  seoMask('search', 'title', {
    ru: 'Поиск: {name} — {provider_name}',
    en: 'Search: {name} — {provider_name}',
    kk: 'Іздеу: {name} — {provider_name}',
    uz: 'Qidiruv: {name} — {provider_name}',
  }),
  seoMask('my', 'title', {
    ru: 'Избранное — {provider_name}',
    en: 'Favourites — {provider_name}',
    kk: 'Таңдаулылар — {provider_name}',
    uz: 'Sevimlilar — {provider_name}',
  }),
]
