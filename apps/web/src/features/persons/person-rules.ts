/**
 * The person page's rules (spec 3 §2 "Person page", §6 "Child profile"): which titles show, in which
 * group, and whether the page is indexed.
 */

import { CHILD_MAX_AGE } from '@efir/contract/routes'

/** spec 3 §2: "The page is noindex when fewer than 2 items". */
export const MIN_INDEXED_ITEMS = 2

export type PersonGroupKind = 'movies' | 'series' | 'programmes'
/** The group order on the page. */
export const PERSON_GROUPS: readonly PersonGroupKind[] = ['movies', 'series', 'programmes']

export interface PersonTitle {
  content_type: 'movie' | 'program' | 'series' | 'season' | 'episode'
  category_id: number
  age: number
}

/** spec 3 §2: "Series are category id 2 or content_type series"; programmes are content_type program. */
export function groupOf(title: PersonTitle): PersonGroupKind {
  if (title.category_id === 2 || title.content_type === 'series' || title.content_type === 'season')
    return 'series'
  if (title.content_type === 'program') return 'programmes'
  return 'movies'
}

/** The titles a viewer may see: all, or only those with age up to 12 for a child profile. */
export function visibleTitles<T extends PersonTitle>(titles: readonly T[], child: boolean): T[] {
  return child ? titles.filter((t) => t.age <= CHILD_MAX_AGE) : [...titles]
}

export interface PersonGroup<T> {
  kind: PersonGroupKind
  items: T[]
}

/** Non-empty groups in page order (movies, series, programmes), each keeping the server's order. */
export function groupTitles<T extends PersonTitle>(titles: readonly T[]): PersonGroup<T>[] {
  return PERSON_GROUPS.map((kind) => ({ kind, items: titles.filter((t) => groupOf(t) === kind) })).filter(
    (group) => group.items.length > 0,
  )
}

/** spec 3 §2: noindex under 2 items. */
export function isNoindexPerson(itemCount: number): boolean {
  return itemCount < MIN_INDEXED_ITEMS
}

/** The page's scroll anchors (spec 3 §2: "scroll anchors for movies and biography"). */
export const PERSON_ANCHORS = { movies: 'movies', biography: 'biography' } as const
