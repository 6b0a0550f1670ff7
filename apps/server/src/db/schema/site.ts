import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, reference, translations } from './columns.ts'

// What the site shows besides channels and titles: SEO texts, menu pages, news, information pages.

export const seoMasks = pgTable('seo_masks', {
  id: serial('id').primaryKey(),
  page: text('page').notNull(),
  textType: text('text_type').$type<'h1' | 'title' | 'description' | 'keywords' | 'shareTitle'>().notNull(),
  text: text('text').notNull(),
  i18n: translations<'text'>(),
})

export const menuPages = pgTable('menu_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  /** Fallback title; `titles` holds it per interface language (the answer follows Accept-Language). */
  title: text('title').notNull(),
  titles: jsonb('titles').$type<Partial<Record<'ru' | 'en' | 'kk' | 'uz', string>>>().notNull().default({}),
  template: text('template')
    .$type<'outer_link' | 'startpage' | 'catalog' | 'search' | 'starpage' | 'my' | 'tvchannels'>()
    .notNull(),
  kind: text('kind').$type<'default' | 'my'>().notNull(),
  icon: text('icon'),
  url: text('url'),
  inBottomBar: boolean('in_bottom_bar').notNull(),
  position: integer('position').notNull(),
})

export const news = pgTable('news', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  short: text('short').notNull(),
  text: text('text').notNull(),
  color: text('color').notNull(),
  publishedAt: at('published_at').notNull(),
  i18n: translations<'title' | 'short' | 'text'>(),
})

/**
 * The operator's information pages (FAQ sections, device instructions, set-top box manuals, rules
 * pages, the app-store page): one per kind and slug, in `position` order within a kind.
 */
export const infoPages = pgTable(
  'info_pages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'faq' | 'instructions' | 'manual' | 'rules' | 'app_store'>().notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    i18n: translations<'title' | 'text'>(),
  },
  (table) => [uniqueIndex('info_pages_kind_slug').on(table.kind, table.slug)],
)

/** A page's items in `position` order: FAQ questions (title) with answers, or numbered steps. */
export const infoPageItems = pgTable('info_page_items', {
  id: serial('id').primaryKey(),
  pageId: reference('page_id', () => infoPages.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  title: text('title'),
  text: text('text').notNull(),
  i18n: translations<'title' | 'text'>(),
})
