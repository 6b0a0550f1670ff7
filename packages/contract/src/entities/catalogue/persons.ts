import { z } from 'zod'
import { INT_MAX } from '../common.ts'
import { ContentRef } from './refs.ts'

// Persons (spec 3 §3 "Person"): as a card lists them, their page, filmography and favorite.

export const PersonRole = z.enum([
  'director',
  'actor',
  'producer',
  'writer',
  'composer',
  'presenter',
  'editor',
])
export type PersonRole = z.infer<typeof PersonRole>

/** A person as a content card or a person row lists it. */
export const PersonCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** null: the client shows the person stub (spec 3 §5). */
  image: z.string().nullable(),
  role: PersonRole,
})
export type PersonCard = z.infer<typeof PersonCard>

/** spec 3 §3 "Person". */
export const Person = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  original_name: z.string().nullable(),
  image: z.string().nullable(),
  bio: z.string(),
  bio_url: z.string().nullable(),
  roles: z.array(PersonRole),
  /** How many titles the filmography lists (the page word-forms it: 1 фильм, 2 фильма, 5 фильмов). */
  contents_count: z.number().int().min(0),
  birth_year: z.number().int().nullable(),
})
export type Person = z.infer<typeof Person>

export const PersonRefParams = z.object({ id: ContentRef })

export const PersonFavorite = z.object({ favorite: z.object({ id: z.number().int() }).nullable() })

export const FilmographyQuery = z.object({
  person_id: z.coerce.number().int().positive().max(INT_MAX),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(100),
})
