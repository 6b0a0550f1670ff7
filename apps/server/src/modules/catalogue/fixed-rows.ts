import type { PersonCard, Promotion } from '@efir/contract'
import { imagePaths, presentPersonCard, type Presenter } from './present.ts'
import { contentPromotion, destination, ownsPacketOf, packetPromotion, promo } from './promotions.ts'
import { applyFilters, contents, type RowDef } from './row-definition.ts'
import {
  GENRE_ROW_OFFSET,
  LIBRARY_ROW_OFFSET,
  type Catalogue,
  type ContentRow,
  type PersonRow,
} from './store.ts'
import { byText } from './text-search.ts'
import { FULLY_WATCHED_PERCENT, favoriteKey, watchPercentage } from './viewer.ts'

const newest = (list: ContentRow[]) =>
  [...list].sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime() || a.id - b.id)
const byYear = (list: ContentRow[]) => [...list].sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.id - b.id)
const ofType = (cat: Catalogue, type: ContentRow['contentType']) =>
  cat.titles.filter((c) => c.contentType === type)

/** History row: what the viewer started and did not finish, last watched first (series by episode). */
function historyItems(p: Presenter, episodes: boolean): ContentRow[] {
  const seen = new Map<number, { row: ContentRow; at: number }>()
  for (const [contentId, h] of p.viewer.history) {
    const c = p.cat.contents.get(contentId)
    if (!c || watchPercentage(c, h.seconds) >= FULLY_WATCHED_PERCENT) continue
    const shown = episodes || c.contentType !== 'episode' ? c : p.cat.contents.get(c.parentId ?? 0)
    if (!shown) continue
    if (episodes !== (c.contentType === 'episode')) continue
    const known = seen.get(shown.id)
    if (!known || known.at < h.updatedAt.getTime())
      seen.set(shown.id, { row: shown, at: h.updatedAt.getTime() })
  }
  return [...seen.values()].sort((a, b) => b.at - a.at).map((v) => v.row)
}

function personsWithRole(p: Presenter, roles: PersonCard['role'][]): PersonCard[] {
  const ranked = [...p.cat.filmographyOf.entries()]
    .map(([personId, cast]) => ({ personId, cast: cast.filter((c) => roles.includes(c.role)) }))
    .filter((x) => x.cast.length > 0)
    .sort((a, b) => b.cast.length - a.cast.length || a.personId - b.personId)
  return ranked.flatMap((x) => {
    const card = presentPersonCard(p, x.personId, x.cast[0]?.role ?? 'actor')
    return card ? [card] : []
  })
}

function favoriteIds(p: Presenter, kind: 'content' | 'person' | 'channel' | 'program'): number[] {
  const prefix = favoriteKey(kind, 0).slice(0, -1)
  return [...p.viewer.favorites.entries()]
    .filter(([key]) => key.startsWith(prefix))
    .sort(([, a], [, b]) => b - a)
    .map(([key]) => Number(key.slice(prefix.length)))
}

const genreRowSlug = (cat: Catalogue, genreId: number) => cat.genres.get(genreId)?.slug ?? `genre-${genreId}`

/** The fixed rows (ids 1-99); genre rows are 1000 + genre id, library rows 2000 + library id. */
export const FIXED_ROWS: RowDef[] = [
  {
    id: 1,
    slug: 'premieres',
    title: 'Премьеры',
    template: 'promo-bg',
    loopCount: 3,
    items: (p) => ({
      kind: 'promotions',
      items: p.cat.titles
        .filter(
          (c) =>
            c.contentType !== 'program' &&
            (p.cat.trailersOf.get(c.id)?.length ?? 0) > 0 &&
            !c.is4k &&
            c.isAvailable,
        )
        .slice(0, 6)
        .map((c, i) => contentPromotion(p, c, 100 + i)),
    }),
  },
  {
    id: 2,
    slug: 'continue',
    title: 'Продолжить просмотр',
    template: 'history',
    items: (p, f) => ({ kind: 'contents', items: applyFilters(p.cat, historyItems(p, false), f) }),
  },
  {
    id: 3,
    slug: 'new-movies',
    title: 'Новинки кино',
    template: 'content-v',
    contentType: 'movie',
    items: contents((cat) => newest(ofType(cat, 'movie'))),
  },
  {
    id: 4,
    slug: 'new-episodes',
    title: 'Новые серии',
    description: 'Все серии всех сериалов, новые первыми',
    template: 'content-h',
    contentType: 'episode',
    items: contents((cat) => cat.episodes.filter((e) => !e.isAnnouncement)),
  },
  {
    id: 5,
    slug: 'tv-channels',
    title: 'Телеканалы',
    template: 'channels',
    items: (p, f) => ({ kind: 'channels', items: byText(p.cat.channels, f.text, (c) => [c.name]) }),
  },
  {
    id: 6,
    slug: 'cinema-and-sport',
    title: 'Кино и спорт',
    template: 'promo-wide',
    items: (p) => ({
      kind: 'promotions',
      // spec 3 §2: promo-wide rows hide items pointing to packets the viewer already owns
      items: [
        packetPromotion(p, 2, 200, 'Фильмы без ограничений и спорт в прямом эфире'),
        packetPromotion(p, 4, 201, 'Всё сразу со скидкой'),
      ].filter((x): x is Promotion => x !== null && !ownsPacketOf(p, x)),
    }),
  },
  {
    id: 7,
    slug: 'popular-series',
    title: 'Популярные сериалы',
    template: 'content-v',
    contentType: 'series',
    items: contents((cat) => ofType(cat, 'series')),
  },
  {
    id: 8,
    slug: 'actors',
    title: 'Актёры',
    template: 'person',
    items: (p, f) => ({
      kind: 'persons',
      items: byText(personsWithRole(p, ['actor']), f.text, (x) => [x.name]),
    }),
  },
  {
    id: 9,
    slug: 'collections',
    title: 'Подборки',
    template: 'collection-v',
    items: (p) => ({
      kind: 'promotions',
      items: [1, 2, 4, 7, 9, 12].map((genreId, i) =>
        promo(
          p,
          300 + i,
          p.cat.genres.get(genreId)?.name ?? '',
          destination({ type: 'row', id: GENRE_ROW_OFFSET + genreId, slug: genreRowSlug(p.cat, genreId) }),
        ),
      ),
    }),
  },
  {
    id: 10,
    slug: 'genres',
    title: 'Жанры',
    template: 'button',
    items: (p) => ({
      kind: 'promotions',
      items: [
        ...p.cat.genreList
          .filter((g) => g.parentId === null)
          .map((g) =>
            promo(
              p,
              400 + g.id,
              g.name,
              destination({ type: 'row', id: GENRE_ROW_OFFSET + g.id, slug: g.slug }),
            ),
          ),
        promo(
          p,
          480,
          'О сервисе',
          destination({
            type: 'text',
            title: 'О сервисе Efir',
            description:
              'Efir — телеканалы и кино в одном приложении. Смотрите на телевизоре, телефоне и в браузере.',
          }),
        ),
        promo(p, 481, 'Помощь', destination({ type: 'open_url', src: 'https://example.com/help' })),
      ],
    }),
  },
  {
    id: 11,
    slug: 'cinemas',
    title: 'Онлайн-кинотеатры',
    template: 'branded_button',
    items: (p) => ({
      kind: 'promotions',
      items: p.cat.libraryList.map((l) => ({
        ...promo(
          p,
          500 + l.id,
          l.title,
          destination({
            type: 'row',
            id: LIBRARY_ROW_OFFSET + l.id,
            slug: `library-${l.id}`,
            library_id: l.id,
          }),
        ),
        background: `${p.base}${imagePaths.library(l.id, 'bg')}`,
        image: `${p.base}${imagePaths.library(l.id, 'logo')}`,
        color_bg: l.color,
      })),
    }),
  },
  {
    id: 12,
    slug: 'kids',
    title: 'Детям',
    template: 'content-v',
    items: contents((cat) =>
      cat.titles.filter((c) => c.age <= 12 && (c.genreIds.includes(9) || c.genreIds.includes(10))),
    ),
  },
  {
    id: 13,
    slug: 'packets',
    title: 'Пакеты',
    template: 'packet_promo',
    items: (p) => ({
      kind: 'promotions',
      items: [2, 3, 4]
        .map((id, i) => packetPromotion(p, id, 600 + i, 'Подключите и смотрите'))
        .filter((x): x is Promotion => x !== null),
    }),
  },
  {
    id: 14,
    slug: 'packets-base',
    title: 'Базовый пакет',
    template: 'packet_promo_base',
    items: (p) => ({
      kind: 'promotions',
      items: [packetPromotion(p, 1, 610, '140 каналов')].filter((x): x is Promotion => x !== null),
    }),
  },
  {
    id: 15,
    slug: 'donate',
    title: 'Поддержать',
    template: 'donate_packs',
    items: (p) => ({
      kind: 'promotions',
      items: [
        packetPromotion(p, 2, 700, 'Подарите другу месяц кино'),
        promo(p, 701, 'Пожертвовать', destination({ type: 'open_url', src: 'https://example.com/donate' })),
      ].filter((x): x is Promotion => x !== null),
    }),
  },
  {
    id: 16,
    slug: 'watched-episodes',
    title: 'Вы смотрели',
    template: 'history-h',
    items: (p, f) => ({ kind: 'contents', items: applyFilters(p.cat, historyItems(p, true), f) }),
  },
  {
    id: 17,
    slug: 'top-rated',
    title: 'Высокий рейтинг',
    template: 'content-v',
    items: contents((cat) =>
      cat.titles
        .filter((c) => c.contentType !== 'program' && (c.ratingImdb ?? 0) >= 8)
        .sort((a, b) => (b.ratingImdb ?? 0) - (a.ratingImdb ?? 0)),
    ),
  },
  {
    id: 18,
    slug: 'programs',
    title: 'Передачи',
    template: 'content-h',
    contentType: 'program',
    items: contents((cat) => ofType(cat, 'program')),
  },
  {
    id: 19,
    slug: 'free-channels',
    title: 'Бесплатные каналы',
    template: 'channel',
    items: (p, f) => ({
      kind: 'channels',
      items: byText(
        p.cat.channels.filter((c) => c.isFree),
        f.text,
        (c) => [c.name],
      ),
    }),
  },
  {
    id: 20,
    slug: 'movies',
    title: 'Фильмы',
    template: 'content-v',
    contentType: 'movie',
    items: contents((cat) => byYear(ofType(cat, 'movie'))),
  },
  {
    id: 21,
    slug: 'series',
    title: 'Сериалы',
    template: 'content-v',
    contentType: 'series',
    items: contents((cat) => byYear(ofType(cat, 'series'))),
  },
  {
    id: 22,
    slug: 'everything',
    title: 'Весь каталог',
    description: 'Фильмы, сериалы, передачи и все серии: более 2 000 позиций',
    template: 'content-v',
    items: contents((cat) => [...cat.titles, ...cat.episodes]),
  },
  {
    id: 23,
    slug: 'presenters',
    title: 'Ведущие',
    template: 'person',
    items: (p, f) => ({
      kind: 'persons',
      items: byText(personsWithRole(p, ['presenter']), f.text, (x) => [x.name]),
    }),
  },
  {
    id: 30,
    slug: 'my-contents',
    title: 'Фильмы и сериалы',
    template: 'content-v',
    items: contents((cat, p) =>
      favoriteIds(p, 'content').flatMap((id) => {
        const c = cat.contents.get(id)
        return c && c.contentType !== 'program' ? [c] : []
      }),
    ),
  },
  {
    id: 31,
    slug: 'my-programs',
    title: 'Передачи',
    template: 'content-h',
    items: contents((cat, p) =>
      [...favoriteIds(p, 'program'), ...favoriteIds(p, 'content')].flatMap((id) => {
        const c = cat.contents.get(id)
        return c && c.contentType === 'program' ? [c] : []
      }),
    ),
  },
  {
    id: 32,
    slug: 'my-channels',
    title: 'Каналы',
    template: 'channels',
    items: (p) => {
      const ids = new Set(favoriteIds(p, 'channel'))
      return { kind: 'channels', items: p.cat.channels.filter((c) => ids.has(c.id)) }
    },
  },
  {
    id: 33,
    slug: 'my-persons',
    title: 'Персоны',
    template: 'person',
    items: (p) => ({
      kind: 'persons',
      items: favoriteIds(p, 'person').flatMap((id) => {
        const cast = p.cat.filmographyOf.get(id)?.[0]
        const card = presentPersonCard(p, id, cast?.role ?? 'actor')
        return card ? [card] : []
      }),
    }),
  },
  // The five New Year rows of /newyear (spec 3 §2 "New Year page"), festive picks of the catalogue:
  // the client's NEW_YEAR_ROWS table (features/channels/new-year-rows.ts) names them by slug.
  {
    id: 50,
    slug: 'newyear-family',
    title: 'Новогоднее кино для всей семьи',
    template: 'content-v',
    contentType: 'movie',
    items: contents((cat) => ofType(cat, 'movie').filter((c) => c.genreIds.includes(10) && c.age <= 12)),
  },
  {
    id: 51,
    slug: 'newyear-cartoons',
    title: 'Мультфильмы на каникулы',
    template: 'content-v',
    items: contents((cat) => cat.titles.filter((c) => c.genreIds.includes(9) && c.age <= 12)),
  },
  {
    id: 52,
    slug: 'newyear-comedies',
    title: 'Новогодние комедии',
    template: 'content-v',
    contentType: 'movie',
    items: contents((cat) => byYear(ofType(cat, 'movie').filter((c) => c.genreIds.includes(2)))),
  },
  {
    id: 53,
    slug: 'newyear-series',
    title: 'Сериалы на праздники',
    template: 'content-v',
    contentType: 'series',
    items: contents((cat) =>
      ofType(cat, 'series').filter((c) => c.genreIds.some((g) => g === 2 || g === 10 || g === 12)),
    ),
  },
  {
    id: 54,
    slug: 'newyear-shows',
    title: 'Праздничные передачи',
    template: 'content-h',
    contentType: 'program',
    items: contents((cat) => ofType(cat, 'program').filter((c) => c.genreIds.includes(13))),
  },
  {
    id: 40,
    slug: 'search-movies',
    title: 'Фильмы',
    template: 'content-v',
    contentType: 'movie',
    items: contents((cat) => ofType(cat, 'movie')),
  },
  {
    id: 41,
    slug: 'search-series',
    title: 'Сериалы',
    template: 'content-v',
    contentType: 'series',
    items: contents((cat) => ofType(cat, 'series')),
  },
  {
    id: 42,
    slug: 'search-programs',
    title: 'Передачи',
    template: 'content-h',
    contentType: 'program',
    items: contents((cat) => ofType(cat, 'program')),
  },
  {
    id: 43,
    slug: 'search-persons',
    title: 'Персоны',
    template: 'person',
    items: (p, f) => ({
      kind: 'persons',
      items: byText(
        [...p.cat.persons.values()].flatMap((person: PersonRow) => {
          const card = presentPersonCard(
            p,
            person.id,
            p.cat.filmographyOf.get(person.id)?.[0]?.role ?? 'actor',
          )
          return card ? [card] : []
        }),
        f.text,
        (x) => [x.name],
      ),
    }),
  },
  {
    id: 44,
    slug: 'search-channels',
    title: 'Телеканалы',
    template: 'channels',
    items: (p, f) => ({ kind: 'channels', items: byText(p.cat.channels, f.text, (c) => [c.name]) }),
  },
]
