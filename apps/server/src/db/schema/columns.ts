import { integer, jsonb, timestamp, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core'

// Every time is written by the app from its injected clock (never SQL now()), so tests can move time.
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A required integer column that references another table's row (`onDelete` as the foreign key says). */
export const reference = (
  name: string,
  target: () => AnyPgColumn,
  actions: ReferenceConfig['actions'] = {},
) => integer(name).notNull().references(target, actions)

/**
 * The operator's translations of a row's text columns (the columns hold the default language, ru):
 * `{ en: { name: 'Drama' }, … }`, read by i18n/localized.ts. Empty for a row nobody translated.
 */
export const translations = <Field extends string>() =>
  jsonb('i18n')
    .$type<Partial<Record<'ru' | 'en' | 'kk' | 'uz', Partial<Record<Field, string>>>>>()
    .notNull()
    .default({})
