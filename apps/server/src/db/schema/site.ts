import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { at } from './columns.ts'

// What the site shows besides channels and titles: SEO texts, menu pages, news.

export const seoMasks = pgTable('seo_masks', {
  id: serial('id').primaryKey(),
  page: text('page').notNull(),
  textType: text('text_type').$type<'h1' | 'title' | 'description' | 'keywords' | 'shareTitle'>().notNull(),
  text: text('text').notNull(),
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
})
