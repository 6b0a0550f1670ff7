import type { FastifyInstance } from 'fastify'
import fastifyCompress from '@fastify/compress'

// Answers built in memory (API JSON, playlists, generated SVG, VAST) are sent compressed when the
// client accepts it: the start page's rowset is ~350 KB of JSON, ~30 KB compressed. Files of the web
// build are precompressed at build time instead (scripts/compress-dist.mjs; @fastify/static sends
// them with their Content-Encoding, which this plugin leaves alone); media segments pass untouched.
const COMPRESSIBLE =
  /^(application\/(json|xml|vnd\.apple\.mpegurl|x-mpegurl|dash\+xml)|text\/|image\/svg\+xml)/i

/**
 * @fastify/compress: brotli (quality 4), then gzip, per Accept-Encoding, over 1 KB. Answers up to its
 * `syncThreshold` (8 KB on two cores) are compressed in one call, which costs less than a zlib stream
 * at that size; bigger ones stream through zlib's thread pool, off the event loop.
 */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
  threshold: 1024,
  customTypes: COMPRESSIBLE,
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    ...COMPRESSION,
    globalCompression: true,
    // request bodies are small JSON: no Content-Encoding on the way in, as before
    globalDecompression: false,
  })
}
