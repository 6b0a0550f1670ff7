import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding } from '../src/plugins/compression.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected)
  })
})

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
    expect(plain.headers.vary).toMatch(/Accept-Encoding/)
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
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
