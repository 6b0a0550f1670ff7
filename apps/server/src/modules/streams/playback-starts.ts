import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/connect.ts'
import { insertPlaybackStarts, reservePlaybackStartIds, type PlaybackStartRow } from './repository.ts'

/** How many rows one insert writes at most. */
const BATCH = 100
/**
 * How many ids an instance takes from the sequence at once; it takes more when half are used. The
 * reservation commits (the sequence is WAL-logged) and may wait for a WAL flush: under load a flush can
 * take a tenth of a second, which the ids in hand must outlast (1000 ids: half a second at 2000 zaps/s).
 */
const ID_BLOCK = 1000
/** How long a playback start waits in memory before it is written (with the others of that moment). */
export const PLAYBACK_START_FLUSH_MS = 200

/**
 * The playback starts of channel stream answers (their ids are the answers' stat ids), written in
 * batches: issue 8 wants a zap answered with no database round trip, and a live start is analytics
 * (a film's start, which its saved position joins, is written at once: repository.ts). The
 * id comes at once from ids reserved ahead from the table's sequence; the row is written within
 * PLAYBACK_START_FLUSH_MS, and at shutdown. What a crash loses: the starts of that last moment.
 */
export class PlaybackStartLog {
  private ids: number[] = []
  private reserving: Promise<void> | null = null
  private pending: PlaybackStartRow[] = []
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The stat id of a new playback start; the row follows shortly. */
  async record(row: Omit<PlaybackStartRow, 'id'>): Promise<number> {
    const id = await this.nextId()
    this.pending.push({ ...row, id })
    if (this.pending.length >= BATCH) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), PLAYBACK_START_FLUSH_MS)
    return id
  }

  /** Writes what waits (the app's close, and tests that read the rows). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const rows = this.pending
    this.pending = []
    this.writing = this.writing.then(() => this.write(rows))
    return this.writing
  }

  private async write(rows: PlaybackStartRow[]): Promise<void> {
    if (rows.length === 0) return
    try {
      await insertPlaybackStarts(this.db, rows)
    } catch {
      // one bad row (its viewer deleted meanwhile) must not cost the others theirs
      for (const row of rows) {
        await insertPlaybackStarts(this.db, [row]).catch((error: unknown) =>
          this.log.warn({ err: error, statId: row.id }, 'playback start not written'),
        )
      }
    }
  }

  private async nextId(): Promise<number> {
    for (;;) {
      const id = this.ids.shift()
      if (this.ids.length < ID_BLOCK / 2) void this.reserve().catch(() => undefined)
      if (id !== undefined) return id
      await this.reserve()
    }
  }

  private reserve(): Promise<void> {
    this.reserving ??= reservePlaybackStartIds(this.db, ID_BLOCK)
      .then((ids) => {
        this.ids.push(...ids)
      })
      .finally(() => {
        this.reserving = null
      })
    return this.reserving
  }
}
