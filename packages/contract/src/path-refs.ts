// How a page's path names what it shows (spec 1 §2, spec 2 §2, spec 3 §2), with no zod: the client
// resolves its routes with these, the API's path schemas check with them, and the server answers a
// direct load of a page whose id names nothing with 404 (issue 32). One rule, three readers.

/** The largest id the server takes (an integer column). */
export const MAX_PATH_ID = 2_147_483_647

/** A content or person path: an id, or a slug whose trailing digits are the id (`the-matrix-1999-42`). */
export const CONTENT_REF_PATTERN = /^(?:[a-z0-9]+-)*\d{1,9}$/

/** A row or rowset path: its id or its slug (`/row/genre-drama`, `/rowset/movies`). */
export const SLUG_OR_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/

/** A whole-number id written in a path segment ("42", "0042"), else null (nothing to request). */
export function pathId(text: string): number | null {
  const n = Number(text)
  return /^\d{1,10}$/.test(text) && n <= MAX_PATH_ID ? n : null
}

/** The id a content or person path names (spec 3 §2: "the trailing digits of the slug"), else null. */
export function contentRefId(ref: string | undefined): number | null {
  if (ref === undefined || !CONTENT_REF_PATTERN.test(ref)) return null
  const id = Number(/(\d+)$/.exec(ref)?.[1] ?? '0')
  return id > 0 ? id : null
}

/** Whether a row or rowset path segment can name one at all. */
export function isSlugOrId(ref: string | undefined): ref is string {
  return ref !== undefined && SLUG_OR_ID_PATTERN.test(ref)
}

/** spec 1 §5 / spec 2 §5: a channel or category id is numeric; anything else is rejected (undefined). */
export function parseChannelId(raw: string | number | undefined | null): number | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw > 0 ? raw : undefined
  if (!raw || !/^\d+$/.test(raw)) return undefined
  const id = Number(raw)
  return id > 0 && Number.isSafeInteger(id) ? id : undefined
}

function decodedKey(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase() // a stray % is a key like any other, not a crash
  }
}

/** A channel by slug, by numeric id, or by a slug ending in -{id} ("pervyj-5"). */
export function findChannel<C extends { id: number; slug: string }>(
  channels: readonly C[],
  slugOrId: string | undefined,
): C | undefined {
  if (!slugOrId) return undefined
  const key = decodedKey(slugOrId)
  const bySlug = channels.find((c) => c.slug.toLowerCase() === key)
  if (bySlug) return bySlug
  const id = parseChannelId(key) ?? parseChannelId(/-(\d+)$/.exec(key)?.[1])
  return id === undefined ? undefined : channels.find((c) => c.id === id)
}

/** A channel category by slug or numeric id. */
export function findCategory<C extends { id: number; slug: string }>(
  categories: readonly C[],
  slugOrId: string | undefined,
): C | undefined {
  if (!slugOrId) return undefined
  const key = decodedKey(slugOrId)
  const id = parseChannelId(key)
  return categories.find((c) => c.slug.toLowerCase() === key || (id !== undefined && c.id === id))
}

/** The three id forms of /packets/{id} (spec 3 §2, §5 "Packet ids with underscores are parsed"). */
export type PacketRef =
  | { form: 'plain'; packetId: number }
  | { form: 'provider'; provider: string; packetId: number }
  | { form: 'bundle'; provider: string; bundleId: number; packetId: number }

/** "42" | "{providerShortName}_42" | "{providerId}_{bundleId}_42" → the ref; anything else → null. */
export function parsePacketRef(raw: string): PacketRef | null {
  const plain = pathId(raw)
  if (plain !== null) return { form: 'plain', packetId: plain }
  const bundle = /^(\d+)_(\d+)_(\d+)$/.exec(raw)
  if (bundle) {
    const [provider, bundleId, packetId] = [pathId(bundle[1]!), pathId(bundle[2]!), pathId(bundle[3]!)]
    if (provider !== null && bundleId !== null && bundleId > 0 && packetId !== null)
      return { form: 'bundle', provider: String(provider), bundleId, packetId }
    return null
  }
  const provider = /^([A-Za-z0-9-][A-Za-z0-9_-]{0,63})_(\d+)$/.exec(raw)
  if (provider) {
    const packetId = pathId(provider[2]!)
    return packetId === null ? null : { form: 'provider', provider: provider[1]!, packetId }
  }
  return null
}
