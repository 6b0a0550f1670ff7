import type { StreamResponse } from '@efir/contract'
import type { DrmDescriptor, PlayerSource } from '@efir/player'

/** The contract's DRM descriptor as the player core takes it (licence_servers → licence). */
export function toCoreDrm(drm: NonNullable<StreamResponse['drm']>, live: boolean): DrmDescriptor {
  const licence: NonNullable<DrmDescriptor['licence']> = {}
  for (const [system, url] of Object.entries(drm.licence_servers)) {
    if (url) licence[system as keyof typeof licence] = url
  }
  return {
    streams: drm.streams,
    licence,
    ...(drm.certificate ? { certificate: drm.certificate } : {}),
    drm_provider: drm.drm_provider,
    force_subtitles: drm.force_subtitles,
    ...(drm.thumbUrl ? { thumbUrl: drm.thumbUrl } : {}),
    live,
  }
}

/**
 * What the player loads for a stream answer (spec 2 §4 "Source preference: hls_mbr, then hls. A DRM
 * stream goes to DRM player initialisation"); null when the answer has nothing playable (error state 2).
 */
export function toPlayerSource(answer: StreamResponse): PlayerSource | null {
  const live = answer.stream_info.live
  if (answer.drm) return { kind: 'drm', descriptor: toCoreDrm(answer.drm, live) }
  if (!answer.hls_mbr && !answer.hls) return null
  return {
    kind: 'hls',
    urls: { hls_mbr: answer.hls_mbr, hls: answer.hls },
    live,
    ...(answer.img ? { poster: answer.img } : {}),
    ...(answer.hls_mbr && answer.hls_mbr_playlist
      ? {
          hlsMbrPlaylist: answer.hls_mbr_playlist,
          ...(answer.hls_mbr_media_playlists ? { hlsMbrMediaPlaylists: answer.hls_mbr_media_playlists } : {}),
        }
      : {}),
    // a catch-up playlist starts at ts: play it from its first segment
    ...(live ? {} : { startPosition: 0 }),
  }
}
