import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DrmDescriptor } from '@efir/contract'
import { manifest, MEDIA_DIR } from '../src/media/assets.ts'
import { sequenceAt, sourceForChannel } from '../src/media/timeline.ts'
import { mediaUrls } from '../src/media/urls.ts'
import { trackedAdEvents } from '../src/media/vast.ts'
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
const b64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url')
/** Well-formed enough: every opening tag is closed in order (no XML parser in the server's deps). */
function expectBalancedXml(xml: string): void {
  const stack: string[] = []
  const body = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/<\?xml[^>]*\?>/, '')
  for (const [, close, name, selfClose] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (selfClose) continue
    if (close) expect(stack.pop()).toBe(name)
    else stack.push(name ?? '')
  }
  expect(stack).toEqual([])
}

describe('ClearKey DASH', () => {
  it('live is a dynamic MPD on the timeline with the key id and the licence URL', async () => {
    const res = await get(mediaUrls.drmManifest(8))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/dash+xml')
    expectBalancedXml(res.body)
    expect(res.body).toContain('type="dynamic"')
    expect(res.body).toContain('availabilityStartTime="2026-01-01T00:00:00Z"')
    expect(res.body).toContain('cenc:default_KID="f9650454-b478-7af2-b9e8-02f0ef8e8121"')
    // the licence is the channel's, and carries the MPD's token like its segment templates
    expect(res.body).toMatch(
      /<dashif:Laurl>http:\/\/localhost:80\/media\/drm\/8\/license\?t=c8\.[\w.-]+<\/dashif:Laurl>/,
    )
    expect(res.body).toMatch(
      /initialization="video\/init\.mp4\?t=c8\.[\w.-]+" media="video\/\$Number\$\.m4s\?t=c8\./,
    )
  })

  it('catch-up is a static MPD numbered from the segment containing ts', async () => {
    const ts = nowSeconds() - 7200
    const res = await get(mediaUrls.drmManifest(8, ts))
    expect(res.body).toContain('type="static"')
    expect(res.body).toContain(`startNumber="${sequenceAt(ts)}"`)
    expectError(await get(mediaUrls.drmManifest(8, nowSeconds() + 10)), 400, 'validation_error')
  })

  it('serves encrypted segments re-timed, and 404 for the future', async () => {
    const n = sequenceAt(nowSeconds()) - 1
    const res = await get(`/media/drm/8/video/${n}.m4s`)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.includes(Buffer.from('senc'))).toBe(true)
    const init = await get('/media/drm/8/audio/en/init.mp4')
    expect(init.rawPayload.includes(Buffer.from('enca'))).toBe(true)
    expectError(await get(`/media/drm/8/audio/ru/${n + 2}.m4s`), 404, 'not_found')
  })

  it('the licence answers the key for a known kid, in any body type', async () => {
    const kid = b64url(manifest.drm.kid)
    for (const contentType of ['application/json', 'application/octet-stream', 'text/plain']) {
      const res = await t.app.inject({
        method: 'POST',
        url: signed(mediaUrls.clearKeyLicense(8)),
        headers: { 'content-type': contentType },
        payload: JSON.stringify({ kids: [kid, 'AAAAAAAAAAAAAAAAAAAAAA'], type: 'temporary' }),
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({
        keys: [{ kty: 'oct', kid, k: b64url(manifest.drm.key) }],
        type: 'temporary',
      })
    }
  })

  it('the licence refuses garbage (400) and unknown key ids (404)', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: signed(mediaUrls.clearKeyLicense(8)),
        headers: { 'content-type': 'text/plain' },
        payload,
      })
    expectError(await post('not json'), 400, 'validation_error')
    expectError(await post(JSON.stringify({ kids: [] })), 400, 'validation_error')
    expectError(await post(JSON.stringify({ kids: ['AAAAAAAAAAAAAAAAAAAAAA'] })), 404, 'not_found')
  })

  it('builds the spec 2 §3 descriptor the stream answer carries', () => {
    const descriptor = DrmDescriptor.parse(mediaUrls.drmDescriptor(8, null, 'https://tv.example', 'tok'))
    expect(descriptor.streams[0]).toEqual({
      type: 'dash_clearkey',
      url: 'https://tv.example/media/drm/8/manifest.mpd?t=tok',
    })
    expect(descriptor.licence_servers.clearkey).toBe('https://tv.example/media/drm/8/license?t=tok')
  })
})

describe('VAST', () => {
  it('is XML with one linear creative whose MediaFile exists, and tracking URLs that answer 204', async () => {
    const res = await get(mediaUrls.vast('pre_roll'))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expectBalancedXml(res.body)
    expect(res.body).toContain('<VAST version="3.0">')
    expect(res.body.match(/<Linear>/g)).toHaveLength(1)
    const mediaFile =
      /<MediaFile [^>]*type="video\/mp4" width="640" height="360" bitrate="\d+"[^>]*><!\[CDATA\[(.+?)\]\]>/.exec(
        res.body,
      )
    const clipUrl = new URL(mediaFile?.[1] ?? '')
    const clip = await get(clipUrl.pathname)
    expect(clip.statusCode).toBe(200)
    expect(clip.headers['content-type']).toBe('video/mp4')
    expect(clip.rawPayload.equals(readFileSync(`${MEDIA_DIR}clips/ad-preroll.mp4`))).toBe(true)

    const impression = /<Impression[^>]*><!\[CDATA\[(.+?)\]\]>/.exec(res.body)?.[1] ?? ''
    const pixel = new URL(impression)
    const hit = await get(`${pixel.pathname}${pixel.search}`)
    expect(hit.statusCode).toBe(204)
    expect(trackedAdEvents().at(-1)).toMatchObject({ event: 'impression', place: 'pre_roll' })
    const error = new URL(/<Error><!\[CDATA\[(.+?)\]\]>/.exec(res.body)?.[1] ?? '')
    expect((await get(`${error.pathname}${error.search}`)).statusCode).toBe(204)
    expect(trackedAdEvents().at(-1)).toMatchObject({ event: 'error', code: '[ERRORCODE]' })
  })

  it('the failing variant points at a clip that is a 404', async () => {
    const res = await get(mediaUrls.vast('pre_roll', { fail: true }))
    const clip = new URL(/<MediaFile[^>]*><!\[CDATA\[(.+?)\]\]>/.exec(res.body)?.[1] ?? '')
    expectError(await get(clip.pathname), 404, 'not_found')
  })

  it('rejects unknown places and tracking events', async () => {
    expectError(await get('/media/vast/banner.xml'), 400, 'validation_error')
    expectError(await get('/media/ads/track?event=hack&place=pre_roll&ad=x'), 400, 'validation_error')
  })
})

describe('thumbnails, clips, online check', () => {
  it('timings list seek points every 10 s up to now, with sprite tiles', async () => {
    const now = nowSeconds()
    const start = now - 600
    const res = await get(`${mediaUrls.thumbnails(2)}?start=${start}&end=${now + 600}`)
    const body = res.json<{ seek_points: number[]; tiles: number[]; sprite: string; width: number }>()
    expect(body.width).toBe(196)
    expect(body.seek_points[1]! - body.seek_points[0]!).toBe(10_000)
    expect(start + body.seek_points.at(-1)! / 1000).toBeLessThanOrEqual(now)
    expect(body.tiles.every((tile) => tile >= 0 && tile < 6)).toBe(true)
    const sprite = await get(body.sprite)
    expect(sprite.headers['content-type']).toBe('image/jpeg')
    expect(
      sprite.rawPayload.equals(readFileSync(`${MEDIA_DIR}sources/${sourceForChannel(2)}/thumbs/sprite.jpg`)),
    ).toBe(true)
    expect((await get(mediaUrls.thumbnailAt(2, now - 30))).statusCode).toBe(200)
    expectError(await get(mediaUrls.thumbnailAt(2, now + 30)), 404, 'not_found')
    expectError(await get(`${mediaUrls.thumbnails(2)}?start=${now}&end=${now - 10}`), 400, 'validation_error')
  })

  it('clips honour byte ranges', async () => {
    const res = await get(mediaUrls.mattress(), { range: 'bytes=0-99' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/)
    expect(res.rawPayload).toHaveLength(100)
    expect((await get(mediaUrls.mattressScreenshot())).headers['content-type']).toBe('image/jpeg')
  })

  it('the online check is a small uncached text', async () => {
    const res = await get(`${mediaUrls.onlineCheck()}?ts=123`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toBe('ok 123\n')
  })
})
