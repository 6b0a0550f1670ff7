import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { publicBase } from '../channels/public-url.ts'
import { findChannel } from '../channels/repository.ts'
import { guideRows } from './guide.ts'
import { channelAirings, presentAiring, programPools } from './service.ts'

/** The guide's blocks are the same for every viewer and change only with the EPG: shared caches keep them. */
const GUIDE_CACHE = 'public, max-age=300'

export function registerScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec 2 §4: the client asks 72 h (or archive days) back and 72 h ahead; programmes overlapping
  // [start, end) are answered, oldest first, within the days the EPG covers.
  registerEndpoint(app, ctx, endpoints.getChannelSchedule, async ({ params, query, raw }) => {
    const channel = await findChannel(ctx.db, params.id)
    if (!channel) throw notFound('channel')
    const now = Math.floor(ctx.now().getTime() / 1000)
    const base = publicBase(raw)
    return channelAirings(await programPools(ctx.db), channel, now, query.start, query.end).map((a) =>
      presentAiring(a, base),
    )
  })

  // The guide grid (issue 11): one block of channels × hours per request, only what the viewer sees.
  registerEndpoint(app, ctx, endpoints.getGuideSchedules, async ({ query }, reply) => {
    const now = Math.floor(ctx.now().getTime() / 1000)
    const channels = await Promise.all(query.ids.map((id) => findChannel(ctx.db, id)))
    void reply.header('Cache-Control', GUIDE_CACHE)
    return guideRows(await programPools(ctx.db), channels, now, query.start, query.end)
  })
}
