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
