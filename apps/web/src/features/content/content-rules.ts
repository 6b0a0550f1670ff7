// Spec 3 §2 "Content card", §4 "Content play action" / "Watch button", §9 constants, as pure functions.

import { SIMILAR_MAX, contentRefId } from '@efir/contract/routes'
import { ratingBadge, type RatingBadgeText } from '../../shared/text/rating-badge'

/** Spec 3 §9: similar items max 12 (the contract's). */
export { SIMILAR_MAX }
/** Spec 3 §9: series episode lists show the first 25, then all. */
export const EPISODE_LIST_CUT = 25
/** Spec 3 §9: description trimmed to 600 characters at a paragraph boundary. */
export const DESCRIPTION_TRIM = 600
/** Spec 3 §9: the description toggle appears when the hidden text is over 400 characters. */
export const DESCRIPTION_TOGGLE_MIN_HIDDEN = 400
/** Spec 3 §4: the play action's loading guard is released after 2 s. */
export const PLAY_GUARD_MS = 2000
/** Spec 3 §4: the episode list refresh is throttled to once per 10 s unless forced. */
export const EPISODES_REFRESH_MS = 10_000
/** Spec 3 §2: series are category id 2 (or content_type series). */
export const SERIES_CATEGORY_ID = 2

/** Spec 1 §5 / spec 3 §2: the content id is the trailing digits of the slug; null when none. */
export function contentIdOf(slugOrId: string | undefined): number | null {
  return contentRefId(slugOrId) // the contract's rule: an id the API would refuse is not asked for
}

/** Spec 3 §2: series are category id 2 or content_type series. */
export function isSeries(content: { category_id?: number | null; content_type: string }): boolean {
  return content.category_id === SERIES_CATEGORY_ID || content.content_type === 'series'
}

export interface TrimmedDescription {
  /** What shows while collapsed (the whole text when nothing is hidden). */
  short: string
  /** Characters hidden while collapsed. */
  hidden: number
  /** Whether the expand/collapse toggle shows (hidden text over 400 characters). */
  toggle: boolean
}

/**
 * Spec 3 §2: a long description is trimmed to 600 characters at a paragraph boundary until expanded;
 * the toggle appears when the hidden text is over 400 characters (otherwise the whole text shows).
 */
export function trimDescription(text: string): TrimmedDescription {
  const full = text.trim()
  if (full.length <= DESCRIPTION_TRIM) return { short: full, hidden: 0, toggle: false }
  // the last paragraph break at or before 600; a text with no early break is cut at 600 on a space
  const head = full.slice(0, DESCRIPTION_TRIM + 1)
  const paragraph = head.lastIndexOf('\n')
  const space = head.lastIndexOf(' ')
  const cut = paragraph > 0 ? paragraph : space > 0 ? space : DESCRIPTION_TRIM
  const short = full.slice(0, cut).trimEnd()
  const hidden = full.length - short.length
  if (hidden <= DESCRIPTION_TOGGLE_MIN_HIDDEN) return { short: full, hidden: 0, toggle: false }
  return { short: paragraph > 0 ? short : `${short}…`, hidden, toggle: true }
}

export interface EpisodeLike {
  id: number
  season: number | null
  series: number | null
  year?: number | null
}

/** Spec 3 §2: seasons filter episodes and sort by series number; non-series sort newest first. */
export function episodesToShow<E extends EpisodeLike>(
  episodes: readonly E[],
  opts: { series: boolean; season: number | null },
): E[] {
  if (!opts.series) {
    return [...episodes].sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || b.id - a.id)
  }
  return episodes
    .filter((e) => opts.season === null || e.season === opts.season)
    .sort((a, b) => (a.series ?? 0) - (b.series ?? 0) || a.id - b.id)
}

/** Spec 3 §2: the first 25 episodes until "show all". */
export function cutEpisodes<E>(episodes: readonly E[], showAll: boolean): { shown: E[]; more: number } {
  if (showAll || episodes.length <= EPISODE_LIST_CUT) return { shown: [...episodes], more: 0 }
  return { shown: episodes.slice(0, EPISODE_LIST_CUT), more: episodes.length - EPISODE_LIST_CUT }
}

/** The season to open: the one of the episode to play next, else the first. */
export function initialSeason(
  seasons: readonly { number: number }[],
  nextSeason?: number | null,
): number | null {
  if (seasons.length === 0) return null
  if (nextSeason != null && seasons.some((s) => s.number === nextSeason)) return nextSeason
  return Math.min(...seasons.map((s) => s.number))
}

/** Spec 3 §9: other episodes show 2 at width ≤480, 3 up to 932, 4 above. */
export function otherEpisodesCount(width: number): number {
  if (width <= 480) return 2
  if (width <= 932) return 3
  return 4
}

/** The episodes after `currentId` (wrapping to none), `count` of them: the "other episodes" strip. */
export function otherEpisodes<E extends { id: number }>(
  ordered: readonly E[],
  currentId: number,
  count: number,
): E[] {
  const index = ordered.findIndex((e) => e.id === currentId)
  const after = index < 0 ? ordered : ordered.slice(index + 1)
  const before = index < 0 ? [] : ordered.slice(0, index)
  return [...after, ...before].slice(0, count)
}

/** The episode after `currentId` in play order (the next-episode offer), or undefined at the end. */
export function nextEpisode<E extends EpisodeLike & { is_announcement?: boolean }>(
  all: readonly E[],
  currentId: number,
): E | undefined {
  const ordered = [...all].sort(
    (a, b) => (a.season ?? 0) - (b.season ?? 0) || (a.series ?? 0) - (b.series ?? 0) || a.id - b.id,
  )
  const index = ordered.findIndex((e) => e.id === currentId)
  if (index < 0) return undefined
  return ordered.slice(index + 1).find((e) => !e.is_announcement)
}

export type RatingKind = 'imdb' | 'kinopoisk'
export interface RatingBadge extends RatingBadgeText {
  type: RatingKind
}

/**
 * The rating badges (spec 3 §3 ratings, rating_imdb, rating_kinopoisk): the ratings list first, the flat
 * fields as a fallback; one per kind, kinopoisk then imdb; shown and coloured by the shared badge rule
 * (spec 3 §5: only with a non-zero integer part, green from 6.1).
 */
export function ratingBadges(content: {
  ratings?: readonly { type: string; rating: number }[] | null
  rating_imdb?: number | null
  rating_kinopoisk?: number | null
}): RatingBadge[] {
  const value = (type: RatingKind, flat: number | null | undefined) => {
    const listed = content.ratings?.find((r) => r.type === type)?.rating
    const rating = listed ?? flat
    const badge = ratingBadge(rating)
    return badge ? { type, ...badge } : null
  }
  return [value('kinopoisk', content.rating_kinopoisk), value('imdb', content.rating_imdb)].filter(
    (b): b is RatingBadge => b !== null,
  )
}

/** The breadcrumbs' section (spec 3 §2): movies, series or telecasts page. */
export function breadcrumbSection(content: { content_type: string; category_id?: number | null }): {
  key: 'section_movies' | 'section_series' | 'section_telecasts'
  path: string
} {
  if (isSeries(content) || content.content_type === 'season' || content.content_type === 'episode')
    return { key: 'section_series', path: '/series' }
  if (content.content_type === 'program') return { key: 'section_telecasts', path: '/telecasts' }
  return { key: 'section_movies', path: '/movies' }
}

/** The channel archive path of a scheduled programme (spec 3 §4): its timestamp plus history seconds. */
export function archivePath(channelId: number, timestamp: number, historySeconds = 0): string {
  return `/channel/${channelId}?ts=${timestamp + Math.max(0, Math.floor(historySeconds))}`
}

/** Inputs of the content play action (spec 3 §4 "Content play action"). */
export interface PlayInput {
  content: {
    id: number
    is_available: boolean
    is_lost: boolean
    is_announcement?: boolean
    age?: number | null
  }
  /** The episode picked, when playing one of a series. */
  episode?: {
    id: number
    is_available: boolean
    is_lost: boolean
    is_announcement: boolean
    age?: number | null
  }
  meta?: {
    is_purchased: boolean
    is_available: boolean
    is_lost: boolean
    history: { seconds: number }
    stream_using: { content_schedule: { channel_id: number; timestamp: number } | null }
  } | null
}

export type PlayDecision =
  | { kind: 'announcement' }
  | { kind: 'not-available' }
  | { kind: 'archive'; path: string }
  | { kind: 'purchase'; playAfterId: number }
  | { kind: 'play'; id: number; age: number | null }

/**
 * Spec 3 §2 and §4: an announcement episode alerts; an unavailable one shows not-available; a scheduled
 * programme goes to the channel archive; an unpurchased item opens the packet modal; otherwise it plays
 * (the parental check on `age`, the higher of content and episode, comes next).
 */
export function playDecision(input: PlayInput): PlayDecision {
  const target = input.episode ?? input.content
  if (input.episode?.is_announcement || (!input.episode && input.content.is_announcement))
    return { kind: 'announcement' }
  if (!target.is_available || target.is_lost) return { kind: 'not-available' }
  const meta = input.meta
  if (meta && !input.episode && (!meta.is_available || meta.is_lost)) return { kind: 'not-available' }
  const schedule = meta?.stream_using.content_schedule
  if (schedule)
    return {
      kind: 'archive',
      path: archivePath(schedule.channel_id, schedule.timestamp, meta.history.seconds),
    }
  if (meta && !meta.is_purchased) return { kind: 'purchase', playAfterId: target.id }
  const ages = [input.content.age, input.episode?.age].filter((a): a is number => typeof a === 'number')
  return { kind: 'play', id: target.id, age: ages.length ? Math.max(...ages) : null }
}

/** A meta button (spec 3 §3 "Content meta" buttons). */
export interface MetaButton {
  button_type: string
  show_options: boolean
  button_data: unknown
}

export type ButtonAction =
  { kind: 'quick-packets' } | { kind: 'offer'; data: unknown } | { kind: 'trailer' } | { kind: 'play' }

/** Spec 3 §4 "Watch button": what one button does. */
export function buttonAction(button: MetaButton): ButtonAction {
  if (button.button_type === 'pay') {
    if (button.show_options) return { kind: 'quick-packets' }
    if (button.button_data) return { kind: 'offer', data: button.button_data }
  }
  if (button.button_type === 'trailer') return { kind: 'trailer' }
  return { kind: 'play' }
}

/**
 * What a play button says on a series' card (issue 31). The server's button names the series' next
 * episode; on an episode's own page (/contents/{slug}/{episode}) the button plays that episode, so it
 * names it too, and "continue" stays only when that episode is the one to continue. A pay or trailer
 * button, and a card that is not an episode's page, keep the server's words.
 */
export function episodeButtonLabel(
  button: Pick<MetaButton, 'button_type'>,
  page: { id: number; season: number | null; series: number | null } | undefined,
  nextToPlay: { id: number } | null | undefined,
): { kind: 'server' } | { kind: 'episode'; season: number; series: number; resumes: boolean } {
  if (!page || (button.button_type !== 'play' && button.button_type !== 'continue')) return { kind: 'server' }
  return {
    kind: 'episode',
    season: page.season ?? 1,
    series: page.series ?? 1,
    resumes: button.button_type === 'continue' && nextToPlay?.id === page.id,
  }
}

export type WatchButtonMode =
  { kind: 'no-access' } | { kind: 'single'; index: number } | { kind: 'list' } | { kind: 'default' }

/** Spec 3 §4: no access shows "not available"; one button acts directly; several open a list. */
export function watchButtonMode(
  meta: { is_available: boolean; buttons: readonly unknown[] } | undefined,
): WatchButtonMode {
  if (meta && !meta.is_available) return { kind: 'no-access' }
  const count = meta?.buttons.length ?? 0
  if (count === 1) return { kind: 'single', index: 0 }
  if (count > 1) return { kind: 'list' }
  return { kind: 'default' }
}

/** Spec 3 §2: opening a catch-up only works when the archive is available; unpurchased → purchase. */
export function catchupDecision(
  catchup: { channel_id: number; start_at: number; is_catchup_available: boolean },
  purchased: boolean,
  now: number,
): { kind: 'banned' } | { kind: 'future' } | { kind: 'purchase' } | { kind: 'open'; path: string } {
  if (catchup.start_at > now) return { kind: 'future' }
  if (!catchup.is_catchup_available) return { kind: 'banned' }
  if (!purchased) return { kind: 'purchase' }
  return { kind: 'open', path: archivePath(catchup.channel_id, catchup.start_at) }
}

/** Spec 3 §2: the similar list shows at most 12, 4K dropped (spec 3 §5). */
export function similarToShow<C extends { is_4k?: boolean; id: number }>(
  items: readonly C[],
  selfId: number,
): C[] {
  return items.filter((c) => !c.is_4k && c.id !== selfId).slice(0, SIMILAR_MAX)
}
