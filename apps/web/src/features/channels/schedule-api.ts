import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ScheduleEntry } from '@efir/contract'
import { getChannelSchedule } from '@efir/contract/routes'
import { endpointQueryOptions } from '../../shared/api/query'
import { HANDLES_ERRORS } from '../../shared/api/unhandled-errors'
import {
  SCHEDULE_ATTEMPTS,
  SCHEDULE_RETRY_MS,
  scheduleRetry,
  scheduleWindow,
} from '../../shared/live/schedule-days'

const EMPTY: ScheduleEntry[] = []

/** spec 1 §5: the schedule is not requested without a numeric channel id. */
function numericId(id: number | string | undefined): number | undefined {
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return id
  if (typeof id === 'string' && /^\d+$/.test(id)) return Number(id)
  if (id !== undefined) console.warn(`[schedule] non-numeric channel id rejected: ${String(id)}`)
  return undefined
}

export interface ChannelSchedule {
  entries: ScheduleEntry[]
  pending: boolean
  /** spec 2 §4: still empty after 5 attempts (or failed): warning_no_program. */
  noProgram: boolean
}

/**
 * GET /v2/channels/{id}/content_schedule over the spec's window (72 h or archived days × 24 back,
 * 72 h ahead); while empty it is asked again every 3 s, up to 5 attempts (spec 2 §4 "Schedule loading").
 */
export function useChannelSchedule(
  channelId: number | string | undefined,
  archivedDays: number,
  /** unix seconds; the window is rounded to the hour */
  now: number,
): ChannelSchedule {
  const id = numericId(channelId)
  const window = scheduleWindow(now, archivedDays)
  const queryClient = useQueryClient()
  const options = endpointQueryOptions(getChannelSchedule, { params: { id: id ?? 0 }, query: window })
  const query = useQuery({
    ...options,
    enabled: id !== undefined,
    meta: HANDLES_ERRORS,
    retry: SCHEDULE_ATTEMPTS - 1,
    retryDelay: SCHEDULE_RETRY_MS,
    refetchInterval: (q) => {
      const next = scheduleRetry(q.state.dataUpdateCount, (q.state.data?.length ?? 0) === 0)
      return next.kind === 'retry' ? next.afterMs : false
    },
  })
  const entries = query.data ?? EMPTY
  // dataUpdatedAt is read so every (empty) answer re-renders; the count lives in the query's state
  const updates = query.dataUpdatedAt
    ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0)
    : 0
  const exhausted = scheduleRetry(updates, entries.length === 0).kind === 'warning'
  if (query.isError) console.warn('[schedule] failed after 5 attempts') // spec 2 §4: logged only
  return {
    entries,
    pending: id !== undefined && query.isPending,
    noProgram: id === undefined || query.isError || (query.isSuccess && exhausted),
  }
}
