/** spec 2 §4 "Advertising": ad errors map to the VAST codes 100-1300. */
export const AD_ERROR = {
  xmlParse: 100,
  wrapperLimit: 302,
  loadTimeout: 301,
  noAd: 303,
  mediaNotFound: 401,
  mediaTimeout: 402,
  noSupportedMedia: 403,
  playback: 405,
  undefined: 900,
} as const
export type AdErrorCode = (typeof AD_ERROR)[keyof typeof AD_ERROR]

/** An ad failure with its VAST code. */
export class AdError extends Error {
  constructor(
    readonly code: AdErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AdError'
  }
}

/** A linear creative of a VAST answer: what to play and whom to tell. */
export interface VastAd {
  mediaFiles: { url: string; type: string; width: number; height: number }[]
  impressions: string[]
  /** Tracking URLs per event: start, firstQuartile, midpoint, thirdQuartile, complete, skip, ... */
  tracking: Record<string, string[]>
  errors: string[]
  clickThrough: string | null
  /** A wrapper's next tag (VASTAdTagURI), followed by the loader. */
  wrapperUri: string | null
}

const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? ''
const all = (root: Element | Document, selector: string) => Array.from(root.querySelectorAll(selector))

/** Reads a VAST document (DOMParser); throws AdError 100 when unreadable, 303 when it holds no ad. */
export function parseVast(xml: string): VastAd {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  if (doc.querySelector('parsererror') || !doc.querySelector('VAST')) {
    throw new AdError(AD_ERROR.xmlParse, 'VAST XML cannot be read')
  }
  const ad = doc.querySelector('Ad')
  if (!ad) throw new AdError(AD_ERROR.noAd, 'VAST has no ad')
  const tracking: Record<string, string[]> = {}
  for (const t of all(ad, 'Linear TrackingEvents Tracking')) {
    const event = t.getAttribute('event') ?? ''
    const url = text(t)
    if (event && url) (tracking[event] ??= []).push(url)
  }
  return {
    mediaFiles: all(ad, 'Linear MediaFiles MediaFile')
      .map((m) => ({
        url: text(m),
        type: m.getAttribute('type') ?? '',
        width: Number(m.getAttribute('width') ?? 0),
        height: Number(m.getAttribute('height') ?? 0),
      }))
      .filter((m) => m.url),
    impressions: all(ad, 'Impression').map(text).filter(Boolean),
    tracking,
    errors: all(ad, 'Error').map(text).filter(Boolean),
    clickThrough: text(ad.querySelector('Linear VideoClicks ClickThrough')) || null,
    wrapperUri: text(ad.querySelector('Wrapper VASTAdTagURI')) || null,
  }
}

/** The media file the browser can play, widest first; null when none. */
export function pickMediaFile(ad: VastAd, canPlay: (type: string) => boolean): string | null {
  const playable = ad.mediaFiles.filter((m) => !m.type || canPlay(m.type))
  playable.sort((a, b) => b.width - a.width)
  return playable[0]?.url ?? null
}

/** The quartile events a playhead at `fraction` of the clip has reached. */
export function quartilesReached(fraction: number): string[] {
  const marks: [number, string][] = [
    [0, 'start'],
    [0.25, 'firstQuartile'],
    [0.5, 'midpoint'],
    [0.75, 'thirdQuartile'],
  ]
  return marks.filter(([at]) => fraction >= at).map(([, name]) => name)
}
