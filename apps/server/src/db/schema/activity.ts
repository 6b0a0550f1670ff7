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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at } from './columns.ts'
import { belongsToUser, users } from './users.ts'

// What viewers do: favorites, watched seconds, advertising ids, playback starts, analytics events.

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser(),
    kind: text('kind').$type<'channel' | 'program' | 'person' | 'content'>().notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('favorites_user_object').on(t.userId, t.kind, t.objectId)],
)

export const stats = pgTable(
  'stats',
  {
    statId: integer('stat_id').notNull(),
    userId: belongsToUser(),
    duration: integer('duration').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statId, t.userId] })],
)

export const adIds = pgTable(
  'ad_ids',
  {
    id: serial('id').primaryKey(),
    userId: belongsToUser(),
    identifier: text('identifier').notNull(),
    vendor: text('vendor').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('ad_ids_user_identifier').on(t.userId, t.vendor, t.identifier)],
)

/** One row per stream answer: its id is the stat id the client reports watched seconds under. */
export const playbackStarts = pgTable(
  'playback_starts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The channel played, or null for a VOD content (content_id). */
    channelId: integer('channel_id'),
    contentId: integer('content_id'),
    /** Catch-up start (unix seconds), null for live. */
    ts: integer('ts'),
    preview: boolean('preview').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('playback_starts_user').on(t.userId)],
)

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the device serial: the serial itself is a re-authorisation secret. */
    deviceHash: text('device_hash'),
    name: text('name').notNull(),
    /** When the client saw it (unix ms, as sent). */
    at: doublePrecision('at').notNull(),
    page: text('page'),
    value: text('value'),
    source: text('source'),
    type: text('type'),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('analytics_events_name').on(t.name, t.receivedAt)],
)
