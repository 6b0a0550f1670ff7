// Common Encryption ('cenc', AES-128-CTR) of fragmented MP4, for the ClearKey variant.
// NOTE: Debian's ffmpeg 5.1 encrypts only non-fragmented MP4 (its fragments carry no senc/saiz/saio),
// so the generator encrypts the clear fragments itself (ISO/IEC 23001-7).
import { createCipheriv } from 'node:crypto'
import { box, boxes, children, find, fullBox, rebuild } from './mp4.mjs'

/** W3C "common" PSSH system id: Chromium's ClearKey CDM reads key ids from it. */
const COMMON_SYSTEM_ID = Buffer.from('1077efecc0b24d02ace33c1e52e2fb4b', 'hex')
const IV_SIZE = 8

/** The common-system PSSH (version 1, key ids, no data): also written into the MPD. */
export function commonPssh(kid) {
  const count = Buffer.alloc(4)
  count.writeUInt32BE(1)
  return fullBox('pssh', 1, 0, COMMON_SYSTEM_ID, count, kid, Buffer.alloc(4))
}

/** Init segment: avc1/mp4a become encv/enca with a sinf (frma, schm 'cenc', tenc with the KID). */
export function encryptInit(init, kid) {
  const stsdPath = 'moov/trak/mdia/minf/stbl/stsd'
  const stsd = find(init, stsdPath)
  const entry = children(init, stsd)[0]
  const original = entry.type
  const protectedType = original === 'avc1' ? 'encv' : 'enca'
  const schemeVersion = Buffer.alloc(8)
  schemeVersion.write('cenc', 0, 'latin1')
  schemeVersion.writeUInt32BE(0x00010000, 4)
  const tenc = fullBox('tenc', 0, 0, Buffer.from([0, 0, 1, IV_SIZE]), kid)
  const sinf = box(
    'sinf',
    box('frma', Buffer.from(original, 'latin1')),
    fullBox('schm', 0, 0, schemeVersion),
    box('schi', tenc),
  )
  const withSinf = rebuild(init, `${stsdPath}/${original}`, (b) => {
    const bytes = Buffer.concat([init.subarray(b.start + 8, b.start + b.size), sinf])
    return box(protectedType, bytes)
  })
  // Append the PSSH to moov so the browser's 'encrypted' event carries the key id.
  const moov = find(withSinf, 'moov')
  return rebuild(withSinf, 'moov', () =>
    box('moov', withSinf.subarray(moov.start + 8, moov.start + moov.size), commonPssh(kid)),
  )
}

function readTfhd(buf, tfhd) {
  const flags = buf.readUInt32BE(tfhd.start + 8) & 0xffffff
  let p = tfhd.start + 16
  if (flags & 0x1) p += 8
  if (flags & 0x2) p += 4
  if (flags & 0x8) p += 4
  return flags & 0x10 ? buf.readUInt32BE(p) : undefined
}

/** trun: sample sizes and where data_offset sits (we move it by the bytes added to moof). */
function readTrun(buf, trun, defaultSize) {
  const flags = buf.readUInt32BE(trun.start + 8) & 0xffffff
  const count = buf.readUInt32BE(trun.start + 12)
  let p = trun.start + 16
  if (!(flags & 0x1)) throw new Error('trun without data_offset')
  const dataOffsetAt = p - trun.start
  const dataOffset = buf.readInt32BE(p)
  p += 4
  if (flags & 0x4) p += 4
  const sizes = []
  for (let i = 0; i < count; i++) {
    if (flags & 0x100) p += 4
    if (flags & 0x200) {
      sizes.push(buf.readUInt32BE(p))
      p += 4
    } else sizes.push(defaultSize)
    if (flags & 0x400) p += 4
    if (flags & 0x800) p += 4
  }
  return { dataOffsetAt, dataOffset, sizes }
}

/**
 * H.264 subsamples: NAL length and header stay clear, slice data is encrypted in whole 16-byte
 * blocks (the rest stays clear), other NAL units (SPS, PPS, SEI) stay clear.
 */
function avcSubsamples(sample) {
  const ranges = []
  let clear = 0
  for (let p = 0; p < sample.length;) {
    const size = sample.readUInt32BE(p)
    const type = sample[p + 4] & 0x1f
    const protectedBytes = type === 1 || type === 5 ? Math.floor((size - 1) / 16) * 16 : 0
    clear += 4 + size - protectedBytes
    if (protectedBytes > 0) {
      while (clear > 0xffff) {
        ranges.push([0xffff, 0])
        clear -= 0xffff
      }
      ranges.push([clear, protectedBytes])
      clear = 0
    }
    p += 4 + size
  }
  if (clear > 0) ranges.push([clear, 0])
  return ranges
}

function encryptSample(sample, key, iv, ranges) {
  const cipher = createCipheriv('aes-128-ctr', key, Buffer.concat([iv, Buffer.alloc(8)]))
  if (!ranges) return cipher.update(sample)
  const out = Buffer.from(sample)
  let p = 0
  for (const [clear, enc] of ranges) {
    p += clear
    cipher.update(sample.subarray(p, p + enc)).copy(out, p)
    p += enc
  }
  return out
}

/**
 * One media segment (moof+mdat): samples encrypted in place, senc/saiz/saio appended to traf,
 * trun data_offset moved by the added bytes. `ivBase` makes every sample's IV unique.
 */
export function encryptSegment(seg, key, video, ivBase) {
  const [moof, mdat] = boxes(seg)
  const traf = children(seg, moof).find((b) => b.type === 'traf')
  const trafKids = children(seg, traf)
  const tfhd = trafKids.find((b) => b.type === 'tfhd')
  const trun = trafKids.find((b) => b.type === 'trun')
  const { dataOffsetAt, dataOffset, sizes } = readTrun(seg, trun, readTfhd(seg, tfhd))

  const data = Buffer.from(seg.subarray(moof.start + dataOffset, mdat.start + mdat.size))
  const entries = []
  let p = 0
  sizes.forEach((size, i) => {
    const iv = Buffer.alloc(IV_SIZE)
    iv.writeBigUInt64BE(BigInt(ivBase) * 100000n + BigInt(i))
    const sample = data.subarray(p, p + size)
    const ranges = video ? avcSubsamples(sample) : undefined
    encryptSample(sample, key, iv, ranges).copy(data, p)
    const parts = [iv]
    if (ranges) {
      const sub = Buffer.alloc(2 + ranges.length * 6)
      sub.writeUInt16BE(ranges.length)
      ranges.forEach(([c, e], j) => {
        sub.writeUInt16BE(c, 2 + j * 6)
        sub.writeUInt32BE(e, 4 + j * 6)
      })
      parts.push(sub)
    }
    entries.push(Buffer.concat(parts))
    p += size
  })

  const count = Buffer.alloc(4)
  count.writeUInt32BE(sizes.length)
  const senc = fullBox('senc', 0, video ? 0x2 : 0, count, ...entries)
  const saizBody = Buffer.alloc(5 + sizes.length)
  saizBody[0] = 0 // default_sample_info_size 0: sizes follow
  saizBody.writeUInt32BE(sizes.length, 1)
  entries.forEach((e, i) => (saizBody[5 + i] = e.length))
  const saiz = fullBox('saiz', 0, 0, saizBody)
  const saioBody = Buffer.alloc(8)
  saioBody.writeUInt32BE(1)
  const saio = fullBox('saio', 0, 0, saioBody)
  const added = senc.length + saiz.length + saio.length

  const newTrun = Buffer.from(seg.subarray(trun.start, trun.start + trun.size))
  newTrun.writeInt32BE(dataOffset + added, dataOffsetAt)
  const trafParts = trafKids.map((b) => (b === trun ? newTrun : seg.subarray(b.start, b.start + b.size)))
  // saio points at the first IV: moof header, boxes before traf, traf header, traf children, senc header.
  const beforeTraf = traf.start - moof.start
  const trafBodyBefore = trafParts.reduce((n, part) => n + part.length, 0)
  saio.writeUInt32BE(beforeTraf + 8 + trafBodyBefore + 16, saio.length - 4)
  const newTraf = box('traf', ...trafParts, senc, saiz, saio)
  const moofKids = children(seg, moof).map((b) =>
    b.type === 'traf' ? newTraf : seg.subarray(b.start, b.start + b.size),
  )
  const newMoof = box('moof', ...moofKids)
  const newMdat = box('mdat', data)
  return Buffer.concat([newMoof, newMdat])
}
