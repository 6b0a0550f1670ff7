import { describe, expect, it } from 'vitest'
import { bodyClassFor } from './body-class'

describe('bodyClassFor (spec 1 §2)', () => {
  it.each([
    ['/', 'page_startpage'],
    ['/startpage', 'page_startpage'],
    ['/lk', 'page_lk'],
    ['/packets/12', 'page_packets'],
    ['/channels', 'page_channels'],
    ['/channels/sport', 'page_channels'],
    ['/channels/sport/pervyj', 'page_channel'],
    ['/channel/5', 'page_channel'],
    ['/geo_lock', 'page_geo_lock'],
    ['/Promo/x', 'page_promo'],
    ['/a.b', 'page_a_b'],
  ])('%s → %s', (path, expected) => {
    expect(bodyClassFor(path)).toBe(expected)
  })
})
