import { LRUCache } from 'lru-cache'
import type { Db } from '../db/connect.ts'

/**
 * How long a server instance keeps public data it read (providers, channels, categories, menu pages):
 * seed data that nothing in the product writes, read per request before (issue 8: a stream answer read
 * the provider and the channel every time). Instances on one PostgreSQL see an operator's hand edit
 * within this time. Never a session, a viewer's packets or anything that counts.
 */
export const PUBLIC_DATA_TTL_MS = 60_000

interface Box<T> {
  value: T
}

/**
 * `load` read at most once per TTL per database and key, concurrent callers sharing one read; once the
 * TTL is over, the value read before is served until the new read is in. A failed read is not kept. The answer is shared: callers must not change it.
 */
export function publicDataBy<K extends string | number, T>(
  load: (db: Db, key: K) => Promise<T>,
  ttlMs = PUBLIC_DATA_TTL_MS,
): (db: Db, key: K) => Promise<T> {
  const caches = new WeakMap<Db, LRUCache<K, Box<T>>>()
  return async (db, key) => {
    let cache = caches.get(db)
    if (!cache) {
      cache = new LRUCache<K, Box<T>>({
        max: 500,
        ttl: ttlMs,
        // an old value is served while it is read again: no caller waits for a reload (issue 8)
        allowStale: true,
        fetchMethod: async (k) => ({ value: await load(db, k) }),
      })
      caches.set(db, cache)
    }
    const box = await cache.fetch(key)
    if (!box) throw new Error('public data: nothing loaded')
    return box.value
  }
}

/** The same for data without a key (a whole table). */
export function publicData<T>(
  load: (db: Db) => Promise<T>,
  ttlMs = PUBLIC_DATA_TTL_MS,
): (db: Db) => Promise<T> {
  const byKey = publicDataBy<'all', T>((db) => load(db), ttlMs)
  return (db) => byKey(db, 'all')
}
