import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database: the same drizzle API whichever engine is underneath. */
export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the SQL migrations of apps/server/drizzle (the same files for both engines). */
  migrate(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true }

export function openDatabase(location: DatabaseLocation): Database {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 })
    // An idle client that loses its connection (server restart, database dropped) must not crash
    // the process: the pool discards it and the next query opens a new one.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { schema })
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  if ('dataDir' in location) mkdirSync(location.dataDir, { recursive: true })
  const client = 'dataDir' in location ? new PGlite(location.dataDir) : new PGlite()
  const db = drizzlePglite(client, { schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}
