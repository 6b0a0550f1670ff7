// Spec 2 §4 "Text track": custom subtitles are drawn by the product (checked every 100 ms); the
// browser's own ones are used only in iOS fullscreen and are turned off every 2000 ms elsewhere.

/** Spec 2 §4: how often the drawn subtitles follow the video's cues, ms. */
export const SUBTITLE_CHECK_MS = 100
/** Spec 2 §4: how often the browser's own subtitle rendering is turned off (not on iOS), ms. */
export const NATIVE_SUBTITLES_OFF_MS = 2000

/** The part of a TextTrack this reads (and, for `hideNativeTracks`, writes). */
export interface CueTrack {
  kind: string
  mode: TextTrackMode
  /** TextTrackCue items; VTTCue ones carry `text` */
  activeCues: ArrayLike<object> | null
}

const isSubtitles = (t: CueTrack) => t.kind === 'subtitles' || t.kind === 'captions'

/**
 * The lines to draw now: the active cues of the chosen subtitle track (the one not 'disabled'), tags
 * such as <i> stripped, empty lines dropped.
 */
export function activeSubtitleLines(tracks: ArrayLike<CueTrack>): string[] {
  const track = Array.from(tracks).find((t) => isSubtitles(t) && t.mode !== 'disabled')
  const cues = track?.activeCues ? Array.from(track.activeCues) : []
  return cues
    .flatMap((c) => ('text' in c && typeof c.text === 'string' ? c.text : '').split('\n'))
    .map((line) => line.replace(/<[^>]*>/g, '').trim())
    .filter(Boolean)
}

/** Turns the browser's own rendering off: a 'showing' subtitle track becomes 'hidden' (cues keep coming). */
export function hideNativeTracks(tracks: ArrayLike<CueTrack>): void {
  for (const t of Array.from(tracks)) if (isSubtitles(t) && t.mode === 'showing') t.mode = 'hidden'
}
