import type { SearchSuggest } from '@efir/contract'
import { wordsOf } from './keyboard-layout'

/**
 * Common English words: a Latin query containing one is meant as typed (spec 3 §2 "no known English
 * word"), even when its Russian-layout reading happens to be a word.
 */
const ENGLISH_WORDS = new Set(
  (
    'a an and are at be best big black blue book boy by can car city day dead do dog down end family ' +
    'fast father first for friends from fun game get girl go god good great green happy he her him his ' +
    'home house how i in is it its king last life light little live love man me men miss mom money moon ' +
    'mother movie mr my new news night no not now of off old on one or our out over party people play ' +
    'police power queen red road rock run school sea see she show sky star story street summer sun super ' +
    'team the this time to top tv two up us war was water way we what white who why wild will with woman ' +
    'world year yes you young'
  ).split(' '),
)

const lower = (text: string) => text.toLowerCase().replace(/ё/g, 'е')

/** A known English word: the built-in list or a Latin word of what the catalogue answered. */
export function englishWords(answer: SearchSuggest | undefined): (word: string) => boolean {
  const known = new Set(ENGLISH_WORDS)
  for (const text of answer?.suggestions.map((s) => s.text) ?? [])
    for (const word of wordsOf(lower(text))) if (/^[a-z]+$/.test(word)) known.add(word)
  return (word) => known.has(lower(word))
}

/**
 * Known Russian words: the words of what the catalogue answered for the converted text (titles,
 * suggestions, names) and the server's own correction.
 */
export function russianWords(answer: SearchSuggest | undefined): (word: string) => boolean {
  const known = new Set<string>()
  const texts = [
    answer?.corrected_text ?? '',
    ...(answer?.suggestions.map((s) => s.text) ?? []),
    ...(answer?.contents.map((c) => c.title) ?? []),
    ...(answer?.persons.map((p) => p.name) ?? []),
    ...(answer?.channels.map((c) => c.name) ?? []),
  ]
  for (const text of texts)
    for (const word of wordsOf(lower(text).replace(/[^\p{L}\d\s]/gu, ' '))) known.add(word)
  return (word) => known.has(lower(word))
}
