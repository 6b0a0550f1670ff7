import type { Packet, PurchaseType } from '@efir/contract'
import type { ProviderDisplay } from '../../db/schema/index.ts'
import { periodHuman, toMoney } from '../accounts/money.ts'
import { addDays } from '../subscriptions/service.ts'
import { imagePaths } from '../catalogue/present.ts'
import type { Catalogue } from '../catalogue/store.ts'
import { presentSubscription } from '../subscriptions/present.ts'
import { isCurrent, isFuture, isRunning, subscriptionActions, takeoverOf } from '../subscriptions/state.ts'
import type { BundleRow, PacketCatalogue, PacketRow, PurchaseTypeRow, SubscriptionRow } from './repository.ts'

/** The signed-in viewer's side of the packet answers. */
export interface PacketViewer {
  subscriptions: SubscriptionRow[]
  usedTrials: ReadonlySet<number>
}

export interface PacketPresenter {
  pc: PacketCatalogue
  cat: Catalogue
  currency: ProviderDisplay['currency']
  viewer: PacketViewer | null
  base: string
  now: Date
}

/** Spec 3 §3 "Period": price, length and the trial (offered once per user and packet). */
export function presentPurchaseType(type: PurchaseTypeRow, usedTrial: boolean): PurchaseType {
  const hasTrial = type.trialDays > 0
  return {
    id: type.id,
    packet_id: type.packetId,
    amount: toMoney(type.amount),
    trial_amount: hasTrial ? toMoney(type.trialAmount) : null,
    period: type.periodDays,
    period_human: periodHuman(type.periodDays),
    trial_period: type.trialDays,
    trial_period_human: hasTrial ? periodHuman(type.trialDays) : null,
    is_have_trial: hasTrial && !usedTrial,
    is_used_trial: hasTrial && usedTrial,
  }
}

/** Which of the viewer's subscriptions a packet shows: running, else awaiting, paused, future. */
function currentOf(subs: SubscriptionRow[], now: Date): SubscriptionRow | null {
  const current = subs.filter((s) => isCurrent(s, now))
  return (
    current.find((s) => isRunning(s, now)) ??
    current.find((s) => s.status === 'awaiting_payment') ??
    current.find((s) => s.status === 'paused') ??
    current.find((s) => isFuture(s, now)) ??
    null
  )
}

/** The viewer's running packet that includes this one (a bundle), if any (issue 29). */
export function includingPacket(p: PacketPresenter, packetId: number): PacketRow | null {
  const running = (p.viewer?.subscriptions ?? []).filter((s) => isRunning(s, p.now))
  return (
    p.pc.packets.find(
      (x) => x.includedPacketIds.includes(packetId) && running.some((s) => s.packetId === x.id),
    ) ?? null
  )
}

/** What buying `packet` (a bundle) would change in the viewer's packets it includes (issue 29). */
function takesOver(p: PacketPresenter, packet: PacketRow): NonNullable<Packet['takes_over']> {
  const included = (p.viewer?.subscriptions ?? []).filter((s) =>
    packet.includedPacketIds.includes(s.packetId),
  )
  return included.flatMap((s) => {
    const change = takeoverOf(s, p.now)
    if (change === 'keep') return []
    const name = p.pc.packets.find((x) => x.id === s.packetId)?.name ?? ''
    return [
      {
        packet_id: s.packetId,
        packet_name: name,
        change,
        end_at: change === 'stop_renewal' ? s.expiresAt.toISOString() : null,
        refund: toMoney(change === 'refund' ? s.amount : 0),
      },
    ]
  })
}

export function presentPacket(
  p: PacketPresenter,
  packet: PacketRow,
  bundle: BundleRow | null = null,
): Packet {
  const types = p.pc.typesOf.get(packet.id) ?? []
  const type = types.find((x) => x.isDefault) ?? types[0]
  const usedTrial = p.viewer?.usedTrials.has(packet.id) ?? false
  const subs = (p.viewer?.subscriptions ?? []).filter((s) => s.packetId === packet.id)
  const current = currentOf(subs, p.now)
  const future = subs.find((s) => isFuture(s, p.now) && s.id !== current?.id) ?? null
  const channels = p.pc.channelsOf.get(packet.id) ?? []
  const hasTrial = (type?.trialDays ?? 0) > 0
  const including = includingPacket(p, packet.id)
  const around = {
    future: current && !isFuture(current, p.now) ? future : null,
    includedInRunning: !!including,
  }
  const actions = subscriptionActions(current, p.now, { kind: packet.kind, periods: types.length }, around)
  // the trial a purchase now would start, and the regular charge at its end (issue 29)
  const trialNow = hasTrial && !usedTrial && !!type && !(current && isRunning(current, p.now))
  const videos = p.cat.titles.filter((c) => c.packetIds.includes(packet.id)).slice(0, 12)
  return {
    id: packet.id,
    provider_id: packet.providerId,
    name: packet.name,
    short: packet.short,
    description: packet.description,
    kind: packet.kind,
    base: packet.isBase,
    is_base: packet.isBase,
    is_adult: packet.isAdult,
    currency: p.currency,
    price: toMoney(type?.amount ?? 0),
    total_price: toMoney(type?.amount ?? 0),
    trial_price: hasTrial && type ? toMoney(type.trialAmount) : null,
    trial_amount: hasTrial && type ? toMoney(type.trialAmount) : null,
    is_trial: hasTrial && !usedTrial,
    is_used_trial: hasTrial && usedTrial,
    period: type?.periodDays ?? 30,
    period_human: periodHuman(type?.periodDays ?? 30),
    trial_period_human: hasTrial && type ? periodHuman(type.trialDays) : null,
    purchase_type_id: type?.id ?? 0,
    purchase_types: types.map((x) => presentPurchaseType(x, usedTrial)),
    packets: packet.includedPacketIds,
    include: [],
    available: [],
    agreement: packet.agreement,
    channels_count: channels.length,
    channels: channels.map((c) => ({
      id: c.id,
      number: c.number,
      name: c.name,
      slug: c.slug,
      logo: `${p.base}${imagePaths.channelLogo(c.id)}`,
      age: c.age,
    })),
    videos: videos.map((c) => ({
      id: c.id,
      title: c.title,
      slug: c.slug,
      image: c.images[0] ? `${p.base}${imagePaths.content(c.id, c.images[0])}` : null,
    })),
    libraries: packet.libraryIds.flatMap((id) => {
      const l = p.cat.libraries.get(id)
      if (!l) return []
      return [
        {
          id: l.id,
          title: l.title,
          cover: { bg: `${p.base}${imagePaths.library(l.id, 'bg')}`, color_bg: l.color },
          logo: { tv_x1: `${p.base}${imagePaths.library(l.id, 'logo')}` },
        },
      ]
    }),
    benefits: packet.benefits.map(({ icon, text }) => ({ icon, text })),
    row_slug: packet.rowSlug,
    parent_name: packet.parentName,
    is_paused: current?.status === 'paused',
    user_purchase: current ? { id: current.id, account_id: current.accountId ?? 0 } : null,
    next_user_purchase: future
      ? {
          id: future.id,
          start_at: future.startedAt.toISOString(),
          purchase_type: { id: future.purchaseTypeId ?? 0, amount: toMoney(future.amount) },
        }
      : null,
    subscription: current ? presentSubscription(current, packet, types, p.now, around) : null,
    can_subscribe: actions.can_subscribe && !future,
    included_in: including ? { packet_id: including.id, packet_name: including.name } : null,
    first_charge:
      trialNow && type
        ? { at: addDays(p.now, type.trialDays).toISOString(), amount: toMoney(type.amount) }
        : null,
    takes_over: takesOver(p, packet),
    bundle: bundle
      ? {
          id: bundle.id,
          custom_name: bundle.customName,
          custom_price: toMoney(bundle.customPrice),
          custom_description: bundle.customDescription,
          internet_speed: bundle.internetSpeed,
        }
      : null,
    design: packet.design,
  }
}
