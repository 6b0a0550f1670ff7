import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './connect.ts'

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter expanded by
 * json_populate_recordset (a few thousand rows through bound parameters are slow on PGlite, and
 * building their SQL costs the server's CPU: a batch of playback starts).
 * Every column must be given: defaults do not apply.
 */
export async function bulkInsert<T extends PgTable>(
  tx: Pick<Db, 'execute'>,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table))
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => {
        const value = row[key]
        return [column.name, value instanceof Date ? value.toISOString() : (value ?? null)]
      }),
    ),
  )
  const name = sql.identifier(getTableName(table))
  await tx.execute(
    sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)`,
  )
}
