import { createHash } from 'node:crypto'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import * as t from '../../db/schema/index.ts'
import { viewerData } from '../../lib/viewer-data.ts'
import { listFavorites } from '../favorites/repository.ts'
import { entitledPacketIds } from '../packets/repository.ts'
import { isChildProfile } from '../profiles/service.ts'
import type { Session } from '../session/tokens.ts'
import type { ContentRow } from './store.ts'

export interface HistoryPoint {
  seconds: number
  updatedAt: Date
}

/** What the catalogue answers depend on for one viewer: packets, favorites, watch history, profile. */
export interface CatalogueViewer {
  userId: number | null
  packetIds: ReadonlySet<number>
  /** Favorite id by kind and object id. */
  favorites: ReadonlyMap<string, number>
  history: ReadonlyMap<number, HistoryPoint>
  /** Watching as a child profile: the catalogue is cut to child-catalogue.ts (issue 31). */
  child: boolean
}

export const ANONYMOUS_VIEWER: CatalogueViewer = {
  userId: null,
  packetIds: new Set(),
  favorites: new Map(),
  history: new Map(),
  child: false,
}

export const favoriteKey = (kind: 'channel' | 'program' | 'person' | 'content', id: number) => `${kind}:${id}`

/**
 * Watch history: the seeded positions, overridden by newer stats saved for VOD stream answers
 * (PATCH /v2/users/self/stat/{id} with the playback position, the stat id naming the content). Kept by
 * the instance until the viewer's stats change (lib/viewer-data.ts).
 */
const loadHistory = viewerData(async (db, userId): Promise<Map<number, HistoryPoint>> => {
  const [seeded, saved] = await Promise.all([
    db.select().from(t.contentHistory).where(eq(t.contentHistory.userId, userId)),
    db
      .select({
        contentId: t.playbackStarts.contentId,
        seconds: t.stats.duration,
        updatedAt: t.stats.updatedAt,
      })
      .from(t.stats)
      .innerJoin(t.playbackStarts, eq(t.playbackStarts.id, t.stats.statId))
      .where(and(eq(t.stats.userId, userId), isNotNull(t.playbackStarts.contentId)))
      .orderBy(desc(t.stats.updatedAt)),
  ])
  const history = new Map<number, HistoryPoint>()
  for (const row of seeded) history.set(row.contentId, { seconds: row.seconds, updatedAt: row.updatedAt })
  for (const row of saved) {
    if (row.contentId === null) continue
    const known = history.get(row.contentId)
    if (!known || known.updatedAt < row.updatedAt) {
      history.set(row.contentId, { seconds: row.seconds, updatedAt: row.updatedAt })
    }
  }
  return history
})

export async function loadCatalogueViewer(
  ctx: AppContext,
  session: Session | null,
): Promise<CatalogueViewer> {
  if (!session) return ANONYMOUS_VIEWER
  const userId = session.user.id
  const [subs, favs, history, child] = await Promise.all([
    entitledPacketIds(ctx.db, userId, ctx.now()),
    listFavorites(ctx.db, userId),
    loadHistory(ctx.db, userId),
    isChildProfile(ctx, session),
  ])
  return {
    userId,
    packetIds: subs,
    favorites: new Map(favs.map((f) => [favoriteKey(f.kind, f.objectId), f.id])),
    history,
    child,
  }
}

/** Free contents play for everyone; others once a packet holding them is bought (as channels). */
export const isContentPurchased = (viewer: CatalogueViewer, content: ContentRow) =>
  content.isFree || content.packetIds.some((id) => viewer.packetIds.has(id))

/** Watched this far (percent), a title is finished: it leaves the history rows and plays from the start. */
export const FULLY_WATCHED_PERCENT = 95

/** spec 3 §2: resume only between 10 s and 12600 s, and not when (nearly) fully watched. */
export function watchPercentage(content: ContentRow, seconds: number): number {
  if (content.duration <= 0) return 0
  return Math.min(100, Math.round((seconds / content.duration) * 1000) / 10)
}

/**
 * A digest of everything a catalogue answer takes from the viewer (packets, favorites, history): two
 * viewers, or one viewer at two moments, with the same digest get the same answer (issue 8: prepared
 * rowsets are keyed by it, so a purchase, a favorite or a watched minute makes a new one).
 */
export function viewerVersion(viewer: CatalogueViewer): string {
  const state = JSON.stringify([
    viewer.userId,
    viewer.child,
    [...viewer.packetIds].sort((a, b) => a - b),
    [...viewer.favorites].sort(([a], [b]) => a.localeCompare(b)),
    [...viewer.history].sort(([a], [b]) => a - b).map(([id, h]) => [id, h.seconds, h.updatedAt.getTime()]),
  ])
  return createHash('sha256').update(state).digest('base64url')
}
