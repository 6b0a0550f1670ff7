import type { Destination, PersonCard, Promotion, Row, RowTemplate, Rowset } from '@efir/contract'
import { matches, queryForms } from '../search/text.ts'
import { imagePaths, presentCard, presentPersonCard, type Presenter } from './present.ts'
import {
  GENRE_ROW_OFFSET,
  type ChannelRow,
  type Catalogue,
  type ContentRow,
  type PersonRow,
} from './store.ts'
import { favouriteKey, watchPercentage } from './viewer.ts'

/** Filters a row call may carry (spec 3 §2 "Row page", "Filter catalogue"). */
export interface RowFilters {
  text?: string | undefined
  library_id?: number | undefined
  main_genre?: number | undefined
  genre?: number | undefined
  country?: string | undefined
  year_from?: number | undefined
  year_to?: number | undefined
  rating_from?: number | undefined
}

type Items =
  | { kind: 'contents'; items: ContentRow[] }
  | { kind: 'persons'; items: PersonCard[] }
  | { kind: 'channels'; items: ChannelRow[] }
  | { kind: 'promotions'; items: Promotion[] }

interface RowDef {
  id: number
  slug: string
  title: string
  template: RowTemplate
  contentType?: ContentRow['contentType']
  description?: string
  loopCount?: number
  libraryId?: number
  /** The row's items before paging; filters apply to content rows. */
  items: (p: Presenter, filters: RowFilters) => Items
}

const LIBRARY_ROW_OFFSET = 2000
/** Rows with no items are left out of rowsets (personal rows of anonymous viewers, empty searches). */
const FULLY_WATCHED = 95

const nullDestination: Destination = {
  type: 'content',
  id: null,
  slug: null,
  library_id: null,
  src: null,
  id_no_ott: null,
  title: null,
  description: null,
}
const destination = (d: Partial<Destination> & Pick<Destination, 'type'>): Destination => ({
  ...nullDestination,
  ...d,
})

/**
 * Text first as typed; a query typed in the wrong keyboard layout ("vfnhbwf") is tried only when
 * nothing matched, and `corrected` names the form that did ("матрица").
 */
export function searchByText<T>(
  list: T[],
  text: string | undefined,
  fields: (item: T) => (string | null)[],
): { items: T[]; corrected: string | null } {
  if (!text?.trim()) return { items: list, corrected: null }
  const [typed, ...converted] = queryForms(text)
  if (!typed) return { items: list, corrected: null }
  const direct = list.filter((item) => matches([typed], ...fields(item)))
  if (direct.length > 0) return { items: direct, corrected: null }
  for (const form of converted) {
    const items = list.filter((item) => matches([form], ...fields(item)))
    if (items.length > 0) return { items, corrected: form }
  }
  return { items: [], corrected: null }
}

export const byText = <T>(list: T[], text: string | undefined, fields: (item: T) => (string | null)[]): T[] =>
  searchByText(list, text, fields).items

function applyFilters(cat: Catalogue, list: ContentRow[], f: RowFilters): ContentRow[] {
  let out = list
  if (f.library_id !== undefined) out = out.filter((c) => c.libraryId === f.library_id)
  if (f.main_genre !== undefined) {
    const main = f.main_genre
    out = out.filter((c) => c.genreIds.includes(main))
  }
  if (f.genre !== undefined) {
    const genre = f.genre
    out = out.filter((c) => c.genreIds.includes(genre))
  }
  if (f.country !== undefined) {
    const code = f.country.toUpperCase()
    const country = /^\d+$/.test(code)
      ? cat.countries.get(Number(code))
      : cat.countryList.find((c) => c.code === code)
    out = country ? out.filter((c) => c.countryIds.includes(country.id)) : []
  }
  if (f.year_from !== undefined) {
    const from = f.year_from
    out = out.filter((c) => c.year !== null && c.year >= from)
  }
  if (f.year_to !== undefined) {
    const to = f.year_to
    out = out.filter((c) => c.year !== null && c.year <= to)
  }
  if (f.rating_from !== undefined) {
    const from = f.rating_from
    out = out.filter((c) => Math.max(c.ratingImdb ?? 0, c.ratingKinopoisk ?? 0) >= from)
  }
  return byText(out, f.text, (c) => [c.title, c.original])
}

const contents = (select: (cat: Catalogue, p: Presenter) => ContentRow[]) => (p: Presenter, f: RowFilters) =>
  ({ kind: 'contents', items: applyFilters(p.cat, select(p.cat, p), f) }) as const

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
    if (!c || watchPercentage(c, h.seconds) >= FULLY_WATCHED) continue
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

function contentPromotion(p: Presenter, c: ContentRow, id: number): Promotion {
  const card = presentCard(p, c)
  return {
    id,
    title: c.title,
    short: c.year === null ? null : `${c.year}, ${card.genres.map((g) => g.name).join(', ')}`,
    description: c.description.split('\n')[0] ?? null,
    background: card.cover.bg ?? card.cover.src_16x9,
    image: card.cover.src_16x9,
    color_bg: c.color,
    destination: destination({
      type: 'content',
      id: c.id,
      slug: c.slug,
      library_id: c.libraryId,
      title: c.title,
    }),
    trailer: card.trailers[0] ?? null,
    content: card,
    duration: 8,
  }
}

function packetPromotion(p: Presenter, packetId: number, id: number, short: string): Promotion | null {
  const packet = p.cat.packets.find((x) => x.id === packetId)
  if (!packet) return null
  return {
    id,
    title: packet.name,
    short,
    description: `${packet.price} ${packet.currency} / ${packet.periodDays} дн.`,
    background: `${p.base}${imagePaths.packet(packet.id)}`,
    image: `${p.base}${imagePaths.packet(packet.id)}`,
    color_bg: '#3e63dd',
    destination: destination({ type: 'packet', id: packet.id, id_no_ott: packet.id, title: packet.name }),
    trailer: null,
    content: null,
    duration: null,
  }
}

/** The viewer already has the packet a promotion points to (a subscription that has not expired). */
const ownsPacketOf = (p: Presenter, promotion: Promotion) =>
  promotion.destination.type === 'packet' &&
  typeof promotion.destination.id === 'number' &&
  p.viewer.packetIds.has(promotion.destination.id)

function promo(
  p: Presenter,
  id: number,
  title: string,
  d: Destination,
  short: string | null = null,
): Promotion {
  const src = `${p.base}${imagePaths.promo(id)}`
  return {
    id,
    title,
    short,
    description: d.description,
    background: src,
    image: src,
    color_bg: '#1f2937',
    destination: d,
    trailer: null,
    content: null,
    duration: null,
  }
}

const genreRowSlug = (cat: Catalogue, genreId: number) => cat.genres.get(genreId)?.slug ?? `genre-${genreId}`

/** The fixed rows (ids 1-99); genre rows are 1000 + genre id, library rows 2000 + library id. */
const FIXED_ROWS: RowDef[] = [
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
      favouriteIds(p, 'content').flatMap((id) => {
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
      [...favouriteIds(p, 'program'), ...favouriteIds(p, 'content')].flatMap((id) => {
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
      const ids = new Set(favouriteIds(p, 'channel'))
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
      items: favouriteIds(p, 'person').flatMap((id) => {
        const cast = p.cat.filmographyOf.get(id)?.[0]
        const card = presentPersonCard(p, id, cast?.role ?? 'actor')
        return card ? [card] : []
      }),
    }),
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

function favouriteIds(p: Presenter, kind: 'content' | 'person' | 'channel' | 'program'): number[] {
  const prefix = favouriteKey(kind, 0).slice(0, -1)
  return [...p.viewer.favourites.entries()]
    .filter(([key]) => key.startsWith(prefix))
    .sort(([, a], [, b]) => b - a)
    .map(([key]) => Number(key.slice(prefix.length)))
}

function genreRow(cat: Catalogue, genreId: number): RowDef | undefined {
  const genre = cat.genres.get(genreId)
  if (!genre) return undefined
  return {
    id: GENRE_ROW_OFFSET + genre.id,
    slug: genre.slug,
    title: genre.name,
    template: 'content-v',
    // issue 4 / spec 3 §2: a genre row is the genre's films (the /movies catalogue filters the rest)
    contentType: 'movie',
    items: contents((c) =>
      c.titles.filter((x) => x.contentType === 'movie' && x.genreIds.includes(genre.id)),
    ),
  }
}

function libraryRow(cat: Catalogue, libraryId: number): RowDef | undefined {
  const library = cat.libraries.get(libraryId)
  if (!library) return undefined
  return {
    id: LIBRARY_ROW_OFFSET + library.id,
    slug: `library-${library.id}`,
    title: library.title,
    template: 'content-v',
    libraryId: library.id,
    items: contents((c) => c.titles.filter((x) => x.libraryId === library.id)),
  }
}

/** A row by id or slug. */
export function findRow(cat: Catalogue, ref: string): RowDef | undefined {
  const id = /^\d+$/.test(ref) ? Number(ref) : null
  const fixed = FIXED_ROWS.find((r) => (id === null ? r.slug === ref : r.id === id))
  if (fixed) return fixed
  if (id !== null) {
    if (id > GENRE_ROW_OFFSET && id < LIBRARY_ROW_OFFSET) return genreRow(cat, id - GENRE_ROW_OFFSET)
    if (id > LIBRARY_ROW_OFFSET) return libraryRow(cat, id - LIBRARY_ROW_OFFSET)
    return undefined
  }
  const genre = [...cat.genres.values()].find((g) => g.slug === ref)
  if (genre) return genreRow(cat, genre.id)
  const library = /^library-(\d+)$/.exec(ref)
  return library ? libraryRow(cat, Number(library[1])) : undefined
}

/** One page of a row, presented. */
export function buildRow(p: Presenter, def: RowDef, filters: RowFilters, offset: number, limit: number): Row {
  const items = def.items(p, filters)
  const total = items.items.length
  const page = <T>(list: T[]) => list.slice(offset, offset + limit)
  return {
    id: def.id,
    slug: def.slug,
    title: def.title,
    template: def.template,
    content_type: def.contentType ?? null,
    description: def.description ?? null,
    html_description: def.description ? `<p>${def.description}</p>` : null,
    more_count: Math.max(0, total - offset - limit),
    total,
    limit,
    offset,
    library_id: filters.library_id ?? def.libraryId ?? null,
    loop_count: def.loopCount ?? null,
    contents: items.kind === 'contents' ? page(items.items).map((c) => presentCard(p, c)) : [],
    channels:
      items.kind === 'channels'
        ? page(items.items).map((c) => ({
            id: c.id,
            slug: c.slug,
            name: c.name,
            logo: `${p.base}${imagePaths.channelLogo(c.id)}`,
          }))
        : [],
    persons: items.kind === 'persons' ? page(items.items) : [],
    promotions: items.kind === 'promotions' ? page(items.items) : [],
  }
}

interface RowsetDef {
  id: number
  slug: string
  title: string
  description: string | null
  template: Rowset['template']
  rows: (cat: Catalogue, text: string | undefined) => (RowDef | undefined)[]
}

const rows = (cat: Catalogue, ...refs: string[]) => refs.map((ref) => findRow(cat, ref))
const genreRows = (cat: Catalogue) =>
  cat.genreList.filter((g) => g.parentId === null).map((g) => genreRow(cat, g.id))

export const ROWSETS: RowsetDef[] = [
  {
    id: 1,
    slug: 'startpage',
    title: 'Главная',
    description: 'Фильмы, сериалы и телеканалы онлайн',
    template: 'startpage',
    rows: (cat) => [
      ...rows(cat, 'premieres', 'continue', 'new-movies', 'tv-channels', 'new-episodes', 'cinema-and-sport'),
      ...rows(cat, 'popular-series', 'actors', 'collections', 'genres', 'cinemas', 'kids', 'packets'),
      ...rows(cat, 'packets-base', 'watched-episodes', 'top-rated', 'programs', 'free-channels', 'donate'),
      ...rows(cat, 'presenters', 'everything'),
      ...genreRows(cat),
    ],
  },
  {
    id: 2,
    slug: 'movies',
    title: 'Фильмы',
    description: 'Фильмы онлайн',
    template: 'group.catalog',
    rows: (cat) => [...rows(cat, 'premieres', 'new-movies', 'top-rated', 'movies'), ...genreRows(cat)],
  },
  {
    id: 3,
    slug: 'series',
    title: 'Сериалы',
    description: 'Сериалы онлайн',
    template: 'group.catalog',
    rows: (cat) => rows(cat, 'popular-series', 'new-episodes', 'series', 'watched-episodes'),
  },
  {
    id: 4,
    slug: 'programs',
    title: 'Передачи',
    description: 'Телепередачи в записи',
    template: 'group.catalog',
    rows: (cat) => rows(cat, 'programs', 'presenters', 'genre-documentary', 'genre-entertainment'),
  },
  {
    id: 5,
    slug: 'search',
    title: 'Поиск',
    description: null,
    template: 'search',
    rows: (cat, text) =>
      text
        ? rows(cat, 'search-movies', 'search-series', 'search-programs', 'search-persons', 'search-channels')
        : rows(cat, 'new-movies', 'popular-series', 'tv-channels'),
  },
  {
    id: 6,
    slug: 'my',
    title: 'Моё',
    description: null,
    template: 'my',
    rows: (cat) => rows(cat, 'continue', 'my-contents', 'my-channels', 'my-persons', 'my-programs'),
  },
  {
    id: 7,
    slug: 'kids',
    title: 'Детям',
    description: null,
    template: 'group.catalog',
    rows: (cat) => rows(cat, 'kids', 'genre-animation', 'genre-family'),
  },
]

export function findRowset(ref: string) {
  return ROWSETS.find((r) => (/^\d+$/.test(ref) ? r.id === Number(ref) : r.slug === ref))
}

/** A rowset load: its non-empty rows from offset, at most limit, each with its first items. */
export function buildRowset(
  p: Presenter,
  def: RowsetDef,
  q: {
    text?: string | undefined
    library_id?: number | undefined
    offset: number
    limit: number
    items_limit: number
  },
): Rowset {
  const filters: RowFilters = { text: q.text, library_id: q.library_id }
  const seen = new Set<number>()
  const built: Row[] = []
  for (const row of def.rows(p.cat, q.text)) {
    if (!row || seen.has(row.id)) continue
    seen.add(row.id)
    const answer = buildRow(p, row, filters, 0, q.items_limit)
    if (answer.total > 0) built.push(answer)
  }
  const page = built.slice(q.offset, q.offset + q.limit)
  return {
    id: def.id,
    slug: def.slug,
    title: def.title,
    description: def.description,
    template: def.template,
    logo: { tv_x3: null },
    library_id: q.library_id ?? null,
    rows: page,
    more_rows: Math.max(0, built.length - q.offset - q.limit),
    rows_total: built.length,
  }
}
