/**
 * The Russian-layout hint of spec 3 §2 "Search": a query typed with the keyboard left in the Latin
 * layout ("vfnhbwf") is converted key by key to the Russian ЙЦУКЕН layout ("матрица"). Pure: which
 * words are "known" is decided by the caller's predicates (the catalogue's own suggestions).
 */
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
const RUSSIAN_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё'

const TO_RUSSIAN: ReadonlyMap<string, string> = new Map(
  [...LATIN_KEYS].map((key, i) => [key, RUSSIAN_KEYS[i] ?? key]),
)

/** `text` as if typed in the Russian layout (lower case; keys with no Russian letter are kept). */
export function toRussianLayout(text: string): string {
  let out = ''
  for (const char of text.toLowerCase()) out += TO_RUSSIAN.get(char) ?? char
  return out
}

/** spec 3 §2: "at least 3 Latin letters". */
export const MIN_LATIN_LETTERS = 3
/** spec 3 §2: "skipped for multi-word text longer than 15 characters". */
export const MAX_MULTI_WORD_LENGTH = 15

export interface LayoutHintContext {
  /** The interface language; the hint is for the Russian locale only. */
  language: string
  /** A known English word (the query is then meant as typed). */
  isEnglishWord: (word: string) => boolean
  /** A known Russian word (the converted query means something). */
  isRussianWord: (word: string) => boolean
}

/** The words of a text (split on spaces). */
export const wordsOf = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean)

/**
 * The converted text worth asking the catalogue about, or undefined when the rule skips it outright:
 * not Russian, not Latin-only (letters plus the keys of х ъ ж э б ю ё), fewer than 3 Latin letters,
 * or several words over 15 characters.
 */
export function layoutCandidate(text: string, language: string): string | undefined {
  const trimmed = text.trim()
  if (!language.toLowerCase().startsWith('ru')) return undefined
  if (!/^[a-z[\];',.`\s]+$/i.test(trimmed)) return undefined
  if ((trimmed.match(/[a-z]/gi)?.length ?? 0) < MIN_LATIN_LETTERS) return undefined
  if (wordsOf(trimmed).length > 1 && trimmed.length > MAX_MULTI_WORD_LENGTH) return undefined
  return toRussianLayout(trimmed).replace(/\s+/g, ' ')
}

/**
 * spec 3 §2: the "maybe you mean" text, when the typed text is Latin only with at least 3 Latin
 * letters, has no known English word, and converts to a known Russian word.
 */
export function layoutHint(text: string, context: LayoutHintContext): string | undefined {
  const candidate = layoutCandidate(text, context.language)
  if (candidate === undefined) return undefined
  if (wordsOf(text.toLowerCase()).some((word) => context.isEnglishWord(word))) return undefined
  return wordsOf(candidate).some((word) => context.isRussianWord(word)) ? candidate : undefined
}
