import { FAVORITES_CATEGORY_ID, type Category, type Channel } from '@efir/contract'
import type { AppContext } from '../../context.ts'
import type { Language } from '../../i18n/language.ts'
import { notFound } from '../../plugins/api-error.ts'
import { currentAiring, presentAiring, programPools } from '../schedule/service.ts'
import { presentChannel } from './present.ts'
import * as repo from './repository.ts'
import type { Viewer } from './viewer.ts'
import { CHILD_MAX_AGE } from '@efir/contract'

export interface ListOptions {
  base: string
  language: Language
  viewer: Viewer
  category?: number | undefined
  /** includes=current_schedules (spec 2 §7): the airing programme on each channel. */
  withCurrent: boolean
  /** spec 2 §4/§6: a child profile sees only channels aged 12 or less. */
  child?: boolean
  /** The moment whose airing programmes it shows (unix ms; default: now on the app's clock). */
  at?: number
}

/** A viewer's channel list in channel-number order, optionally one category (1000: favorites). */
export async function channelList(ctx: AppContext, o: ListOptions): Promise<Channel[]> {
  const [rows, categoryIds, categories] = await Promise.all([
    repo.listChannels(ctx.db),
    repo.categoryIdsByChannel(ctx.db),
    repo.listCategories(ctx.db),
  ])
  if (o.category !== undefined && !categories.some((c) => c.id === o.category)) throw notFound('category')
  const pools = o.withCurrent ? await programPools(ctx.db) : null
  const now = Math.floor((o.at ?? ctx.now().getTime()) / 1000)
  const pc = { base: o.base, language: o.language, viewer: o.viewer, categoryIds }
  return rows
    .map((row) => {
      const current = pools ? currentAiring(pools, row, now) : null
      return presentChannel(row, pc, current ? presentAiring(current, o.base) : null)
    })
    .filter((c) => o.category === undefined || c.category_ids.includes(o.category))
    .filter((c) => !o.child || (c.age !== null && c.age <= CHILD_MAX_AGE))
}

/** Categories with their channel ids; favorites (1000) are the viewer's, newest first. */
export async function categoryList(ctx: AppContext, language: Language, viewer: Viewer): Promise<Category[]> {
  const [categories, categoryIds, rows] = await Promise.all([
    repo.listCategories(ctx.db),
    repo.categoryIdsByChannel(ctx.db),
    repo.listChannels(ctx.db),
  ])
  return categories.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.names[language] ?? c.names.ru ?? c.slug,
    channels:
      c.id === FAVORITES_CATEGORY_ID
        ? [...viewer.favorites.keys()]
        : rows.filter((r) => categoryIds.get(r.id)?.includes(c.id)).map((r) => r.id),
    tags: { all_channels: c.isAllChannels, startup: c.isStartup, is_adult: c.isAdult },
    short: c.short,
    is_4k: c.is4k,
  }))
}

/**
 * Until when (unix ms) a channel list stays the same: the first end of an airing programme it shows, or
 * for ever when it shows none (the rest is public data, cached on its own).
 */
export function channelListValidUntil(list: readonly Channel[]): number | undefined {
  const ends = list.flatMap((c) =>
    c.current_schedule ? [c.current_schedule.timestamp + c.current_schedule.duration] : [],
  )
  return ends.length > 0 ? Math.min(...ends) * 1000 : undefined
}
