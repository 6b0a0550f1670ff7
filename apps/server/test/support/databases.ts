import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { openDatabase, type Database } from '../../src/db/connect.ts'

// The test databases (no vitest import: global-setup.ts uses this module outside the test workers).

/** Where every test app's clock starts, and the data it is seeded for. */
export const TEST_START = new Date('2030-01-15T12:00:00Z')

export const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server (empty, or a copy of `template`);
 * dropped again by `drop`.
 */
export async function freshPostgres(
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `efir_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()
  const url = new URL(serverUrl ?? '')
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/**
 * A migrated and seeded database to copy from (global-setup.ts): a PGlite data folder as a tar file,
 * and a PostgreSQL template database when a server is given. Migrating and seeding took about 2.5 s
 * per test app; a copy takes about 0.5 s on PGlite and less on PostgreSQL.
 */
export interface Templates {
  pglite: string | null
  postgres: string | null
}

let pgliteTemplate: Blob | null | undefined

/** A fresh in-memory database: a copy of the template when there is one (else empty, for migration). */
export function memoryDatabase(templateFile: string | null): Database {
  pgliteTemplate ??= templateFile ? new Blob([readFileSync(templateFile)]) : null
  return openDatabase(pgliteTemplate ? { memory: true, from: pgliteTemplate } : { memory: true })
}
