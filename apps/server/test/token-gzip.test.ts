import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressAfterToken, gzipAfterToken } from '../src/lib/token-gzip.ts'

// A stream answer's shape: a head, then text with the token in many places (every playlist URI).
const history = '"hls":"http://127.0.0.1:8080/media/live/102/hls.m3u8?t='
const parts = [
  '","hls_mbr":"http://127.0.0.1:8080/media/live/102/hls_mbr.m3u8?t=',
  ...Array.from({ length: 40 }, (_, n) => `",\\n#EXTINF:2.000,\\nseg/102/720p/${1000 + n}.m4s?t=`),
  '","name":"Первый Демо — ünïcode"}',
]
const tokenOf = (length: number) => randomBytes(length).toString('base64url').slice(0, length)

describe('gzip of an answer that differs per caller only in its token (lib/token-gzip.ts)', () => {
  it('decodes to the text with the token in every place, for any token of the length it was made for', () => {
    for (const length of [1, 20, 47, 90]) {
      const deflated = compressAfterToken(history, parts, length)
      expect(deflated).not.toBeNull()
      for (let i = 0; i < 20; i++) {
        const token = i === 0 ? '.'.repeat(length) : tokenOf(length)
        const head = `{"stat":{"id":${i * 7919}},${history}${token}`
        const tail = parts.join(token)
        const gzipped = gzipAfterToken(head, tail, deflated ?? Buffer.alloc(0))
        expect(gunzipSync(gzipped ?? Buffer.alloc(0)).toString()).toBe(head + tail)
      }
    }
  })

  it('is compressed: far smaller than the text it stands for', () => {
    const token = tokenOf(47)
    const deflated = compressAfterToken(history, parts, token.length) ?? Buffer.alloc(0)
    const gzipped = gzipAfterToken(`{${history}${token}`, parts.join(token), deflated) ?? Buffer.alloc(0)
    expect(gzipped.length).toBeLessThan(Buffer.byteLength(parts.join(token)) / 4)
  })

  it('refuses a token longer than the bytes free to stand for it, and a head too long to store', () => {
    // 256 bytes less those of the text and of any token: fewer than 190
    expect(compressAfterToken(history, parts, 190)).toBeNull()
    const deflated = compressAfterToken(history, parts, 4) ?? Buffer.alloc(0)
    expect(gzipAfterToken('x'.repeat(70_000), parts.join('abcd'), deflated)).toBeNull()
  })
})
