import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { packetOf, packetPresenter } from './context.ts'
import { presentPacket, presentPurchaseType } from './present.ts'
import { periodHuman } from '../accounts/money.ts'

export function registerPacketRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.listPackets, async ({ auth, query, raw }) => {
    const p = await packetPresenter(ctx, auth, raw, auth ? undefined : query.provider_id)
    const saleable = p.pc.packets.filter((x) => x.kind !== 'content')
    return saleable.map((packet) => {
      const shown = presentPacket(p, packet)
      // includes=availables: the add-ons a viewer may take with this packet (spec 3 §7).
      if (query.includes === 'availables' && packet.isBase) {
        shown.available = saleable.filter((x) => x.kind === 'additional').map((x) => x.id)
      }
      return shown
    })
  })

  registerEndpoint(app, ctx, endpoints.getPacket, async ({ auth, params, raw }) => {
    const p = await packetPresenter(ctx, auth, raw)
    return presentPacket(p, packetOf(p, params.id))
  })

  // spec 3 §4 step 3: the periods of a packet, each with its purchase types (price and trial).
  registerEndpoint(app, ctx, endpoints.getPurchasePeriods, async ({ auth, params, raw }) => {
    const p = await packetPresenter(ctx, auth, raw)
    const packet = packetOf(p, params.id)
    const used = p.viewer?.usedTrials.has(packet.id) ?? false
    const types = [...(p.pc.typesOf.get(packet.id) ?? [])].sort((a, b) => a.periodDays - b.periodDays)
    const days = [...new Set(types.map((x) => x.periodDays))]
    return days.map((d) => ({
      period_human: periodHuman(d),
      purchases_type: types.filter((x) => x.periodDays === d).map((x) => presentPurchaseType(x, used)),
    }))
  })

  registerEndpoint(app, ctx, endpoints.listPurchasePackets, async ({ auth, raw }) => {
    const p = await packetPresenter(ctx, auth, raw)
    return p.pc.packets.filter((x) => x.kind === 'content').map((x) => presentPacket(p, x))
  })

  registerEndpoint(app, ctx, endpoints.getPurchasePacket, async ({ auth, params, raw }) => {
    const p = await packetPresenter(ctx, auth, raw)
    const packet = packetOf(p, params.id)
    if (packet.kind !== 'content') throw notFound('subscription')
    return presentPacket(p, packet)
  })
}
