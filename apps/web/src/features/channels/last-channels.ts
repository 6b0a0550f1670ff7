import { useCallback, useSyncExternalStore } from 'react'
import { arrayOf, storedItem } from '../../shared/storage/stored-item'
import { LAST_CHANNELS_KEY, pushLastChannel } from './channel-rules'

const listeners = new Set<() => void>()
// storage blocked: nothing remembered, the row simply stays empty
const lastChannels = storedItem(LAST_CHANNELS_KEY, arrayOf(Number.isInteger as (v: unknown) => v is number))
/** The list last read, kept while the stored one has the same ids (useSyncExternalStore's snapshot). */
let snapshot: number[] = []

function read(): number[] {
  const ids = lastChannels.read() ?? []
  if (ids.join() !== snapshot.join()) snapshot = ids
  return snapshot
}

/** Records a watched channel in local storage (spec 2 §3 key lastChannels, §4 last 10 kept). */
export function recordLastChannel(id: number): void {
  lastChannels.write(pushLastChannel(read(), id))
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
