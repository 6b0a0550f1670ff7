import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/translation.json'
import kk from '../../../public/locales/kk/translation.json'
import ru from '../../../public/locales/ru/translation.json'
import uz from '../../../public/locales/uz/translation.json'

const resources = { ru, en, kk, uz }

async function translate(lng: keyof typeof resources, count: number): Promise<string> {
  const i18n = createInstance()
  await i18n.init({
    lng,
    resources: { [lng]: { translation: resources[lng] } },
    interpolation: { escapeValue: false },
  })
  return i18n.t('promo_days_watch', { count })
}

describe('"watch N days free" plural forms (spec 3 §2 Header promo-days button)', () => {
  it.each([
    ['ru', 1, 'Смотрите 1 день бесплатно'],
    ['ru', 2, 'Смотрите 2 дня бесплатно'],
    ['ru', 5, 'Смотрите 5 дней бесплатно'],
    ['ru', 14, 'Смотрите 14 дней бесплатно'],
    ['ru', 21, 'Смотрите 21 день бесплатно'],
    ['ru', 22, 'Смотрите 22 дня бесплатно'],
    ['ru', 90, 'Смотрите 90 дней бесплатно'],
    ['en', 1, 'Watch 1 day free'],
    ['en', 14, 'Watch 14 days free'],
    ['kk', 1, '1 күн тегін көріңіз'],
    ['kk', 14, '14 күн тегін көріңіз'],
    ['uz', 1, '1 kun bepul tomosha qiling'],
    ['uz', 14, '14 kun bepul tomosha qiling'],
  ] as const)('%s %i → %s', async (lng, count, text) => {
    expect(await translate(lng, count)).toBe(text)
  })
})
