/**
 * Issue 31: the wrong-language check. A text the viewer reads (a server answer's field, a page's text)
 * must be in the viewer's interface language; catalogue titles and names (the operator's own data) and
 * brand names are left out by the caller, through the allow-list. One pure rule, shared by the server
 * test (every GET answer), the client's locale test and the page check of the e2e journey.
 *
 * The rules, by the viewer's language:
 * - en, uz (Latin script): any Cyrillic letter is foreign; in en, Uzbek Latin (its ʻ letters, its
 *   function words) is too; in uz, English function words are.
 * - ru, kk (Cyrillic): Latin words are foreign, unless allowed: English or Uzbek function words, or a
 *   Latin-only phrase of two or more words (a lone Latin word is a brand or an acronym more often than
 *   not: Efir, HD, PIN).
 * - kk only: Kazakh is Cyrillic too, so Russian is found by what Kazakh does not have: Russian function
 *   words (и, в, на, для, или, что, это, ...) and Russian inflexions (-ый, -ого, -ить, -ение, -ется, ...).
 * - ru only: Kazakh letters (ә, ғ, қ, ң, ө, ұ, ү, һ, і) are foreign.
 */
export type TextLanguage = 'ru' | 'en' | 'kk' | 'uz'

const WORD = /[\p{L}ʻʼ'‘’`-]+/gu
const CYRILLIC = /\p{Script=Cyrillic}/u
const LATIN = /\p{Script=Latin}/u
const KAZAKH_LETTERS = /[әғқңөұүһіӘҒҚҢӨҰҮҺІ]/u

const ENGLISH_WORDS = new Set(
  'the and of to your you is are for with from this that not be will was has have been by at or it its an no yes please'.split(
    ' ',
  ),
)
/** Uzbek function words and frequent interface words that English and Russian transliterations lack. */
const UZBEK_WORDS = new Set('va uchun bilan yoki emas ham bu siz sizning mumkin kerak yoʻq'.split(' '))
/** Russian function words no Kazakh text uses (Kazakh has не "what" and от "fire": left out). */
const RUSSIAN_WORDS = new Set(
  'и в во на для или что это как из по при до за без об ещё уже все всё вы вас ваш ваша ваше ваши нет только если чтобы когда который которая которые можно нельзя будет был была было были'.split(
    ' ',
  ),
)
/** Russian inflexions (adjectives, verbs, abstract nouns) of a word of five letters or more. */
const RUSSIAN_ENDING =
  /^\p{L}{3,}(ый|ая|ое|ые|ого|ему|ыми|ать|ять|ить|еть|уть|ться|ется|ются|ание|ение|ости|ость|ешь|ите)$/u

const words = (text: string): string[] => text.match(WORD) ?? []
const lower = (word: string) => word.toLowerCase().replace(/[’']/g, 'ʼ')

/** The text without the allowed fragments (brand, catalogue and person names), longest first. */
export function withoutAllowed(text: string, allowed: Iterable<string> = []): string {
  let out = text
  for (const fragment of [...allowed].filter((a) => a.trim() !== '').sort((a, b) => b.length - a.length))
    out = out.split(fragment).join(' ')
  return out
}

/**
 * The first fragment of `text` in another language than `language` (after removing the allowed
 * fragments), or null when there is none.
 */
export function foreignFragment(
  language: TextLanguage,
  text: string,
  allowed: Iterable<string> = [],
): string | null {
  // placeholders of a template ({amount}, {{count}}) are no words
  const rest = withoutAllowed(text, allowed).replace(/\{\{?\s*\w+\s*\}?\}/g, ' ')
  const all = words(rest)
  if (language === 'en' || language === 'uz') {
    const cyrillic = all.find((w) => CYRILLIC.test(w))
    if (cyrillic) return cyrillic
    const other = language === 'en' ? UZBEK_WORDS : ENGLISH_WORDS
    const found = all.find((w) => other.has(lower(w)) || (language === 'en' && /ʻ/.test(w)))
    return found ?? null
  }
  const latin = all.filter((w) => LATIN.test(w) && !CYRILLIC.test(w))
  const functionWord = latin.find((w) => ENGLISH_WORDS.has(lower(w)) || UZBEK_WORDS.has(lower(w)))
  if (functionWord) return functionWord
  if (latin.length >= 2 && !CYRILLIC.test(rest)) return latin.join(' ')
  // a Latin phrase inside a Cyrillic sentence: two Latin words in a row, one of them in lower case
  const phrase =
    /\p{Script=Latin}*\p{Ll}\p{Script=Latin}+[ ]+\p{Script=Latin}{2,}|\p{Script=Latin}{2,}[ ]+\p{Script=Latin}*\p{Ll}\p{Script=Latin}+/u.exec(
      rest,
    )
  if (phrase) return phrase[0]
  if (language === 'ru') return all.find((w) => KAZAKH_LETTERS.test(w)) ?? null
  const russian = all.find(
    (w) =>
      CYRILLIC.test(w) &&
      !KAZAKH_LETTERS.test(w) &&
      (RUSSIAN_WORDS.has(lower(w)) || (w.length >= 5 && RUSSIAN_ENDING.test(lower(w)))),
  )
  return russian ?? null
}

/** Whether `text` holds a fragment of another language than the viewer's. */
export const isForeignText = (
  language: TextLanguage,
  text: string,
  allowed: Iterable<string> = [],
): boolean => foreignFragment(language, text, allowed) !== null

/**
 * Names that read the same in every language of the demo: the brands, payment systems and technical
 * acronyms an interface text may hold (catalogue titles and names come from the catalogue itself).
 */
export const BRAND_NAMES: readonly string[] = [
  'Efir',
  'Nord',
  'Kaspi',
  'Visa',
  'Mastercard',
  'Apple Pay',
  'Google Pay',
  'Google Play',
  'App Store',
  'Smart TV',
  'Android TV',
  'Full HD',
  'Wi-Fi',
  'e-mail',
  'E-mail',
  'IMDb',
  'IMDB',
  'Kinopoisk',
  // the devices the instructions and manuals name
  'Apple TV',
  'Xiaomi Mi TV',
  'Dune HD',
  'Samsung Smart TV',
  'LG Smart TV',
  'Samsung Apps',
  'LG Content Store',
  'Freedom Media',
  'iPhone',
  'iPad',
  'Android',
]
