import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context.ts'
import { requestLanguage } from '../../i18n/language.ts'
import { localizeRow } from '../../i18n/localized.ts'
import { notFound } from '../../plugins/api-error.ts'
import { loadCatalogue } from '../catalogue/store.ts'
import { publicBase } from '../channels/public-url.ts'
import { findProvider, type ProviderRow } from '../network/repository.ts'
import type { Session } from '../session/tokens.ts'
import { listUserSubscriptions, usedTrials } from '../subscriptions/repository.ts'
import type { PacketPresenter } from './present.ts'
import { loadPacketCatalogue, type PacketRow } from './repository.ts'

/**
 * What every packet answer needs: the provider's packets (the viewer's provider when signed in,
 * else the asked one, else the first), the viewer's subscriptions and used trials.
 */
export async function packetPresenter(
  ctx: AppContext,
  session: Session | null,
  raw: FastifyRequest,
  providerRef?: string | number,
): Promise<PacketPresenter & { provider: ProviderRow }> {
  const provider = await findProvider(ctx.db, providerRef ?? session?.user.providerId ?? 1)
  if (!provider) throw notFound('provider')
  const userId = session?.user.id
  const language = requestLanguage(raw)
  const [packets, cat, subscriptions, trials] = await Promise.all([
    loadPacketCatalogue(ctx.db, provider.id),
    loadCatalogue(ctx.db, language),
    userId === undefined ? [] : listUserSubscriptions(ctx.db, userId),
    userId === undefined ? new Set<number>() : usedTrials(ctx.db, userId),
  ])
  // The operator's packet texts (name, short, description, agreement, benefits) in the viewer's language.
  const pc = {
    ...packets,
    packets: packets.packets.map((x) => localizeRow(x, language)),
    // issue 31: the provider's bundles too
    bundles: packets.bundles.map((b) => localizeRow(b, language)),
  }
  return {
    provider,
    pc,
    cat,
    currency: provider.display.currency,
    viewer: userId === undefined ? null : { subscriptions, usedTrials: trials },
    base: publicBase(raw),
    now: ctx.now(),
  }
}

/** A packet of the presenter's provider, or the spec's not_found_subscription (spec 3 §8). */
export function packetOf(p: PacketPresenter, id: number): PacketRow {
  const packet = p.pc.packets.find((x) => x.id === id)
  if (!packet) throw notFound('subscription')
  return packet
}
