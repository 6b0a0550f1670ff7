// Small ISO-BMFF helpers for the media generator: walk boxes, split a fragmented MP4 into an init
// segment and one file per fragment, read the codec string, rebuild boxes with new children.

/** Boxes whose payload is only child boxes (after `skip` bytes of fields). */
const CONTAINERS = {
  moov: 0,
  trak: 0,
  mdia: 0,
  minf: 0,
  stbl: 0,
  moof: 0,
  traf: 0,
  mvex: 0,
  dinf: 0,
  sinf: 0,
  schi: 0,
  edts: 0,
  stsd: 8,
  avc1: 78,
  encv: 78,
  mp4a: 28,
  enca: 28,
}

/** Top-level (or child) boxes of buf[start, end): { type, start, size, header }. */
export function boxes(buf, start = 0, end = buf.length) {
  const out = []
  let offset = start
  while (offset + 8 <= end) {
    let size = buf.readUInt32BE(offset)
    let header = 8
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(offset + 8))
      header = 16
    } else if (size === 0) size = end - offset
    out.push({ type: buf.toString('latin1', offset + 4, offset + 8), start: offset, size, header })
    offset += size
  }
  return out
}

export function children(buf, box) {
  const skip = CONTAINERS[box.type] ?? 0
  return boxes(buf, box.start + box.header + skip, box.start + box.size)
}

/** The first box along a path of types ('moov/trak/mdia/mdhd'). */
export function find(buf, path, within = { start: -8, size: buf.length + 8, header: 8, type: '' }) {
  let current = within
  for (const type of path.split('/')) {
    const list = current.type === '' ? boxes(buf) : children(buf, current)
    const next = list.find((b) => b.type === type)
    if (!next) return undefined
    current = next
  }
  return current
}

/** init = everything before the first moof; one segment per moof+mdat pair (mfra dropped). */
export function splitFragmented(buf) {
  const top = boxes(buf)
  const firstMoof = top.findIndex((b) => b.type === 'moof')
  if (firstMoof < 0) throw new Error('not a fragmented MP4')
  const init = buf.subarray(0, top[firstMoof].start)
  const segments = []
  for (let i = firstMoof; i < top.length; i++) {
    if (top[i].type !== 'moof') continue
    const mdat = top[i + 1]
    if (mdat?.type !== 'mdat') throw new Error('moof without mdat')
    segments.push(buf.subarray(top[i].start, mdat.start + mdat.size))
  }
  return { init, segments }
}

const hex2 = (n) => n.toString(16).padStart(2, '0')

/** RFC 6381 codec string of the first track: avc1.PPCCLL or mp4a.40.N. */
export function codecString(init) {
  const stsd = find(init, 'moov/trak/mdia/minf/stbl/stsd')
  const entry = children(init, stsd)[0]
  if (entry.type === 'avc1' || entry.type === 'encv') {
    const avcC = children(init, entry).find((b) => b.type === 'avcC')
    const p = avcC.start + avcC.header
    return `avc1.${hex2(init[p + 1])}${hex2(init[p + 2])}${hex2(init[p + 3])}`
  }
  // mp4a > esds: ES_Descriptor (3) > DecoderConfigDescriptor (4) > DecoderSpecificInfo (5), whose
  // AudioSpecificConfig starts with the 5-bit object type (2 = AAC-LC).
  const esds = children(init, entry).find((b) => b.type === 'esds')
  const body = init.subarray(esds.start + esds.header + 4, esds.start + esds.size)
  const descriptor = (p) => {
    let length = 0
    let q = p + 1
    for (let byte = 0x80; byte & 0x80; q++) {
      byte = body[q]
      length = (length << 7) | (byte & 0x7f)
    }
    return { tag: body[p], body: q, length }
  }
  const es = descriptor(0)
  const esFlags = body[es.body + 2]
  let p = es.body + 3 + (esFlags & 0x80 ? 2 : 0) + (esFlags & 0x20 ? 2 : 0)
  if (esFlags & 0x40) p += 1 + body[p]
  const config = descriptor(p)
  const specific = descriptor(config.body + 13)
  if (es.tag !== 3 || config.tag !== 4 || specific.tag !== 5) throw new Error('unexpected esds layout')
  return `mp4a.40.${body[specific.body] >> 3}`
}

export function timescale(init) {
  const mdhd = find(init, 'moov/trak/mdia/mdhd')
  const version = init[mdhd.start + 8]
  return init.readUInt32BE(mdhd.start + (version === 1 ? 28 : 20))
}

/** A box from a type and payload parts. */
export function box(type, ...parts) {
  const payload = Buffer.concat(parts)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(payload.length + 8)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, payload])
}

export function fullBox(type, version, flags, ...parts) {
  const vf = Buffer.alloc(4)
  vf.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff))
  return box(type, vf, ...parts)
}

/**
 * Rebuilds `target` (a box inside buf) through its ancestors: `replace(target)` answers the new
 * bytes of the target; every ancestor on `path` gets its size recomputed.
 */
export function rebuild(buf, path, replace) {
  const types = path.split('/')
  const walk = (list, depth) => {
    const parts = []
    for (const b of list) {
      const bytes = buf.subarray(b.start, b.start + b.size)
      if (b.type !== types[depth]) parts.push(bytes)
      else if (depth === types.length - 1) parts.push(replace(b))
      else {
        const skip = CONTAINERS[b.type] ?? 0
        const fields = buf.subarray(b.start + 8, b.start + b.header + skip)
        parts.push(box(b.type, fields, walk(children(buf, b), depth + 1)))
      }
    }
    return Buffer.concat(parts)
  }
  return walk(boxes(buf), 0)
}
