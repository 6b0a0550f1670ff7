import type { StreamResponse } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import { streamTs as requestTs } from '../../shared/live/stream-ts'
import { toPlayerSource } from './stream-source'

const answer = (patch: Partial<StreamResponse> = {}): StreamResponse => ({
  hls: '/media/live/101/hls.m3u8',
  hls_mbr: '/media/live/101/hls_mbr.m3u8',
  drm: null,
  img: '/img/101.jpg',
  stat: { id: 7 },
  trackers: [],
  stream_info: { start: null, live: true, screenshot_timings: null, online_check: '/media/online_check.txt' },
  ad: null,
  ...patch,
})

describe('stream ts (spec 2 §4: only when at least 30 s in the past)', () => {
  it.each([
    [undefined, 1000, undefined],
    [1000, 1000, undefined],
    [971, 1000, undefined],
    [970, 1000, 970],
    [500.7, 1000, 500],
    [2000, 1000, undefined],
  ])('ts %s at %s → %s', (ts, now, expected) => {
    expect(requestTs(ts, now)).toBe(expected)
  })
})

describe('source of a stream answer (spec 2 §4 source preference)', () => {
  it('keeps both URLs; the core prefers hls_mbr then hls', () => {
    expect(toPlayerSource(answer())).toEqual({
      kind: 'hls',
      urls: { hls_mbr: '/media/live/101/hls_mbr.m3u8', hls: '/media/live/101/hls.m3u8' },
      live: true,
      poster: '/img/101.jpg',
    })
  })
  it('hls_mbr’s playlist, when the answer carries it, goes along for the player to read (issue 11)', () => {
    const text = '#EXTM3U\n'
    expect(toPlayerSource(answer({ hls_mbr_playlist: text }))).toMatchObject({ hlsMbrPlaylist: text })
    // without hls_mbr it names nothing the player loads
    expect(toPlayerSource(answer({ hls_mbr: null, hls_mbr_playlist: text }))).not.toHaveProperty(
      'hlsMbrPlaylist',
    )
    // and so do a live start's media playlists, with the master they belong to
    const media = { 'video/360p.m3u8?t=x': '#EXTM3U\n' }
    expect(toPlayerSource(answer({ hls_mbr_playlist: text, hls_mbr_media_playlists: media }))).toMatchObject({
      hlsMbrMediaPlaylists: media,
    })
    expect(toPlayerSource(answer({ hls_mbr_media_playlists: media }))).not.toHaveProperty(
      'hlsMbrMediaPlaylists',
    )
  })
  it('a catch-up answer starts at its first segment', () => {
    const s = toPlayerSource(answer({ stream_info: { ...answer().stream_info, start: 500, live: false } }))
    expect(s).toMatchObject({ kind: 'hls', live: false, startPosition: 0 })
  })
  it('a DRM descriptor goes to the DRM engine with its licence servers', () => {
    const s = toPlayerSource(
      answer({
        hls: null,
        hls_mbr: null,
        drm: {
          streams: [{ type: 'dash_clearkey', url: '/media/drm/126/manifest.mpd' }],
          licence_servers: { clearkey: '/lic', widevine: null, playready: null, fairplay: null },
          certificate: null,
          drm_provider: 'clearkey',
          force_subtitles: false,
          thumbUrl: null,
        },
      }),
    )
    expect(s).toEqual({
      kind: 'drm',
      descriptor: {
        streams: [{ type: 'dash_clearkey', url: '/media/drm/126/manifest.mpd' }],
        licence: { clearkey: '/lic' },
        drm_provider: 'clearkey',
        force_subtitles: false,
        live: true,
      },
    })
  })
  it('nothing playable gives null (error state 2)', () => {
    expect(toPlayerSource(answer({ hls: null, hls_mbr: null }))).toBeNull()
  })
})
