import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * The channel the database announces a viewer's changed rows on: a trigger on every table whose rows
 * an instance keeps between requests (lib/viewer-data.ts; migration 0010) sends
 * `pg_notify(USER_CHANGES_CHANNEL, '<user id>:<transaction id>')` at commit.
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
  /** The payloads heard lately (each is heard once per listening connection). */
  private readonly recent = new Set<string>()

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
  onChange(listener: (userId: number | null) => void): void {
    this.listeners.add(listener)
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

  /**
   * A notification's payload: `<user id>:<transaction id>`. Every connection of a pool hears each one,
   * the writing connection first; the later copies must not drop what was read since.
   */
  heard(payload: string | undefined): void {
    if (payload !== undefined && this.recent.has(payload)) return
    if (payload !== undefined) this.recent.add(payload)
    if (this.recent.size > this.remember) this.recent.clear()
    const userId = Number(payload?.split(':')[0])
    this.changed(Number.isSafeInteger(userId) ? userId : null)
  }
}

/**
 * A pool whose every connection listens before it is first used (see `UserChanges` for why not one
 * dedicated connection). A connection that cannot listen is not used (pg-pool's onConnect).
 */
export function listeningPool(config: pg.PoolConfig, changes: UserChanges): pg.Pool {
  const listening = new WeakSet<pg.ClientBase>()
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', (message) => {
      if (message.channel === USER_CHANGES_CHANNEL) changes.heard(message.payload)
    })
    await client.query(`LISTEN ${USER_CHANGES_CHANNEL}`)
    listening.add(client)
    changes.listenerUp()
  }
  // pg-pool awaits it before it hands the connection out (its types say void)
  // oxlint-disable-next-line typescript/no-misused-promises
  const pool = new pg.Pool({ ...config, onConnect })
  pool.on('remove', (client) => {
    if (listening.delete(client)) changes.listenerDown()
  })
  return pool
}

export async function listenOnPglite(client: PGlite, changes: UserChanges): Promise<void> {
  await client.listen(USER_CHANGES_CHANNEL, (payload) => changes.heard(payload))
  changes.listenerUp()
}
