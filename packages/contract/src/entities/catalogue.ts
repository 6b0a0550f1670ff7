import { z } from 'zod'
import { IsoDateTime, INT_MAX } from './common.ts'

/*
 * Catalogue entities (spec 3 §3): contents, rows, rowsets, persons, libraries, genres, countries,
 * search, news. Images are drawn by the server (SVG with the title) under /media/img/…, absolute URLs.
 */

/** A content id, or a slug whose trailing digits are the id (`the-matrix-1999-42` → 42). */
export const ContentRef = z
  .string()
  .regex(/^(?:[a-z0-9]+-)*\d{1,9}$/, 'a content id or a slug ending in the id')
  .transform((value) => Number(/(\d+)$/.exec(value)?.[1] ?? '0'))
  .refine((id) => id > 0, 'a positive id')
export const ContentRefParams = z.object({ id: ContentRef })

/** A row or rowset id, or its slug (`/row/genre-drama`, `/rowset/movies`). */
export const SlugOrId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'an id or a slug')
export const SlugOrIdParams = z.object({ id: SlugOrId })

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

export const PersonRole = z.enum([
  'director',
  'actor',
  'producer',
  'writer',
  'composer',
  'presenter',
  'editor',
])
export type PersonRole = z.infer<typeof PersonRole>

/** A person as a content card or a person row lists it. */
export const PersonCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** null: the client shows the person stub (spec 3 §5). */
  image: z.string().nullable(),
  role: PersonRole,
})
export type PersonCard = z.infer<typeof PersonCard>

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

/** spec 3 §3 "Sources": catch-up airings of a content on channels. */
export const ContentSources = z.object({
  catchups: z.array(
    z.object({
      id: z.number().int(),
      channel_id: z.number().int(),
      /** Unix seconds the airing started: the channel archive plays from here. */
      start_at: z.number().int(),
      duration: z.number().int(),
      is_catchup_available: z.boolean(),
    }),
  ),
})

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

/** Playback points of a VOD stream (skip intro, highlights, credits), seconds from the start. */
export const PlaybackPoint = z.object({
  type: z.enum(['intro', 'highlight', 'credits']),
  title: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
})
export type PlaybackPoint = z.infer<typeof PlaybackPoint>

/** spec 3 §3 content `stream`: a VOD playlist (EXT-X-PLAYLIST-TYPE:VOD) of the content's duration. */
export const ContentStream = z.object({
  hls: z.string(),
  hls_mbr: z.string(),
  drm: z.object({ force_subtitles: z.boolean(), thumbUrl: z.string().nullable() }).nullable(),
  img: z.string().nullable(),
  packshots: z.array(z.object({ url: z.string() })),
  /** Timings file (reads seek_points, ms from the start of the content) and one tile per point. */
  screenshot_timings: z.string().nullable(),
  screenshot_url: z.string().nullable(),
  content_schedule: z.object({ channel_id: z.number().int() }).nullable(),
  duration: z.number().int().positive().max(INT_MAX),
  playback_points: z.array(PlaybackPoint),
  /** PATCH /v2/users/self/stat/{stat.id} with duration = the playback position in seconds saves history. */
  stat: z.object({ id: z.number().int() }),
})
export type ContentStream = z.infer<typeof ContentStream>

export const ContentStreamQuery = z.object({
  ts: z.coerce.number().int().min(0).optional(),
  type: z.enum(['hls']).optional(),
  force_https: z.enum(['true', 'false']).optional(),
})

export const TrailerStream = z.object({
  id: z.number().int(),
  content_id: z.number().int(),
  title: z.string(),
  hls: z.string(),
  duration: z.number().int().positive().max(INT_MAX),
  img: z.string().nullable(),
})
export type TrailerStream = z.infer<typeof TrailerStream>

export const Library = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.object({ bg: z.string(), color_bg: z.string() }),
  bg: z.string(),
  logo: z.string(),
  contents_count: z.number().int().min(0),
})
export type Library = z.infer<typeof Library>

/** A row destination (spec 3 §2): content card, message modal, new tab, packet page. */
export const Destination = z.object({
  type: z.enum(['content', 'text', 'open_url', 'packet', 'row', 'channel']),
  id: z.number().int().nullable(),
  slug: z.string().nullable(),
  library_id: z.number().int().nullable(),
  src: z.string().nullable(),
  id_no_ott: z.number().int().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
})
export type Destination = z.infer<typeof Destination>

/** An item of a promo, button or packet row (spec 3 §3 "Row item"). */
export const Promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  short: z.string().nullable(),
  description: z.string().nullable(),
  background: z.string().nullable(),
  image: z.string().nullable(),
  color_bg: z.string(),
  destination: Destination,
  /** promo-bg: a trailer plays behind; ratings and age show as badges. */
  trailer: z.object({ id: z.number().int() }).nullable(),
  content: ContentCard.nullable(),
  /** Seconds a promo slide stays (auto-advance), else the slider default of 7000 ms. */
  duration: z.number().int().positive().max(INT_MAX).nullable(),
})
export type Promotion = z.infer<typeof Promotion>

/** A channel in a channel row: the client drops ids it does not know (spec 3 §2). */
export const RowChannel = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
})

export const RowTemplate = z.enum([
  'content-v',
  'content-h',
  'person',
  'channel',
  'channels',
  'history',
  'history-h',
  'collection-v',
  'button',
  'branded_button',
  'promo-bg',
  'promo-wide',
  'packet_promo',
  'packet_promo_base',
  'donate_packs',
])
export type RowTemplate = z.infer<typeof RowTemplate>

/** spec 3 §3 "Row": one page of items (offset, limit) and how many are left. */
export const Row = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  template: RowTemplate,
  content_type: ContentType.nullable(),
  description: z.string().nullable(),
  html_description: z.string().nullable(),
  /** Items after this page (0: the last page). */
  more_count: z.number().int().min(0),
  total: z.number().int().min(0),
  limit: z.number().int(),
  offset: z.number().int(),
  library_id: z.number().int().nullable(),
  loop_count: z.number().int().nullable(),
  contents: z.array(ContentCard),
  channels: z.array(RowChannel),
  persons: z.array(PersonCard),
  promotions: z.array(Promotion),
})
export type Row = z.infer<typeof Row>

/** Filters of the row call (spec 3 §2 "Filter catalogue", "Row page"). */
export const RowQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** spec 3 §9: default 20; row pages ask 21/18/24, prerender 100, the catalogue 100 then 50. */
  limit: z.coerce.number().int().min(1).max(100).default(20),
  text: z.string().trim().max(255).optional(),
  library_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
  /** Genre id (main genre) and subgenre id. */
  main_genre: z.coerce.number().int().positive().max(INT_MAX).optional(),
  genre: z.coerce.number().int().positive().max(INT_MAX).optional(),
  /** Country id or ISO code. */
  country: z
    .string()
    .regex(/^(?:\d{1,6}|[A-Za-z]{2})$/)
    .optional(),
  year_from: z.coerce.number().int().min(1900).max(2100).optional(),
  year_to: z.coerce.number().int().min(1900).max(2100).optional(),
  rating_from: z.coerce.number().min(0).max(10).optional(),
})
export type RowQuery = z.input<typeof RowQuery>

/** spec 3 §3 "Page or rowset". */
export const RowsetSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  template: z.enum(['startpage', 'group.catalog', 'group.catalog.page', 'search', 'contents', 'my']),
  logo: z.object({ tv_x3: z.string().nullable() }),
  library_id: z.number().int().nullable(),
})
export const Rowset = RowsetSummary.extend({
  rows: z.array(Row),
  /** Rows after this load (spec 3 §9: 24 rows per load). */
  more_rows: z.number().int().min(0),
  rows_total: z.number().int().min(0),
})
export type Rowset = z.infer<typeof Rowset>

export const RowsetQuery = z.object({
  text: z.string().trim().max(255).optional(),
  library_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
  /** Rows of this load: offset and limit (spec 3 §9: 24, 100 when pre-rendering). */
  offset: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  /** Items per row (default 20). */
  items_limit: z.coerce.number().int().min(1).max(100).default(20),
  device: z.enum(['mobile300', 'web']).optional(),
})

export const RowsetsQuery = z.object({
  version: z.string().max(16).optional(),
  device: z.enum(['mobile300', 'web']).optional(),
})

export const FilmographyQuery = z.object({
  person_id: z.coerce.number().int().positive().max(INT_MAX),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(100),
})

/** spec 3 §3 "Person". */
export const Person = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  original_name: z.string().nullable(),
  image: z.string().nullable(),
  bio: z.string(),
  bio_url: z.string().nullable(),
  roles: z.array(PersonRole),
  /** How many titles the filmography lists (the page word-forms it: 1 фильм, 2 фильма, 5 фильмов). */
  contents_count: z.number().int().min(0),
  birth_year: z.number().int().nullable(),
})
export type Person = z.infer<typeof Person>

export const PersonRefParams = z.object({ id: ContentRef })

export const PersonFavorite = z.object({ favorite: z.object({ id: z.number().int() }).nullable() })

/** spec 3 §2 "Search": suggestions for the header box; text lower-case, empty on focus. */
export const SearchSuggestQuery = z.object({ text: z.string().max(255).default('') })
export const SearchHistoryRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  content_type: z.enum(['channel', 'content']),
  object_id: z.number().int(),
  created_at: IsoDateTime,
})
export const SearchSuggest = z.object({
  text: z.string(),
  /** The query as the server understood it when typed in the wrong keyboard layout ("vfnhbwf" → "матрица"). */
  corrected_text: z.string().nullable(),
  suggestions: z.array(z.object({ text: z.string() })),
  contents: z.array(ContentCard),
  channels: z.array(RowChannel),
  persons: z.array(PersonCard),
  /** The viewer's last selected results (empty for anonymous callers). */
  history: z.array(SearchHistoryRecord),
})
export type SearchSuggest = z.infer<typeof SearchSuggest>

export const SearchFoundBody = z.object({
  title: z.string().trim().min(1).max(255),
  text: z.string().trim().max(255),
  content_type: z.enum(['channel', 'content']),
  object_id: z.number().int().positive().max(INT_MAX),
})

export const Country = CountryRef.extend({ contents_count: z.number().int().min(0) })
export type Country = z.infer<typeof Country>

/** Internal genres: main genres (parent_id null) and their subgenres. */
export const InternalGenre = GenreRef.extend({
  parent_id: z.number().int().nullable(),
  content_types: z.array(ContentType),
})
export type InternalGenre = z.infer<typeof InternalGenre>

export const NewsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  short: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  published_at: IsoDateTime,
})
export type NewsItem = z.infer<typeof NewsItem>

/** Catalogue constants of spec 3 §9 the server honours. */
export const SIMILAR_MAX = 12
export const DEFAULT_ROW_LIMIT = 20
export const ROWSET_ROWS_PER_LOAD = 24
