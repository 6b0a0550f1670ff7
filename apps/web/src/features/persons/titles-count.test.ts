import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/translation.json'
import ru from '../../../public/locales/ru/translation.json'

async function titles(lng: 'ru' | 'en', count: number): Promise<string> {
  const i18n = createInstance()
  await i18n.init({ lng, resources: { [lng]: { translation: lng === 'ru' ? ru : en } } })
  return i18n.t('person_titles_count', { count })
}

describe('person titles count with Russian word forms (spec 3 §2 Person page)', () => {
  it.each([
    ['ru', 1, '1 фильм'],
    ['ru', 2, '2 фильма'],
    ['ru', 4, '4 фильма'],
    ['ru', 5, '5 фильмов'],
    ['ru', 11, '11 фильмов'],
    ['ru', 12, '12 фильмов'],
    ['ru', 21, '21 фильм'],
    ['ru', 22, '22 фильма'],
    ['ru', 25, '25 фильмов'],
    ['ru', 0, '0 фильмов'],
    ['en', 1, '1 title'],
    ['en', 7, '7 titles'],
  ] as const)('%s %i → %s', async (lng, count, text) => {
    expect(await titles(lng, count)).toBe(text)
  })
})
