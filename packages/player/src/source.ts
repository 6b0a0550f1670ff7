// What a PlayerSource asks for: the URL to load, live or archive, and where to start.
import { pickDrmStream } from './drm-engine'
import type { PlayerSource } from './types'

/** Spec 2 §4: hls_mbr first, then hls. */
export function preferredUrl(source: PlayerSource): string | null {
  if (source.kind === 'drm') return pickDrmStream(source.descriptor)?.url ?? null
  return source.urls.hls_mbr || source.urls.hls || null
}

/** The playlists the source carries (the master of the URL it plays, a live start's media playlists), by URL. */
export function inlinePlaylists(source: PlayerSource): { url: string; text: string }[] {
  // hls_mbr, when there is one, is the URL played (preferredUrl)
  if (source.kind !== 'hls' || !source.hlsMbrPlaylist || !source.urls.hls_mbr) return []
  const master = new URL(source.urls.hls_mbr, globalThis.location?.href)
  return [
    { url: master.href, text: source.hlsMbrPlaylist },
    // hls.js asks for them by the URL the master's URI resolves to
    ...Object.entries(source.hlsMbrMediaPlaylists ?? {}).map(([uri, text]) => ({
      url: new URL(uri, master).href,
      text,
    })),
  ]
}

/** A live (non-archive) stream: pause is refused and the live edge is tracked. */
export const isLiveSource = (s: PlayerSource): boolean => (s.kind === 'hls' ? s.live : !!s.descriptor.live)

/** Seconds into the stream the source asks to start at (undefined: the live edge or the start). */
export const startOf = (s: PlayerSource): number | undefined =>
  s.kind === 'hls' ? s.startPosition : s.descriptor.startPosition

/** The poster the source carries, or null. */
export const posterOf = (s: PlayerSource): string | null =>
  s.kind === 'hls' ? (s.poster ?? null) : (s.descriptor.poster ?? null)
