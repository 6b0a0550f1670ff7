import { isNumber, isRecord, isString, storedItem } from '../../../shared/storage/stored-item'

/**
 * spec 2 §3 "Local storage keys: ... ad_shown counters": ads shown per channel today, what
 * max_advertising caps (ad-schedule.ts). Other days are dropped when a count is written.
 */
export const AD_SHOWN_KEY = 'ad_shown'

/** Ads shown per channel id: on which day, how many. */
export type ShownCounters = Record<string, { day: string; count: number }>

const isCounters = (value: unknown): value is ShownCounters =>
  isRecord(value) && Object.values(value).every((e) => isRecord(e) && isString(e.day) && isNumber(e.count))
// storage blocked: the cap counts this page only
const counters = storedItem(AD_SHOWN_KEY, isCounters)

/** The viewer's local calendar day, YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Ads shown on `channelId` on `day` according to the stored `counters`. */
export function shownOn(counters: ShownCounters | undefined, channelId: number, day: string): number {
  const entry = counters?.[String(channelId)]
  return entry?.day === day ? Math.max(0, entry.count) : 0
}

/** The counters after `added` more ads on `channelId` on `day` (entries of other days dropped). */
export function addShown(
  counters: ShownCounters | undefined,
  channelId: number,
  day: string,
  added: number,
): ShownCounters {
  const kept = Object.fromEntries(Object.entries(counters ?? {}).filter(([, e]) => e.day === day))
  return { ...kept, [String(channelId)]: { day, count: shownOn(counters, channelId, day) + added } }
}

/** The stored counters. */
export const adShownStorage = {
  read: () => counters.read(),
  add(channelId: number, added: number, now = new Date()): void {
    if (added > 0) counters.write(addShown(counters.read(), channelId, localDay(now), added))
  },
}
