import { SEGMENT_SECONDS } from '../../media/timeline.ts'

/**
 * The EPG is a pure function of (channel, day, programme catalogue): no rows to seed or expire, the
 * same answer on every request and engine, and any window is cheap. Days run 00:00-24:00 Almaty time
 * (UTC+5); programmes last 15-120 minutes in 5-minute steps, so every start is on a segment boundary
 * of the media timeline (issue 3 "aligned with the timeline").
 */
export const DAY_SECONDS = 86_400
const TZ_OFFSET_SECONDS = 5 * 3600
const STEP_MINUTES = 5
const MIN_MINUTES = 15
const MAX_MINUTES = 120
/** The third programme of each day airs a rights-restricted show (catch-up banned), on every channel. */
export const BANNED_SLOT = 2

export interface EpgProgram {
  id: number
  theme: string
  isSeries: boolean
  catchupBanned: boolean
}

export interface EpgChannel {
  id: number
  theme: string
}

export interface Airing<P extends EpgProgram = EpgProgram> {
  /** Stable id: day, channel and slot packed into one integer. */
  id: number
  channelId: number
  program: P
  start: number
  duration: number
  slot: number
  episode: { season: number; series: number } | null
  isCatchupAvailable: boolean
}

/** mulberry32: a tiny seeded PRNG, good enough to make a believable schedule. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export const dayIndexOf = (unixSeconds: number) => Math.floor((unixSeconds + TZ_OFFSET_SECONDS) / DAY_SECONDS)
export const dayStart = (day: number) => day * DAY_SECONDS - TZ_OFFSET_SECONDS

function durationsOfDay(next: () => number): number[] {
  const steps = (MAX_MINUTES - MIN_MINUTES) / STEP_MINUTES + 1
  const minutes: number[] = []
  let left = 24 * 60
  while (left > 0) {
    let length = left <= MAX_MINUTES ? left : MIN_MINUTES + Math.floor(next() * steps) * STEP_MINUTES
    if (left - length > 0 && left - length < MIN_MINUTES) length = left - MIN_MINUTES
    minutes.push(length)
    left -= length
  }
  return minutes
}

/** One channel's programmes of one day, in order, covering the whole day without gaps. */
export function airingsOfDay<P extends EpgProgram>(
  channel: EpgChannel,
  day: number,
  pool: readonly P[],
): Airing<P>[] {
  // A theme without programmes airs nothing (never the case for seeded themes).
  if (pool.length === 0) return []
  const banned = pool.filter((p) => p.catchupBanned)
  const free = pool.filter((p) => !p.catchupBanned)
  const next = prng(day * 7919 + channel.id * 104_729)
  let start = dayStart(day)
  return durationsOfDay(next).map((minutes, slot) => {
    const from = slot === BANNED_SLOT && banned.length > 0 ? banned : free.length > 0 ? free : pool
    const program = from[Math.floor(next() * from.length)]
    if (!program) throw new Error(`no programmes for channel ${channel.id}`)
    const airing: Airing<P> = {
      id: (day * 10_000 + channel.id) * 100 + slot,
      channelId: channel.id,
      program,
      start,
      duration: minutes * 60,
      slot,
      episode: program.isSeries ? { season: 1 + (day % 3), series: 1 + ((day * 3 + slot) % 24) } : null,
      isCatchupAvailable: !program.catchupBanned,
    }
    start += airing.duration
    return airing
  })
}

/** Programmes overlapping [from, to), oldest first. */
export function airingsBetween<P extends EpgProgram>(
  channel: EpgChannel,
  from: number,
  to: number,
  pool: readonly P[],
): Airing<P>[] {
  const out: Airing<P>[] = []
  for (let day = dayIndexOf(from); day <= dayIndexOf(to - 1); day++) {
    for (const a of airingsOfDay(channel, day, pool))
      if (a.start < to && a.start + a.duration > from) out.push(a)
  }
  return out
}

export function airingAt<P extends EpgProgram>(
  channel: EpgChannel,
  at: number,
  pool: readonly P[],
): Airing<P> | null {
  return airingsBetween(channel, at, at + 1, pool)[0] ?? null
}

/** Splits a stable airing id back into its day, channel and slot. */
export function parseAiringId(id: number): { day: number; channelId: number; slot: number } {
  return { day: Math.floor(id / 1_000_000), channelId: Math.floor(id / 100) % 10_000, slot: id % 100 }
}

/** Every start is a whole number of segments from the epoch. */
export const onSegmentBoundary = (unixSeconds: number) => unixSeconds % SEGMENT_SECONDS === 0
