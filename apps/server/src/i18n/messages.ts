import type { Language } from './language.ts'
import { en } from './messages/en.ts'
import { kk } from './messages/kk.ts'
import { ru, type MessageTable, type MessageKey } from './messages/ru.ts'
import { uz } from './messages/uz.ts'

export type { MessageKey }

/**
 * Every text the server shows a viewer: error messages (the client shows `message` as it is,
 * spec 1 §8), per-field validation texts, SMS texts and the no-provider login texts, one catalogue
 * per language in ./messages/. Russian is the reference: its keys and `{params}` define the
 * catalogue; every other language must have exactly the same keys (a type error otherwise) and the
 * same params (test/i18n.test.ts).
 */
export const MESSAGE_TABLES: Readonly<Record<Language, MessageTable>> = { ru, en, kk, uz }

/** `{name}` placeholders of a text, as a union of names. */
type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never
type ParamsOf<K extends MessageKey> = Readonly<Record<ParamNames<(typeof ru)[K]>, string | number>>
/** Keys whose texts take no params: usable on their own wherever a message is expected. */
export type PlainKey = {
  [K in MessageKey]: [ParamNames<(typeof ru)[K]>] extends [never] ? K : never
}[MessageKey]

/** A message to render later, in the language of the request that receives it. */
export interface Message {
  readonly key: MessageKey
  readonly params: Readonly<Record<string, string | number>>
}
export type MessageRef = PlainKey | Message

/** A message with its params, checked against the catalogue: `msg('too_many_codes', { minutes: 5 })`. */
export function msg<K extends MessageKey>(key: K, params: ParamsOf<K>): Message {
  return { key, params }
}

/** The text of a message in a language; unknown `{params}` stay as they are. */
export function translate(language: Language, ref: MessageRef): string {
  const { key, params } = typeof ref === 'string' ? { key: ref, params: {} } : ref
  return MESSAGE_TABLES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}
