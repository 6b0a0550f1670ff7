/**
 * spec 2 §3 "Local storage keys: ... ad_shown counters": ads shown per channel today, what
 * max_advertising caps (ad-schedule.ts). Other days are dropped when a count is written.
 */
export const AD_SHOWN_KEY = 'ad_shown'

type Counters = Record<string, { day: string; count: number }>

/** The viewer's local calendar day, YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function parse(raw: string | null): Counters {
  try {
    const value = JSON.parse(raw ?? '{}') as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Counters) : {}
  } catch {
    return {}
  }
}

/** Ads shown on `channelId` on `day` according to the stored counters `raw`. */
export function shownOn(raw: string | null, channelId: number, day: string): number {
  const entry = parse(raw)[String(channelId)]
  return entry?.day === day && Number.isFinite(entry.count) ? Math.max(0, entry.count) : 0
}

/** The counters after `added` more ads on `channelId` on `day` (entries of other days dropped). */
export function addShown(raw: string | null, channelId: number, day: string, added: number): string {
  const kept = Object.fromEntries(Object.entries(parse(raw)).filter(([, e]) => e?.day === day))
  const key = String(channelId)
  kept[key] = { day, count: shownOn(raw, channelId, day) + added }
  return JSON.stringify(kept)
}

/** The stored counters (null when storage is blocked). */
export const adShownStorage = {
  read(): string | null {
    try {
      return window.localStorage.getItem(AD_SHOWN_KEY)
    } catch {
      return null
    }
  },
  add(channelId: number, added: number, now = new Date()): void {
    if (added <= 0) return
    try {
      window.localStorage.setItem(
        AD_SHOWN_KEY,
        addShown(adShownStorage.read(), channelId, localDay(now), added),
      )
    } catch {
      // storage blocked: the cap counts this page only
    }
  },
}
