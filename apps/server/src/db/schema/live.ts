import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { PlainKey } from '../../i18n/messages.ts'
import { reference } from './columns.ts'

// Live TV (spec 2 §3): channels, their categories, the programmes the EPG airs.

/** Texts stored per interface language (the answer follows Accept-Language). */
export type LocalizedText = Partial<Record<'ru' | 'en' | 'kk' | 'uz', string>>

/** A live channel (spec 2 §3 "Channel"); flags per viewer (purchased, favoured) are computed. */
export const channels = pgTable('channels', {
  id: integer('id').primaryKey(),
  number: integer('number').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** The kind of programmes the EPG generator airs on it. */
  theme: text('theme')
    .$type<'general' | 'news' | 'sport' | 'movies' | 'music' | 'kids' | 'adult' | 'nature'>()
    .notNull(),
  age: integer('age'),
  color: text('color').notNull(),
  isFree: boolean('is_free').notNull(),
  isAvailable: boolean('is_available').notNull(),
  /** Message-catalogue key of the access error shown for an unavailable channel. */
  accessError: text('access_error').$type<PlainKey>(),
  isHidden: boolean('is_hidden').notNull().default(false),
  isFixed: boolean('is_fixed').notNull().default(false),
  is4k: boolean('is_4k').notNull().default(false),
  isHd: boolean('is_hd').notNull().default(true),
  archivedDays: integer('archived_days').notNull(),
  vitrinaUrl: text('vitrina_url'),
  streamType: text('stream_type').$type<'hls' | 'dash_clearkey' | 'vitrina'>().notNull().default('hls'),
  /** Free channels may carry a pre-roll (spec 2 §4 "Advertising"). */
  hasPreRoll: boolean('has_pre_roll').notNull().default(false),
})

export const channelCategories = pgTable('channel_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  short: text('short'),
  position: integer('position').notNull(),
  isAllChannels: boolean('is_all_channels').notNull().default(false),
  isStartup: boolean('is_startup').notNull().default(false),
  isAdult: boolean('is_adult').notNull().default(false),
  is4k: boolean('is_4k').notNull().default(false),
})

export const categoryChannels = pgTable(
  'category_channels',
  {
    categoryId: reference('category_id', () => channelCategories.id, { onDelete: 'cascade' }),
    channelId: reference('channel_id', () => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.channelId] })],
)

/** The programme catalogue the EPG airs (spec 2 §3 "program"). */
export const programs = pgTable('programs', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  theme: text('theme').notNull(),
  age: integer('age').notNull(),
  genres: jsonb('genres').$type<{ id: number; name: string }[]>().notNull(),
  year: integer('year'),
  country: text('country'),
  isSeries: boolean('is_series').notNull().default(false),
  /** Rights forbid catch-up of every airing (spec 2 §8 "archive unavailable"). */
  catchupBanned: boolean('catchup_banned').notNull().default(false),
  color: text('color').notNull(),
})
