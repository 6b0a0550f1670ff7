import type { Catalogue, ContentRow, GenreRow } from './store.ts'
import { CHILD_MAX_AGE } from '@efir/contract'

/** Genres no child profile is shown (the demo's erotica, seed/catalogue-data.ts genre 14). */
export const ADULT_GENRE_SLUGS: ReadonlySet<string> = new Set(['genre-erotic'])

export const isAdultGenre = (genre: Pick<GenreRow, 'slug'>) => ADULT_GENRE_SLUGS.has(genre.slug)

/**
 * What a child profile's catalogue holds (issue 31, enforced here and not only in the browser): titles
 * aged 12 or less, never an adult one, never one of an adult genre. Rows, rowsets, search, similar
 * titles, episodes and filmographies are cut by it; a content card or stream outside it is not found.
 */
export function childMaySee(cat: Catalogue, content: ContentRow): boolean {
  if (content.isAdult || content.age > CHILD_MAX_AGE) return false
  return !content.genreIds.some((id) => {
    const genre = cat.genres.get(id)
    return genre !== undefined && isAdultGenre(genre)
  })
}

/** A list cut to what the viewer may see: all of it for an adult profile. */
export function forViewer(cat: Catalogue, child: boolean, list: readonly ContentRow[]): ContentRow[] {
  return child ? list.filter((c) => childMaySee(cat, c)) : [...list]
}

/** A title a child profile may open: one it may see, an episode of a series it may see (issue 31). */
export function childMayOpen(cat: Catalogue, content: ContentRow): boolean {
  const parent = content.parentId === null ? undefined : cat.contents.get(content.parentId)
  return childMaySee(cat, content) && (!parent || childMaySee(cat, parent))
}
