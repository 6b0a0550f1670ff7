/** spec 2 §4: a double tap is a second tap within 500 ms of the first. */
export const DOUBLE_TAP_MS = 500
/** spec 2 §4: the skip zones are the left and right fifth of the player. */
export const SKIP_ZONE_FRACTION = 1 / 5
/** spec 2 §4: taps in the top and bottom sixth are ignored for skipping (controls live there). */
export const DEAD_BAND_FRACTION = 1 / 6
/** A touch that moved farther than this is a swipe or a scroll, not a tap. */
export const TAP_SLOP_PX = 12

/** Where on the player a tap landed. */
export type TapZone = 'back' | 'forward' | 'middle' | 'band'

/** spec 2 §4: left fifth skips back, right fifth skips forward; the top and bottom sixth never skip. */
export function tapZone(x: number, y: number, width: number, height: number): TapZone {
  if (width <= 0 || height <= 0) return 'middle'
  if (y < height * DEAD_BAND_FRACTION || y > height * (1 - DEAD_BAND_FRACTION)) return 'band'
  if (x < width * SKIP_ZONE_FRACTION) return 'back'
  if (x > width * (1 - SKIP_ZONE_FRACTION)) return 'forward'
  return 'middle'
}

/** What one tap on the video means. */
export type TapMeaning =
  /** the second (third...) tap in a side zone within 500 ms: skip 10 s that way */
  | { kind: 'skip'; direction: 1 | -1 }
  /** a tap that may still become a double tap: toggle the controls unless it does */
  | { kind: 'tap' }

/**
 * spec 2 §4 "Mobile double tap": a tap within 500 ms of the previous one, in the same side zone,
 * skips; further taps in the chain keep skipping (each adds 10 s to the batch, see SkipBatcher).
 * Without archive (live) there is no skip and every tap is a plain tap.
 */
export class DoubleTapDetector {
  private last: { zone: TapZone; at: number } | null = null

  /**
   * A tap in `zone` at `at` would skip: the previous tap was in the same side zone within 500 ms. Such a
   * tap belongs to the double tap even when it lands on a control that the first tap revealed (the
   * controls show 200 ms after a tap, inside the double-tap window).
   */
  continues(zone: TapZone, at: number, canSkip: boolean): boolean {
    const previous = this.last
    const side = zone === 'back' || zone === 'forward'
    return canSkip && side && previous !== null && previous.zone === zone && at - previous.at <= DOUBLE_TAP_MS
  }

  tap(zone: TapZone, at: number, canSkip: boolean): TapMeaning {
    const skip = this.continues(zone, at, canSkip)
    this.last = { zone, at }
    return skip ? { kind: 'skip', direction: zone === 'back' ? -1 : 1 } : { kind: 'tap' }
  }

  reset(): void {
    this.last = null
  }
}

/** spec 2 §4 "Pinch in landscape zooms; pinch reset 500 ms": taps are not counted this long after a pinch. */
export const PINCH_RESET_MS = 500
/** A pinch whose finger distance grew (or shrank) by this factor zooms in (or out). */
export const PINCH_ZOOM_RATIO = 1.15

/**
 * spec 2 §4: in landscape a spread of two fingers zooms the video to fill the screen, a pinch zooms it
 * back to fit; a small change or a portrait screen keeps the zoom as it is.
 */
export function pinchZoom(
  startDistance: number,
  endDistance: number,
  landscape: boolean,
  zoomed: boolean,
): boolean {
  if (!landscape || startDistance <= 0 || endDistance <= 0) return zoomed
  const ratio = endDistance / startDistance
  if (ratio >= PINCH_ZOOM_RATIO) return true
  if (ratio <= 1 / PINCH_ZOOM_RATIO) return false
  return zoomed
}
