import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import type { Category, Channel, ScheduleEntry } from '@efir/contract'
import type { ChannelPlayerProps } from '../../shared/player-props'
import { channelPath, neighboursOf, parseChannelId } from './channel-rules'
import { streamTs } from '../../shared/live/stream-ts'
import { useChannelSchedule, type ChannelSchedule } from './schedule-api'
import { useNow } from './use-now'

/** The schedule window moves with the clock (rounded to the hour inside). */
const SCHEDULE_WINDOW_TICK_MS = 60_000

export interface ChannelPlayback {
  ts: number | undefined
  schedule: ChannelSchedule
  neighbours: ChannelPlayerProps['neighbours']
  /** the list the channel is played from (its cards are warmed for a pick, issue 11) */
  list: readonly Channel[]
  onZap: (direction: 1 | -1) => void
  onProgramme: (entry: ScheduleEntry, ts: number | undefined) => void
  /** Play a programme from `ts` (undefined = live): writes ?ts= (spec 2 §2 channel page query ts). */
  play: (ts: number | undefined) => void
  open: (channel: Channel) => void
}

/**
 * The position of a channel page: ?ts= (catch-up) or live, the schedule around it, the neighbours of the
 * current list for zapping and preloading. Zapping replaces the history entry so Escape / Back leave the
 * TV page instead of walking through every channel.
 */
export function useChannelPlayback(
  channel: Channel | undefined,
  list: readonly Channel[],
  category: Category | undefined,
  pathFor: (channel: Channel, category: Category | undefined) => string = channelPath,
): ChannelPlayback {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const ts = parseChannelId(params.get('ts'))
  const now = useNow(SCHEDULE_WINDOW_TICK_MS)
  const schedule = useChannelSchedule(channel?.id, channel?.archived_days ?? 0, now)
  const neighbours = useMemo(() => (channel ? neighboursOf(list, channel.id) : {}), [list, channel])

  const play = useCallback(
    (next: number | undefined) => {
      const search = new URLSearchParams(location.search)
      const at = streamTs(next, Math.floor(Date.now() / 1000))
      if (at === undefined) search.delete('ts')
      else search.set('ts', String(at))
      const query = search.toString()
      void navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '' },
        { replace: true, state: location.state as unknown },
      )
    },
    [location, navigate],
  )
  const open = useCallback(
    (next: Channel) =>
      void navigate(pathFor(next, category), { replace: true, state: location.state as unknown }),
    [navigate, pathFor, category, location.state],
  )
  const onZap = useCallback(
    (direction: 1 | -1) => {
      const next = direction === 1 ? neighbours.next : neighbours.previous
      if (next) open(next)
    },
    [neighbours, open],
  )
  const onProgramme = useCallback((_entry: ScheduleEntry, at: number | undefined) => play(at), [play])
  return { ts, schedule, neighbours, list, onZap, onProgramme, play, open }
}
