import { DEFAULT_LANGUAGE, type Language } from './language.ts'

/**
 * Texts the operator localises (genre, country and packet names, messages, SEO masks, row titles) are
 * stored in the default language (ru) in their own columns, with the other languages beside them:
 * `{ en: { name: 'Drama' }, kk: { name: 'Драма' }, uz: { name: 'Drama' } }`. A row answers in the
 * viewer's language; a text the operator left untranslated falls back in the spec's order
 * (spec 3 §9 "interface fallbacks ru, en, bg, kk, tg, ky, uz, …": of ours ru, en, kk, uz).
 */
export type Translations<Field extends string = string> = Partial<
  Record<Language, Partial<Record<Field, string>>>
>

/** spec 3 §9: the interface fallbacks, those of them the server answers in. */
export const FALLBACK_ORDER: readonly Language[] = ['ru', 'en', 'kk', 'uz']

/** The languages to try for a viewer's language: their own first, then the spec's fallbacks. */
export const fallbackChain = (language: Language): Language[] => [
  language,
  ...FALLBACK_ORDER.filter((l) => l !== language),
]

const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== ''

/**
 * One text in a language: the first translation along the fallback chain; the stored text (the
 * default language's) stands for `ru` and is the last resort.
 */
export function localizeText(
  stored: string,
  translations: Partial<Record<Language, string>> | undefined,
  language: Language,
): string {
  for (const l of fallbackChain(language)) {
    const text = l === DEFAULT_LANGUAGE ? stored : translations?.[l]
    if (present(text)) return text
  }
  return stored
}

/** An entry of a jsonb list that carries its own translations (a survey answer, a packet benefit). */
interface TranslatedEntry {
  text: string
  i18n?: Partial<Record<Language, string>>
}
const isTranslatedEntry = (x: unknown): x is TranslatedEntry =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as TranslatedEntry).text === 'string' &&
  typeof (x as TranslatedEntry).i18n === 'object'

/** Entries with their own translations, each with its text in the language (and no translations). */
export function localizeEntries<Entry extends TranslatedEntry>(
  entries: readonly Entry[],
  language: Language,
): Entry[] {
  return entries.map(
    ({ i18n, ...entry }) => ({ ...entry, text: localizeText(entry.text, i18n, language) }) as Entry,
  )
}

/**
 * A row with its localised fields in the viewer's language (the `i18n` column holds the others); a
 * jsonb list whose entries carry their own translations (`{ text, i18n }`, issue 31: packet benefits)
 * gets each entry's text in the language.
 */
export function localizeRow<Row extends { i18n: Translations }>(row: Row, language: Language): Row {
  const fields = new Set(Object.values(row.i18n).flatMap((texts) => Object.keys(texts ?? {})))
  const lists: [string, TranslatedEntry[]][] = []
  for (const [field, value] of Object.entries(row) as [string, unknown][])
    if (Array.isArray(value) && value.length > 0 && value.every(isTranslatedEntry)) lists.push([field, value])
  if (fields.size === 0 && lists.length === 0) return row
  const out: Record<string, unknown> = { ...row }
  for (const [field, entries] of lists) out[field] = localizeEntries(entries, language)
  for (const field of fields) {
    const stored = (row as Record<string, unknown>)[field]
    if (typeof stored !== 'string' && stored !== null) continue
    const byLanguage = Object.fromEntries(
      Object.entries(row.i18n).map(([l, texts]) => [l, texts?.[field]]),
    ) as Partial<Record<Language, string>>
    out[field] =
      stored === null && !Object.values(byLanguage).some(present)
        ? null
        : localizeText(stored ?? '', byLanguage, language)
  }
  return out as Row
}

/** Texts given in every language, `{ name: { ru, en, kk, uz } }` → the stored (ru) fields and `i18n`. */
export function withTranslations<Field extends string>(
  fields: Readonly<Record<Field, Readonly<Record<Language, string>>>>,
): Record<Field, string> & { i18n: Translations<Field> } {
  const stored = {} as Record<Field, string>
  const i18n: Translations<Field> = {}
  for (const [field, texts] of Object.entries(fields) as [Field, Record<Language, string>][]) {
    stored[field] = texts[DEFAULT_LANGUAGE]
    for (const [language, text] of Object.entries(texts) as [Language, string][]) {
      if (language === DEFAULT_LANGUAGE) continue
      i18n[language] = { ...i18n[language], [field]: text }
    }
  }
  return { ...stored, i18n }
}
