import type { StreamResponse } from '@efir/contract'
import { getChannelStream, patchStat } from '@efir/contract/routes'
import { apiRequest } from '../../shared/api/api-client'
import { reports } from '../../shared/api/report-soon'

/**
 * GET /v2/channels/{id}/stream (spec 2 §7), never cached (a new stat id per start). `ts` must already
 * follow the 30 s rule (shared/live/stream-ts.ts); then type=hls goes with it.
 */
export function fetchChannelStream(
  channelId: number,
  ts: number | undefined,
  options: { preview?: boolean; signal?: AbortSignal } = {},
): Promise<StreamResponse> {
  return apiRequest(getChannelStream, {
    params: { id: channelId },
    query: {
      ...(ts === undefined ? {} : { ts, type: 'hls' as const }),
      ...(options.preview ? { preview: 'true' as const } : {}),
      ...(window.location.protocol === 'https:' ? { force_https: 'true' as const } : {}),
    },
    ...(options.signal ? { signal: options.signal } : {}),
  })
}

/** PATCH /v2/users/self/stat/{id}?duration= with the running total of seconds watched (spec 2 §7). */
export function sendStat(statId: number, duration: number): void {
  const seconds = Math.min(86_400, Math.max(0, Math.round(duration)))
  // a switch's stat of the channel left goes out after the new channel's first requests (report-soon.ts)
  reports.soon((keepalive) => {
    apiRequest(patchStat, {
      params: { id: statId },
      query: { duration: seconds },
      body: { duration: seconds },
      keepalive,
    }).catch(() => undefined) // anonymous viewers have no stat; a lost stat never disturbs playback
  })
}
