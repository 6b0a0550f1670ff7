import { useCallback, useSyncExternalStore } from 'react'
import { LAST_CHANNELS_KEY, pushLastChannel } from './channel-rules'

const listeners = new Set<() => void>()
let cache: { raw: string | null; ids: number[] } = { raw: null, ids: [] }

function read(): number[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(LAST_CHANNELS_KEY)
  } catch {
    // storage blocked: nothing remembered
  }
  if (raw === cache.raw) return cache.ids
  let ids: number[] = []
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    if (Array.isArray(parsed)) ids = parsed.filter((v): v is number => Number.isInteger(v))
  } catch {
    ids = []
  }
  cache = { raw, ids }
  return ids
}

/** Records a watched channel in local storage (spec 2 §3 key lastChannels, §4 last 10 kept). */
export function recordLastChannel(id: number): void {
  try {
    window.localStorage.setItem(LAST_CHANNELS_KEY, JSON.stringify(pushLastChannel(read(), id)))
  } catch {
    // storage blocked: the row simply stays empty
  }
  listeners.forEach((l) => l())
}

/** The last watched channel ids, most recent first. */
export function useLastChannelIds(): number[] {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener)
    window.addEventListener('storage', listener)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', listener)
    }
  }, [])
  return useSyncExternalStore(subscribe, read, () => [])
}
