import { mediaFile, type SourceId } from './assets.ts'
import { loopSegment, SEGMENT_SECONDS, SEGMENTS_PER_LOOP } from './timeline.ts'

/** 90 kHz: the clock of X-TIMESTAMP-MAP's MPEGTS. */
const MPEG_CLOCK = 90_000

const cueTexts = new Map<string, Promise<string[]>>()

/**
 * The committed source VTT has one cue per segment of the loop ([2k, 2k + 2) in source time): its
 * text is what segment k shows.
 */
function sourceCues(source: SourceId, language: string): Promise<string[]> {
  const key = `${source}/${language}`
  let cues = cueTexts.get(key)
  if (!cues) {
    cues = mediaFile('sources', source, 'subs', `${language}.vtt`).then((file) => {
      const blocks = file.toString('utf8').split(/\n\n+/).slice(1)
      const texts = blocks.map((block) => block.split('\n').slice(2).join('\n').trim())
      if (texts.length !== SEGMENTS_PER_LOOP) throw new Error(`${key}.vtt: ${texts.length} cues`)
      return texts
    })
    cueTexts.set(key, cues)
  }
  return cues
}

/**
 * WebVTT segment n. Its cue runs over the segment, and X-TIMESTAMP-MAP ties local 0 to the
 * segment's media time in 90 kHz: the fMP4 tfdt of segment n is n × 2 s, so subtitles land on
 * the same media timeline as audio and video (hls.js subtracts the initPTS of the fMP4 stream).
 * NOTE: MPEGTS is not wrapped at 2^33 (media times here exceed 26.5 h): hls.js takes it as is.
 */
export async function subtitleSegment(source: SourceId, language: string, n: number): Promise<string> {
  const texts = await sourceCues(source, language)
  const text = texts[loopSegment(n)] ?? ''
  const mpegts = n * SEGMENT_SECONDS * MPEG_CLOCK
  const end = `00:00:${SEGMENT_SECONDS.toFixed(3).padStart(6, '0')}`
  return `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000\n\n${n}\n00:00:00.000 --> ${end}\n${text}\n`
}
