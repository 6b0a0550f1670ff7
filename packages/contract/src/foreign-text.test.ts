import { describe, expect, it } from 'vitest'
import { BRAND_NAMES, foreignFragment, withoutAllowed, type TextLanguage } from './foreign-text'

describe('foreignFragment: a text of another language than the viewer’s (issue 31)', () => {
  it.each<[TextLanguage, string, string | null]>([
    // en: Cyrillic, Uzbek
    ['en', 'Welcome to Efir', null],
    ['en', 'Season 1, episode 6', null],
    ['en', 'Episode 6. Улицы разбитых фонарей. Сезон 1, серия 6', 'Улицы'],
    ['en', 'Efir Кино', 'Кино'],
    ['en', 'Main', null],
    ['en', 'Paketingizga beshta yangi kanal qoʻshildi', 'qoʻshildi'],
    ['en', 'Kanal va kino', 'va'],
    ['en', '1990 ₸ and up', null],
    // uz: Latin script, so Cyrillic is foreign; English sentences too
    ['uz', 'Yangi filmlar', null],
    ['uz', 'Koʻrish', null],
    ['uz', 'Asosiy', null],
    ['uz', 'Asosiy пакет', 'пакет'],
    ['uz', 'Your account is ready', 'Your'],
    ['uz', 'Bank card', null],
    // ru: Latin phrases, English or Uzbek function words, Kazakh letters
    ['ru', 'Добро пожаловать в Efir', null],
    ['ru', 'Пополнение Efir, счёт 12', null],
    ['ru', 'Main', null],
    ['ru', 'Bank card', 'Bank card'],
    ['ru', 'Welcome packet for 14 days is activated', 'for'],
    ['ru', 'Ваш пакет: Welcome packet активирован', 'Welcome packet'],
    ['ru', 'Качество Full HD', null],
    ['ru', 'Качество High Definition', 'High Definition'],
    ['ru', 'HD', null],
    ['ru', 'Жаңа арналар', 'Жаңа'],
    // kk: Cyrillic, so Russian is found by its function words and inflexions
    ['kk', 'Жаңа фильмдер', null],
    ['kk', 'Есептік жазбаңыз дайын. Көрудің рахатын көріңіз!', null],
    ['kk', 'Драма', null],
    ['kk', 'Комедия', null],
    ['kk', 'Пакетіңізге бес жаңа арна қосылды.', null],
    ['kk', 'Efir-ге қош келдіңіз', null],
    ['kk', 'Ваша учётная запись готова', 'Ваша'],
    ['kk', 'Все каналы и фильмы', 'Все'],
    ['kk', 'Популярные сериалы', 'Популярные'],
    ['kk', 'Основной', null],
    ['kk', 'Основного пакета', 'Основного'],
    ['kk', 'Bank card', 'Bank card'],
    ['kk', 'Пропустить заставку', 'Пропустить'],
    ['kk', 'Армения', null],
    // placeholders are no words
    ['ru', '{amount} {symbol}', null],
    ['en', '{{count}} min', null],
  ])('%s: %j → %j', (language, text, fragment) => {
    expect(foreignFragment(language, text, BRAND_NAMES)).toBe(fragment)
  })

  it('leaves the allowed fragments out, the longest first', () => {
    expect(withoutAllowed('Смотреть «Улицы разбитых фонарей»', ['Улицы разбитых фонарей', 'Улицы'])).toBe(
      'Смотреть « »',
    )
    expect(foreignFragment('en', 'Watch «Улицы разбитых фонарей»', ['Улицы разбитых фонарей'])).toBeNull()
    expect(foreignFragment('ru', 'Смотреть «The Matrix»', ['The Matrix'])).toBeNull()
    expect(foreignFragment('ru', 'Смотреть «The Matrix»')).toBe('The')
  })
})
