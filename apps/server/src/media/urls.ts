import type { DrmDescriptor } from '@efir/contract'
import { withToken } from './token.ts'

/** spec 2 §3 "Stream response": hls_mbr lists every rendition, hls a single one. */
export type StreamFlavour = 'hls' | 'hls_mbr'
/** VAST roll places (spec 2 §3 "Ad info"). */
export type AdPlace = 'pre_roll' | 'middle_roll' | 'post_roll' | 'post_pause_roll'
export const AD_PLACES: readonly AdPlace[] = ['pre_roll', 'middle_roll', 'post_roll', 'post_pause_roll']

/** Where a playlist's window lies: the live edge, or catch-up from a unix ts. */
export type WindowRef = { kind: 'live' } | { kind: 'catchup'; ts: number }

/** Playlists of a window: the master, and relative media playlist names under it. */
export function windowPrefix(channelId: number, window: WindowRef): string {
  return window.kind === 'live' ? `/media/live/${channelId}` : `/media/catchup/${channelId}/${window.ts}`
}

/**
 * Whose segments and thumbnails: a channel's, a content's (VOD) or a trailer's. Each has its own
 * root, so a media token of one (content 124) never opens another's (channel 124, media/token.ts).
 */
export type MediaSpace = 'channel' | 'content' | 'trailer'
const SEGMENT_ROOTS: Record<MediaSpace, string> = {
  channel: '/media/seg',
  content: '/media/vod-seg',
  trailer: '/media/trailer-seg',
}
export const segmentRoot = (space: MediaSpace): string => SEGMENT_ROOTS[space]

/** Segment URLs depend only on the media object and the timeline number n: shared and cacheable. */
export const segmentPathsIn = (space: MediaSpace) => {
  const root = SEGMENT_ROOTS[space]
  return {
    videoInit: (id: number, rendition: string) => `${root}/${id}/video/${rendition}/init.mp4`,
    video: (id: number, rendition: string, n: number) => `${root}/${id}/video/${rendition}/${n}.m4s`,
    audioInit: (id: number, language: string) => `${root}/${id}/audio/${language}/init.mp4`,
    audio: (id: number, language: string, n: number) => `${root}/${id}/audio/${language}/${n}.m4s`,
    subtitles: (id: number, language: string, n: number) => `${root}/${id}/subs/${language}/${n}.vtt`,
  }
}
export const segmentPaths = segmentPathsIn('channel')

/** Thumbnail roots: a channel's, and a content's (its VOD positions). */
export type ThumbnailSpace = 'channel' | 'content'
export const THUMBNAIL_ROOTS: Record<ThumbnailSpace, string> = {
  channel: '/media/thumbs',
  content: '/media/vod-thumbs',
}

export const AD_CLIP_PATH = '/media/clips/ad-preroll.mp4'
/** Deliberately absent: the VAST `?fail=1` variant points at it (the ad failure path, spec 2 §4). */
export const MISSING_AD_CLIP_PATH = '/media/clips/missing-ad.mp4'
export const AD_TRACKING_PATH = '/media/ads/track'

/**
 * The media origin's URLs, as paths on this server: callers prefix the public base
 * (`https://host`) they answer with. The stream module builds stream answers from these.
 */
export const mediaUrls = {
  /** Live master playlist of a channel. */
  live: (channelId: number, flavour: StreamFlavour): string =>
    `${windowPrefix(channelId, { kind: 'live' })}/${flavour}.m3u8`,
  /** Catch-up master playlist from unix time ts (the same timeline's past). */
  catchup: (channelId: number, ts: number, flavour: StreamFlavour): string =>
    `${windowPrefix(channelId, { kind: 'catchup', ts })}/${flavour}.m3u8`,
  /** Screenshot timings file (seek_points) of a channel; `?start=&end=` narrow it. */
  thumbnails: (channelId: number, space: ThumbnailSpace = 'channel'): string =>
    `${THUMBNAIL_ROOTS[space]}/${channelId}/timings.json`,
  /** The sprite of the channel's loop: one 196x110 tile per 10 s. */
  thumbnailSprite: (channelId: number, space: ThumbnailSpace = 'channel'): string =>
    `${THUMBNAIL_ROOTS[space]}/${channelId}/sprite.jpg`,
  /** One 196x110 tile for the 10 s containing a unix time. */
  thumbnailAt: (channelId: number, unixSeconds: number, space: ThumbnailSpace = 'channel'): string =>
    `${THUMBNAIL_ROOTS[space]}/${channelId}/${Math.floor(unixSeconds / 10) * 10}.jpg`,
  /** ClearKey DASH manifest: live, or a static catch-up from ts. */
  drmManifest: (channelId: number, ts?: number | null): string =>
    `/media/drm/${channelId}/manifest.mpd${ts == null ? '' : `?ts=${ts}`}`,
  /** The W3C ClearKey licence of a channel's key (per channel: its media token opens it). */
  clearKeyLicense: (channelId: number): string => `/media/drm/${channelId}/license`,
  /**
   * spec 2 §3 "DRM stream descriptor" of the ClearKey channel, every URL prefixed with base and
   * carrying the media token.
   */
  drmDescriptor: (
    channelId: number,
    ts: number | null,
    base: string,
    token: string | null,
  ): DrmDescriptor => ({
    streams: [
      { type: 'dash_clearkey', url: withToken(`${base}${mediaUrls.drmManifest(channelId, ts)}`, token) },
    ],
    licence_servers: {
      clearkey: withToken(`${base}${mediaUrls.clearKeyLicense(channelId)}`, token),
      widevine: null,
      playready: null,
      fairplay: null,
    },
    certificate: null,
    drm_provider: 'clearkey',
    force_subtitles: false,
    thumbUrl: withToken(`${base}${mediaUrls.thumbnails(channelId)}`, token),
  }),
  /** A VAST tag with one linear creative; `fail` points its MediaFile at a missing clip. */
  vast: (place: AdPlace, options: { fail?: boolean } = {}): string =>
    `/media/vast/${place}.xml${options.fail ? '?fail=1' : ''}`,
  /** spec 2 §4 "Offline": a small text file with a timestamp, never cached. */
  onlineCheck: (): string => '/media/online_check.txt',
  /** catchup_blackout_mattress_url / _screenshot_url (spec 2 §3 "Configuration"). */
  mattress: (): string => '/media/clips/mattress.mp4',
  mattressScreenshot: (): string => '/media/clips/mattress.jpg',
}
