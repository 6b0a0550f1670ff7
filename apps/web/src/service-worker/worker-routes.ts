/**
 * Navigations the worker leaves alone (the server's own pages: the API, the demo gateway's payment pages,
 * the docs, media and files): only the app's pages get the offline page.
 */
export const NOT_APP_NAVIGATIONS = [
  /^\/(v2|dev|docs|static|media|gateway)(\/|\?|$)/,
  /^[^?]*\.[a-z0-9]+(\?|$)/i,
]

/** What Workbox may precache (vite-plugin-pwa globPatterns, relative to dist); `shellFiles` keeps the shell. */
export const PRECACHE_CANDIDATES = ['assets/*.{js,css}', 'locales/*/translation.json']

/**
 * The app shell the worker precaches: the files index.html loads before the first page renders (its
 * entry script, modulepreloads and stylesheets) and the four translation files. Page chunks stay out:
 * they load when a page opens, and precaching them all would fetch the whole app on the first visit.
 */
export function shellFiles<T extends { url: string }>(candidates: readonly T[], indexHtml: string): T[] {
  const loaded = new Set(
    [...indexHtml.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/?(assets\/[^"?#]+)"/g)].map(
      (m) => m[1],
    ),
  )
  return candidates.filter(
    (entry) => loaded.has(entry.url) || /^locales\/[a-z]{2}\/translation\.json$/.test(entry.url),
  )
}
