// What a PlayerSource asks for: the URL to load, live or archive, and where to start.
import { pickDrmStream } from './drm-engine'
import type { PlayerSource } from './types'

/** Spec 2 §4: hls_mbr first, then hls. */
export function preferredUrl(source: PlayerSource): string | null {
  if (source.kind === 'drm') return pickDrmStream(source.descriptor)?.url ?? null
  return source.urls.hls_mbr || source.urls.hls || null
}

/** The master playlist text the source carries for the URL it plays, if any. */
export function inlineMaster(source: PlayerSource): { url: string; text: string } | null {
  // hls_mbr, when there is one, is the URL played (preferredUrl)
  if (source.kind !== 'hls' || !source.hlsMbrPlaylist || !source.urls.hls_mbr) return null
  return { url: source.urls.hls_mbr, text: source.hlsMbrPlaylist }
}

/** A live (non-archive) stream: pause is refused and the live edge is tracked. */
export const isLiveSource = (s: PlayerSource): boolean => (s.kind === 'hls' ? s.live : !!s.descriptor.live)

/** Seconds into the stream the source asks to start at (undefined: the live edge or the start). */
export const startOf = (s: PlayerSource): number | undefined =>
  s.kind === 'hls' ? s.startPosition : s.descriptor.startPosition

/** The poster the source carries, or null. */
export const posterOf = (s: PlayerSource): string | null =>
  s.kind === 'hls' ? (s.poster ?? null) : (s.descriptor.poster ?? null)
