import type { FastifyInstance, FastifyRequest } from 'fastify'
import { endpoints, type ResponseOf } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { findChannel } from '../channels/repository.ts'
import type { Session } from '../session/tokens.ts'
import { packetPresenter } from './context.ts'
import { presentPacket, presentPurchaseType } from './present.ts'
import { packetIdsWithChannel } from './repository.ts'

type QuickSalePacket = ResponseOf<typeof endpoints.getQuickSalesPackets>[number]

/** spec 2 §4: an unpurchased channel offers its packets; the cheapest is its "watch from" price. */
async function channelQuickSales(
  ctx: AppContext,
  auth: Session | null,
  raw: FastifyRequest,
  channelId: number,
): Promise<QuickSalePacket[]> {
  if (!(await findChannel(ctx.db, channelId))) throw notFound('channel')
  const [p, ids] = await Promise.all([
    packetPresenter(ctx, auth, raw),
    packetIdsWithChannel(ctx.db, channelId),
  ])
  // The free packet (a promo one) is never sold; an empty list means the channel is sold nowhere
  // yet (the client shows channel_soon).
  const sold = p.pc.packets.filter((x) => ids.includes(x.id) && x.kind !== 'promo')
  return sold
    .map((packet) => {
      const shown = presentPacket(p, packet)
      return {
        id: shown.id,
        name: shown.name,
        price: Number(shown.price),
        currency: packet.currency,
        period_human: shown.period_human,
        channels_count: shown.channels_count,
        is_base: shown.is_base,
        purchase_type_id: shown.purchase_type_id,
        total_price: shown.total_price,
        trial_price: shown.trial_price,
        trial_period_human: shown.trial_period_human,
        is_trial: shown.is_trial,
        is_used_trial: shown.is_used_trial,
        is_adult: shown.is_adult,
        currency_format: p.currency,
      }
    })
    .sort((a, b) => a.price - b.price || a.id - b.id)
}

export function registerQuickSalesRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.getQuickSalesPackets, ({ auth, params, raw }) =>
    channelQuickSales(ctx, auth, raw, params.id),
  )
  registerEndpoint(app, ctx, endpoints.getChannelPurchasePacketShort, ({ auth, params, raw }) =>
    channelQuickSales(ctx, auth, raw, params.id),
  )

  // The packets that sell a title, with the library that plays it (spec 3 §7 "content packets").
  registerEndpoint(app, ctx, endpoints.getContentQuickSalesPackets, async ({ auth, params, raw }) => {
    const p = await packetPresenter(ctx, auth, raw)
    const content = p.cat.contents.get(params.id)
    if (!content) throw notFound('content')
    const used = p.viewer?.usedTrials
    return p.pc.packets
      .filter((x) => content.packetIds.includes(x.id))
      .map((packet) => ({
        packet: presentPacket(p, packet),
        library_id: content.libraryId,
        purchases: (p.pc.typesOf.get(packet.id) ?? []).map((x) =>
          presentPurchaseType(x, used?.has(packet.id) ?? false),
        ),
      }))
  })
}
