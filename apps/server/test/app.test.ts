import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, toOpenApiPath } from '@efir/contract'
import type { AppContext } from '../src/context.ts'
import { assertAllEndpointsRegistered } from '../src/plugins/contract-route.ts'
import { hstsModeFrom } from '../src/plugins/security-headers.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

const CSP_PARTS = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: data:",
  "worker-src 'self' blob:",
]

describe('app shell', () => {
  let t: TestApp
  const web = mkdtempSync(join(tmpdir(), 'efir-web-'))
  beforeAll(async () => {
    mkdirSync(join(web, 'assets'))
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>efir client</title>')
    writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log(1)')
    writeFileSync(join(web, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}')
    t = await createTestApp({ webDist: web })
  })
  afterAll(() => t.close())

  it('refuses to start when a contract endpoint is not registered', () => {
    expect(() => assertAllEndpointsRegistered({} as AppContext)).toThrow(/getNetworkInfo/)
  })

  it('/docs/json lists every contract endpoint with its tag and summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json<{ paths: Record<string, Record<string, { tags: string[]; summary: string }>> }>()
    for (const e of Object.values(endpoints)) {
      const op = doc.paths[toOpenApiPath(e.path)]?.[e.method.toLowerCase()]
      expect(op, `${e.method} ${e.path}`).toBeDefined()
      expect(op?.tags).toEqual([e.tag])
      expect(op?.summary).toBe(e.summary)
    }
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p))
    expect(operations).toHaveLength(Object.keys(endpoints).length)
  })

  it('serves swagger-ui at /docs with its own CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests')
  })

  it('answers the API with no-store, nosniff and no-referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/users/self/network' })
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
  })

  it('serves the client with a strict CSP and the SPA fallback', async () => {
    for (const url of ['/', '/channels/all/efir-24', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('efir client')
      expect(res.headers['cache-control']).toBe('no-cache')
      const csp = String(res.headers['content-security-policy'])
      for (const part of CSP_PARTS) expect(csp).toContain(part)
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('sends exactly the CSP of issue 2 (helmet adds no directive of its own)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
    expect(directives.sort()).toEqual(
      [
        "default-src 'self'",
        "script-src 'self' https://www.gstatic.com/cv/js/sender/ https://www.gstatic.com/cast/sdk/libs/",
        "object-src 'none'",
        "base-uri 'none'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob: data:",
        "worker-src 'self' blob:",
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self'",
        "font-src 'self' data:",
        "frame-ancestors 'none'",
      ].sort(),
    )
    // framing is decided by frame-ancestors alone; images and media stay loadable by clients elsewhere
    expect(res.headers['x-frame-options']).toBeUndefined()
    expect(res.headers['cross-origin-resource-policy']).toBeUndefined()
  })

  it('sends no Strict-Transport-Security over plain HTTP', async () => {
    for (const url of ['/', '/v2/users/self/network']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } })
      expect(res.headers['strict-transport-security'], url).toBeUndefined()
    }
  })

  it('does not publish source maps', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('secret.ts')
  })

  it('lets embed routes be framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/channels/first' })
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    const embed = await t.app.inject({ method: 'GET', url: '/channel_embed/104' })
    expect(String(embed.headers['content-security-policy'])).toContain('frame-ancestors *')
    // only the embed routes themselves (issue 8): not any path containing "_embed/"
    for (const url of ['/settings/x_embed/', '/player_embed/1', '/channel_embed/104/extra'])
      expect(
        String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']),
      ).toContain("frame-ancestors 'none'")
  })

  it("lets only the product's origin frame the gateway's card page (pay_iframe)", async () => {
    const card = await t.app.inject({ method: 'GET', url: '/gateway/pay/abcdefghijklmnop' })
    expect(String(card.headers['content-security-policy'])).toContain("frame-ancestors 'self'")
    expect(String(card.headers['content-security-policy'])).not.toContain('frame-ancestors *')
    const back = await t.app.inject({ method: 'GET', url: '/payment-return.html' })
    expect(String(back.headers['content-security-policy'])).toContain("frame-ancestors 'self'")
    const qr = await t.app.inject({ method: 'GET', url: '/gateway/qr/abcdefghijklmnop' })
    expect(String(qr.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  })

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it('answers unknown API paths with a JSON 404, never index.html', async () => {
    for (const url of ['/v2/nothing', '/dev/nothing', '/static/nothing.svg', '/media/x.m3u8']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toMatchObject({ status_code: 404, error_code: 'not_found' })
    }
  })

  it('serves the agreement, privacy texts, ping image, logos and avatars', async () => {
    for (const [url, type] of [
      ['/static/agreement.txt', 'text/plain'],
      ['/static/privacy.txt', 'text/plain'],
      ['/static/ping.png', 'image/png'],
      ['/static/logo/efir.svg', 'image/svg+xml'],
      ['/static/logo/nord.svg', 'image/svg+xml'],
      ['/static/avatars/1.svg', 'image/svg+xml'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain(type)
    }
  })

  // issue 32: a direct load of a page whose id names nothing answers 404 (the app's own HTML, noindex)
  it.each([
    '/contents/nothing-999999',
    '/contents/x-99999999999',
    '/contents/Matrica-1',
    '/watch/999999',
    '/trailers/999999',
    '/persons/999999',
    '/persons/abc',
    '/row/99999999999',
    '/row/-1',
    '/rowset/nothing',
    '/catalog/nothing',
    '/news/99999',
    '/packets/99999',
    '/packets/efir_99999',
    '/packets/1_2_99999',
    '/packets/abc',
    '/provider/nope',
    '/channel/nochannel',
    '/channels/all/nochannel',
    '/channels/nocategory',
  ])('%s: 404 with the app and noindex', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<title>efir client</title>')
    expect(res.body).toContain('<meta name="robots" content="noindex">')
  })

  it.each([
    '/contents/matrica-1',
    '/contents/matrica-1/anything',
    '/watch/1',
    '/trailers/5001',
    '/persons/aleksandr-smirnov-1',
    '/row/genre-drama',
    '/row/1001',
    '/rowset/startpage',
    '/catalog/movies',
    '/news/1',
    '/packets/0',
    '/packets/1',
    '/provider/efir',
    '/channel/efir-24',
    '/channels/all/pervyj-demo',
    '/channels/17/102',
    '/channels/news',
    '/channels/novosti-24',
    '/channels',
    '/no/such/page',
  ])('%s: 200 as ever (what the server cannot tell, the client marks noindex)', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('noindex')
  })
})

describe('behind a proxy that terminates HTTPS', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true })
  })
  afterAll(() => t.close())

  it('sends Strict-Transport-Security on what came over HTTPS, not on plain HTTP', async () => {
    const https = await t.app.inject({
      method: 'GET',
      url: '/v2/users/self/network',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const http = await t.app.inject({ method: 'GET', url: '/v2/users/self/network' })
    expect(http.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('EFIR_HSTS', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ hsts: 'always' })
  })
  afterAll(() => t.close())

  it('reads unset as HTTPS only, 1 as always, 0 as never', () => {
    expect(hstsModeFrom(undefined)).toBe('https')
    expect(hstsModeFrom('1')).toBe('always')
    expect(hstsModeFrom('0')).toBe('off')
  })

  it('always: on every answer, for TLS that ends at a proxy the server is not told about', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/users/self/network' })
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000')
  })
})

describe('without a built client and without demo mode', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ demo: false })
  })
  afterAll(() => t.close())

  it('says the client is not built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('npm run build')
  })

  it('has no /dev routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?phone=77000000001' })
    expect(res.statusCode).toBe(404)
  })

  it('ignores a simulated country', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/users/self/network',
      headers: { 'x-demo-country': 'US' },
    })
    expect(res.json()).toMatchObject({ country: 'KZ', is_country_allowed: true })
  })
})
