import { describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY, detectLanguage, storeLanguage, toInterfaceLanguage } from './languages'

describe('interface language', () => {
  it.each([
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['kk-kz', 'kk'],
    ['EN', 'en'],
    ['uz_UZ', 'uz'],
    ['de', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (code, expected) => {
    expect(toInterfaceLanguage(code)).toBe(expected)
  })

  it('defaults to ru without a stored choice', () => {
    expect(detectLanguage()).toBe('ru')
  })

  it('prefers the stored choice', () => {
    storeLanguage('kk')
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('kk')
    expect(detectLanguage()).toBe('kk')
  })

  it('ignores an unsupported stored value', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr')
    expect(detectLanguage()).toBe('ru')
  })
})
