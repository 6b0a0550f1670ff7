import { audioTrack, manifest, mediaFile, videoRendition, type SourceId } from './assets.ts'
import { withDecodeTime } from './fmp4.ts'
import { loopSegment, SEGMENT_SECONDS } from './timeline.ts'

/** Decode time of timeline segment n in a track's timescale: n × 2 s. */
function decodeTime(n: number, timescale: number): bigint {
  return BigInt(n) * BigInt(SEGMENT_SECONDS * timescale)
}

/** Timeline segment n of a video rendition: the loop's file n mod count, re-timed to n. */
export async function videoSegment(source: SourceId, rendition: string, n: number): Promise<Buffer> {
  const timescale = videoRendition(rendition)?.timescale ?? 0
  const file = await mediaFile('sources', source, 'video', rendition, `${loopSegment(n)}.m4s`)
  return withDecodeTime(file, decodeTime(n, timescale))
}

export async function audioSegment(source: SourceId, language: string, n: number): Promise<Buffer> {
  const timescale = audioTrack(language)?.timescale ?? 0
  const file = await mediaFile('sources', source, 'audio', language, `${loopSegment(n)}.m4s`)
  return withDecodeTime(file, decodeTime(n, timescale))
}

export function videoInit(source: SourceId, rendition: string): Promise<Buffer> {
  return mediaFile('sources', source, 'video', rendition, 'init.mp4')
}

export function audioInit(source: SourceId, language: string): Promise<Buffer> {
  return mediaFile('sources', source, 'audio', language, 'init.mp4')
}

/** The ClearKey variant's tracks: 'video' or an audio language (README "DRM"). */
export type DrmTrack = { kind: 'video' } | { kind: 'audio'; language: string }

const drmFolder = (track: DrmTrack) => (track.kind === 'video' ? ['video'] : ['audio', track.language])

export function drmInit(track: DrmTrack): Promise<Buffer> {
  return mediaFile('drm', ...drmFolder(track), 'init.mp4')
}

/** Encrypted segment n: re-timing touches only tfdt, so the senc/saio offsets stay valid. */
export async function drmSegment(track: DrmTrack, n: number): Promise<Buffer> {
  const timescale =
    track.kind === 'video'
      ? (videoRendition(manifest.drm.rendition)?.timescale ?? 0)
      : (audioTrack(track.language)?.timescale ?? 0)
  const file = await mediaFile('drm', ...drmFolder(track), `${loopSegment(n)}.m4s`)
  return withDecodeTime(file, decodeTime(n, timescale))
}
