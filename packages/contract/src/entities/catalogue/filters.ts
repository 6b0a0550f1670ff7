import { z } from 'zod'
import { ContentType, CountryRef, GenreRef } from './content.ts'

// What the catalogue filter offers (spec 3 §2 "Filter catalogue"): countries and genres.

export const Country = CountryRef.extend({ contents_count: z.number().int().min(0) })
export type Country = z.infer<typeof Country>

/** Internal genres: main genres (parent_id null) and their subgenres. */
export const InternalGenre = GenreRef.extend({
  parent_id: z.number().int().nullable(),
  content_types: z.array(ContentType),
  /** Issue 31: an adult genre (erotica): a child profile is shown neither its titles nor its tile. */
  is_adult: z.boolean(),
})
export type InternalGenre = z.infer<typeof InternalGenre>
