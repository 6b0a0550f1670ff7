import { LRUCache } from 'lru-cache'
import { userChangesOf, type Db } from '../db/connect.ts'
import type { UserChanges } from '../db/user-changes.ts'

/**
 * How long an instance keeps a viewer's rows at most. They are dropped as soon as any of them changes
 * (db/user-changes.ts), so this only bounds what a missed notification could cost.
 */
export const VIEWER_DATA_TTL_MS = 30_000
/** How many values of one kind an instance keeps at most (the least recently used go first). */
const VIEWER_DATA_MAX = 10_000

interface Entry<V> {
  value: V
  userId: number
}

class ViewerCache<K extends string | number, V> {
  private readonly entries: LRUCache<K, Entry<V>>
  private readonly keysOf = new Map<number, Set<K>>()
  /** Reads in flight, shared by callers of the key until any viewer changes. */
  private readonly reading = new Map<K, Promise<V>>()

  constructor(private readonly changes: UserChanges) {
    this.entries = new LRUCache<K, Entry<V>>({
      max: VIEWER_DATA_MAX,
      ttl: VIEWER_DATA_TTL_MS,
      dispose: (entry, key) => {
        const keys = this.keysOf.get(entry.userId)
        keys?.delete(key)
        if (keys?.size === 0) this.keysOf.delete(entry.userId)
      },
    })
    changes.onChange((userId) => {
      // a read in flight may have missed this change (its owner is known only once it is in)
      this.reading.clear()
      if (userId === null) this.entries.clear()
      else for (const key of [...(this.keysOf.get(userId) ?? [])]) this.entries.delete(key)
    })
  }

  async get(key: K, load: () => Promise<V>, owner: (value: V) => number | null): Promise<V> {
    if (!this.changes.live) return load()
    const kept = this.entries.get(key)
    if (kept) return kept.value
    // issue 8: when a value expires under load, every caller of the key waits for one read, not one each
    const pending = this.reading.get(key)
    if (pending) return pending
    const reading = this.read(key, load, owner).finally(() => {
      if (this.reading.get(key) === reading) this.reading.delete(key)
    })
    this.reading.set(key, reading)
    return reading
  }

  private async read(key: K, load: () => Promise<V>, owner: (value: V) => number | null): Promise<V> {
    const mark = this.changes.mark()
    const value = await load()
    const userId = owner(value)
    // not kept: nobody's (an unknown token), or its viewer changed while it was being read
    if (userId === null || !this.changes.live || this.changes.changedSince(mark, userId)) return value
    this.entries.set(key, { value, userId })
    const keys = this.keysOf.get(userId) ?? new Set<K>()
    keys.add(key)
    this.keysOf.set(userId, keys)
    return value
  }
}

/**
 * A viewer's rows read at most once per instance until one of them changes (issue 8: a stream answer
 * read the session, the subscriptions and the favorites on every zap). `owner` names the viewer a
 * loaded value belongs to (null: keep nothing). Read from the database every time on a handle whose
 * changes are not heard. The answer is shared: callers must not change it.
 */
export function viewerDataBy<K extends string | number, V>(
  load: (db: Db, key: K) => Promise<V>,
  owner: (key: K, value: V) => number | null,
): (db: Db, key: K) => Promise<V> {
  const caches = new WeakMap<Db, ViewerCache<K, V>>()
  return (db, key) => {
    let cache = caches.get(db)
    if (!cache) {
      const changes = userChangesOf(db)
      if (!changes) return load(db, key)
      cache = new ViewerCache<K, V>(changes)
      caches.set(db, cache)
    }
    return cache.get(
      key,
      () => load(db, key),
      (value) => owner(key, value),
    )
  }
}

/** The same for data keyed by the viewer's id. */
export const viewerData = <V>(load: (db: Db, userId: number) => Promise<V>) =>
  viewerDataBy<number, V>(load, (userId) => userId)
