import type { Row, Rowset } from '@efir/contract'
import type { Presenter } from './present.ts'
import type { RowDef, RowFilters } from './row-definition.ts'
import { buildRow, findRow, genreRow } from './rows.ts'
import type { Catalogue } from './store.ts'
import { catalogueText, catalogueTextOrNull } from './texts.ts'

/** The demo's erotica genre (seed/catalogue-data.ts genre 14). */
const ADULT_GENRE_SLUG = 'genre-erotic'

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
/**
 * The genre rows a start page offers: not the erotica genre, which a guest (or anyone) opening the
 * start page must not be shown; it stays reachable as its own row (/row/genre-erotic).
 */
const startPageGenreRows = (cat: Catalogue) => genreRows(cat).filter((row) => row?.slug !== ADULT_GENRE_SLUG)

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
      ...startPageGenreRows(cat),
    ],
  },
  {
    id: 2,
    slug: 'movies',
    title: 'Фильмы',
    description: 'Фильмы онлайн',
    template: 'group.catalog',
    rows: (cat) => [
      ...rows(cat, 'premieres', 'new-movies', 'top-rated', 'movies'),
      ...startPageGenreRows(cat),
    ],
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
    // the client's /telecasts page (the programme card's breadcrumb, spec 3 §2)
    slug: 'telecasts',
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
    title: catalogueText(def.title, p.language),
    description: catalogueTextOrNull(def.description, p.language),
    template: def.template,
    logo: { tv_x3: null },
    library_id: q.library_id ?? null,
    rows: page,
    more_rows: Math.max(0, built.length - q.offset - q.limit),
    rows_total: built.length,
  }
}
