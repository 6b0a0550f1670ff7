// Reads an HTMLVideoElement into the state's playback fields (pure apart from reading the element).
import type { PlayerState } from './types'

/** Facts the engine knows that the element does not. */
export interface VideoSyncContext {
  live: boolean
  /** EXT-X-TARGETDURATION of the playing level, seconds (0 when unknown). */
  targetDuration: number
  programDateTime: number | null
}

/** The playhead's distance to the end of the seekable window below which a live stream is "at the edge". */
export function liveEdgeTolerance(targetDuration: number): number {
  // hls.js starts live 3 target durations back (liveSyncDurationCount); allow 2 more of drift
  return Math.max(5 * (targetDuration || 2), 6)
}

type PlaybackFields = Pick<
  PlayerState,
  | 'currentTime'
  | 'duration'
  | 'seekableStart'
  | 'seekableEnd'
  | 'buffered'
  | 'liveEdge'
  | 'canSeek'
  | 'programDateTime'
  | 'volume'
  | 'muted'
  | 'rate'
>

function rangeEnd(r: TimeRanges): number {
  return r.length > 0 ? r.end(r.length - 1) : 0
}

/** Seconds buffered ahead of `time`. */
export function bufferedAhead(r: TimeRanges, time: number): number {
  for (let i = 0; i < r.length; i++) {
    if (r.start(i) <= time + 0.3 && r.end(i) > time) return r.end(i) - time
  }
  return 0
}

/** The playback fields of the state, read from the element. */
export function readVideo(video: HTMLVideoElement, ctx: VideoSyncContext): PlaybackFields {
  const currentTime = video.currentTime
  const seekable = video.seekable
  const seekableStart = seekable && seekable.length > 0 ? seekable.start(0) : 0
  const seekableEnd = seekable ? rangeEnd(seekable) : 0
  const duration = ctx.live ? Infinity : video.duration
  const windowed = seekableEnd - seekableStart > 0
  return {
    currentTime,
    duration,
    seekableStart,
    seekableEnd,
    buffered: video.buffered ? bufferedAhead(video.buffered, currentTime) : 0,
    liveEdge: ctx.live && (!windowed || seekableEnd - currentTime <= liveEdgeTolerance(ctx.targetDuration)),
    canSeek: !ctx.live && windowed,
    programDateTime: ctx.programDateTime,
    volume: video.volume,
    muted: video.muted,
    rate: video.playbackRate,
  }
}
