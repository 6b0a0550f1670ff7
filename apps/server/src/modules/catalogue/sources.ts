import type { z } from 'zod'
import type { ContentSources } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { findChannel } from '../channels/repository.ts'
import { channelAirings, programPools } from '../schedule/service.ts'
import type { ContentRow } from './store.ts'

const DAY = 86_400
/** At most this many airings per programme. */
const MAX_CATCHUPS = 3

/**
 * Catch-up airings of a programme (spec 3 §3 "Sources"): finished slots of the last days on its
 * channel's real EPG, so opening one plays the channel archive at start_at. Films have none.
 */
export async function sourcesOf(
  ctx: AppContext,
  content: ContentRow,
): Promise<z.output<typeof ContentSources>> {
  if (content.channelId === null) return { catchups: [] }
  const channel = await findChannel(ctx.db, content.channelId)
  if (!channel) return { catchups: [] }
  const now = Math.floor(ctx.now().getTime() / 1000)
  const airings = channelAirings(await programPools(ctx.db), channel, now, now - 3 * DAY, now)
  const finished = airings.filter((a) => a.start + a.duration < now - 60)
  // Deterministic per content: every n-th finished slot, newest first.
  const picked = finished
    .filter((_, i) => (i + content.id) % 7 === 0)
    .reverse()
    .slice(0, MAX_CATCHUPS)
  return {
    catchups: picked.map((a) => ({
      id: a.id,
      channel_id: channel.id,
      start_at: a.start,
      duration: a.duration,
      is_catchup_available: a.isCatchupAvailable && channel.archivedDays > 0,
    })),
  }
}
