import { manifest, middleRendition, type VideoRendition } from './assets.ts'
import { SEGMENT_SECONDS, segmentStart, type SegmentWindow } from './timeline.ts'
import { withToken } from './token.ts'
import { segmentPathsIn, type MediaSpace, type StreamFlavour } from './urls.ts'

/** Version 7: fMP4 with EXT-X-MAP in every media playlist (RFC 8216 §7). */
const HEADER = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS']
const AUDIO_GROUP = 'audio'
const SUBTITLE_GROUP = 'subs'
/** ru is the operator's language: the default audio (issue 3: ru DEFAULT). */
const DEFAULT_AUDIO = 'ru'

const quoted = (value: string) => `"${value}"`
/** The master's (relative) URIs of its media playlists. */
const videoUri = (rendition: string, token: string | null) => withToken(`video/${rendition}.m3u8`, token)
const audioUri = (language: string, token: string | null) => withToken(`audio/${language}.m3u8`, token)

function startTag(window: SegmentWindow): string[] {
  return window.startOffset === null ? [] : [`#EXT-X-START:TIME-OFFSET=${window.startOffset},PRECISE=YES`]
}

/**
 * Master playlist: the renditions (all for hls_mbr, the middle one for hls), each with the audio
 * group (ru, en) and the subtitles group (ru, en). Media playlists are relative: the master's
 * folder holds video/, audio/ and subs/ playlists of the same window; each carries the master's
 * media token (a relative URI does not inherit the master's query).
 */
export function masterPlaylist(
  flavour: StreamFlavour,
  window: SegmentWindow | null,
  token: string | null = null,
): string {
  const audioPeak = Math.max(...manifest.audio.map((a) => a.peakBitrate))
  const audioAverage = Math.max(...manifest.audio.map((a) => a.averageBitrate))
  const lines = [...HEADER, ...(window ? startTag(window) : [])]
  for (const audio of manifest.audio) {
    const isDefault = audio.language === DEFAULT_AUDIO ? 'YES' : 'NO'
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID=${quoted(AUDIO_GROUP)},LANGUAGE=${quoted(audio.language)},` +
        `NAME=${quoted(audio.name)},DEFAULT=${isDefault},AUTOSELECT=YES,CHANNELS=${quoted(String(audio.channels))},` +
        `URI=${quoted(audioUri(audio.language, token))}`,
    )
  }
  for (const subs of manifest.subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=${quoted(SUBTITLE_GROUP)},LANGUAGE=${quoted(subs.language)},` +
        `NAME=${quoted(subs.name)},DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI=${quoted(withToken(`subs/${subs.language}.m3u8`, token))}`,
    )
  }
  const audioCodecs = manifest.audio[0]?.codecs ?? 'mp4a.40.2'
  const renditions: VideoRendition[] = flavour === 'hls_mbr' ? manifest.video : [middleRendition()]
  for (const video of renditions) {
    // BANDWIDTH is an upper bound (the encoder's VBV cap plus the loudest audio), AVERAGE the measured.
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${video.maxBitrate + audioPeak},` +
        `AVERAGE-BANDWIDTH=${video.averageBitrate + audioAverage},RESOLUTION=${video.width}x${video.height},` +
        `FRAME-RATE=${manifest.frameRate.toFixed(3)},CODECS=${quoted(`${video.codecs},${audioCodecs}`)},` +
        `AUDIO=${quoted(AUDIO_GROUP)},SUBTITLES=${quoted(SUBTITLE_GROUP)}`,
      videoUri(video.name, token),
    )
  }
  return `${lines.join('\n')}\n`
}

export type MediaTrack =
  | { kind: 'video'; rendition: string }
  | { kind: 'audio'; language: string }
  | { kind: 'subtitles'; language: string }

/** The URI of segment n of a track (a channel's, a content's or a trailer's). */
export function segmentUri(space: MediaSpace, id: number, track: MediaTrack, n: number): string {
  const paths = segmentPathsIn(space)
  switch (track.kind) {
    case 'video':
      return paths.video(id, track.rendition, n)
    case 'audio':
      return paths.audio(id, track.language, n)
    case 'subtitles':
      return paths.subtitles(id, track.language, n)
  }
}

/** The EXT-X-MAP initialisation segment of a track (subtitles have none). */
export function initUri(space: MediaSpace, id: number, track: MediaTrack): string | null {
  const paths = segmentPathsIn(space)
  if (track.kind === 'video') return paths.videoInit(id, track.rendition)
  if (track.kind === 'audio') return paths.audioInit(id, track.language)
  return null
}

/**
 * A media playlist of a window: EXT-X-MEDIA-SEQUENCE is the timeline number of the first segment
 * (so it grows by one per segment duration and never goes back), every segment carries its
 * wall-clock EXT-X-PROGRAM-DATE-TIME, and only complete segments are listed. Every URI carries the
 * playlist's media token.
 */
export function mediaPlaylist(
  channelId: number,
  track: MediaTrack,
  window: SegmentWindow,
  token: string | null = null,
): string {
  const lines = [
    ...HEADER,
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.first}`,
  ]
  // A growing catch-up is an EVENT playlist; a finished one is VOD; live has no type.
  if (window.startOffset !== null) lines.push(`#EXT-X-PLAYLIST-TYPE:${window.ended ? 'VOD' : 'EVENT'}`)
  lines.push(...startTag(window))
  const init = initUri('channel', channelId, track)
  if (init) lines.push(`#EXT-X-MAP:URI=${quoted(withToken(init, token))}`)
  const duration = `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`
  for (let n = window.first; n <= window.last; n++) {
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(segmentStart(n) * 1000).toISOString()}`,
      duration,
      withToken(segmentUri('channel', channelId, track, n), token),
    )
  }
  if (window.ended) lines.push('#EXT-X-ENDLIST')
  return `${lines.join('\n')}\n`
}

/**
 * The media playlists a player asks for first on a live hls_mbr (every video rendition and the default
 * audio), keyed by their URI in the master: the stream answer carries them (issue 11, zap speed).
 */
export function liveStartPlaylists(
  channelId: number,
  window: SegmentWindow,
  token: string | null,
): Record<string, string> {
  const playlists: Record<string, string> = {}
  for (const video of manifest.video)
    playlists[videoUri(video.name, token)] = mediaPlaylist(
      channelId,
      { kind: 'video', rendition: video.name },
      window,
      token,
    )
  playlists[audioUri(DEFAULT_AUDIO, token)] = mediaPlaylist(
    channelId,
    { kind: 'audio', language: DEFAULT_AUDIO },
    window,
    token,
  )
  return playlists
}
