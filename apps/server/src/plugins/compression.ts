import type { FastifyInstance } from 'fastify'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

// Answers built in memory (API JSON, playlists, generated SVG, VAST) are sent compressed when the
// client accepts it: the start page's rowset is ~350 KB of JSON, ~30 KB compressed. Files of the web
// build are precompressed at build time instead (scripts/compress-dist.mjs); streams pass untouched.
const MIN_BYTES = 1024
const COMPRESSIBLE =
  /^(application\/(json|xml|vnd\.apple\.mpegurl|x-mpegurl|dash\+xml)|text\/|image\/svg\+xml)/i

/** The encoding to use for an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = (accept ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0])
  if (offered.includes('br')) return 'br'
  return offered.includes('gzip') ? 'gzip' : null
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) < MIN_BYTES) return payload
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload
    const vary = reply.getHeader('vary')
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    reply.header('Content-Encoding', encoding)
    reply.removeHeader('content-length')
    return encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(payload, { level: 6 })
  })
}
