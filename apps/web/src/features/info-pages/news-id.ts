import { pathId } from '../../shared/text/path-id'

/**
 * The news item id of /news/{id}: a positive whole number, else null (shown as not found, nothing
 * requested — spec 3 §8 "News item failure: not found").
 */
export function newsItemId(segment: string | undefined): number | null {
  const id = segment === undefined ? null : pathId(segment)
  return id !== null && id > 0 ? id : null
}
