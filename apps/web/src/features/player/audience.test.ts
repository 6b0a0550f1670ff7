import { describe, expect, it } from 'vitest'
import { deviceTypeCode, pixelUrls } from './audience'

describe('spec 2 §4 audience device type codes', () => {
  it.each([
    ['desktop Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 0, 1],
    [
      'iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      5,
      2,
    ],
    [
      'iPad as a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
      5,
      2,
    ],
    [
      'a real Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
      0,
      1,
    ],
    [
      'Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      5,
      3,
    ],
    [
      'Windows Phone',
      'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.14977',
      5,
      4,
    ],
    [
      'Tizen TV',
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 SamsungBrowser/4.0 TV Safari/537.36',
      0,
      5,
    ],
    ['webOS TV', 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/87.0 Safari/537.36', 0, 5],
  ])('%s', (_name, ua, touch, code) => {
    expect(deviceTypeCode(ua, touch)).toBe(code)
  })
})

describe('spec 2 §4 tracking pixels (fts, evtp 1 live / 3 archive)', () => {
  const tns = {
    tracker_type: 'tns',
    params: { CatID: 'news', VcID: 102, VcVersion: 1, Account: 'efir', Tmsec: 'efir_pervyj-demo' },
  }
  it('carries the tracker params, fts, evtp and the device type', () => {
    const [url] = pixelUrls(
      [tns],
      { kind: 'tracking', live: false, frameTime: 1700000000.7, device: 1, watched: 30 },
      'n1',
    )
    const parsed = new URL(url ?? '', 'http://x')
    expect(parsed.pathname).toBe('/counter/pixel.gif')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      kind: 'tracking',
      tracker: 'tns',
      CatID: 'news',
      VcID: '102',
      VcVersion: '1',
      Account: 'efir',
      Tmsec: 'efir_pervyj-demo',
      evtp: '3',
      fts: '1700000000',
      dvtp: '1',
      watched: '30',
      r: 'n1',
    })
  })

  it('live is evtp 1; one URL per tracker; none without trackers', () => {
    const urls = pixelUrls(
      [tns, { ...tns, tracker_type: 'other' }],
      { kind: 'audience', live: true, frameTime: 1, device: 3, watched: 0 },
      'n',
    )
    expect(urls).toHaveLength(2)
    expect(urls[0]).toContain('evtp=1')
    expect(urls[1]).toContain('tracker=other')
    expect(pixelUrls([], { kind: 'audience', live: true, frameTime: 1, device: 1, watched: 0 }, 'n')).toEqual(
      [],
    )
  })
})
