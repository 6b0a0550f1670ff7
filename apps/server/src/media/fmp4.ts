/**
 * The one edit the origin makes to a committed fMP4 segment: its decode time. A loop's segment k is
 * replayed as timeline segment n (k = n mod count) with tfdt = n × segment duration, so every
 * track's media time runs on continuously (seconds since the timeline epoch) with no
 * discontinuity at the loop's wrap, and audio, video and subtitles stay aligned.
 */

interface Box {
  type: string
  start: number
  size: number
}

function childBoxes(buf: Buffer, start: number, end: number): Box[] {
  const out: Box[] = []
  for (let offset = start; offset + 8 <= end;) {
    const size = buf.readUInt32BE(offset)
    if (size < 8 || offset + size > end) throw new Error('malformed box')
    out.push({ type: buf.toString('latin1', offset + 4, offset + 8), start: offset, size })
    offset += size
  }
  return out
}

/** Offset of the 64-bit baseMediaDecodeTime of moof/traf/tfdt (version 1, as ffmpeg writes it). */
export function tfdtOffset(segment: Buffer): number {
  const moof = childBoxes(segment, 0, segment.length).find((b) => b.type === 'moof')
  if (!moof) throw new Error('segment without moof')
  const traf = childBoxes(segment, moof.start + 8, moof.start + moof.size).find((b) => b.type === 'traf')
  if (!traf) throw new Error('moof without traf')
  const tfdt = childBoxes(segment, traf.start + 8, traf.start + traf.size).find((b) => b.type === 'tfdt')
  if (!tfdt || segment[tfdt.start + 8] !== 1) throw new Error('segment without a version 1 tfdt')
  return tfdt.start + 12
}

/** A copy of the segment with baseMediaDecodeTime set (in the track's timescale). */
export function withDecodeTime(segment: Buffer, decodeTime: bigint): Buffer {
  const out = Buffer.from(segment)
  out.writeBigUInt64BE(decodeTime, tfdtOffset(segment))
  return out
}
