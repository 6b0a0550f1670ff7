/**
 * spec 3 §2: a prerender (a crawler's or the operator's prerender service) gets plain lists, 100 items a
 * page, and no interactive buttons on the content card. Known by its user agent.
 */
export function isPrerender(userAgent: string): boolean {
  return /prerender|googlebot|yandex(bot)?\b/i.test(userAgent)
}

/** This browser is a prerender (false outside a browser). */
export const prerendering = (): boolean =>
  typeof navigator !== 'undefined' && isPrerender(navigator.userAgent)
