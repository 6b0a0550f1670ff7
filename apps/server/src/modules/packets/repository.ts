import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import * as t from '../../db/schema/index.ts'
import { publicData } from '../../lib/public-cache.ts'
import { viewerData } from '../../lib/viewer-data.ts'
import type { Language } from '../../i18n/language.ts'
import { localizeRow } from '../../i18n/localized.ts'

export type PacketRow = typeof t.packets.$inferSelect
export type PurchaseTypeRow = typeof t.purchaseTypes.$inferSelect
export type BundleRow = typeof t.bundles.$inferSelect
export type SubscriptionRow = typeof t.subscriptions.$inferSelect
type ChannelRow = typeof t.channels.$inferSelect

/**
 * A viewer's active subscriptions (packet and period), kept by the instance until one of them changes
 * (lib/viewer-data.ts): read by every stream answer and every catalogue answer.
 */
const activeSubscriptions = viewerData((db, userId) =>
  db
    .select({
      packetId: t.subscriptions.packetId,
      startedAt: t.subscriptions.startedAt,
      expiresAt: t.subscriptions.expiresAt,
    })
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.userId, userId), eq(t.subscriptions.status, 'active'))),
)

/** Packets a user may watch now: an active subscription unlocks its packet from its start to its end (spec 3 §4). */
export async function entitledPacketIds(db: Db, userId: number, now: Date): Promise<Set<number>> {
  const subscriptions = await activeSubscriptions(db, userId)
  const time = now.getTime()
  return new Set(
    subscriptions
      .filter((s) => s.startedAt.getTime() <= time && s.expiresAt.getTime() > time)
      .map((s) => s.packetId),
  )
}

/** Channel ids by packet id (seed data: public, lib/public-cache.ts). */
const channelIdsOfPackets = publicData(async (db) => {
  const byPacket = new Map<number, number[]>()
  const rows = await db
    .select({ packetId: t.packetChannels.packetId, channelId: t.packetChannels.channelId })
    .from(t.packetChannels)
  for (const row of rows) {
    const channelIds = byPacket.get(row.packetId) ?? []
    channelIds.push(row.channelId)
    byPacket.set(row.packetId, channelIds)
  }
  return byPacket
})

/** Channels in the packets the user holds a running subscription to. */
export async function purchasedChannelIds(db: Db, userId: number, now: Date): Promise<Set<number>> {
  const [packetIds, channelIdsOf] = await Promise.all([
    entitledPacketIds(db, userId, now),
    channelIdsOfPackets(db),
  ])
  return new Set([...packetIds].flatMap((id) => channelIdsOf.get(id) ?? []))
}

/** Everything the packet answers of one provider are built from (a handful of rows). */
export interface PacketCatalogue {
  packets: PacketRow[]
  typesOf: Map<number, PurchaseTypeRow[]>
  channelsOf: Map<number, ChannelRow[]>
  bundles: BundleRow[]
}

export async function loadPacketCatalogue(db: Db, providerId: number): Promise<PacketCatalogue> {
  const packets = await db
    .select()
    .from(t.packets)
    .where(and(eq(t.packets.providerId, providerId), eq(t.packets.isHidden, false)))
    .orderBy(asc(t.packets.position), asc(t.packets.id))
  const ids = packets.map((p) => p.id)
  const [types, channels, bundles] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(t.purchaseTypes)
          .where(inArray(t.purchaseTypes.packetId, ids))
          .orderBy(asc(t.purchaseTypes.position), asc(t.purchaseTypes.id)),
    ids.length === 0
      ? []
      : db
          .select({ packetId: t.packetChannels.packetId, channel: t.channels })
          .from(t.packetChannels)
          .innerJoin(t.channels, eq(t.channels.id, t.packetChannels.channelId))
          .where(and(inArray(t.packetChannels.packetId, ids), eq(t.channels.isHidden, false)))
          .orderBy(asc(t.channels.number)),
    db.select().from(t.bundles).where(eq(t.bundles.providerId, providerId)).orderBy(asc(t.bundles.id)),
  ])
  const typesOf = new Map<number, PurchaseTypeRow[]>()
  for (const type of types) typesOf.set(type.packetId, [...(typesOf.get(type.packetId) ?? []), type])
  const channelsOf = new Map<number, ChannelRow[]>()
  for (const { packetId, channel } of channels) {
    channelsOf.set(packetId, [...(channelsOf.get(packetId) ?? []), channel])
  }
  return { packets, typesOf, channelsOf, bundles }
}

/** The packets that include a channel (ids), for its quick sales. */
export async function packetIdsWithChannel(db: Db, channelId: number): Promise<number[]> {
  const rows = await db
    .select({ id: t.packetChannels.packetId })
    .from(t.packetChannels)
    .where(eq(t.packetChannels.channelId, channelId))
  return rows.map((r) => r.id)
}

export async function findPurchaseType(db: Db, id: number): Promise<PurchaseTypeRow | null> {
  const [row] = await db.select().from(t.purchaseTypes).where(eq(t.purchaseTypes.id, id))
  return row ?? null
}

/** A packet; with a language, its operator texts (name, short, …) in that language. */
export async function findPacket(db: Db, id: number, language?: Language): Promise<PacketRow | null> {
  const [row] = await db.select().from(t.packets).where(eq(t.packets.id, id))
  if (!row) return null
  return language === undefined ? row : localizeRow(row, language)
}

/** The default purchase type of a packet (what "enable" buys). */
export async function defaultPurchaseType(db: Db, packetId: number): Promise<PurchaseTypeRow | null> {
  const [row] = await db
    .select()
    .from(t.purchaseTypes)
    .where(and(eq(t.purchaseTypes.packetId, packetId), eq(t.purchaseTypes.isDefault, true)))
  return row ?? null
}

export async function typesOfPacket(db: Db, packetId: number): Promise<PurchaseTypeRow[]> {
  return db
    .select()
    .from(t.purchaseTypes)
    .where(eq(t.purchaseTypes.packetId, packetId))
    .orderBy(asc(t.purchaseTypes.position), asc(t.purchaseTypes.id))
}

/** Whether any provider offers a packet with this id (a direct load of /packets/{id}, issue 32). */
export async function packetExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: t.packets.id })
    .from(t.packets)
    .where(and(eq(t.packets.id, id), eq(t.packets.isHidden, false)))
    .limit(1)
  return rows.length > 0
}
