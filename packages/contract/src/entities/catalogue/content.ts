import { z } from 'zod'
import { IsoDateTime, INT_MAX } from '../common.ts'
import { PersonCard } from './persons.ts'

// Contents (spec 3 §3 "Content item"): cards, the card page, episodes, per-viewer meta, libraries.
// Images are drawn by the server (SVG with the title) under /media/img/…, absolute URLs.

/** Image kinds the server draws (spec 3 §5 "Content images"). */
export const ImageType = z.enum(['poster', 'cover', 'bg', 'title', 'still', 'person'])
export type ImageType = z.infer<typeof ImageType>
/** Aspect ratios the server draws. */
export const ImageAspect = z.enum(['2:3', '3:4', '9:16', '16:9', '4:3', '1:1', '21:9'])
export type ImageAspect = z.infer<typeof ImageAspect>

export const ContentImage = z.object({ src: z.string(), ar: ImageAspect, type: ImageType })
export type ContentImage = z.infer<typeof ContentImage>

export const ContentType = z.enum(['movie', 'program', 'series', 'season', 'episode'])
export type ContentType = z.infer<typeof ContentType>

export const GenreRef = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The genre's row: links go to /row/{row_slug}. */
  row_slug: z.string(),
  row_id: z.number().int(),
})
export type GenreRef = z.infer<typeof GenreRef>

export const CountryRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() })

export const Rating = z.object({ type: z.enum(['imdb', 'kinopoisk']), rating: z.number().min(0).max(10) })

/** Watch progress of the viewer (history rows, episodes); null when never watched. */
export const ContentHistory = z.object({
  watch_percentage: z.number().min(0).max(100),
  seconds: z.number().int().min(0),
  screenshot: z.string().nullable(),
  /** Which episode the progress is on (series in a history row). */
  content_episode: z
    .object({ id: z.number().int(), season: z.number().int(), series: z.number().int() })
    .nullable(),
  updated_at: IsoDateTime,
})
export type ContentHistory = z.infer<typeof ContentHistory>

/** A content item as rows, search and similar lists carry it (spec 3 §3 "Content item"). */
export const ContentCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  original: z.string().nullable(),
  year: z.number().int().nullable(),
  content_type: ContentType,
  /** 2 for series (spec 3 §2: series are category id 2 or content_type series), 1 movies, 3 programmes. */
  category_id: z.number().int(),
  genres: z.array(GenreRef),
  countries: z.array(CountryRef),
  age: z.number().int().min(0).max(21),
  is_adult: z.boolean(),
  motion_rating: z.object({ text: z.string() }).nullable(),
  images: z.array(ContentImage),
  cover: z.object({
    src_2x3: z.string().nullable(),
    src_16x9: z.string().nullable(),
    bg: z.string().nullable(),
    color_bg: z.string(),
  }),
  ratings: z.array(Rating),
  rating_imdb: z.number().nullable(),
  rating_kinopoisk: z.number().nullable(),
  trailers: z.array(z.object({ id: z.number().int() })),
  graphic_title: z.string().nullable(),
  library_id: z.number().int(),
  duration: z.number().int().min(0),
  /** 4K items are filtered out of rows by the client (spec 3 §5). */
  is_4k: z.boolean(),
  /** Free for every viewer, guests included; else bound to packet_ids. */
  is_free: z.boolean(),
  packet_ids: z.array(z.number().int()),
  is_available: z.boolean(),
  is_lost: z.boolean(),
  /** Episodes: the series, its season and number; announcement episodes cannot play. */
  parent_id: z.number().int().nullable(),
  season: z.number().int().nullable(),
  series: z.number().int().nullable(),
  is_announcement: z.boolean(),
  /** Only in personal lists (history rows, episodes of a signed-in viewer). */
  history: ContentHistory.nullable(),
})
export type ContentCard = z.infer<typeof ContentCard>

export const Season = z.object({
  number: z.number().int().positive().max(INT_MAX),
  title: z.string(),
  episodes_count: z.number().int().min(0),
})

/** The content card page (spec 3 §2 "Content card"). */
export const ContentDetails = ContentCard.extend({
  description: z.string(),
  persons: z.array(PersonCard),
  seasons: z.array(Season),
  /** SEO and breadcrumbs: the library's name. */
  library_name: z.string(),
  /** When a programme is aired on a channel (its catch-up sources are under /sources). */
  content_schedule: z.object({ channel_id: z.number().int() }).nullable(),
})
export type ContentDetails = z.infer<typeof ContentDetails>

/** spec 3 §3 "Episode". */
export const Episode = ContentCard.extend({
  description: z.string(),
  histories: z.array(z.object({ watch_percentage: z.number().min(0).max(100) })),
})
export type Episode = z.infer<typeof Episode>

/** spec 3 §3 "Content meta" (per viewer). */
export const ContentButton = z.object({
  button_type: z.enum(['play', 'pay', 'trailer', 'continue']),
  caption: z.string(),
  sub_caption: z.string().nullable(),
  icon: z.string().nullable(),
  /** A pay button with show_options opens the quick-packets modal of the content's packets. */
  show_options: z.boolean(),
  play_after: z.boolean(),
  button_data: z.object({ packet_id: z.number().int(), purchase_type_id: z.number().int() }).nullable(),
})
export const ContentMetadata = z.object({
  id: z.number().int(),
  buttons: z.array(ContentButton),
  is_purchased: z.boolean(),
  is_available: z.boolean(),
  is_lost: z.boolean(),
  favorite: z.object({ id: z.number().int() }).nullable(),
  /** Series: the episode to play next (the first unfinished one); films: null. */
  next_to_play: z
    .object({ id: z.number().int(), season: z.number().int(), series: z.number().int() })
    .nullable(),
  /** Where playback resumes (0 when never watched). */
  history: z.object({ seconds: z.number().int().min(0), watch_percentage: z.number().min(0).max(100) }),
  stream_using: z.object({
    library_id: z.number().int(),
    content_schedule: z.object({ channel_id: z.number().int(), timestamp: z.number().int() }).nullable(),
  }),
  /** Cheapest packet price when not purchased, else null. */
  min_price: z.number().nullable(),
})
export type ContentMetadata = z.infer<typeof ContentMetadata>

export const Library = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.object({ bg: z.string(), color_bg: z.string() }),
  bg: z.string(),
  logo: z.string(),
  contents_count: z.number().int().min(0),
})
export type Library = z.infer<typeof Library>

/** Catalogue constant of spec 3 §9 the server honours: at most this many similar titles. */
export { SIMILAR_MAX } from '../../constants.ts'
