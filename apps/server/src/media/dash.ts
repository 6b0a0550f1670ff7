import { manifest, videoRendition } from './assets.ts'
import { LIVE_WINDOW_SEGMENTS, SEGMENT_SECONDS, TIMELINE_EPOCH, type SegmentWindow } from './timeline.ts'
import { withToken } from './token.ts'
import { mediaUrls } from './urls.ts'

/** DASH-IF ClearKey system id, and the W3C common system whose PSSH lists the key ids. */
const CLEARKEY_SYSTEM = 'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e'
const COMMON_SYSTEM = 'urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b'

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z')
const kidUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`

function contentProtection(licence: string): string {
  const { kid, pssh } = manifest.drm
  return [
    `<ContentProtection schemeIdUri="urn:mpeg:dash:mp4protection:2011" value="cenc" cenc:default_KID="${kidUuid(kid)}"/>`,
    `<ContentProtection schemeIdUri="${CLEARKEY_SYSTEM}" value="ClearKey1.0"><dashif:Laurl>${licence}</dashif:Laurl></ContentProtection>`,
    `<ContentProtection schemeIdUri="${COMMON_SYSTEM}" value="cenc"><cenc:pssh>${pssh}</cenc:pssh></ContentProtection>`,
  ].join('\n      ')
}

/**
 * SegmentTemplate numbered like the HLS timeline: $Number$ = n, media time n × 2 s. For a static
 * (catch-up) MPD the period starts at the window's first segment (presentationTimeOffset).
 */
function template(timescale: number, folder: string, firstNumber: number, token: string | null): string {
  const duration = SEGMENT_SECONDS * timescale
  return (
    `<SegmentTemplate timescale="${timescale}" duration="${duration}" startNumber="${firstNumber}" ` +
    `presentationTimeOffset="${firstNumber * duration}" initialization="${withToken(`${folder}/init.mp4`, token)}" media="${withToken(`${folder}/$Number$.m4s`, token)}"/>`
  )
}

/**
 * The ClearKey channel as MPEG-DASH (issue 3: DRM exercised for real in Chromium through shaka):
 * live is a dynamic MPD on the timeline (availabilityStartTime = the epoch, segment n available
 * from its end), catch-up a static MPD of the window. `base` makes the licence URL absolute; the
 * segment and licence URLs carry the MPD's media token.
 */
export function drmManifest(
  window: SegmentWindow | null,
  nowSeconds: number,
  base: string,
  channelId: number,
  token: string | null,
): string {
  const licence = withToken(`${base}${mediaUrls.clearKeyLicense(channelId)}`, token)
  const video = videoRendition(manifest.drm.rendition) ?? manifest.video[0]!
  const live = window === null
  const first = live ? 0 : window.first
  const attributes = live
    ? `type="dynamic" availabilityStartTime="${iso(TIMELINE_EPOCH)}" publishTime="${iso(nowSeconds)}" ` +
      `minimumUpdatePeriod="PT30S" timeShiftBufferDepth="PT${LIVE_WINDOW_SEGMENTS * SEGMENT_SECONDS}S" ` +
      `suggestedPresentationDelay="PT6S"`
    : `type="static" mediaPresentationDuration="PT${(window.last - window.first + 1) * SEGMENT_SECONDS}S"`
  const audio = manifest.audio.map(
    (track, i) => `
    <AdaptationSet id="${i + 2}" contentType="audio" mimeType="audio/mp4" lang="${track.language}" codecs="${manifest.drm.audioCodecs}" segmentAlignment="true" startWithSAP="1">
      ${contentProtection(licence)}
      <Role schemeIdUri="urn:mpeg:dash:role:2011" value="${i === 0 ? 'main' : 'alternate'}"/>
      ${template(track.timescale, `audio/${track.language}`, first, token)}
      <Representation id="audio-${track.language}" bandwidth="${track.peakBitrate}" audioSamplingRate="${track.sampleRate}">
        <AudioChannelConfiguration schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011" value="${track.channels}"/>
      </Representation>
    </AdaptationSet>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" xmlns:cenc="urn:mpeg:cenc:2013" xmlns:dashif="https://dashif.org/CPS" profiles="urn:mpeg:dash:profile:isoff-live:2011" minBufferTime="PT2S" maxSegmentDuration="PT${SEGMENT_SECONDS}S" ${attributes}>
  <Period id="p0" start="PT0S">
    <AdaptationSet id="1" contentType="video" mimeType="video/mp4" codecs="${manifest.drm.videoCodecs}" segmentAlignment="true" startWithSAP="1" maxWidth="${video.width}" maxHeight="${video.height}">
      ${contentProtection(licence)}
      ${template(video.timescale, 'video', first, token)}
      <Representation id="video-${video.name}" bandwidth="${video.maxBitrate}" width="${video.width}" height="${video.height}" frameRate="${manifest.frameRate}" sar="1:1"/>
    </AdaptationSet>${audio.join('')}
  </Period>
  <UTCTiming schemeIdUri="urn:mpeg:dash:utc:direct:2014" value="${new Date(nowSeconds * 1000).toISOString()}"/>
</MPD>
`
}
