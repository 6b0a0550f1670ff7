/**
 * Favorites of spec 1 §3 / spec 3 §4: a favorite is one of channel_id, program_id, person_id,
 * content_id; the /my page groups them, a button finds the favorite of one object to remove it.
 */
export type FavoriteKind = 'content' | 'channel' | 'person' | 'program'
/** The order of the groups on /my. */
export const FAVORITE_KINDS: readonly FavoriteKind[] = ['content', 'channel', 'person', 'program']

export interface FavoriteRecord {
  id: number
  channel_id: number | null
  program_id: number | null
  person_id: number | null
  content_id: number | null
}

const FIELD = {
  content: 'content_id',
  channel: 'channel_id',
  person: 'person_id',
  program: 'program_id',
} as const satisfies Record<FavoriteKind, keyof FavoriteRecord>

/** The body of POST /v2/users/self/favorites for one object. */
export function favoriteBody(
  kind: FavoriteKind,
  objectId: number,
): Partial<Record<(typeof FIELD)[FavoriteKind], number>> {
  return { [FIELD[kind]]: objectId }
}

export function kindOf(favorite: FavoriteRecord): FavoriteKind | undefined {
  return FAVORITE_KINDS.find((kind) => favorite[FIELD[kind]] !== null)
}

/** The favorite of an object, if the viewer has it. */
export function findFavorite<F extends FavoriteRecord>(
  favorites: readonly F[] | undefined,
  kind: FavoriteKind,
  objectId: number,
): F | undefined {
  return favorites?.find((f) => f[FIELD[kind]] === objectId)
}

/** Object ids per kind, in the list's order (newest first as the server sends them). */
export function favoriteIds(favorites: readonly FavoriteRecord[]): Record<FavoriteKind, number[]> {
  const ids: Record<FavoriteKind, number[]> = { content: [], channel: [], person: [], program: [] }
  for (const favorite of favorites) {
    const kind = kindOf(favorite)
    const id = kind && favorite[FIELD[kind]]
    if (kind && id !== null && id !== undefined && !ids[kind].includes(id)) ids[kind].push(id)
  }
  return ids
}

/** The list after adding or removing, for an optimistic update. */
export function toggledFavorites<F extends FavoriteRecord>(
  favorites: readonly F[],
  kind: FavoriteKind,
  objectId: number,
  added: F | undefined,
): F[] {
  const existing = findFavorite(favorites, kind, objectId)
  if (existing) return favorites.filter((f) => f !== existing)
  return added ? [added, ...favorites] : [...favorites]
}
