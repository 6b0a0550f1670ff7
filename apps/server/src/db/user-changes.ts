import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'

/**
 * The channel the database announces a viewer's changed rows on: a trigger on every table a server
 * instance keeps between requests (sessions, subscriptions, favourites, profiles, devices; migration
 * 0010) sends `pg_notify(USER_CHANGES_CHANNEL, <user id>)` at commit.
 */
export const USER_CHANGES_CHANNEL = 'efir_user_changes'

/**
 * Which viewers' rows changed, as this instance hears it (issue 8: an instance keeps a viewer's
 * session and entitlements in memory instead of reading them on every request, and drops them the
 * moment any instance, or an operator's hand edit, changes them).
 *
 * Every change gets a sequence number, so a read that was in flight while its viewer changed is not
 * kept (`changedSince`). `live` is false while nothing listens (no open PostgreSQL connection): a cache
 * must then not answer from memory, and when listening starts again everything it kept is stale.
 *
 * Delivery: PGlite calls the listener before the writing query resolves; on PostgreSQL every pooled
 * connection listens, and the writing connection receives its own notification before its commit
 * answers. So a request always sees its own instance's earlier writes; other instances hear of them
 * within the notification's delivery time (about a millisecond).
 */
export class UserChanges {
  private seq = 0
  /** The sequence number of each viewer's last change; older ones are forgotten into `floor`. */
  private readonly lastChange = new Map<number, number>()
  private floor = 0
  private readonly listeners = new Set<(userId: number | null) => void>()
  private listening = 0

  constructor(private readonly remember = 100_000) {}

  /** Whether changes are being heard: a cache answers from memory only then. */
  get live(): boolean {
    return this.listening > 0
  }

  /** A mark to compare with `changedSince` after a read. */
  mark(): number {
    return this.seq
  }

  /** Whether the viewer changed (or everything was dropped) after `mark`. */
  changedSince(mark: number, userId: number): boolean {
    return (this.lastChange.get(userId) ?? this.floor) > mark
  }

  /** `null`: everything may have changed (listening started again). */
  onChange(listener: (userId: number | null) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  changed(userId: number | null): void {
    this.seq++
    if (userId === null) {
      this.lastChange.clear()
      this.floor = this.seq
    } else {
      this.lastChange.delete(userId)
      this.lastChange.set(userId, this.seq)
      if (this.lastChange.size > this.remember) {
        const oldest = this.lastChange.keys().next().value as number
        this.floor = this.lastChange.get(oldest) ?? this.floor
        this.lastChange.delete(oldest)
      }
    }
    for (const listener of this.listeners) listener(userId)
  }

  /** A listening connection opened (the first after none: what was kept may have missed changes). */
  listenerUp(): void {
    if (this.listening++ === 0) this.changed(null)
  }

  listenerDown(): void {
    this.listening = Math.max(0, this.listening - 1)
  }

  /** A notification's payload: the viewer's id. */
  heard(payload: string | undefined): void {
    const userId = Number(payload)
    this.changed(Number.isSafeInteger(userId) ? userId : null)
  }
}

/** Every connection of the pool listens: see `UserChanges` for why not one dedicated connection. */
export function listenOnPool(pool: pg.Pool, changes: UserChanges): void {
  const listening = new WeakSet<pg.PoolClient>()
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      if (message.channel === USER_CHANGES_CHANNEL) changes.heard(message.payload)
    })
    client.query(`LISTEN ${USER_CHANGES_CHANNEL}`).then(
      () => {
        listening.add(client)
        changes.listenerUp()
      },
      () => undefined, // the connection failed: the pool removes it
    )
  })
  pool.on('remove', (client) => {
    if (listening.delete(client)) changes.listenerDown()
  })
}

export async function listenOnPglite(client: PGlite, changes: UserChanges): Promise<void> {
  await client.listen(USER_CHANGES_CHANNEL, (payload) => changes.heard(payload))
  changes.listenerUp()
}
