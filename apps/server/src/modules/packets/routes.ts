import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { findChannel } from '../channels/repository.ts'
import { packetsWithChannel } from './repository.ts'

export function registerPacketRoutes(app: FastifyInstance, ctx: AppContext): void {
  // spec 2 §4: an unpurchased channel offers its packets; the cheapest is its "watch from" price.
  // An empty list means the channel is sold nowhere yet (the client shows channel_soon).
  registerEndpoint(app, ctx, endpoints.getQuickSalesPackets, async ({ params }) => {
    if (!(await findChannel(ctx.db, params.id))) throw notFound('channel')
    return (await packetsWithChannel(ctx.db, params.id)).map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      currency: p.currency,
      period_human: {
        days: p.periodDays % 30,
        months: Math.floor(p.periodDays / 30) % 12,
        years: Math.floor(p.periodDays / 360),
      },
      channels_count: p.channelsCount,
      is_base: p.isBase,
    }))
  })
}
