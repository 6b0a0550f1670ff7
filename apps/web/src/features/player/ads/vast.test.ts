import { describe, expect, it } from 'vitest'
import { AD_ERRORS_KEPT, keepAdError } from './ad-errors'
import { AD_ERROR, parseVast, pickMediaFile, quartilesReached } from './vast'

const VAST = `<?xml version="1.0"?>
<VAST version="3.0"><Ad id="1"><InLine><AdSystem>efir</AdSystem><AdTitle>Demo</AdTitle>
<Impression><![CDATA[/ads/impression?id=1]]></Impression><Error>/ads/error?code=[ERRORCODE]</Error>
<Creatives><Creative><Linear><Duration>00:00:05</Duration>
<TrackingEvents><Tracking event="start">/ads/t?e=start</Tracking><Tracking event="complete">/ads/t?e=complete</Tracking></TrackingEvents>
<VideoClicks><ClickThrough>https://example.com</ClickThrough></VideoClicks>
<MediaFiles><MediaFile type="video/mp4" width="640" height="360">/media/ads/clip-360.mp4</MediaFile>
<MediaFile type="video/mp4" width="1280" height="720"> /media/ads/clip-720.mp4 </MediaFile>
<MediaFile type="video/x-flv" width="1920" height="1080">/media/ads/clip.flv</MediaFile></MediaFiles>
</Linear></Creative></Creatives></InLine></Ad></VAST>`

describe('VAST (spec 2 §4 "Advertising")', () => {
  it('reads media files, impressions and tracking', () => {
    const ad = parseVast(VAST)
    expect(ad.impressions).toEqual(['/ads/impression?id=1'])
    expect(ad.tracking).toEqual({ start: ['/ads/t?e=start'], complete: ['/ads/t?e=complete'] })
    expect(ad.clickThrough).toBe('https://example.com')
    expect(pickMediaFile(ad, (type) => type === 'video/mp4')).toBe('/media/ads/clip-720.mp4')
    expect(pickMediaFile(ad, () => false)).toBeNull()
  })
  it.each([
    ['not XML', 'oops <', AD_ERROR.xmlParse],
    ['no VAST root', '<html/>', AD_ERROR.xmlParse],
    ['an empty VAST', '<VAST version="3.0"/>', AD_ERROR.noAd],
  ])('%s fails with its code', (_name, xml, code) => {
    expect(() => parseVast(xml)).toThrow(expect.objectContaining({ code }) as Error)
  })
  it('quartiles', () => {
    expect(quartilesReached(0.1)).toEqual(['start'])
    expect(quartilesReached(0.8)).toEqual(['start', 'firstQuartile', 'midpoint', 'thirdQuartile'])
  })
  it('keeps the last 50 error reports', () => {
    let kept: ReturnType<typeof keepAdError> = []
    for (let i = 0; i < 60; i++) kept = keepAdError(kept, { code: 900, message: String(i), url: '', at: i })
    expect(kept).toHaveLength(AD_ERRORS_KEPT)
    expect(kept[0]?.message).toBe('10')
  })
})
