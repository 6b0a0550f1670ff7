import { createRequire } from 'node:module'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type * as zlibModule from 'node:zlib'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'

describe('compression', () => {
  let t: TestApp
  const web = mkdtempSync(join(tmpdir(), 'efir-web-'))
  const script = `console.log(${JSON.stringify('x'.repeat(4000))})`
  beforeAll(async () => {
    mkdirSync(join(web, 'assets'))
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>efir client</title>')
    writeFileSync(join(web, 'assets', 'app-abc123.js'), script)
    writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), gzipSync(script))
    t = await createTestApp({ webDist: web })
  })
  afterAll(() => t.close())

  it('sends a large API answer compressed when asked, plain otherwise', async () => {
    const url = '/v2/rowsets/startpage?device=web'
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
  })

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding %j → %s', async (accept, expected) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/rowsets/startpage?device=web',
      headers: { 'accept-encoding': accept },
    })
    expect(res.headers['content-encoding']).toBe(expected)
  })

  it('streams a big answer built per request through zlib (no brotliCompressSync on the event loop)', async () => {
    // the CommonJS module object @fastify/compress calls (an ESM namespace cannot be spied on)
    const zlib = createRequire(import.meta.url)('node:zlib') as typeof zlibModule
    const sync = vi.spyOn(zlib, 'brotliCompressSync')
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v2/rows/everything?limit=100',
        headers: { 'accept-encoding': 'br' },
      })
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['content-length']).toBeUndefined() // streamed: chunked
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('contents')
      expect(sync).not.toHaveBeenCalled()
    } finally {
      sync.mockRestore()
    }
  })

  it('serves the precompressed build file of a web asset', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toBe(script)
  })
})
