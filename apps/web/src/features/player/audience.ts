import type { StreamResponse } from '@efir/contract'

/** spec 2 §4: device type codes of the audience counter. */
export const DEVICE_TYPE = { web: 1, ios: 2, android: 3, windowsPhone: 4, smartTv: 5 } as const
export type DeviceTypeCode = (typeof DEVICE_TYPE)[keyof typeof DEVICE_TYPE]

/** spec 2 §4: tracking evtp is 1 on live, 3 on archive. */
export const EVTP_LIVE = 1
export const EVTP_ARCHIVE = 3

/**
 * The audience counter's pixel (spec 2 §7 "audience counter pixel"). The operator's counter host is
 * modelled by the reference server under this path (apps/server/src/modules/analytics), same origin
 * as the page, so the page CSP (img-src 'self') needs no change.
 */
export const AUDIENCE_PIXEL_PATH = '/counter/pixel.gif'

/** spec 2 §4: web 1, iOS 2, Android 3, Windows Phone 4, Smart TV 5 (web when nothing else matches). */
export function deviceTypeCode(userAgent: string, maxTouchPoints = 0): DeviceTypeCode {
  if (/SMART-TV|SmartTV|Tizen|Web0S|webOS|HbbTV|NetCast|BRAVIA|Android TV|AFT[A-Z]|CrKey/i.test(userAgent)) {
    return DEVICE_TYPE.smartTv
  }
  if (/Windows Phone|IEMobile/i.test(userAgent)) return DEVICE_TYPE.windowsPhone
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) {
    return DEVICE_TYPE.ios
  }
  if (/Android/.test(userAgent)) return DEVICE_TYPE.android
  return DEVICE_TYPE.web
}

export type Tracker = StreamResponse['trackers'][number]

/** What one pixel reports. */
export interface PixelFacts {
  /** 'audience' once per playback start, 'tracking' every 30 s (spec 2 §4). */
  kind: 'audience' | 'tracking'
  live: boolean
  /** fts: unix seconds of the frame watched (the PROGRAM-DATE-TIME on archive). */
  frameTime: number
  device: DeviceTypeCode
  /** Seconds watched in this load (tracking). */
  watched: number
}

/**
 * The pixel URLs for a stream's trackers (spec 2 §3 tracker params CatID, VcID, VcVersion, Account,
 * Tmsec) with fts, evtp and the device type; one per tracker, in order. `nonce` defeats caches.
 */
export function pixelUrls(trackers: readonly Tracker[], facts: PixelFacts, nonce: string): string[] {
  return trackers.map((tracker) => {
    const q = new URLSearchParams({ kind: facts.kind, tracker: tracker.tracker_type })
    for (const [key, value] of Object.entries(tracker.params)) q.set(key, String(value))
    q.set('evtp', String(facts.live ? EVTP_LIVE : EVTP_ARCHIVE))
    q.set('fts', String(Math.floor(facts.frameTime)))
    q.set('dvtp', String(facts.device))
    q.set('watched', String(facts.watched))
    q.set('r', nonce)
    return `${AUDIENCE_PIXEL_PATH}?${q.toString()}`
  })
}
