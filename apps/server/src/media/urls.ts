import type { DrmDescriptor } from '@efir/contract'

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

/** Segment URLs depend only on the channel and the timeline number n: shared and cacheable. */
export const segmentPaths = {
  videoInit: (channelId: number, rendition: string) => `/media/seg/${channelId}/video/${rendition}/init.mp4`,
  video: (channelId: number, rendition: string, n: number) =>
    `/media/seg/${channelId}/video/${rendition}/${n}.m4s`,
  audioInit: (channelId: number, language: string) => `/media/seg/${channelId}/audio/${language}/init.mp4`,
  audio: (channelId: number, language: string, n: number) =>
    `/media/seg/${channelId}/audio/${language}/${n}.m4s`,
  subtitles: (channelId: number, language: string, n: number) =>
    `/media/seg/${channelId}/subs/${language}/${n}.vtt`,
}

export const CLEARKEY_LICENSE_PATH = '/media/drm/clearkey/license'
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
  thumbnails: (channelId: number): string => `/media/thumbs/${channelId}/timings.json`,
  /** The sprite of the channel's loop: one 196x110 tile per 10 s. */
  thumbnailSprite: (channelId: number): string => `/media/thumbs/${channelId}/sprite.jpg`,
  /** One 196x110 tile for the 10 s containing a unix time. */
  thumbnailAt: (channelId: number, unixSeconds: number): string =>
    `/media/thumbs/${channelId}/${Math.floor(unixSeconds / 10) * 10}.jpg`,
  /** ClearKey DASH manifest: live, or a static catch-up from ts. */
  drmManifest: (channelId: number, ts?: number | null): string =>
    `/media/drm/${channelId}/manifest.mpd${ts == null ? '' : `?ts=${ts}`}`,
  clearKeyLicense: (): string => CLEARKEY_LICENSE_PATH,
  /** spec 2 §3 "DRM stream descriptor" of the ClearKey channel, every URL prefixed with base. */
  drmDescriptor: (channelId: number, ts: number | null = null, base = ''): DrmDescriptor => ({
    streams: [{ type: 'dash_clearkey', url: `${base}${mediaUrls.drmManifest(channelId, ts)}` }],
    licence_servers: {
      clearkey: `${base}${CLEARKEY_LICENSE_PATH}`,
      widevine: null,
      playready: null,
      fairplay: null,
    },
    certificate: null,
    drm_provider: 'clearkey',
    force_subtitles: false,
    thumbUrl: `${base}${mediaUrls.thumbnails(channelId)}`,
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
