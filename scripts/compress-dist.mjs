// Writes .br and .gz beside every text asset of apps/web/dist, so the server sends them precompressed
// (@fastify/static preCompressed) instead of the raw files: the start page's bytes are mostly JS and CSS.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const DIST = new URL('../apps/web/dist/', import.meta.url).pathname
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/
const MIN_BYTES = 1024

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
for (const path of files(DIST)) {
  if (!TEXT.test(path)) continue
  const raw = readFileSync(path)
  if (raw.length < MIN_BYTES) continue
  writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }))
  count += 1
}
console.log(`compress-dist: ${count} files precompressed (br, gz)`)
