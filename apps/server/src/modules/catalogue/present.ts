import type { ContentCard, ContentDetails, ContentImage, Episode, PersonCard } from '@efir/contract'
import type { ContentImageSpec } from '../../db/schema/index.ts'
import type { Language } from '../../i18n/language.ts'
import { msg, translate } from '../../i18n/messages.ts'
import { GENRE_ROW_OFFSET, type CastRow, type Catalogue, type ContentRow } from './store.ts'
import { favoriteKey, watchPercentage, type CatalogueViewer } from './viewer.ts'

/** Where the server draws its SVG images (modules/catalogue/images.ts). */
export const imagePaths = {
  content: (id: number, spec: ContentImageSpec) =>
    `/media/img/contents/${id}/${spec.type}-${spec.ar.replace(':', 'x')}.svg`,
  person: (id: number) => `/media/img/persons/${id}/person-3x4.svg`,
  library: (id: number, kind: 'bg' | 'logo') =>
    `/media/img/libraries/${id}/${kind === 'bg' ? 'bg-16x9' : 'logo-1x1'}.svg`,
  news: (id: number) => `/media/img/news/${id}/cover-16x9.svg`,
  packet: (id: number) => `/media/img/packets/${id}/cover-16x9.svg`,
  promo: (id: number) => `/media/img/promos/${id}/bg-16x9.svg`,
  channelLogo: (id: number) => `/static/channels/${id}/logo.svg`,
}

/**
 * Everything a presenter needs: the data (its operator texts in the viewer's language), the viewer,
 * the viewer's language and the public origin for absolute URLs.
 */
export interface Presenter {
  cat: Catalogue
  viewer: CatalogueViewer
  base: string
  language: Language
}

const CATEGORY_OF = { movie: 1, series: 2, season: 2, episode: 2, program: 3 } as const

function contentImages(p: Presenter, c: ContentRow): ContentImage[] {
  // Episodes without their own picture show the series' images.
  return c.images.map((spec) => ({
    src: `${p.base}${imagePaths.content(c.id, spec)}`,
    ar: spec.ar,
    type: spec.type,
  }))
}

function firstImage(images: ContentImage[], ars: string[], types: string[]): string | null {
  for (const type of types) {
    for (const ar of ars) {
      const hit = images.find((i) => i.type === type && i.ar === ar)
      if (hit) return hit.src
    }
  }
  return null
}

export function historyOf(p: Presenter, c: ContentRow): ContentCard['history'] {
  const own = p.viewer.history.get(c.id)
  if (own) {
    return {
      watch_percentage: watchPercentage(c, own.seconds),
      seconds: own.seconds,
      screenshot: c.images[0] ? `${p.base}${imagePaths.content(c.id, c.images[0])}` : null,
      content_episode: null,
      updated_at: own.updatedAt.toISOString(),
    }
  }
  if (c.contentType !== 'series') return null
  // A series shows the progress of its most recently watched episode.
  let latest: { episode: ContentRow; seconds: number; updatedAt: Date } | null = null
  for (const episode of p.cat.episodesOf.get(c.id) ?? []) {
    const h = p.viewer.history.get(episode.id)
    if (h && (!latest || latest.updatedAt < h.updatedAt)) latest = { episode, ...h }
  }
  if (!latest) return null
  return {
    watch_percentage: watchPercentage(latest.episode, latest.seconds),
    seconds: latest.seconds,
    screenshot: `${p.base}${imagePaths.content(latest.episode.id, { type: 'still', ar: '16:9' })}`,
    content_episode: {
      id: latest.episode.id,
      season: latest.episode.season ?? 1,
      series: latest.episode.series ?? 1,
    },
    updated_at: latest.updatedAt.toISOString(),
  }
}

export function presentCard(p: Presenter, c: ContentRow): ContentCard {
  const images = contentImages(p, c)
  const genres = c.genreIds.flatMap((id) => {
    const g = p.cat.genres.get(id)
    return g ? [{ id: g.id, name: g.name, row_slug: g.slug, row_id: GENRE_ROW_OFFSET + g.id }] : []
  })
  const countries = c.countryIds.flatMap((id) => {
    const country = p.cat.countries.get(id)
    return country ? [{ id: country.id, code: country.code, name: country.name }] : []
  })
  const ratings: ContentCard['ratings'] = []
  if (c.ratingImdb !== null) ratings.push({ type: 'imdb', rating: c.ratingImdb })
  if (c.ratingKinopoisk !== null) ratings.push({ type: 'kinopoisk', rating: c.ratingKinopoisk })
  const trailerOwner = c.contentType === 'episode' ? (c.parentId ?? c.id) : c.id
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    original: c.original,
    year: c.year,
    content_type: c.contentType,
    category_id: CATEGORY_OF[c.contentType],
    genres,
    countries,
    age: c.age,
    is_adult: c.isAdult,
    motion_rating: c.motionRating === null ? null : { text: c.motionRating },
    images,
    cover: {
      src_2x3: firstImage(images, ['2:3', '3:4', '9:16'], ['cover', 'poster']),
      src_16x9: firstImage(images, ['16:9'], ['cover', 'poster', 'still']),
      bg: firstImage(images, ['21:9', '16:9'], ['bg', 'cover']),
      color_bg: c.color,
    },
    ratings,
    rating_imdb: c.ratingImdb,
    rating_kinopoisk: c.ratingKinopoisk,
    trailers: (p.cat.trailersOf.get(trailerOwner) ?? []).map((tr) => ({ id: tr.id })),
    graphic_title: firstImage(images, ['21:9'], ['title']),
    library_id: c.libraryId,
    duration: c.duration,
    is_4k: c.is4k,
    is_free: c.isFree,
    packet_ids: c.packetIds,
    is_available: c.isAvailable,
    is_lost: c.isLost,
    parent_id: c.parentId,
    season: c.season,
    series: c.series,
    is_announcement: c.isAnnouncement,
    history: p.viewer.userId === null ? null : historyOf(p, c),
  }
}

export function presentPersonCard(p: Presenter, personId: number, role: CastRow['role']): PersonCard | null {
  const person = p.cat.persons.get(personId)
  if (!person) return null
  return {
    id: person.id,
    slug: person.slug,
    name: person.name,
    image: person.hasImage ? `${p.base}${imagePaths.person(person.id)}` : null,
    role,
  }
}

export function presentDetails(p: Presenter, c: ContentRow): ContentDetails {
  const seasons = new Map<number, number>()
  for (const e of p.cat.episodesOf.get(c.id) ?? [])
    seasons.set(e.season ?? 1, (seasons.get(e.season ?? 1) ?? 0) + 1)
  const castOwner = c.contentType === 'episode' ? (c.parentId ?? c.id) : c.id
  return {
    ...presentCard(p, c),
    description: c.description,
    persons: (p.cat.castOf.get(castOwner) ?? []).flatMap((cast) => {
      const card = presentPersonCard(p, cast.personId, cast.role)
      return card ? [card] : []
    }),
    seasons: [...seasons.entries()]
      .sort(([a], [b]) => a - b)
      .map(([number, count]) => ({
        number,
        title: translate(p.language, msg('season_title', { number })),
        episodes_count: count,
      })),
    library_name: p.cat.libraries.get(c.libraryId)?.title ?? '',
    content_schedule: c.channelId === null ? null : { channel_id: c.channelId },
  }
}

export function presentEpisode(p: Presenter, e: ContentRow): Episode {
  const history = p.viewer.history.get(e.id)
  return {
    ...presentCard(p, e),
    description: e.description,
    histories: history ? [{ watch_percentage: watchPercentage(e, history.seconds) }] : [],
  }
}

export const isFavorite = (p: Presenter, kind: 'content' | 'person', id: number) =>
  p.viewer.favorites.get(favoriteKey(kind, id)) ?? null
