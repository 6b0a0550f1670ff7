/** Non-empty segments of a pathname: `/channels/sport/5/` → ['channels', 'sport', '5']. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '')
}

/**
 * spec 1 §2 "several rules pages: optimal, may, recommendations, optimum, eternal discount".
 * The spec names them but not their paths; they live at the top level under these slugs.
 */
export const RULES_PAGES = ['optimal', 'may', 'recommendations', 'optimum', 'eternal_discount'] as const

/** True on an open channel: /channels/{category}/{channel} or /channel/{id} (spec 2 §2). */
export function isOpenChannelPath(pathname: string): boolean {
  const [first, ...rest] = pathSegments(pathname)
  return (first === 'channels' && rest.length >= 2) || (first === 'channel' && rest.length >= 1)
}
