import { integer, timestamp, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core'

// Every time is written by the app from its injected clock (never SQL now()), so tests can move time.
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A required integer column that references another table's row (`onDelete` as the foreign key says). */
export const reference = (
  name: string,
  target: () => AnyPgColumn,
  actions: ReferenceConfig['actions'] = {},
) => integer(name).notNull().references(target, actions)
