import { manifest } from './assets.ts'
import { sourceTimeAt } from './timeline.ts'
import { withToken } from './token.ts'
import { mediaUrls, THUMBNAIL_ROOTS, type ThumbnailSpace } from './urls.ts'

/** At most this span per timings file: 6 h of 10-s points is 2160 entries. */
export const MAX_TIMINGS_SPAN_SECONDS = 6 * 3600
/** Without start/end: the last 3 hours (a programme's worth of scrubbing). */
export const DEFAULT_TIMINGS_SPAN_SECONDS = 3 * 3600

export interface ScreenshotTimings {
  /** Unix seconds the seek points count from. */
  start: number
  end: number
  interval_ms: number
  /** spec 2 §3 "Screenshot timings": ms from start of each thumbnail (every 10 s, past only). */
  seek_points: number[]
  width: number
  height: number
  /** The channel's loop as one sprite (tiles side by side) and the tile of each seek point. */
  sprite: string
  sprite_columns: number
  tiles: number[]
  /** One tile per image: replace {time} with start + seek_point / 1000. */
  image_template: string
}

/** Index of the sprite tile showing a unix time (the loop repeats every LOOP_SECONDS). */
export function tileAt(unixSeconds: number): number {
  return Math.floor(sourceTimeAt(unixSeconds) / manifest.thumbnails.intervalSeconds)
}

/**
 * The thumbnails of a channel between start and end (cut at now: no thumbnail of the future),
 * every 10 s on whole 10-s unix times, as the hover preview picks them (spec 2 §4 "Scrub"). The
 * image URLs carry the request's media token.
 */
export function screenshotTimings(
  channelId: number,
  start: number,
  end: number,
  now: number,
  space: ThumbnailSpace = 'channel',
  token: string | null = null,
): ScreenshotTimings {
  const { intervalSeconds, width, height, columns } = manifest.thumbnails
  const seekPoints: number[] = []
  const tiles: number[] = []
  const first = Math.ceil(start / intervalSeconds) * intervalSeconds
  for (let t = first; t <= Math.min(end, now); t += intervalSeconds) {
    seekPoints.push((t - start) * 1000)
    tiles.push(tileAt(t))
  }
  return {
    start,
    end,
    interval_ms: intervalSeconds * 1000,
    seek_points: seekPoints,
    width,
    height,
    sprite: withToken(mediaUrls.thumbnailSprite(channelId, space), token),
    sprite_columns: columns,
    tiles,
    image_template: withToken(`${THUMBNAIL_ROOTS[space]}/${channelId}/{time}.jpg`, token),
  }
}
