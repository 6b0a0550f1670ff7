import { describe, expect, it } from 'vitest'
import { MIN_RENEW_DELAY_MS, renewalDelayMs, replaceToken, tokenOf, TokenBook } from './media-token'
import type { PlayerSource } from './types'

const hls = (url: string): PlayerSource => ({ kind: 'hls', urls: { hls_mbr: url }, live: true })

describe('media tokens (issue 8)', () => {
  it('reads the scope, expiry and lifetime of an origin token; other URLs have none', () => {
    expect(tokenOf('https://tv/media/live/1/hls.m3u8?t=c1.7.1600.600.sig')).toEqual({
      value: 'c1.7.1600.600.sig',
      scope: 'c1',
      expires: 1600,
      ttl: 600,
    })
    expect(tokenOf('https://tv/media/live/1/hls.m3u8')).toBeNull()
    expect(tokenOf('https://cdn/x.m3u8?t=opaque')).toBeNull()
    expect(tokenOf('https://cdn/x.m3u8?token=c1.7.1600.600.sig')).toBeNull()
  })

  it('renews at three quarters of the lifetime, never sooner than the floor; no token, no renewal', () => {
    expect(renewalDelayMs(hls('/a.m3u8?t=c1.7.1600.600.sig'))).toBe(450_000)
    expect(renewalDelayMs(hls('/a.m3u8?t=c1.7.1600.1.sig'))).toBe(MIN_RENEW_DELAY_MS)
    expect(renewalDelayMs(hls('/a.m3u8'))).toBeNull()
  })

  it('replaces a token in place, keeping the other parameters', () => {
    expect(replaceToken('/a.m3u8?x=1&t=old&y=2', 'new')).toBe('/a.m3u8?x=1&t=new&y=2')
    expect(replaceToken('/a.m3u8?t=old#f', 'new')).toBe('/a.m3u8?t=new#f')
  })

  it('the book rewrites a URL to the newest token of its own scope only', () => {
    const book = new TokenBook()
    book.note(hls('/live/1/hls.m3u8?t=c1.7.2000.600.new'))
    book.note(hls('/live/1/hls.m3u8?t=c1.7.1000.600.older')) // an older one never wins
    expect(book.rewrite('/seg/1/9.m4s?t=c1.7.1400.600.old')).toBe('/seg/1/9.m4s?t=c1.7.2000.600.new')
    expect(book.rewrite('/seg/2/9.m4s?t=c2.7.1400.600.x')).toBe('/seg/2/9.m4s?t=c2.7.1400.600.x')
    expect(book.rewrite('/seg/1/9.m4s')).toBe('/seg/1/9.m4s')
  })

  it('notes the DRM manifest and licence URLs of a descriptor', () => {
    const book = new TokenBook()
    book.note({
      kind: 'drm',
      descriptor: {
        streams: [{ type: 'dash_clearkey', url: '/drm/126/manifest.mpd?t=c126.7.2000.600.n' }],
        licence: { clearkey: '/drm/126/license?t=c126.7.2000.600.n' },
      },
    })
    expect(book.rewrite('/drm/126/license?t=c126.7.1000.600.o')).toBe('/drm/126/license?t=c126.7.2000.600.n')
  })
})
