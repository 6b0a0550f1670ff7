import type { SearchSuggest } from '@efir/contract'
import { useTranslation } from 'react-i18next'
import { useSuggest } from './api'
import { layoutCandidate, layoutHint } from './keyboard-layout'
import { englishWords, russianWords } from './known-words'

/**
 * The "maybe you mean" text for a search (spec 3 §2): the Russian-layout reading of a Latin query,
 * when the catalogue knows a word of it. `answer` is the catalogue's answer for the query as typed.
 */
export function useLayoutHint(text: string, answer: SearchSuggest | undefined): string | undefined {
  const { i18n } = useTranslation()
  const language = i18n.language
  const candidate = layoutCandidate(text, language) ?? ''
  const converted = useSuggest(candidate, candidate !== '')
  if (!candidate || !converted.data || converted.isPlaceholderData) return undefined
  return layoutHint(text, {
    language,
    isEnglishWord: englishWords(answer),
    isRussianWord: russianWords(converted.data),
  })
}
