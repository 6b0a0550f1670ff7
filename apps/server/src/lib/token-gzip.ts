import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib'

/**
 * Gzip for answers that differ per caller only in one token written many times (a stream answer: its
 * playlists carry the viewer's media token in every URI) and in a short head: the text after the first
 * token is compressed once for every token of a length, and a caller's answer is that, its head stored
 * as it is, and a checksum (issue 32: compressing every zap's answer anew cost more than the rest of it).
 *
 * How: the text is compressed with a stand-in of the token's length whose bytes are all different and
 * occur nowhere else, the head (ending with the first token) given as the preset history. A copy the
 * compressor makes of a stand-in byte can then only come from the same place of another stand-in, and
 * the decoder has the real token there; a stand-in byte written as a literal would stay a stand-in, which
 * `compressAfterToken` checks once by decoding with another token, and refuses (null).
 */

/** The bytes a token may hold (base64url, digits, dots): never a stand-in's, so the check sees a literal. */
const isTokenByte = (b: number) =>
  (b >= 0x30 && b <= 0x39) ||
  (b >= 0x41 && b <= 0x5a) ||
  (b >= 0x61 && b <= 0x7a) ||
  b === 0x2e ||
  b === 0x2d ||
  b === 0x5f

/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff

/**
 * `parts.join(token)` compressed once for every token of `tokenLength` bytes, for a decoder that has just
 * written `history` and a token; null when the text leaves too few free bytes for a stand-in (or the
 * check fails).
 */
export function compressAfterToken(
  history: string,
  parts: readonly string[],
  tokenLength: number,
): Buffer | null {
  const texts = parts.map((p) => Buffer.from(p))
  const used = new Set<number>(Buffer.from(history))
  for (const text of texts) for (const b of text) used.add(b)
  const free: number[] = []
  for (let b = 0xff; b >= 0 && free.length < tokenLength; b--)
    if (!used.has(b) && !isTokenByte(b)) free.push(b)
  if (free.length < tokenLength) return null
  const withToken = (token: Buffer) =>
    Buffer.concat(texts.flatMap((text, i) => (i === 0 ? [text] : [token, text])))
  const historyWith = (token: Buffer) => Buffer.concat([Buffer.from(history), token])
  const standIn = Buffer.from(free)
  const deflated = deflateRawSync(withToken(standIn), { level: 9, dictionary: historyWith(standIn) })
  const probe = Buffer.alloc(tokenLength, '.')
  const decoded = inflateRawSync(deflated, { dictionary: historyWith(probe) })
  return decoded.equals(withToken(probe)) ? deflated : null
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/**
 * The gzip member of `head + tail`: `head` (ending with the token) stored, `deflatedTail` the
 * compressAfterToken of `tail` for that token's length, `tailBytes` the length of `tail` in bytes (the
 * caller knows it without counting). Null when the head is too long to store.
 */
export function gzipAfterToken(
  head: string,
  tail: string,
  deflatedTail: Buffer,
  tailBytes = Buffer.byteLength(tail),
): Buffer | null {
  const stored = Buffer.from(head)
  if (stored.length > STORED_MAX) return null
  const out = Buffer.allocUnsafe(GZIP_HEADER.length + 5 + stored.length + deflatedTail.length + 8)
  let at = GZIP_HEADER.copy(out, 0)
  // a stored block that is not the last (BFINAL 0, BTYPE 00, padded to the byte), LEN and its complement
  at = out.writeUInt8(0, at)
  at = out.writeUInt16LE(stored.length, at)
  at = out.writeUInt16LE(~stored.length & 0xffff, at)
  at += stored.copy(out, at)
  at += deflatedTail.copy(out, at)
  at = out.writeUInt32LE(crc32(tail, crc32(stored)), at)
  out.writeUInt32LE((stored.length + tailBytes) % 2 ** 32, at)
  return out
}
