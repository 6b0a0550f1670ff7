import type { FastifyInstance } from 'fastify'
import { endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { packetOf, packetPresenter } from './context.ts'
import { presentPacket } from './present.ts'
import { toMoney } from '../accounts/money.ts'

// spec 3 §2 "Provider landing page": the provider's packets and bundles. The provider-specific
// display rules (hidden packets, sort orders) are the client's declarative table; the server gives data.
export function registerProviderPacketRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.getProviderInfo, async ({ auth, params, raw }) => {
    const p = await packetPresenter(ctx, auth, raw, params.id)
    const { landing } = p.provider.display
    const byId = new Map(p.pc.packets.map((x) => [x.id, x]))
    return {
      provider_data: {
        id: p.provider.id,
        name: p.provider.name,
        landing: {
          shortname: p.provider.shortname,
          logo: landing.logo,
          support_url: landing.support.url,
          support_phone: landing.support.phone,
          support_email: landing.support.email,
          regform_btn_url: landing.regform_btn_url,
          regform_btn_caption: landing.regform_btn_caption,
        },
      },
      packets: p.pc.packets.filter((x) => x.kind !== 'content').map((x) => presentPacket(p, x)),
      bundles: p.pc.bundles.map((b) => ({
        id: b.id,
        custom_name: b.customName,
        custom_price: toMoney(b.customPrice),
        custom_description: b.customDescription,
        internet_speed: b.internetSpeed,
        packets: b.packetIds.flatMap((id) => {
          const packet = byId.get(id)
          return packet ? [presentPacket(p, packet, b)] : []
        }),
      })),
    }
  })

  registerEndpoint(app, ctx, endpoints.getProviderPacket, async ({ auth, params, raw }) => {
    const p = await packetPresenter(ctx, auth, raw, params.id)
    return presentPacket(p, packetOf(p, params.packetId))
  })

  registerEndpoint(app, ctx, endpoints.getProviderBundlePacket, async ({ auth, params, raw }) => {
    const p = await packetPresenter(ctx, auth, raw, params.id)
    const bundle = p.pc.bundles.find((b) => b.id === params.bundleId)
    if (!bundle) throw notFound('bundle')
    if (!bundle.packetIds.includes(params.packetId)) throw notFound('subscription')
    return presentPacket(p, packetOf(p, params.packetId), bundle)
  })
}
