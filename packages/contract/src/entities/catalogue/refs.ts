import { z } from 'zod'
import { CONTENT_REF_PATTERN, contentRefId, SLUG_OR_ID_PATTERN } from '../../path-refs.ts'

// Ids and slugs in catalogue paths (the rules themselves: path-refs.ts, shared with the client).

/** A content id, or a slug whose trailing digits are the id (`the-matrix-1999-42` → 42). */
export const ContentRef = z
  .string()
  .regex(CONTENT_REF_PATTERN, 'a content id or a slug ending in the id')
  .transform((value) => contentRefId(value) ?? 0)
  .refine((id) => id > 0, 'a positive id')
export const ContentRefParams = z.object({ id: ContentRef })

/** A row or rowset id, or its slug (`/row/genre-drama`, `/rowset/movies`). */
export const SlugOrId = z.string().regex(SLUG_OR_ID_PATTERN, 'an id or a slug')
export const SlugOrIdParams = z.object({ id: SlugOrId })
