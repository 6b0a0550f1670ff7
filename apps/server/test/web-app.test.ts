import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { providers } from '../src/db/schema/index.ts'
import { parseHexColor } from '../src/modules/web-app/colors.ts'
import { prepareDatabase } from '../src/seed/index.ts'
import { PROVIDERS } from '../src/seed/providers.ts'
import type { webAppManifest } from '../src/modules/web-app/manifest.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

/** The manifest as the server builds it (the test reads it back from JSON). */
type Manifest = ReturnType<typeof webAppManifest>

/** Width, height and the RGBA of one pixel of a PNG this server drew (no filter, 8-bit RGBA). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const chunks: Buffer[] = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(chunks))
  const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)]
  return { width, height, pixel }
}

describe('the installable web app of each brand (issue 12)', () => {
  let t: TestApp
  const web = mkdtempSync(join(tmpdir(), 'efir-web-'))
  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>efir client</title>')
    writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    t = await createTestApp({ webDist: web })
  })
  afterAll(() => t.close())

  const manifestOf = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/manifest.webmanifest${query}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    return res.json<Manifest>()
  }

  it.each([
    ['?provider=1', 'Efir', '#111113'],
    ['?provider=efir', 'Efir', '#111113'],
    ['', 'Efir', '#111113'], // the default provider
    ['?provider=nord', 'Nord TV', '#f7f9ff'],
    ['?provider=2', 'Nord TV', '#f7f9ff'],
    ['?provider=aurora', 'Aurora TV', '#0b1d2a'], // the second brand: data only
  ])('manifest%s: the brand’s name, colours, standalone at /', async (query, name, background) => {
    const manifest = await manifestOf(query)
    expect(manifest).toMatchObject({
      name,
      short_name: name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: background,
      background_color: background,
    })
    expect(manifest.icons.map((i) => `${i.purpose} ${i.sizes} ${i.type}`)).toEqual([
      'any 192x192 image/png',
      'any 512x512 image/png',
      'maskable 192x192 image/png',
      'maskable 512x512 image/png',
    ])
  })

  it('draws each icon at its size in the brand’s primary colour; kept for good at its version', async () => {
    for (const [provider, primary] of [
      ['efir', '#c93a3f'],
      ['nord', '#3e63dd'],
      ['aurora', '#0f766e'],
    ] as const) {
      const { icons } = await manifestOf(`?provider=${provider}`)
      for (const icon of icons) {
        const res = await t.app.inject({ method: 'GET', url: icon.src })
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe('image/png')
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
        const png = readPng(res.rawPayload)
        const size = Number(icon.sizes.split('x')[0])
        expect([png.width, png.height]).toEqual([size, size])
        // a point of the tile left of the mark: the primary colour, opaque
        expect(png.pixel(Math.round(size * 0.2), Math.round(size * 0.5))).toEqual([
          ...(parseHexColor(primary) ?? []),
          255,
        ])
        // the centre: the mark in on_primary (white)
        expect(png.pixel(size / 2, size / 2)).toEqual([255, 255, 255, 255])
        // a corner: transparent on a rounded tile, the full-bleed colour on a maskable one
        expect(png.pixel(0, 0)[3]).toBe(icon.purpose === 'any' ? 0 : 255)
      }
    }
  })

  it('an icon asked without its version is revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/web-app/efir/icon-192.png' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it.each([
    ['', '#c93a3f'], // the default provider, also at the root path iOS asks by itself
    ['?provider=aurora', '#0f766e'],
  ])(
    'apple-touch-icon.png%s: the full-bleed tile at 180 px in the brand’s colour',
    async (query, primary) => {
      const res = await t.app.inject({ method: 'GET', url: `/apple-touch-icon.png${query}` })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
      expect(res.headers['cache-control']).toBe('no-cache')
      const png = readPng(res.rawPayload)
      expect([png.width, png.height]).toEqual([180, 180])
      // opaque to the corner: iOS rounds it itself
      expect(png.pixel(0, 0)).toEqual([...(parseHexColor(primary) ?? []), 255])
    },
  )

  it.each([
    '/apple-touch-icon.png?provider=999',
    '/manifest.webmanifest?provider=999',
    '/manifest.webmanifest?provider=%27%3B--',
    `/manifest.webmanifest?provider=${'a'.repeat(300)}`,
    '/manifest.webmanifest?provider=1&provider=2',
    '/static/web-app/999/icon-192.png',
    '/static/web-app/efir/icon-100.png',
    '/static/web-app/efir/icon-192.svg',
  ])('%s: a 404 with an error body, never a 5xx', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status_code: 404 })
  })

  it('a demo database made before the second brand gets it on its next start, ids moving on past it', async () => {
    const { db } = t.database
    const aurora = () => db.select().from(providers).where(eq(providers.shortname, 'aurora'))
    await db.delete(providers).where(eq(providers.shortname, 'aurora'))
    expect(await aurora()).toEqual([])

    await prepareDatabase(t.database, t.clock.now())
    expect((await aurora()).map((p) => [p.id, p.name])).toEqual([[5, 'Aurora TV']])
    // the sequence stands past the seeded ids: the next brand an operator adds gets a free one
    const [added] = await db
      .insert(providers)
      .values({ ...PROVIDERS[0]!, id: undefined, shortname: 'later' })
      .returning({ id: providers.id })
    expect(added?.id).toBeGreaterThan(Math.max(...PROVIDERS.map((p) => p.id ?? 0)))
  })

  it('serves the worker as JavaScript that is revalidated on every registration check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'")
  })
})
