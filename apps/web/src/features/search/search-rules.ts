/** Search rules of spec 3 §2 "Search" and §9 (defaults used when the configuration lacks a value). */

/** spec 3 §2: "Input max length 255". */
export const MAX_SEARCH_LENGTH = 255
/** spec 3 §9 defaults of min_search_chars and bouncing_interval. */
export const DEFAULT_MIN_SEARCH_CHARS = 1
export const DEFAULT_BOUNCING_INTERVAL_MS = 1000
/** spec 3 §2: suggestions hide 500 ms after blur; the box hides 300 ms after a route change. */
export const SUGGESTIONS_HIDE_MS = 500
export const BOX_HIDE_MS = 300

export interface SearchSettings {
  minChars: number
  debounceMs: number
}

/** The configured search settings (spec 3 §3 Configuration: min_search_chars, bouncing_interval). */
export function searchSettings(
  configuration: { min_search_chars?: number; bouncing_interval?: number } | undefined,
): SearchSettings {
  const minChars = configuration?.min_search_chars
  const debounceMs = configuration?.bouncing_interval
  return {
    minChars: minChars !== undefined && minChars >= 1 ? minChars : DEFAULT_MIN_SEARCH_CHARS,
    debounceMs: debounceMs !== undefined && debounceMs >= 0 ? debounceMs : DEFAULT_BOUNCING_INTERVAL_MS,
  }
}

/** The text as the box keeps it: at most 255 characters. */
export function clampSearchText(text: string): string {
  return text.slice(0, MAX_SEARCH_LENGTH)
}

/** The text a search is made for: trimmed, clamped; empty when under min_search_chars. */
export function searchTerm(text: string, minChars: number): string {
  const term = clampSearchText(text).trim()
  return term.length >= minChars ? term : ''
}

/** What the results area of /search shows for the typed text, before any results. */
export type SearchPrompt =
  { kind: 'enter-text' } | { kind: 'too-short'; minChars: number } | { kind: 'search'; term: string }

/**
 * spec 3 §2 "Search begins only after min_search_chars characters": empty text asks for text, text
 * shorter than the minimum says how many characters are needed, longer text is searched.
 */
export function searchPrompt(text: string, minChars: number): SearchPrompt {
  const trimmed = clampSearchText(text).trim()
  if (trimmed === '') return { kind: 'enter-text' }
  if (trimmed.length < minChars) return { kind: 'too-short', minChars }
  return { kind: 'search', term: trimmed }
}

/** spec 3 §2: "Suggestions are fetched with the lowercase query, also on focus with an empty query". */
export function suggestText(text: string): string {
  return clampSearchText(text).trim().toLowerCase()
}

/** spec 3 §2: "Search text must differ to reload" (ignoring surrounding spaces). */
export function shouldReload(previous: string | undefined, next: string): boolean {
  return previous === undefined || previous.trim() !== next.trim()
}

/** The /search URL of a term. */
export function searchPath(term: string): string {
  return `/search?${new URLSearchParams({ q: term }).toString()}`
}

/** Index of the highlighted suggestion after an arrow key: wraps, -1 means the box itself. */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1
  if (key === 'ArrowDown') return current + 1 >= count ? -1 : current + 1
  return current <= -1 ? count - 1 : current - 1
}

/**
 * Issue 31: where a search group's next page starts ("Show more"): after the last page loaded, while
 * the server says items remain (more_count); null when the group is complete. The first page is the
 * search rowset's row (offset 0, limit SEARCH_ITEMS_LIMIT), the next ones GET /v2/rows/{id}?text=.
 */
export function nextResultsOffset(
  pages: readonly { offset: number; limit: number; more_count: number }[],
): number | null {
  const last = pages[pages.length - 1]
  return last && last.more_count > 0 ? last.offset + last.limit : null
}
