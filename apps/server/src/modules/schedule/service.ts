import type { ScheduleEntry } from '@efir/contract'
import type { Db } from '../../db/connect.ts'
import type { ChannelRow } from '../channels/repository.ts'
import { listPrograms, type ProgramRow } from '../programs/repository.ts'
import { airingAt, airingsBetween, dayIndexOf, dayStart, type Airing } from './epg.ts'

/** spec 2 §4 schedule window and issue 3: programmes exist from the archive days back to 3 days ahead. */
const DAYS_AHEAD = 3
const MIN_DAYS_BACK = 3

export type ProgramAiring = Airing<ProgramRow>

// The programme catalogue is seed data: read once per database.
const catalogues = new WeakMap<Db, Promise<Map<string, ProgramRow[]>>>()

async function loadPools(db: Db): Promise<Map<string, ProgramRow[]>> {
  const pools = new Map<string, ProgramRow[]>()
  for (const program of await listPrograms(db))
    pools.set(program.theme, [...(pools.get(program.theme) ?? []), program])
  return pools
}

export async function programPools(db: Db): Promise<Map<string, ProgramRow[]>> {
  let pools = catalogues.get(db)
  if (!pools) {
    pools = loadPools(db)
    pools.catch(() => catalogues.delete(db))
    catalogues.set(db, pools)
  }
  return pools
}

/** The unix-seconds range a channel has programmes for, whole Almaty days. */
export function epgRange(channel: ChannelRow, nowSeconds: number): { from: number; to: number } {
  const back = Math.max(channel.archivedDays, MIN_DAYS_BACK)
  return {
    from: dayStart(dayIndexOf(nowSeconds) - back),
    to: dayStart(dayIndexOf(nowSeconds) + DAYS_AHEAD + 1),
  }
}

export function channelAirings(
  pools: Map<string, ProgramRow[]>,
  channel: ChannelRow,
  nowSeconds: number,
  from: number,
  to: number,
): ProgramAiring[] {
  const range = epgRange(channel, nowSeconds)
  const start = Math.max(from, range.from)
  const end = Math.min(to, range.to)
  if (end <= start) return []
  return airingsBetween(channel, start, end, pools.get(channel.theme) ?? [])
}

export function currentAiring(pools: Map<string, ProgramRow[]>, channel: ChannelRow, nowSeconds: number) {
  return airingAt(channel, nowSeconds, pools.get(channel.theme) ?? [])
}

export const programImage = (base: string, programId: number) => `${base}/static/programs/${programId}.svg`

export function presentAiring(a: ProgramAiring, base: string): ScheduleEntry {
  const p = a.program
  return {
    id: a.id,
    channel_id: a.channelId,
    timestamp: a.start,
    real_timestamp: a.start,
    duration: a.duration,
    real_duration: a.duration,
    date: new Date(a.start * 1000).toISOString(),
    is_catchup_available: a.isCatchupAvailable,
    program: { id: p.id, title: p.title, age: p.age, motion_rating: null, persons: [] },
    content_id: null,
    // an airing's episode has no name of its own: the programme's title; its number is season/series
    // (issue 31: "Серия 5" was in every language)
    episode: a.episode ? { title: p.title, subtitle: null, ...a.episode } : null,
    category: p.genres[0] ?? null,
    genres: p.genres,
    countries: p.country ? [p.country] : [],
    year: p.year,
    ratings: [{ type: 'efir', rating: 6 + ((p.id * 37) % 40) / 10 }],
    histories: [],
    image_src: programImage(base, p.id),
  }
}
