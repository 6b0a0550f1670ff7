import type { GuideRow } from '@efir/contract'
import type { ChannelRow } from '../channels/repository.ts'
import type { ProgramRow } from '../programs/repository.ts'
import { channelAirings, type ProgramAiring } from './service.ts'

/** A programme as a guide cell: what it shows and what the archive rules read (spec 2 §4). */
export function presentGuideEntry(a: ProgramAiring): GuideRow['entries'][number] {
  return {
    id: a.id,
    program_id: a.program.id,
    timestamp: a.start,
    duration: a.duration,
    is_catchup_available: a.isCatchupAvailable,
    title: a.program.title,
    age: a.program.age,
    episode: a.episode,
    category: a.program.genres[0]?.name ?? null,
  }
}

/**
 * The guide grid's block: the programmes of the asked channels overlapping [from, to), in the order
 * asked. Unknown and hidden channels are left out; the EPG is computed, so a block costs no query.
 */
export function guideRows(
  pools: Map<string, ProgramRow[]>,
  channels: readonly (ChannelRow | null)[],
  nowSeconds: number,
  from: number,
  to: number,
): GuideRow[] {
  return channels.flatMap((channel) =>
    channel && !channel.isHidden
      ? [
          {
            channel_id: channel.id,
            entries: channelAirings(pools, channel, nowSeconds, from, to).map(presentGuideEntry),
          },
        ]
      : [],
  )
}
