import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import {
  BASE_PACKET_ID,
  LIVE_CATEGORIES,
  LIVE_CATEGORY_CHANNELS,
  LIVE_CHANNELS,
  LIVE_PACKET_CHANNELS,
  LIVE_PACKETS,
} from './live-channels.ts'
import { PROGRAMS } from './live-programs.ts'

const DAY_MS = 86_400_000

/** Channels, categories, packets, the programme catalogue and the demo user's base packet (issue 3). */
export async function seedLiveTv(tx: Pick<Db, 'insert'>, demoUserId: number, now: Date): Promise<void> {
  await tx.insert(t.channels).values(LIVE_CHANNELS.map(({ offer: _offer, ...row }) => row))
  await tx.insert(t.channelCategories).values(LIVE_CATEGORIES)
  await tx.insert(t.categoryChannels).values(LIVE_CATEGORY_CHANNELS)
  await tx.insert(t.programs).values(PROGRAMS)
  await tx.insert(t.packets).values(LIVE_PACKETS)
  await tx.insert(t.packetChannels).values(LIVE_PACKET_CHANNELS)
  await tx.insert(t.subscriptions).values({
    userId: demoUserId,
    packetId: BASE_PACKET_ID,
    startedAt: new Date(now.getTime() - 5 * DAY_MS),
    expiresAt: new Date(now.getTime() + 25 * DAY_MS),
  })
}
