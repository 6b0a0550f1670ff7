import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core'
import { at, translations } from './columns.ts'
import { belongsToUser } from './users.ts'

// The catalogue (issue 4, spec 3 §3): read-only demo data, plus viewer histories and search records.

/** An online cinema (spec 3 §3 "Library"). */
export const libraries = pgTable('libraries', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull(),
  /** Issue 31: the operator names its cinemas in each language ("Efir Кино" stayed Russian in en). */
  i18n: translations<'title'>(),
})

/** Main genres (parent null) and subgenres; each has its row (`/row/{slug}`). */
export const genres = pgTable('genres', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  parentId: integer('parent_id'),
  i18n: translations<'name'>(),
})

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  i18n: translations<'name'>(),
})

export interface ContentImageSpec {
  type: 'poster' | 'cover' | 'bg' | 'title' | 'still' | 'person'
  ar: '2:3' | '3:4' | '9:16' | '16:9' | '4:3' | '1:1' | '21:9'
}
export interface PlaybackPointSpec {
  type: 'intro' | 'highlight' | 'credits'
  title: string
  start: number
  end: number
}

/** Films, series, programmes and episodes (spec 3 §3 "Content item"). */
export const contents = pgTable(
  'contents',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    original: text('original'),
    year: integer('year'),
    contentType: text('content_type')
      .$type<'movie' | 'program' | 'series' | 'season' | 'episode'>()
      .notNull(),
    description: text('description').notNull(),
    genreIds: jsonb('genre_ids').$type<number[]>().notNull(),
    countryIds: jsonb('country_ids').$type<number[]>().notNull(),
    age: integer('age').notNull(),
    isAdult: boolean('is_adult').notNull().default(false),
    motionRating: text('motion_rating'),
    images: jsonb('images').$type<ContentImageSpec[]>().notNull(),
    color: text('color').notNull(),
    ratingImdb: doublePrecision('rating_imdb'),
    ratingKinopoisk: doublePrecision('rating_kinopoisk'),
    libraryId: integer('library_id').notNull(),
    duration: integer('duration').notNull(),
    is4k: boolean('is_4k').notNull().default(false),
    isFree: boolean('is_free').notNull(),
    packetIds: jsonb('packet_ids').$type<number[]>().notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    isLost: boolean('is_lost').notNull().default(false),
    parentId: integer('parent_id'),
    season: integer('season'),
    series: integer('series'),
    isAnnouncement: boolean('is_announcement').notNull().default(false),
    playbackPoints: jsonb('playback_points').$type<PlaybackPointSpec[]>().notNull(),
    /** A programme aired on this channel (its catch-up sources). */
    channelId: integer('channel_id'),
    /** Higher is more popular: the order of "popular" rows and search results. */
    popularity: integer('popularity').notNull(),
    addedAt: at('added_at').notNull(),
  },
  (t) => [index('contents_parent').on(t.parentId)],
)

export const trailers = pgTable('trailers', {
  id: integer('id').primaryKey(),
  contentId: integer('content_id').notNull(),
  title: text('title').notNull(),
  duration: integer('duration').notNull(),
})

export const persons = pgTable('persons', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  originalName: text('original_name'),
  hasImage: boolean('has_image').notNull(),
  bio: text('bio').notNull(),
  birthYear: integer('birth_year'),
  color: text('color').notNull(),
})

export const contentPersons = pgTable(
  'content_persons',
  {
    contentId: integer('content_id').notNull(),
    personId: integer('person_id').notNull(),
    role: text('role')
      .$type<'director' | 'actor' | 'producer' | 'writer' | 'composer' | 'presenter' | 'editor'>()
      .notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.personId, t.role] }),
    index('content_persons_person').on(t.personId),
  ],
)

/** Where a viewer stopped in a content (seeded for the demo user; saved stats add to it). */
export const contentHistory = pgTable(
  'content_history',
  {
    userId: belongsToUser(),
    contentId: integer('content_id').notNull(),
    seconds: integer('seconds').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
)

/** Search-history records (spec 3 §3): the result a viewer picked. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    contentType: text('content_type').$type<'channel' | 'content'>().notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('search_history_user').on(t.userId, t.createdAt)],
)
