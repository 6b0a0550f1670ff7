import { z } from 'zod'

// Ids and slugs in catalogue paths.

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
