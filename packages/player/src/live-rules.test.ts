import { describe, expect, it } from 'vitest'
import {
  chooseAudioTrack,
  chooseTextTrack,
  clampVolume,
  decidePlayPause,
  errorMessageKey,
  isAllowedRate,
  nearestRate,
  offeredRates,
  parseStoredVolume,
  stepVolume,
} from './live-rules'
import { offeredAudioTracks, offeredLevels, offeredTextTracks } from './tracks'

describe('decidePlayPause (spec 2 §4 "Play/pause")', () => {
  it.each([
    ['paused → play', { playing: false, live: true, hasArchive: true, errorCount: 0 }, { kind: 'play' }],
    [
      'archive playing → pause',
      { playing: true, live: false, hasArchive: true, errorCount: 0 },
      { kind: 'pause' },
    ],
    [
      'live with archive → refused',
      { playing: true, live: true, hasArchive: true, errorCount: 0 },
      { kind: 'refuse', warning: 'warning_archive_no_pause' },
    ],
    [
      'live, no archive → mute toggle',
      { playing: true, live: true, hasArchive: false, errorCount: 0 },
      { kind: 'toggle-mute' },
    ],
    ['1 error → play', { playing: false, live: true, hasArchive: true, errorCount: 1 }, { kind: 'play' }],
    [
      '2 errors → reload programme',
      { playing: false, live: false, hasArchive: true, errorCount: 2 },
      { kind: 'reload-programme' },
    ],
  ])('%s', (_n, ctx, decision) => expect(decidePlayPause(ctx)).toEqual(decision))
})

describe('volume (spec 2 §4: 0..1, step 0.05, default 1)', () => {
  it.each([
    [-0.2, 0],
    [0.5, 0.5],
    [1.4, 1],
    [NaN, 1],
  ])('clamp %f → %f', (v, out) => expect(clampVolume(v)).toBe(out))
  it.each([
    [0.5, 1, 0.55],
    [0.5, -1, 0.45],
    [0.98, 1, 1],
    [0.02, -1, 0],
    [0.1, -1, 0.05],
  ] as const)('step %f by %i → %f', (v, d, out) => expect(stepVolume(v, d)).toBe(out))
  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0.3', 0.3],
    ['40', 0.4],
    ['0', 0],
  ])('stored %s → %f', (raw, out) => expect(parseStoredVolume(raw)).toBe(out))
})

describe('speeds (spec 2 §4: 0.25..2 step 0.25)', () => {
  it.each([
    [0.25, true],
    [2, true],
    [1.1, false],
    [3, false],
  ])('%f allowed: %s', (r, ok) => expect(isAllowedRate(r)).toBe(ok))
  it('snaps to the nearest allowed speed', () => {
    expect(nearestRate(1.1)).toBe(1)
    expect(nearestRate(5)).toBe(2)
    expect(nearestRate(0.1)).toBe(0.25)
  })
  it('offers the eight speeds in the archive and only 1× on live (issue 11)', () => {
    expect(offeredRates(false)).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2])
    expect(offeredRates(true)).toEqual([1])
  })
})

describe('quality levels (spec 2 §4: ≤1080, top 4)', () => {
  it('drops 1440/2160 and keeps the 4 tallest', () => {
    const raw = [360, 2160, 540, 720, 1080, 1440, 240].map((h, id) => ({
      id,
      height: h,
      width: h * 2,
      bitrate: h * 1000,
    }))
    expect(offeredLevels(raw).map((l) => [l.id, l.height, l.name])).toEqual([
      [4, 1080, '1080p'],
      [3, 720, '720p'],
      [2, 540, '540p'],
      [0, 360, '360p'],
    ])
  })
})

describe('audio tracks (spec 2 §4)', () => {
  const raw = [
    { id: 0, name: 'Русский', lang: 'ru' },
    { id: 1, name: 'Русский', lang: 'ru' },
    { id: 2, name: 'English', lang: 'eng' },
    { id: 3, name: 'English 5.1', lang: 'en' },
    { id: 4, name: 'Қазақша', lang: 'kk' },
  ]
  const tracks = offeredAudioTracks(raw)
  it('removes duplicates by name or language', () => expect(tracks.map((t) => t.id)).toEqual([0, 2, 4]))
  const network = [
    { key: 'en', priority: 3 },
    { key: 'kk', priority: 2 },
    { key: 'ru', priority: 1 },
  ]
  it.each([
    ['saved per channel first', 'en', network, 2],
    ['saved missing → network priority 1', 'de', network, 0],
    ['no ru → next priority', null, network.filter((l) => l.key !== 'ru'), 4],
    ['nothing matches → first', null, [{ key: 'fr', priority: 1 }], 0],
  ])('%s', (_n, saved, langs, id) => expect(chooseAudioTrack(tracks, saved, langs)).toBe(id))
  it('no tracks → null', () => expect(chooseAudioTrack([], 'ru')).toBeNull())
})

describe('text tracks (spec 2 §4)', () => {
  const tracks = offeredTextTracks([
    { id: 0, name: 'Русские', lang: 'rus' },
    { id: 1, name: 'English', lang: 'en-US' },
    { id: 2, name: 'Unknown', lang: '' },
    { id: 3, name: 'Shaka Player TextTrack', lang: 'en' },
  ])
  it('drops tracks with no language or a player-internal label', () =>
    expect(tracks.map((t) => t.id)).toEqual([0, 1]))
  it.each([
    ['saved per channel', { savedForChannel: 'en', savedLanguage: 'ru' }, { id: 1, locked: false }],
    ['saved off per channel', { savedForChannel: 'off', savedLanguage: 'ru' }, { id: null, locked: false }],
    ['saved language on first two letters', { savedLanguage: 'ru-RU' }, { id: 0, locked: false }],
    ['nothing saved → off', {}, { id: null, locked: false }],
    [
      'forced by DRM, audio differs → on and locked',
      { forceSubtitles: true, audioLang: 'en', viewerLang: 'ru', savedForChannel: 'off' },
      { id: 0, locked: true },
    ],
    [
      'forced, audio same language → normal rule',
      { forceSubtitles: true, audioLang: 'ru', viewerLang: 'ru' },
      { id: null, locked: false },
    ],
  ])('%s', (_n, ctx, choice) => expect(chooseTextTrack(tracks, ctx)).toEqual(choice))
})

describe('errorMessageKey (spec 2 §4 "Messages")', () => {
  it.each([
    [{ codecError: true, errorCount: 0, error: null }, 'error_video_codec'],
    [{ codecError: false, errorCount: 2, error: null }, 'error_video_download'],
    [{ codecError: false, errorCount: 0, error: { kind: 'download' } }, 'error_video_download'],
    [{ codecError: false, errorCount: 1, error: null }, null],
    // spec 2 §8: a DRM failure is 'DRM Error', never the download text, whatever the counters say
    [{ codecError: false, errorCount: 3, error: { kind: 'drm' } }, 'error_drm'],
    // issue 11: corrupt segments (over 5 parsing/stall errors) end in the video error, not a spinner
    [{ codecError: false, errorCount: 0, error: null, videoError: true }, 'error_video_broken'],
    [
      { codecError: false, errorCount: 3, error: { kind: 'download' }, videoError: true },
      'error_video_download',
    ],
  ])('%o → %s', (s, key) => expect(errorMessageKey(s)).toBe(key))
})
