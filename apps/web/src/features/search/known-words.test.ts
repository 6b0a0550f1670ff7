import type { SearchSuggest } from '@efir/contract'
import { describe, expect, it } from 'vitest'
import { layoutHint } from './keyboard-layout'
import { englishWords, russianWords } from './known-words'

const answer = (patch: Partial<SearchSuggest>): SearchSuggest => ({
  text: '',
  corrected_text: null,
  suggestions: [],
  contents: [],
  channels: [],
  persons: [],
  history: [],
  ...patch,
})

describe('known words for the layout hint', () => {
  it('Russian words come from what the catalogue answered for the converted text', () => {
    const known = russianWords(
      answer({ suggestions: [{ text: 'Матрица: Перезагрузка' }], corrected_text: 'ёлка' }),
    )
    expect(known('матрица')).toBe(true)
    expect(known('перезагрузка')).toBe(true)
    expect(known('елка')).toBe(true)
    expect(known('брат')).toBe(false)
    expect(russianWords(undefined)('матрица')).toBe(false)
  })

  it('English words: a built-in list plus Latin words the catalogue answered', () => {
    const known = englishWords(answer({ suggestions: [{ text: 'Matrix Reloaded' }] }))
    expect(known('the')).toBe(true)
    expect(known('Reloaded')).toBe(true)
    expect(known('vfnhbwf')).toBe(false)
  })

  it('"vfnhbwf" hints "матрица" when the catalogue knows it', () => {
    const hint = layoutHint('vfnhbwf', {
      language: 'ru',
      isEnglishWord: englishWords(answer({})),
      isRussianWord: russianWords(answer({ suggestions: [{ text: 'матрица' }] })),
    })
    expect(hint).toBe('матрица')
  })
})
