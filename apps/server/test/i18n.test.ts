import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage } from '../src/i18n/language.ts'
import { MESSAGE_TABLES, msg, translate } from '../src/i18n/messages.ts'

const paramsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('pickLanguage', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['EN-gb', 'en'],
    ['kk-KZ', 'kk'],
    ['kk', 'kk'],
    ['uz', 'uz'],
    ['uz-Latn-UZ', 'uz'],
    ['de-DE', 'ru'],
    ['*', 'ru'],
    ['de-DE, fr;q=0.9, kk;q=0.5, en;q=0.3', 'kk'],
    ['fr, en;q=0.5, uz;q=0.8', 'uz'],
    ['en;q=0, kk', 'kk'],
    ['en;q=0', 'ru'],
    ['  en  ;  q=0.4 , , garbage;;q=x', 'en'],
  ] as const)('%j → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language)
  })

  it('reads a repeated header', () => {
    expect(pickLanguage(['de', 'en-US'])).toBe('en')
  })

  it('defaults to Russian', () => {
    expect(DEFAULT_LANGUAGE).toBe('ru')
    expect(LANGUAGES).toEqual(['ru', 'en', 'kk', 'uz'])
  })
})

describe('message tables', () => {
  const reference = MESSAGE_TABLES.ru
  const keys = Object.keys(reference).sort()

  it.each(LANGUAGES)('%s has the same keys as ru, each a non-empty text', (language) => {
    const catalogue = MESSAGE_TABLES[language]
    expect(Object.keys(catalogue).sort()).toEqual(keys)
    for (const key of keys) expect(catalogue[key as keyof typeof reference].trim(), key).not.toBe('')
  })

  it.each(LANGUAGES)('%s has the same {params} per key as ru', (language) => {
    const catalogue = MESSAGE_TABLES[language]
    for (const key of keys) {
      const k = key as keyof typeof reference
      expect(paramsOf(catalogue[k]), `${language}.${key}`).toEqual(paramsOf(reference[k]))
    }
  })

  it('is really translated: no language reuses the English text of a sentence', () => {
    for (const language of ['ru', 'kk', 'uz'] as const) {
      const same = keys.filter((key) => {
        const k = key as keyof typeof reference
        return (
          MESSAGE_TABLES[language][k] === MESSAGE_TABLES.en[k] &&
          /[a-z]{3,} [a-z]{3,}/i.test(MESSAGE_TABLES.en[k])
        )
      })
      expect(same, language).toEqual([])
    }
  })

  it('interpolates params and leaves unknown placeholders alone', () => {
    expect(translate('en', msg('too_many_codes', { minutes: 15 }))).toBe(
      'Too many codes were sent to this phone. Try again in 15 min.',
    )
    expect(translate('ru', msg('sms_login_code', { provider: 'Efir', code: '123456' }))).toBe(
      'Ваш код Efir: 123456',
    )
    expect(translate('kk', 'wrong_credentials')).toBe('Логин немесе құпиясөз қате')
    expect(translate('uz', msg('profile_limit', { max: 5 }))).toBe('Koʻpi bilan 5 ta profil yaratish mumkin')
    // A value that looks like a placeholder is not expanded again.
    expect(translate('en', msg('forbidden_country', { country: '{country}' }))).toBe(
      'The service is not available in your region ({country})',
    )
  })
})
