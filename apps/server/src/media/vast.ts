import { manifest } from './assets.ts'
import { AD_CLIP_PATH, AD_TRACKING_PATH, MISSING_AD_CLIP_PATH, type AdPlace } from './urls.ts'

/** VAST 3 events the client reports (impression, error with [ERRORCODE], the linear events). */
export const AD_EVENTS = [
  'impression',
  'error',
  'creativeView',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'mute',
  'unmute',
  'pause',
  'resume',
  'skip',
  'close',
  'click',
] as const
export type AdEvent = (typeof AD_EVENTS)[number]

export interface TrackedAdEvent {
  at: Date
  event: AdEvent
  place: AdPlace
  ad: string
  code: string | null
}

const MAX_TRACKED = 500
const tracked: TrackedAdEvent[] = []

/** Remembers a tracking hit (in memory, newest last, bounded): tests and demos read it back. */
export function recordAdEvent(event: TrackedAdEvent): void {
  tracked.push(event)
  if (tracked.length > MAX_TRACKED) tracked.splice(0, tracked.length - MAX_TRACKED)
}

export function trackedAdEvents(): readonly TrackedAdEvent[] {
  return tracked
}

const cdata = (url: string) => `<![CDATA[${url}]]>`
/** The linear events: every tracked event but the impression, error and click, which VAST places elsewhere. */
const LINEAR_EVENTS = AD_EVENTS.filter((e) => e !== 'impression' && e !== 'error' && e !== 'click')

function duration(seconds: number): string {
  const whole = Math.floor(seconds)
  const ms = Math.round((seconds - whole) * 1000)
  return `00:00:${String(whole).padStart(2, '0')}.${String(ms).padStart(3, '0')}`
}

/**
 * A VAST 3.0 tag with one linear creative: the committed 5 s clip (or, for `fail`, a MediaFile
 * that answers 404: the ad failure path of spec 2 §4), and tracking URLs this server accepts.
 * `base` is the public origin: VAST URLs must be absolute.
 */
export function vastXml(place: AdPlace, base: string, options: { fail: boolean; adId: string }): string {
  const { ad } = manifest
  const track = (event: AdEvent) =>
    `${base}${AD_TRACKING_PATH}?event=${event}&place=${place}&ad=${options.adId}` +
    (event === 'error' ? '&code=[ERRORCODE]' : '')
  const media = `${base}${options.fail ? MISSING_AD_CLIP_PATH : AD_CLIP_PATH}`
  const tracking = LINEAR_EVENTS.map(
    (e) => `            <Tracking event="${e}">${cdata(track(e))}</Tracking>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="${options.adId}">
    <InLine>
      <AdSystem version="1.0">efir demo</AdSystem>
      <AdTitle>efir demo ${place.replace('_', '-')}</AdTitle>
      <Error>${cdata(track('error'))}</Error>
      <Impression id="efir">${cdata(track('impression'))}</Impression>
      <Creatives>
        <Creative id="${options.adId}-linear" sequence="1">
          <Linear>
            <Duration>${duration(ad.durationSeconds)}</Duration>
            <TrackingEvents>
${tracking.join('\n')}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough>${cdata(`${base}/`)}</ClickThrough>
              <ClickTracking>${cdata(track('click'))}</ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile id="${options.adId}-mp4" delivery="progressive" type="video/mp4" width="${ad.width}" height="${ad.height}" bitrate="${ad.bitrateKbps}" scalable="true" maintainAspectRatio="true">${cdata(media)}</MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`
}
