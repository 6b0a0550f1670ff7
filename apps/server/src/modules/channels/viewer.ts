import type { AppContext } from '../../context.ts'
import { listFavorites } from '../favorites/repository.ts'
import { purchasedChannelIds } from '../packets/repository.ts'
import type { Session } from '../session/tokens.ts'
import type { ChannelRow } from './repository.ts'

/** What a viewer has: bought channels and favorite channels (favorite id by channel id, newest first). */
export interface Viewer {
  userId: number | null
  purchased: ReadonlySet<number>
  favorites: ReadonlyMap<number, number>
}

export const ANONYMOUS: Viewer = { userId: null, purchased: new Set(), favorites: new Map() }

export async function loadViewer(ctx: AppContext, session: Session | null): Promise<Viewer> {
  if (!session) return ANONYMOUS
  const userId = session.user.id
  const [purchased, favorites] = await Promise.all([
    purchasedChannelIds(ctx.db, userId, ctx.now()),
    listFavorites(ctx.db, userId),
  ])
  return {
    userId,
    purchased,
    favorites: new Map(favorites.filter((f) => f.kind === 'channel').map((f) => [f.objectId, f.id])),
  }
}

/**
 * Everything a channel answer takes from the viewer (bought channels, favorites with their ids): two
 * viewers with the same state get the same channel list (issue 8: prepared once per state).
 */
export const viewerState = (viewer: Viewer): string =>
  `${[...viewer.purchased].sort((a, b) => a - b).join(',')}|${[...viewer.favorites].join(';')}`

/** spec 2 §6: free channels play for everyone; others once a packet holding them is bought. */
export const isPurchased = (viewer: Viewer, channel: ChannelRow) =>
  channel.isFree || viewer.purchased.has(channel.id)
