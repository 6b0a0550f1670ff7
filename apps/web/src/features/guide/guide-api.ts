import { useQueries } from '@tanstack/react-query'
import type { GuideEntry, GuideRow } from '@efir/contract'
import { getGuideSchedules } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import { BLOCK_CHANNELS, BLOCK_SECONDS, channelBlocks, timeBlocks, type Range } from './guide-layout'

/** One block of the grid: channels [index × 25, +25) over three aligned hours (cached 300000 ms). */
export function guideBlockOptions(ids: readonly number[], start: number) {
  return endpointQueryOptions(getGuideSchedules, {
    query: { ids: ids.join(','), start, end: start + BLOCK_SECONDS },
  })
}

export interface GuideSchedules {
  /** Programmes by channel id, in time order, from every loaded block. */
  byChannel: ReadonlyMap<number, readonly GuideEntry[]>
  pending: boolean
  error: boolean
}

function merge(answers: readonly (GuideRow[] | undefined)[]): Map<number, GuideEntry[]> {
  const byChannel = new Map<number, Map<number, GuideEntry>>()
  for (const rows of answers) {
    for (const row of rows ?? []) {
      const seen = byChannel.get(row.channel_id) ?? new Map<number, GuideEntry>()
      for (const entry of row.entries) seen.set(entry.id, entry)
      byChannel.set(row.channel_id, seen)
    }
  }
  const out = new Map<number, GuideEntry[]>()
  for (const [id, entries] of byChannel)
    out.set(
      id,
      [...entries.values()].sort((a, b) => a.timestamp - b.timestamp),
    )
  return out
}

/**
 * The programmes of the visible rows over the visible hours, and nothing else (issue 11 "fetching
 * only the visible time window"): one request per block of 25 channels × 3 hours.
 */
export function useGuideSchedules(
  channelIds: readonly number[],
  rows: Range,
  span: { from: number; to: number },
): GuideSchedules {
  const blocks = channelBlocks(rows).flatMap((b) => {
    const ids = channelIds.slice(b * BLOCK_CHANNELS, (b + 1) * BLOCK_CHANNELS)
    return ids.length === 0 ? [] : timeBlocks(span.from, span.to).map((start) => ({ ids, start }))
  })
  return useQueries({
    queries: blocks.map(({ ids, start }) => ({ ...guideBlockOptions(ids, start), meta: HANDLES_ERRORS })),
    combine,
  })
}

// Outside the hook: a stable combine is re-run only when an answer changes (TanStack Query memoises it).
function combine(results: readonly { data?: GuideRow[]; isPending: boolean; isError: boolean }[]) {
  return {
    byChannel: merge(results.map((r) => r.data)),
    pending: results.some((r) => r.isPending),
    error: results.some((r) => r.isError),
  }
}
