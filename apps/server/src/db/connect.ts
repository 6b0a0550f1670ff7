import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { lockDataDir } from './folder-lock.ts'
import * as schema from './schema/index.ts'
import { listeningPool, listenOnPglite, UserChanges } from './user-changes.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database: the same drizzle API whichever engine is underneath. */
export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the SQL migrations of apps/server/drizzle (the same files for both engines), on `on`. */
  migrate(on?: Db): Promise<void>
  /**
   * Runs `work` while holding the database's start-up lock, so of several instances starting at once
   * on one PostgreSQL exactly one migrates and seeds while the others wait, then find it done
   * (a session advisory lock on a connection of its own). `work` gets that connection: no request's
   * waits apply to it (a migration may wait for a lock and run long). PGlite serves one process: no
   * lock needed.
   */
  exclusively<T>(work: (db: Db) => Promise<T>): Promise<T>
  /** An in-memory PGlite's copy, to open another one from (`{ memory: true, from }`); null elsewhere. */
  snapshot(): Promise<Blob | null>
  /** Queries waiting for a connection of the pool now (load shedding watches it); 0 on PGlite. */
  waiting(): number
  close(): Promise<void>
}

const changesOf = new WeakMap<Db, UserChanges>()

/**
 * Which viewers' rows changed on an open database (db/user-changes.ts), what lets an instance keep them
 * between requests; none (nothing may be kept) for a handle not opened here.
 */
export const userChangesOf = (db: Db): UserChanges | undefined => changesOf.get(db)

/** The advisory lock key of the start-up (migrations and seed): any fixed bigint, the same everywhere. */
export const STARTUP_LOCK_KEY = 0x0ef1_5eed

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * How long a request may wait for PostgreSQL (issue 30: behind a table lock a request waited 27.6 s):
 * past these the query fails, and the error handler answers 503 with Retry-After (plugins/errors.ts).
 */
export interface DatabaseWaits {
  /** For a connection of the pool (pg-pool's connectionTimeoutMillis), ms. */
  acquireMs: number
  /** For a lock (`lock_timeout`), ms. */
  lockMs: number
  /** For one statement to finish (`statement_timeout`), ms. */
  statementMs: number
}

/** EFIR_DB_WAIT_MS and EFIR_DB_STATEMENT_MS change them (main.ts). */
export const DEFAULT_DATABASE_WAITS: Readonly<DatabaseWaits> = {
  acquireMs: 5000,
  lockMs: 5000,
  statementMs: 15_000,
}

/** `memory` may start from a copy of another in-memory database (`snapshot`): tests start each app so. */
export type DatabaseLocation =
  { url: string; waits?: DatabaseWaits } | { dataDir: string } | { memory: true; from?: Blob }

export function openDatabase(location: DatabaseLocation): Database {
  if ('url' in location) {
    const changes = new UserChanges()
    const waits = location.waits ?? DEFAULT_DATABASE_WAITS
    const pool = listeningPool(
      {
        connectionString: location.url,
        max: 10,
        connectionTimeoutMillis: waits.acquireMs,
        // startup parameters: every connection of the pool has them from its first statement
        lock_timeout: waits.lockMs,
        statement_timeout: waits.statementMs,
      },
      changes,
    )
    // An idle client that loses its connection (server restart, database dropped) must not crash
    // the process: the pool discards it and the next query opens a new one.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { schema })
    changesOf.set(db, changes)
    return {
      db,
      kind: 'postgres',
      migrate: (on = db) => migratePg(on as typeof db, { migrationsFolder }),
      exclusively: async (work) => {
        const client = await pool.connect()
        try {
          // waiting while another instance migrates and seeds, and migrating, are no request's waits
          await client.query('set lock_timeout = 0; set statement_timeout = 0')
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
          try {
            return await work(drizzlePg(client, { schema }))
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
          }
        } finally {
          await client.query('reset lock_timeout; reset statement_timeout').catch(() => undefined)
          client.release()
        }
      },
      snapshot: () => Promise.resolve(null),
      waiting: () => pool.waitingCount,
      close: () => pool.end(),
    }
  }
  const release = 'dataDir' in location ? lockDataDir(location.dataDir) : () => undefined
  const client =
    'dataDir' in location
      ? new PGlite(location.dataDir)
      : new PGlite(location.from ? { loadDataDir: location.from } : {})
  const db = drizzlePglite(client, { schema })
  const changes = new UserChanges()
  // until it listens (a moment), nothing is kept
  listenOnPglite(client, changes).catch(() => undefined)
  changesOf.set(db, changes)
  return {
    db,
    kind: 'pglite',
    migrate: (on = db) => migratePglite(on as typeof db, { migrationsFolder }),
    exclusively: (work) => work(db),
    snapshot: async () => ('memory' in location ? client.dumpDataDir('none') : null),
    waiting: () => 0,
    close: async () => {
      await client.close()
      release()
    },
  }
}
