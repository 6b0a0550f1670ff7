import { z } from 'zod'
import { IsoDateTime, INT_MAX } from '../common.ts'
import { ContentCard } from './content.ts'
import { PersonCard } from './persons.ts'
import { RowChannel } from './rows.ts'

// Search (spec 3 §2 "Search"): header suggestions and the records of picked results.

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
