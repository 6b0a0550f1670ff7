import { ALL_CHANNELS_CATEGORY_ID } from '@efir/contract/routes'

/*
 * Embed mode (spec 2 §2 /channel_embed/{channelId}, spec 3 §2): a page framed by a partner site. Such a
 * page never runs a purchase itself: spec 3 §4 step 1 and §6 "Embed mode opens packet pages in a new
 * window", spec 2 §4 "Channel purchase".
 */

/** Embed pages are those whose path contains `_embed/` (e.g. /channel_embed/5). */
export function isEmbedPath(pathname: string): boolean {
  return pathname.includes('_embed/')
}

// spec 1 §2 `ignore_parental_control` and spec 2 §5 "not in embeds with the ignore flag" are not
// kept (issue 30): the flag is anyone's to add to a URL, and what needs the PIN is the server's to
// decide, so an embed asks the PIN as the app does.

/** Where a purchase started in an embed page goes: the packet's page, in a new window. */
export function embedPurchaseHref(packetId: number): string {
  return `/packets/${packetId}`
}

/**
 * The attributes of a link that leaves the embed for a new window: no opener (the partner's frame
 * stays untouched) and no referrer (spec'd URLs carry the access token).
 */
export const NEW_WINDOW_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const

/**
 * Issue 30: inside an embed only the channel renders. The modals it may show are the channel's own (the
 * PIN that unlocks it, a message about it); any other (sign-in, top-up, profiles) is the app, which an
 * embed opens in a new window instead (`embedModalHref`).
 */
export const EMBED_MODALS: ReadonlySet<string> = new Set(['pincode', 'message'])

/**
 * Where a modal an embed may not show opens, in a new window: the embedded channel's page in the app
 * (`/channel_embed/5` → `/channels/17/5`) with that modal, or the app's start page with it.
 */
export function embedModalHref(embedPathname: string, modalId: string): string {
  const channel = /^\/channel_embed\/([^/]+)\/?$/.exec(embedPathname)?.[1]
  const page = channel ? `/channels/${ALL_CHANNELS_CATEGORY_ID}/${channel}` : '/'
  return `${page}#${encodeURIComponent(modalId)}`
}

/**
 * Whether following `href` from the embed page at `current` leaves the embed (and so opens a new
 * top-level window): anything but the same embed page (its query, e.g. `?ts=`, may change).
 */
export function leavesEmbed(href: string, current: { origin: string; pathname: string }): boolean {
  const url = URL.parse(href, `${current.origin}${current.pathname}`)
  return url !== null && (url.origin !== current.origin || url.pathname !== current.pathname)
}

/**
 * Opens `href` in a new top-level window, with no opener and no referrer (NEW_WINDOW_LINK's rules); only
 * for a viewer's action (a redirect of the page's own, with no click, opens nothing).
 */
export function openOutsideEmbed(href: string): void {
  if (navigator.userActivation && !navigator.userActivation.isActive) return
  window.open(href, '_blank', 'noopener,noreferrer')
}
