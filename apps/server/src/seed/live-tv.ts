import type { Db } from '../db/connect.ts'
import * as t from '../db/schema/index.ts'
import {
  LIVE_CATEGORIES,
  LIVE_CATEGORY_CHANNELS,
  LIVE_CHANNELS,
  LIVE_PACKET_CHANNELS,
  LIVE_PACKETS,
} from './live-channels.ts'
import { PROGRAMS } from './live-programs.ts'

/** Channels, categories, packets and the programme catalogue (issue 3). */
export async function seedLiveTv(tx: Pick<Db, 'insert'>): Promise<void> {
  await tx.insert(t.channels).values(LIVE_CHANNELS.map(({ offer: _offer, ...row }) => row))
  await tx.insert(t.channelCategories).values(LIVE_CATEGORIES)
  await tx.insert(t.categoryChannels).values(LIVE_CATEGORY_CHANNELS)
  await tx.insert(t.programs).values(PROGRAMS)
  await tx.insert(t.packets).values(LIVE_PACKETS)
  await tx.insert(t.packetChannels).values(LIVE_PACKET_CHANNELS)
}
