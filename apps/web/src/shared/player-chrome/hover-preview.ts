/** spec 2 §4: thumbnails are 196×110. */
export const THUMB_WIDTH = 196
export const THUMB_HEIGHT = 110
/** spec 2 §4: a thumbnail is chosen per 10 s. */
export const THUMB_STEP_S = 10

/** spec 2 §4: the hover box is 147 px wide in fullscreen, 98 on mobile, 122.5 otherwise. */
export function previewBoxWidth(view: { fullscreen: boolean; mobile: boolean }): number {
  if (view.fullscreen) return 147
  return view.mobile ? 98 : 122.5
}

/**
 * A screenshot timings file (spec 2 §3 "seek_points in ms"): points count from `start` (unix
 * seconds) when given; a sprite of `sprite_columns` tiles of width×height (`tiles[i]` the tile of
 * point i, else tile i), or one image per point in `images`.
 */
export interface ScreenshotTimings {
  seek_points: number[]
  start?: number
  sprite?: string
  sprite_columns?: number
  tiles?: number[]
  width?: number
  height?: number
  images?: string[]
}

/** Reads a timings file; anything unexpected gives null (no preview, never an error). */
export function parseTimings(json: unknown): ScreenshotTimings | null {
  if (typeof json !== 'object' || json === null) return null
  const t = json as Record<string, unknown>
  if (!Array.isArray(t.seek_points) || !t.seek_points.every((p) => typeof p === 'number')) return null
  return t as unknown as ScreenshotTimings
}

/** One thumbnail to draw: an image, and the tile of it at (x, y) when it is a sprite. */
export interface Thumbnail {
  url: string
  x: number
  y: number
  width: number
  height: number
}

/**
 * The thumbnail for `ms` (the seek points' clock: ms from `start`): rounded down to 10 s, then the
 * last seek point at or before it. Null when the file has none.
 */
export function pickThumbnail(
  t: ScreenshotTimings,
  ms: number,
  resolve: (u: string) => string = (u) => u,
): Thumbnail | null {
  const at = Math.floor(ms / (THUMB_STEP_S * 1000)) * THUMB_STEP_S * 1000
  let index = -1
  for (let i = 0; i < t.seek_points.length; i++) {
    if ((t.seek_points[i] ?? Infinity) <= at) index = i
  }
  if (index < 0) return null
  const width = t.width ?? THUMB_WIDTH
  const height = t.height ?? THUMB_HEIGHT
  if (t.sprite) {
    const columns = Math.max(1, t.sprite_columns ?? 1)
    const tile = t.tiles?.[index] ?? index
    return {
      url: resolve(t.sprite),
      x: (tile % columns) * width,
      y: Math.floor(tile / columns) * height,
      width,
      height,
    }
  }
  const image = t.images?.[index]
  return image ? { url: resolve(image), x: 0, y: 0, width, height } : null
}
