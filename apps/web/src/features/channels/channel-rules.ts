import type { Category, Channel } from '@efir/contract'
import {
  ADULT_AGE,
  ALL_CHANNELS_CATEGORY_ID,
  CHILD_MAX_AGE,
  CHILD_CATEGORY_ID,
  FAVORITES_CATEGORY_ID,
  NEW_YEAR_CHANNEL_ID,
  findCategory,
  findChannel,
  parseChannelId,
} from '@efir/contract/routes'
import { matchesName } from '../../shared/text/translit'

/** Special ids of spec 2 §4 / §9, from the contract (its zod-free constants). */
export { ALL_CHANNELS_CATEGORY_ID, CHILD_CATEGORY_ID, FAVORITES_CATEGORY_ID, NEW_YEAR_CHANNEL_ID }
/** spec 2 §4: the last 10 watched channels are kept (local storage key lastChannels). */
export const LAST_CHANNELS_MAX = 10
export const LAST_CHANNELS_KEY = 'lastChannels'
/** spec 2 §9: channel search analytics are sent once the query has rested this long. */
export const CHANNEL_SEARCH_ANALYTICS_MS = 500
/** spec 2 §9: programme progress bar refresh 7 s. */
export const PROGRESS_REFRESH_MS = 7_000
/** spec 2 §2 / §9: the virtual channel list is used above 1280 px. */
export const VIRTUAL_LIST_MIN_WIDTH = 1281

export interface ViewerContext {
  /** The current profile is a child profile (spec 2 §6). */
  child: boolean
}

/** spec 2 §4: "selecting all clears others; removing the last one returns to all". */
export function toggleCategory(selected: readonly number[], id: number): number[] {
  if (id === ALL_CHANNELS_CATEGORY_ID) return [ALL_CHANNELS_CATEGORY_ID]
  const others = selected.filter((c) => c !== ALL_CHANNELS_CATEGORY_ID)
  const next = others.includes(id) ? others.filter((c) => c !== id) : [...others, id]
  return next.length === 0 ? [ALL_CHANNELS_CATEGORY_ID] : next
}

/** spec 2 §4: a child profile preselects category 7 and hides the category filter (the list is a child list). */
export function categoryFilter(ctx: ViewerContext): { preselected?: number; hidden: boolean } {
  return ctx.child ? { preselected: CHILD_CATEGORY_ID, hidden: true } : { hidden: false }
}

/** The ids of the category tagged adult (spec 2 §4: it replaces a preset adult id list). */
export function adultChannelIds(categories: readonly Category[]): Set<number> {
  return new Set(categories.filter((c) => c.tags.is_adult).flatMap((c) => c.channels))
}

/** spec 2 §4: adult if the age is unknown or 18+, or over 12 for a child profile; or in the adult category. */
export function isAdultChannel(
  channel: Channel,
  ctx: ViewerContext,
  adultIds?: ReadonlySet<number>,
): boolean {
  if (adultIds?.has(channel.id)) return true
  if (channel.age === null) return true
  return channel.age >= ADULT_AGE || (ctx.child && channel.age > CHILD_MAX_AGE)
}

/**
 * spec 2 §2 "Channel preview": whether the zoomed card plays a preview video. Adult channels never do
 * (the PIN protects them), nor channels the viewer cannot play (unavailable, not purchased). Ad-only
 * channels are the server's to refuse (it alone knows the ad plan): their card shows the still.
 */
export function previewPlays(channel: Channel, ctx: ViewerContext, adultIds?: ReadonlySet<number>): boolean {
  if (!channel.is_available || !(channel.is_free || channel.is_purchased)) return false
  return !isAdultChannel(channel, ctx, adultIds)
}

/** Channels a viewer may see in lists: no 4K/UHD (spec 2 §4), no hidden ones, age ≤ 12 for a child. */
export function visibleChannels(channels: readonly Channel[], ctx: ViewerContext): Channel[] {
  return channels.filter(
    (c) => !c.is_4k && !c.is_hidden && (!ctx.child || (c.age !== null && c.age <= CHILD_MAX_AGE)),
  )
}

/** Categories a viewer may pick: 4K/UHD hidden (spec 2 §4); a child sees no adult category. */
export function visibleCategories(categories: readonly Category[], ctx: ViewerContext): Category[] {
  return categories.filter(
    (c) => !c.is_4k && !/\b(4k|uhd)\b/i.test(c.name) && !(ctx.child && c.tags.is_adult),
  )
}

/** The channels of a category in its order; the all-channels category is every channel, favorites the favoured. */
export function channelsOfCategory(channels: readonly Channel[], category: Category | undefined): Channel[] {
  if (!category || category.id === ALL_CHANNELS_CATEGORY_ID || category.tags.all_channels)
    return [...channels]
  if (category.id === FAVORITES_CATEGORY_ID) return channels.filter((c) => c.is_favored)
  const byId = new Map(channels.map((c) => [c.id, c]))
  return category.channels.flatMap((id) => byId.get(id) ?? [])
}

// spec 1 §5 / spec 2 §5: how a path names a channel or a category (the contract's, the server's too)
export { findCategory, findChannel, parseChannelId }

/** The path segment of a category: its slug, else its id. */
export function categorySegment(category: Pick<Category, 'id' | 'slug'>): string {
  return category.slug || String(category.id)
}

/** spec 2 §2: a channel path uses the category slug or id, falling back to the all-channels category. */
export function channelPath(
  channel: Pick<Channel, 'id' | 'slug'>,
  category?: Pick<Category, 'id' | 'slug'>,
): string {
  const segment = category ? categorySegment(category) : String(ALL_CHANNELS_CATEGORY_ID)
  return `/channels/${encodeURIComponent(segment)}/${encodeURIComponent(channel.slug || String(channel.id))}`
}

/** The list path of a category (spec 2 §2: "category selection pushes /channels/{slugOrId}"). */
export function categoryPath(category: Pick<Category, 'id' | 'slug'> | undefined): string {
  return category && category.id !== ALL_CHANNELS_CATEGORY_ID
    ? `/channels/${encodeURIComponent(categorySegment(category))}`
    : '/channels'
}

/** spec 2 §4: records a watched channel first, without duplicates, keeping the last 10. */
export function pushLastChannel(list: readonly number[], id: number): number[] {
  return [id, ...list.filter((c) => c !== id)].slice(0, LAST_CHANNELS_MAX)
}

/** The last-watched channels that are still in the list, most recent first. */
export function lastWatched(ids: readonly number[], channels: readonly Channel[]): Channel[] {
  const byId = new Map(channels.map((c) => [c.id, c]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * spec 2 §2 "recommended channels" beside the last watched ones. NOTE: the spec names the row but not its
 * rule; ours: channels the viewer can watch right now (available, free or purchased, not adult), that are
 * neither the open one nor last watched, in list order, at most RECOMMENDED_MAX.
 */
export const RECOMMENDED_MAX = 10

export function recommendedChannels(
  channels: readonly Channel[],
  exclude: { lastIds: readonly number[]; openId?: number; adultIds?: ReadonlySet<number> },
): Channel[] {
  const skip = new Set([...exclude.lastIds, ...(exclude.openId === undefined ? [] : [exclude.openId])])
  return channels
    .filter(
      (c) =>
        c.is_available && (c.is_free || c.is_purchased) && !skip.has(c.id) && !exclude.adultIds?.has(c.id),
    )
    .slice(0, RECOMMENDED_MAX)
}

/** spec 2 §5: search by name, case-insensitive, also via Latin ↔ Cyrillic transliteration. */
export function searchChannels(channels: readonly Channel[], query: string): Channel[] {
  return query.trim() ? channels.filter((c) => matchesName(c.name, query)) : [...channels]
}

/** spec 2 §2: "A channel path with no letters in the id is treated as noindex." */
export function isNoindexChannelPath(idSegment: string): boolean {
  return !/\p{L}/u.test(idSegment)
}

/** spec 2 §2 /channelsfree: available, free, not hidden, from the all-channels category, numbered from 1. */
export function freeChannels(
  channels: readonly Channel[],
  categories: readonly Category[],
): { number: number; channel: Channel }[] {
  const all = categories.find((c) => c.id === ALL_CHANNELS_CATEGORY_ID)
  return channelsOfCategory(channels, all)
    .filter((c) => c.is_available && c.is_free && !c.is_hidden && !c.is_4k)
    .map((channel, index) => ({ number: index + 1, channel }))
}

/** The previous and next channel of `id` in a list, wrapping round (for zapping and preloading). */
export function neighboursOf(list: readonly Channel[], id: number): { previous?: Channel; next?: Channel } {
  const index = list.findIndex((c) => c.id === id)
  if (index < 0 || list.length < 2) return {}
  return { previous: list.at(index - 1), next: list[(index + 1) % list.length] }
}

/**
 * Why a channel asks the PIN (issue 30: the prompt names it): its age rating, the device's switch for
 * channels or for archive programmes, or the server's refusal for a reason the page does not know.
 */
export type PinReason = 'age' | 'channel' | 'program' | 'server'

/** What opening a channel shows instead of playing it (spec 2 §4 "Channel loading", §8). */
export type ChannelAccess =
  | { kind: 'play' }
  | { kind: 'unavailable'; message: string | null }
  | { kind: 'pin-required'; reason: PinReason }
  | { kind: 'unpurchased' }
  /** spec 1 §4 "Block status" -2 (issue 30): nothing plays; the block dialog says why */
  | { kind: 'blocked' }

export function channelAccess(
  channel: Channel,
  ctx: ViewerContext & { adultIds?: ReadonlySet<number>; parentalIgnored?: boolean },
): ChannelAccess {
  if (!channel.is_available) return { kind: 'unavailable', message: channel.access_error }
  if (!ctx.parentalIgnored && isAdultChannel(channel, ctx, ctx.adultIds))
    return { kind: 'pin-required', reason: 'age' }
  if (!channel.is_purchased && !channel.is_free) return { kind: 'unpurchased' }
  return { kind: 'play' }
}

/**
 * What the page's position plays (spec 1 §4, as the server decides it, issue 30): live with the
 * device's channel switch on, or an archive programme (`archive`) with its archive switch on, asks the
 * PIN first; a stream the server refused for want of the PIN asks it too, whatever the browser
 * remembered. Anything else keeps the channel's access.
 */
export function streamAccess(
  access: ChannelAccess,
  ctx: {
    archive: boolean
    channelGates: boolean
    archiveGates: boolean
    refused: boolean
    blocked?: boolean
  },
): ChannelAccess {
  // issue 30: a blocked account's player is not kept under the block dialog, whatever the channel
  if (ctx.blocked) return { kind: 'blocked' }
  if (access.kind !== 'play') return access
  if (ctx.archive ? ctx.archiveGates : ctx.channelGates)
    return { kind: 'pin-required', reason: ctx.archive ? 'program' : 'channel' }
  if (ctx.refused) return { kind: 'pin-required', reason: 'server' }
  return access
}

/** The lowest price of a packet list ('watch from'), or undefined when empty. */
export function lowestPrice<P extends { price: number }>(packets: readonly P[]): P | undefined {
  return packets.reduce<P | undefined>(
    (low, p) => (low === undefined || p.price < low.price ? p : low),
    undefined,
  )
}

/** A programme's progress in percent (0..100) at `now` (unix seconds). */
export function programmeProgress(entry: { timestamp: number; duration: number }, now: number): number {
  const ratio = (now - entry.timestamp) / entry.duration
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100)
}
