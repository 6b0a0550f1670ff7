import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_DIR } from '../src/media/assets.ts'
import {
  LIVE_WINDOW_SEGMENTS,
  sequenceAt,
  segmentStart,
  sourceForChannel,
  sourceTimeAt,
  timelineTimeOf,
  TIMELINE_EPOCH,
} from '../src/media/timeline.ts'
import { mediaUrls } from '../src/media/urls.ts'
import { createTestApp, expectError, mediaSigner, type TestApp } from './support/test-app.ts'

let t: TestApp
let signed: (url: string) => string
beforeAll(async () => {
  t = await createTestApp()
  signed = (await mediaSigner(t)).signed
})
afterAll(async () => t.close())

/** A media request with a valid token (media-token.test.ts covers requests without one). */
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: signed(url), headers })
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000)
/** Playlist text without its media tokens (media-token.test.ts checks them). */
const bare = (playlist: string) => playlist.replace(/\?t=[\w.-]+/g, '')
const tag = (playlist: string, name: string) =>
  bare(playlist)
    .split('\n')
    .filter((l) => l.startsWith(`#${name}`))
const value = (playlist: string, name: string) => tag(playlist, name)[0]?.split(':').slice(1).join(':')
const uris = (playlist: string) =>
  bare(playlist)
    .split('\n')
    .filter((l) => l.startsWith('/media/'))
const committed = (...parts: string[]) => readFileSync(`${MEDIA_DIR}${parts.join('/')}`)

describe('timeline', () => {
  it('maps channels to sources deterministically, neighbours differ', () => {
    expect(sourceForChannel(1)).toBe('a')
    expect(sourceForChannel(2)).toBe('b')
    expect(sourceForChannel(9)).toBe('a')
    expect(sourceForChannel(1)).toBe(sourceForChannel(1))
  })

  it('converts timeline time to source time and back', () => {
    expect(sourceTimeAt(TIMELINE_EPOCH + 3600 + 42)).toBe(42)
    const at = timelineTimeOf(42, TIMELINE_EPOCH + 3600 + 50)
    expect(at).toBe(TIMELINE_EPOCH + 3660 + 42)
    expect(sourceTimeAt(at)).toBe(42)
    expect(segmentStart(sequenceAt(TIMELINE_EPOCH + 101))).toBe(TIMELINE_EPOCH + 100)
  })
})

describe('master playlists', () => {
  it('hls_mbr lists 3 renditions with codecs, 2 audio languages (ru default) and 2 subtitles', async () => {
    const res = await get(mediaUrls.live(3, 'hls_mbr'))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl')
    const inf = tag(res.body, 'EXT-X-STREAM-INF')
    expect(inf).toHaveLength(3)
    expect(inf.map((l) => /RESOLUTION=(\d+x\d+)/.exec(l)?.[1])).toEqual(['640x360', '960x540', '1280x720'])
    for (const l of inf)
      expect(l).toMatch(
        /BANDWIDTH=\d+.*CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2",AUDIO="audio",SUBTITLES="subs"/,
      )
    const audio = tag(res.body, 'EXT-X-MEDIA:TYPE=AUDIO')
    expect(audio.map((l) => /LANGUAGE="(\w+)".*DEFAULT=(\w+)/.exec(l)?.slice(1))).toEqual([
      ['ru', 'YES'],
      ['en', 'NO'],
    ])
    expect(tag(res.body, 'EXT-X-MEDIA:TYPE=SUBTITLES').map((l) => /LANGUAGE="(\w+)"/.exec(l)?.[1])).toEqual([
      'ru',
      'en',
    ])
  })

  it('hls has the single middle rendition and the same groups', async () => {
    const res = await get(mediaUrls.live(3, 'hls'))
    const inf = tag(res.body, 'EXT-X-STREAM-INF')
    expect(inf).toHaveLength(1)
    expect(inf[0]).toContain('RESOLUTION=960x540')
    expect(tag(res.body, 'EXT-X-MEDIA')).toHaveLength(4)
  })
})

describe('live window', () => {
  it('slides with the clock: +1 media sequence per 2 s, PDT on every segment, nothing in the future', async () => {
    const first = await get('/media/live/4/video/540p.m3u8')
    expect(first.headers['cache-control']).toBe('no-cache')
    const now = nowSeconds()
    const seq = Number(value(first.body, 'EXT-X-MEDIA-SEQUENCE'))
    expect(seq).toBe(sequenceAt(now) - LIVE_WINDOW_SEGMENTS)
    expect(value(first.body, 'EXT-X-TARGETDURATION')).toBe('2')
    expect(first.body).toContain('#EXT-X-INDEPENDENT-SEGMENTS')
    expect(value(first.body, 'EXT-X-MAP')).toBe('URI="/media/seg/4/video/540p/init.mp4"')
    const pdts = tag(first.body, 'EXT-X-PROGRAM-DATE-TIME').map((l) => Date.parse(l.slice(25)) / 1000)
    const list = uris(first.body)
    expect(pdts).toHaveLength(LIVE_WINDOW_SEGMENTS)
    expect(list).toHaveLength(LIVE_WINDOW_SEGMENTS)
    expect(pdts[0]).toBe(segmentStart(seq))
    pdts.forEach((pdt, i) => expect(pdt).toBe(segmentStart(seq + i)))
    expect(list[0]).toBe(`/media/seg/4/video/540p/${seq}.m4s`)
    // The newest listed segment has ended by now.
    expect((pdts.at(-1) ?? 0) + 2).toBeLessThanOrEqual(now)

    t.clock.advance(2000)
    const next = await get('/media/live/4/video/540p.m3u8')
    expect(Number(value(next.body, 'EXT-X-MEDIA-SEQUENCE'))).toBe(seq + 1)
    t.clock.advance(7000)
    const later = await get('/media/live/4/audio/en.m3u8')
    expect(Number(value(later.body, 'EXT-X-MEDIA-SEQUENCE'))).toBe(seq + 1 + 3)
    expect(later.body).not.toContain('#EXT-X-ENDLIST')
  })

  it('answers 404 for a segment that has not started yet', async () => {
    const future = sequenceAt(nowSeconds()) + 1
    expectError(await get(`/media/seg/4/video/540p/${future}.m4s`), 404, 'not_found')
    expectError(await get(`/media/seg/4/subs/ru/${future}.vtt`), 404, 'not_found')
    expect((await get(`/media/seg/4/video/540p/${future - 2}.m4s`)).statusCode).toBe(200)
  })
})

describe('catch-up', () => {
  it('starts at the segment containing ts and grows as EVENT while its end is ahead', async () => {
    const now = nowSeconds()
    const ts = now - 3600 + 5
    const res = await get(`/media/catchup/6/${ts}/video/720p.m3u8`)
    expect(res.statusCode).toBe(200)
    expect(Number(value(res.body, 'EXT-X-MEDIA-SEQUENCE'))).toBe(sequenceAt(ts))
    expect(value(res.body, 'EXT-X-PLAYLIST-TYPE')).toBe('EVENT')
    expect(value(res.body, 'EXT-X-START')).toBe(
      `TIME-OFFSET=${ts - segmentStart(sequenceAt(ts))},PRECISE=YES`,
    )
    const list = uris(res.body)
    expect(list.at(-1)).toBe(`/media/seg/6/video/720p/${sequenceAt(now) - 1}.m4s`)
    expect(res.body).not.toContain('#EXT-X-ENDLIST')
    const master = await get(mediaUrls.catchup(6, ts, 'hls_mbr'))
    expect(tag(master.body, 'EXT-X-STREAM-INF')).toHaveLength(3)
  })

  it('ends with ENDLIST (VOD) when the whole window is in the past', async () => {
    const ts = segmentStart(sequenceAt(nowSeconds() - 6 * 3600))
    const res = await get(`/media/catchup/6/${ts}/subs/en.m3u8`)
    expect(value(res.body, 'EXT-X-PLAYLIST-TYPE')).toBe('VOD')
    expect(res.body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true)
    expect(uris(res.body)).toHaveLength((4 * 3600) / 2)
    expect(tag(res.body, 'EXT-X-PROGRAM-DATE-TIME')[0]).toBe(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(segmentStart(sequenceAt(ts)) * 1000).toISOString()}`,
    )
    // its URIs carry the viewer's token: no shared cache keeps it
    expect(res.headers['cache-control']).toBe('private, max-age=3600')
  })

  it('refuses ts in the future or before the timeline', async () => {
    expectError(await get(`/media/catchup/6/${nowSeconds() + 60}/hls.m3u8`), 400, 'validation_error')
    expectError(await get(`/media/catchup/6/${TIMELINE_EPOCH - 10}/video/360p.m3u8`), 400, 'validation_error')
  })
})

describe('segments', () => {
  const tfdt = (buf: Buffer) => {
    const at = buf.indexOf('tfdt') + 8
    return { at, value: buf.readBigUInt64BE(at) }
  }

  it('serves the committed loop file n mod 30, re-timed to n × 2 s', async () => {
    const n = sequenceAt(nowSeconds()) - 3
    const source = sourceForChannel(5)
    for (const [url, file, timescale, type] of [
      [
        `/media/seg/5/video/540p/${n}.m4s`,
        ['sources', source, 'video', '540p', `${n % 30}.m4s`],
        12800,
        'video/mp4',
      ],
      [
        `/media/seg/5/audio/ru/${n}.m4s`,
        ['sources', source, 'audio', 'ru', `${n % 30}.m4s`],
        64000,
        'audio/mp4',
      ],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe(type)
      expect(res.headers['cache-control']).toContain('max-age=31536000')
      const served = res.rawPayload
      const original = committed(...file)
      const { at, value: decodeTime } = tfdt(served)
      expect(decodeTime).toBe(BigInt(n) * BigInt(2 * timescale))
      served.writeBigUInt64BE(tfdt(original).value, at)
      expect(served.equals(original)).toBe(true)
    }
    const init = await get('/media/seg/5/video/720p/init.mp4')
    expect(init.rawPayload.equals(committed('sources', source, 'video', '720p', 'init.mp4'))).toBe(true)
  })

  it('subtitle segments carry the source cue and an X-TIMESTAMP-MAP at the segment media time', async () => {
    const n = sequenceAt(nowSeconds()) - 2
    const res = await get(`/media/seg/1/subs/en/${n}.vtt`)
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8')
    expect(res.body).toContain(`X-TIMESTAMP-MAP=MPEGTS:${n * 2 * 90000},LOCAL:00:00:00.000`)
    const mmss = `00:${String((n % 30) * 2).padStart(2, '0')}`
    expect(res.body).toContain(`Source A · ${mmss} · English subtitles`)
  })
})

describe('bad input', () => {
  it.each([
    '/media/live/0/hls.m3u8',
    '/media/live/abc/hls.m3u8',
    '/media/live/1e3/hls.m3u8',
    '/media/live/1/other.m3u8',
    '/media/live/1/video/1080p.m3u8',
    '/media/live/1/audio/de.m3u8',
    '/media/seg/1/video/1080p/1.m4s',
    '/media/seg/1/video/360p/-1.m4s',
    '/media/seg/1/video/360p/..%2F..%2Fmanifest.json',
    '/media/seg/1/audio/ru/1.mp4',
    '/media/seg/1/subs/xx/1.vtt',
    '/media/catchup/1/99999999999/hls.m3u8',
    '/media/catchup/1/12ab/hls.m3u8',
  ])('%s is a 400', async (url) => {
    expectError(await get(url), 400, 'validation_error')
  })

  it('an unknown media path is a JSON 404', async () => {
    expectError(await get('/media/nothing/here'), 404, 'not_found')
  })
})
