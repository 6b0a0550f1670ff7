import { and, asc, count, eq, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../db/connect.ts'
import { packetChannels, packets, subscriptions } from '../../db/schema.ts'

export type PacketRow = typeof packets.$inferSelect

/** Channels in the packets the user holds a running subscription to. */
export async function purchasedChannelIds(db: Db, userId: number, now: Date): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ channelId: packetChannels.channelId })
    .from(subscriptions)
    .innerJoin(packetChannels, eq(packetChannels.packetId, subscriptions.packetId))
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.expiresAt, now)))
  return new Set(rows.map((r) => r.channelId))
}

/** Packets that include a channel, cheapest first, with how many channels each carries. */
export async function packetsWithChannel(
  db: Db,
  channelId: number,
): Promise<(PacketRow & { channelsCount: number })[]> {
  const ids = db
    .select({ id: packetChannels.packetId })
    .from(packetChannels)
    .where(eq(packetChannels.channelId, channelId))
  const rows = await db
    .select({ packet: packets, channelsCount: count(packetChannels.channelId) })
    .from(packets)
    .innerJoin(packetChannels, eq(packetChannels.packetId, packets.id))
    .where(inArray(packets.id, ids))
    .groupBy(packets.id)
    .orderBy(asc(packets.price))
  return rows.map((r) => ({ ...r.packet, channelsCount: r.channelsCount }))
}
