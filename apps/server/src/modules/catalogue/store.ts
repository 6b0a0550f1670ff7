import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import * as t from '../../db/schema/index.ts'
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/language.ts'
import { localizeRow } from '../../i18n/localized.ts'
import { msg, translate } from '../../i18n/messages.ts'
import { priceText, type CurrencyDisplay } from '../accounts/money.ts'

export type ContentRow = typeof t.contents.$inferSelect
export type PersonRow = typeof t.persons.$inferSelect
export type GenreRow = typeof t.genres.$inferSelect
export type CountryRow = typeof t.countries.$inferSelect
export type LibraryRow = typeof t.libraries.$inferSelect
export type TrailerRow = typeof t.trailers.$inferSelect
export type NewsRow = typeof t.news.$inferSelect
export type ChannelRow = typeof t.channels.$inferSelect
export type CastRow = typeof t.contentPersons.$inferSelect
/** A packet with its default purchase type's price (major units) and days. */
export type PacketRow = typeof t.packets.$inferSelect & { price: number; periodDays: number }

/** Which row a genre links to: genre rows have ids 1000 + genre id (rows.ts). */
export const GENRE_ROW_OFFSET = 1000
/** Library rows have ids 2000 + library id (rows.ts). */
export const LIBRARY_ROW_OFFSET = 2000

/**
 * The catalogue is read-only demo data: it is read once per database and kept in memory, so rows,
 * filters and search are plain array work (a few hundred contents and ~2,000 episodes).
 */
export interface Catalogue {
  contents: Map<number, ContentRow>
  slugs: Map<string, number>
  /** Films, series and programmes (not episodes), most popular first. */
  titles: ContentRow[]
  /** Every episode, newest first. */
  episodes: ContentRow[]
  episodesOf: Map<number, ContentRow[]>
  persons: Map<number, PersonRow>
  castOf: Map<number, CastRow[]>
  filmographyOf: Map<number, CastRow[]>
  genres: Map<number, GenreRow>
  genreList: GenreRow[]
  countries: Map<number, CountryRow>
  countryList: CountryRow[]
  libraries: Map<number, LibraryRow>
  libraryList: LibraryRow[]
  trailers: Map<number, TrailerRow>
  trailersOf: Map<number, TrailerRow[]>
  news: NewsRow[]
  channels: ChannelRow[]
  packets: PacketRow[]
  /** Each provider's currency, for prices in its FORMAT (packets carry their provider's id). */
  currencyOf: Map<number, CurrencyDisplay>
}

const cache = new WeakMap<Db, Promise<Rows>>()

function group<K, V>(rows: V[], key: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>()
  for (const row of rows) {
    const k = key(row)
    const list = map.get(k)
    if (list) list.push(row)
    else map.set(k, [row])
  }
  return map
}

/** The catalogue's rows as the database holds them (the operator's texts in the default language). */
async function read(db: Db) {
  const [
    contents,
    persons,
    cast,
    genres,
    countries,
    libraries,
    trailers,
    news,
    channels,
    packets,
    providers,
  ] = await Promise.all([
    db.select().from(t.contents),
    db.select().from(t.persons).orderBy(asc(t.persons.id)),
    db.select().from(t.contentPersons).orderBy(asc(t.contentPersons.position)),
    db.select().from(t.genres).orderBy(asc(t.genres.id)),
    db.select().from(t.countries).orderBy(asc(t.countries.id)),
    db.select().from(t.libraries).orderBy(asc(t.libraries.position)),
    db.select().from(t.trailers).orderBy(asc(t.trailers.id)),
    db.select().from(t.news),
    db.select().from(t.channels).orderBy(asc(t.channels.number)),
    db
      .select({ packet: t.packets, amount: t.purchaseTypes.amount, periodDays: t.purchaseTypes.periodDays })
      .from(t.packets)
      .innerJoin(
        t.purchaseTypes,
        and(eq(t.purchaseTypes.packetId, t.packets.id), eq(t.purchaseTypes.isDefault, true)),
      )
      .orderBy(asc(t.packets.id)),
    db.select({ id: t.providers.id, display: t.providers.display }).from(t.providers),
  ])
  return {
    contents,
    persons,
    cast,
    genres,
    countries,
    libraries,
    trailers,
    news,
    channels,
    packets,
    providers,
  }
}
type Rows = Awaited<ReturnType<typeof read>>

/**
 * An episode without a name of its own (its title is its series') is named by its season and number
 * in the viewer's language (issue 31: "Улицы разбитых фонарей. Сезон 1, серия 6" in every language).
 */
export function episodeTitle(
  episode: ContentRow,
  series: ContentRow | undefined,
  language: Language,
): string {
  if (episode.contentType !== 'episode' || !series || episode.title !== series.title) return episode.title
  const number = translate(
    language,
    msg('content_button_episode', { season: episode.season ?? 1, series: episode.series ?? 1 }),
  )
  return `${series.title}. ${number}`
}

/** The catalogue in one language: the operator's texts (genres, countries, libraries, packets) and episode names. */
function build(rows: Rows, language: Language): Catalogue {
  const { persons, cast, trailers, news, channels, providers } = rows
  const byId = new Map(rows.contents.map((c) => [c.id, c]))
  const contents = rows.contents.map((c) => {
    const title = episodeTitle(c, c.parentId === null ? undefined : byId.get(c.parentId), language)
    return title === c.title ? c : { ...c, title }
  })
  const genres = rows.genres.map((g) => localizeRow(g, language))
  const countries = rows.countries.map((c) => localizeRow(c, language))
  const libraries = rows.libraries.map((l) => localizeRow(l, language))
  const episodes = contents
    .filter((c) => c.contentType === 'episode')
    .sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime() || b.id - a.id)
  const titles = contents
    .filter((c) => c.contentType !== 'episode' && c.contentType !== 'season')
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
  const episodesOf = group(episodes, (e) => e.parentId ?? 0)
  for (const list of episodesOf.values()) {
    list.sort((a, b) => (a.season ?? 0) - (b.season ?? 0) || (a.series ?? 0) - (b.series ?? 0))
  }
  return {
    contents: new Map(contents.map((c) => [c.id, c])),
    slugs: new Map(contents.map((c) => [c.slug, c.id])),
    titles,
    episodes,
    episodesOf,
    persons: new Map(persons.map((p) => [p.id, p])),
    castOf: group(cast, (c) => c.contentId),
    filmographyOf: group(cast, (c) => c.personId),
    genres: new Map(genres.map((g) => [g.id, g])),
    genreList: byName(genres, language),
    countries: new Map(countries.map((c) => [c.id, c])),
    countryList: countries,
    libraries: new Map(libraries.map((l) => [l.id, l])),
    libraryList: libraries,
    trailers: new Map(trailers.map((tr) => [tr.id, tr])),
    trailersOf: group(trailers, (tr) => tr.contentId),
    news: [...news].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()),
    channels: channels.filter((c) => !c.isHidden),
    packets: rows.packets.map((r) =>
      localizeRow({ ...r.packet, price: r.amount / 100, periodDays: r.periodDays }, language),
    ),
    currencyOf: new Map(providers.map((p) => [p.id, p.display.currency])),
  }
}

const byName = <T extends { name: string }>(list: T[], language: Language) =>
  [...list].sort((a, b) => a.name.localeCompare(b.name, language))

const views = new WeakMap<Rows, Map<Language, Catalogue>>()

/** The catalogue (read once per database), its operator texts in the viewer's language. */
export async function loadCatalogue(db: Db, language: Language = DEFAULT_LANGUAGE): Promise<Catalogue> {
  let pending = cache.get(db)
  if (!pending) {
    pending = read(db)
    // A failed load (database not ready) is retried by the next request.
    pending.catch(() => cache.delete(db))
    cache.set(db, pending)
  }
  const rows = await pending
  let byLanguage = views.get(rows)
  if (!byLanguage) views.set(rows, (byLanguage = new Map<Language, Catalogue>()))
  let view = byLanguage.get(language)
  if (!view) byLanguage.set(language, (view = build(rows, language)))
  return view
}

/** A price of a packet in its provider's currency FORMAT ("990 ₸"); the packet's currency code without one. */
export function packetPrice(cat: Catalogue, packet: PacketRow, major: number): string {
  const currency = cat.currencyOf.get(packet.providerId)
  return currency ? priceText(major, currency) : `${major} ${packet.currency}`
}
