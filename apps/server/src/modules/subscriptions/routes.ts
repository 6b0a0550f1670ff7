import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, endpoints } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import { formatDay } from '../../i18n/dates.ts'
import { msg } from '../../i18n/messages.ts'
import { ApiError, notFound } from '../../plugins/api-error.ts'
import { registerEndpoint } from '../../plugins/contract-route.ts'
import { periodHuman, toMoney } from '../accounts/money.ts'
import { packetPresenter } from '../packets/context.ts'
import { includingPacket } from '../packets/present.ts'
import { findPacket } from '../packets/repository.ts'
import { presentSubscription } from './present.ts'
import { findUserSubscription, listUserSubscriptions, updateSubscription } from './repository.ts'
import { cancelSubscription } from './cancel.ts'
import { includingBundle } from './service.ts'
import { lockAccount } from '../accounts/repository.ts'
import { localizeRow } from '../../i18n/localized.ts'
import { futureAfter, isCurrent, isFuture } from './state.ts'

const locked = (text: ConstructorParameters<typeof ApiError>[2]) =>
  new ApiError(451, ERROR_CODES.subscriptionLocked, text)

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, endpoints.listCurrentSubscriptions, async ({ auth, raw }) => {
    const p = await packetPresenter(ctx, auth, raw)
    const all = p.viewer?.subscriptions ?? []
    const subs = all.filter((s) => isCurrent(s, p.now) && !isFuture(s, p.now))
    return subs.flatMap((s) => {
      const packet = p.pc.packets.find((x) => x.id === s.packetId)
      const around = { future: futureAfter(s, all), includedInRunning: !!includingPacket(p, s.packetId) }
      return packet ? [presentSubscription(s, packet, p.pc.typesOf.get(packet.id) ?? [], p.now, around)] : []
    })
  })

  registerEndpoint(app, ctx, endpoints.listFutureSubscriptions, async ({ auth, raw }) => {
    const p = await packetPresenter(ctx, auth, raw)
    return (p.viewer?.subscriptions ?? [])
      .filter((s) => isFuture(s, p.now))
      .flatMap((s) => {
        const packet = p.pc.packets.find((x) => x.id === s.packetId)
        const type = (p.pc.typesOf.get(s.packetId) ?? []).find((x) => x.id === s.purchaseTypeId)
        if (!packet) return []
        return [
          {
            id: s.id,
            packet_id: s.packetId,
            packet_name: packet.name,
            start_at: s.startedAt.toISOString(),
            end_at: s.expiresAt.toISOString(),
            price: toMoney(s.amount),
            period_human: periodHuman(type?.periodDays ?? 30),
          },
        ]
      })
  })

  // A future subscription is disabled and its price goes back to the balance.
  registerEndpoint(app, ctx, endpoints.deleteFutureSubscription, async ({ auth, params }) => {
    const sub = await findUserSubscription(ctx.db, auth.user.id, params.id)
    if (!sub || !isFuture(sub, ctx.now())) throw notFound('purchase')
    await cancelSubscription(ctx, sub)
    return { ok: true as const }
  })

  // spec 3 §7 "Disable subscription": 400 (renewal now off: text, then the survey), 451 (text only).
  registerEndpoint(app, ctx, endpoints.disableSubscription, async ({ auth, params, language }) => {
    const now = ctx.now()
    const day = (at: Date) => formatDay(language, at, auth.user.timezone)
    const sub = await findUserSubscription(ctx.db, auth.user.id, params.id)
    if (!sub || !isCurrent(sub, now)) throw notFound('purchase')
    const packet = await findPacket(ctx.db, sub.packetId, language)
    const name = packet?.name ?? ''
    if (sub.type === 'promo') throw locked('promo_subscription_locked')
    if (sub.status === 'paused' && !sub.allowDeletePaused) throw locked('promo_subscription_locked')
    if (sub.status !== 'active' || isFuture(sub, now)) {
      await cancelSubscription(ctx, sub)
      return { ok: true as const }
    }
    if (!sub.renew) throw locked(msg('renewal_already_off', { name, date: day(sub.expiresAt) }))
    await updateSubscription(ctx.db, sub.id, { renew: false, nextPayAt: null })
    throw new ApiError(
      400,
      ERROR_CODES.renewalDisabled,
      msg('renewal_disabled', { name, date: day(sub.expiresAt) }),
    )
  })

  // Issue 29: beside a bought next period nothing renews (451 with the text): that period starts when
  // this one ends and renews after it by its own setting; turning this one's renewal on would charge a
  // period already paid for. Nor inside a running bundle that includes the packet (451): the bundle
  // pays for its channels. Under the account's lock, as a purchase: a bundle bought in another tab at
  // the same moment either comes first (then this is refused) or turns this renewal off after it.
  registerEndpoint(app, ctx, endpoints.renewSubscription, async ({ auth, params, raw, language }) => {
    const now = ctx.now()
    const found = await findUserSubscription(ctx.db, auth.user.id, params.id)
    if (!found || !isCurrent(found, now)) throw notFound('purchase')
    const packet = await findPacket(ctx.db, found.packetId, language)
    if (!packet || packet.kind === 'content') throw locked('subscription_cannot_renew')
    const renewed = await ctx.db.transaction(async (tx) => {
      if (found.accountId !== null) await lockAccount(tx, found.accountId)
      const sub = (await findUserSubscription(tx, auth.user.id, found.id)) ?? found
      if (sub.status !== 'active' || sub.type === 'promo') throw locked('subscription_cannot_renew')
      const future = futureAfter(sub, await listUserSubscriptions(tx, auth.user.id))
      if (future) {
        const date = formatDay(language, future.startedAt, auth.user.timezone)
        throw locked(msg('renewal_covered_by_future', { name: packet.name, date }))
      }
      const bundle = await includingBundle(tx, auth.user.id, sub.packetId, now)
      if (bundle) {
        const names = { name: packet.name, bundle: localizeRow(bundle, language).name }
        throw locked(msg('renewal_covered_by_bundle', names))
      }
      if (sub.renew) return sub
      return (await updateSubscription(tx, sub.id, { renew: true, nextPayAt: sub.expiresAt })) ?? sub
    })
    const p = await packetPresenter(ctx, auth, raw)
    return presentSubscription(renewed, packet, p.pc.typesOf.get(packet.id) ?? [], now)
  })
}
