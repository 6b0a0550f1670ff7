import { describe, expect, it } from 'vitest'
import { BRAND_NAMES, foreignFragment } from '@efir/contract/foreign-text'
import en from '../../../public/locales/en/translation.json'
import kk from '../../../public/locales/kk/translation.json'
import ru from '../../../public/locales/ru/translation.json'
import uz from '../../../public/locales/uz/translation.json'

/*
 * Issue 31: every interface text is in its own language (the wrong-language detector of
 * packages/contract/src/foreign-text.ts): no Cyrillic in en and uz, no English in ru and kk, no Russian
 * in kk, and Uzbek in its Latin alphabet with the letters oʻ and gʻ (U+02BB, not an apostrophe).
 */
const files = { ru, en, kk, uz } as Record<'ru' | 'en' | 'kk' | 'uz', Record<string, string>>

/** Texts that name something in another language on purpose: the language switcher's own names. */
const NAMED_LANGUAGES = ['Русский', 'English', 'Қазақша', 'Oʻzbekcha', "O'zbekcha", 'Ўзбекча']

describe('locale files in their own language (issue 31)', () => {
  it.each(Object.keys(files) as (keyof typeof files)[])('%s: no text of another language', (lng) => {
    const found = Object.entries(files[lng])
      .map(([key, text]) => [key, text, foreignFragment(lng, text, [...BRAND_NAMES, ...NAMED_LANGUAGES])])
      .filter(([, , fragment]) => fragment !== null)
      .map(([key, text, fragment]) => `${key}: ${JSON.stringify(text)} («${fragment}»)`)
    expect(found).toEqual([])
  })

  it('kk is not a copy of ru: a Russian sentence kept as it is', () => {
    const copies = Object.entries(files.kk)
      .filter(
        ([key, text]) =>
          text === files.ru[key] && /\p{Script=Cyrillic}{2,}\s+\p{Script=Cyrillic}{2,}/u.test(text),
      )
      .map(([key]) => key)
    expect(copies).toEqual([])
  })

  it('uz writes oʻ and gʻ with the modifier letter ʻ, not an apostrophe or a quote', () => {
    const wrong = Object.entries(files.uz)
      .filter(([, text]) => /[OoGg]['‘’`]/u.test(text))
      .map(([key, text]) => `${key}: ${text}`)
    expect(wrong).toEqual([])
  })
})
