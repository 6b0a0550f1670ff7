/**
 * Latin ↔ Cyrillic matching for channel search (spec 2 §5: "Channel search matches name
 * case-insensitively, also via Latin and Cyrillic transliteration"). Both sides are folded to one
 * Latin skeleton, so "perviy", "pervyj" and "Первый" all meet; spellings that differ only in how a
 * sound is romanised (й/ы/и → i, ц → c, х → h) fold together.
 */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  // Kazakh and Uzbek letters of channel names
  ә: 'a',
  ғ: 'g',
  қ: 'k',
  ң: 'n',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
  і: 'i',
  ў: 'u',
}

/** Latin digraphs and letters folded to the skeleton the Cyrillic table produces. */
const LATIN_FOLDS: [RegExp, string][] = [
  [/shch/g, 'sch'],
  [/kh/g, 'h'],
  [/ts/g, 'c'],
  [/tz/g, 'c'],
  [/[jy]/g, 'i'],
  [/w/g, 'v'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/ph/g, 'f'],
  [/ii+/g, 'i'],
]

/** Cyrillic letters of `text` written in Latin (lower case). */
export function toLatin(text: string): string {
  let out = ''
  for (const char of text.toLowerCase()) out += CYRILLIC_TO_LATIN[char] ?? char
  return out
}

/** The search skeleton of a text: lower case, Latin, romanisation variants folded, spaces collapsed. */
export function searchSkeleton(text: string): string {
  let out = toLatin(text.normalize('NFKC'))
  for (const [pattern, replacement] of LATIN_FOLDS) out = out.replace(pattern, replacement)
  return out.replace(/\s+/g, ' ').trim()
}

/** True when `query` occurs in `name`, case-insensitively, directly or through transliteration. */
export function matchesName(name: string, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  if (name.toLowerCase().includes(q)) return true
  return searchSkeleton(name).includes(searchSkeleton(q))
}
