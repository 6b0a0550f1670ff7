import { describe, expect, it } from 'vitest'
import { layoutCandidate, layoutHint, toRussianLayout } from './keyboard-layout'

describe('Latin → Russian keyboard layout', () => {
  it.each([
    ['vfnhbwf', 'матрица'],
    ['VFNHBWF', 'матрица'],
    ['ghbdtn', 'привет'],
    ['[jkjl', 'холод'],
    ["'rbgf;", 'экипаж'],
    ['`krf', 'ёлка'],
    [',hfn', 'брат'],
    ['.yjcnm', 'юность'],
    ['ntcn 123', 'тест 123'],
  ])('%s → %s', (typed, russian) => {
    expect(toRussianLayout(typed)).toBe(russian)
  })
})

const known = (words: string[]) => (word: string) => words.includes(word)
const context = {
  language: 'ru',
  isEnglishWord: known(['matrix', 'the', 'news']),
  isRussianWord: known(['матрица', 'брат', 'холод']),
}

describe('"maybe you mean" rule (spec 3 §2 Search)', () => {
  it('hints a known Russian word typed in the Latin layout', () => {
    expect(layoutHint('vfnhbwf', context)).toBe('матрица')
    expect(layoutHint('  Vfnhbwf ', context)).toBe('матрица')
    expect(layoutHint(',hfn 2', context)).toBeUndefined() // digits are not Latin-only
    expect(layoutHint(',hfn', context)).toBe('брат')
  })

  it('only for the Russian locale', () => {
    expect(layoutHint('vfnhbwf', { ...context, language: 'en' })).toBeUndefined()
    expect(layoutHint('vfnhbwf', { ...context, language: 'ru-RU' })).toBe('матрица')
  })

  it('not when the text is not Latin only', () => {
    expect(layoutHint('матрица', context)).toBeUndefined()
    expect(layoutHint('vfnhbwf2', context)).toBeUndefined()
  })

  it('needs at least 3 Latin letters', () => {
    expect(layoutCandidate('vf', 'ru')).toBeUndefined()
    expect(layoutHint(',h', { ...context, isRussianWord: () => true })).toBeUndefined()
    expect(layoutCandidate('vfn', 'ru')).toBe('мат')
  })

  it('not when a word is a known English word', () => {
    expect(layoutHint('matrix', { ...context, isRussianWord: () => true })).toBeUndefined()
    expect(layoutHint('the vfnhbwf', context)).toBeUndefined()
  })

  it('not when the converted text means nothing', () => {
    expect(layoutHint('qwerty', context)).toBeUndefined()
  })

  it('skips multi-word text longer than 15 characters, not a long single word', () => {
    expect(layoutCandidate('vfnhbwf [jkjl', 'ru')).toBe('матрица холод') // 13 characters
    expect(layoutCandidate('vfnhbwf [jkjl ,hfn', 'ru')).toBeUndefined() // 18 characters, 3 words
    expect(layoutCandidate('vfnhbwfvfnhbwfvfnhbwf', 'ru')).toBe('матрицаматрицаматрица')
  })
})
