import type { Provider } from '@efir/contract'

export type BrandColors = Provider['branding']['colors']

/** Accepts only plain colour values, so provider data can never inject other CSS. */
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\))$/i

export const isBrandColor = (value: unknown): value is string =>
  typeof value === 'string' && COLOR.test(value.trim())

/** The brand colours the offline page is drawn in. */
export const OFFLINE_COLOR_KEYS = ['background', 'text', 'primary', 'on_primary'] as const
export type OfflineColors = Record<(typeof OFFLINE_COLOR_KEYS)[number], string>

/**
 * Where the page leaves its brand's colours for the service worker's offline page (issue 12: the offline
 * page of a brand is that brand's, and without network the worker can ask nobody).
 */
export const BRAND_CACHE = 'efir-brand'
export const BRAND_ENTRY = '/__efir/brand-colors.json'

/** The offline page's colours out of stored data; null unless every one is a plain colour. */
export function offlineColors(value: unknown): OfflineColors | null {
  if (!value || typeof value !== 'object') return null
  const stored = value as Record<string, unknown>
  const colors: Partial<OfflineColors> = {}
  for (const key of OFFLINE_COLOR_KEYS) {
    const color = stored[key]
    if (!isBrandColor(color)) return null
    colors[key] = color.trim()
  }
  return colors as OfflineColors
}

/** Keeps the brand's colours for the offline page; without Cache Storage (not a secure context) nothing. */
export async function rememberBrandColors(
  colors: BrandColors,
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  const kept = offlineColors(colors)
  if (!storage || !kept) return
  const cache = await storage.open(BRAND_CACHE)
  await cache.put(
    BRAND_ENTRY,
    new Response(JSON.stringify(kept), { headers: { 'Content-Type': 'application/json' } }),
  )
}
