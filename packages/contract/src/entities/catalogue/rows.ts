import { z } from 'zod'
import { DEFAULT_ROW_LIMIT, ROW_SORTS, ROW_TEMPLATES, ROWSET_ROWS_PER_LOAD } from '../../constants.ts'
import { INT_MAX } from '../common.ts'
import { ContentCard, ContentType } from './content.ts'
import { PersonCard } from './persons.ts'

// Rows and rowsets (spec 3 §3 "Row", "Page or rowset"): their items, templates and queries.

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

// spec 3 §2 templates and §9 page sizes are plain constants (constants.ts), for a client without zod
export { DEFAULT_ROW_LIMIT, ROW_SORTS, ROW_TEMPLATES, ROWSET_ROWS_PER_LOAD }
export type { RowSort } from '../../constants.ts'
export const RowTemplate = z.enum(ROW_TEMPLATES)
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
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_ROW_LIMIT),
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
  /** Issue 31: the order of a content row (ROW_SORTS); popular, the row's own, when absent. */
  sort: z.enum(ROW_SORTS).optional(),
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
  limit: z.coerce.number().int().min(1).max(100).default(ROWSET_ROWS_PER_LOAD),
  /** Items per row. */
  items_limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_ROW_LIMIT),
  device: z.enum(['mobile300', 'web']).optional(),
})

export const RowsetsQuery = z.object({
  version: z.string().max(16).optional(),
  device: z.enum(['mobile300', 'web']).optional(),
})
