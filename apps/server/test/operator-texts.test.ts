import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { LANGUAGES, type Language } from '../src/i18n/language.ts'
import { priceText } from '../src/modules/accounts/money.ts'
import { fallbackChain, localizeRow, localizeText, withTranslations } from '../src/i18n/localized.ts'
import { FIXED_ROWS } from '../src/modules/catalogue/fixed-rows.ts'
import { ROWSETS } from '../src/modules/catalogue/rowsets.ts'
import { CATALOGUE_TEXTS } from '../src/modules/catalogue/texts.ts'
import { expectContract, signedInApp, type Api, type TestApp } from './support/test-app.ts'

/*
 * Issue 11: every text the operator localises answers in the viewer's language (Accept-Language):
 * row and rowset titles, genres, countries, packets, content-meta captions, messages, SEO masks.
 */

describe('localizeText / localizeRow (fallback: own language, then ru, en, kk, uz)', () => {
  it('orders the fallbacks as the spec lists them', () => {
    expect(fallbackChain('kk')).toEqual(['kk', 'ru', 'en', 'uz'])
    expect(fallbackChain('ru')).toEqual(['ru', 'en', 'kk', 'uz'])
  })

  it.each([
    ['en', { en: 'Drama' }, 'Drama'],
    ['kk', { en: 'Drama' }, 'Драма ru'],
    ['uz', { uz: '  ' }, 'Драма ru'],
    ['ru', { en: 'Drama' }, 'Драма ru'],
  ] as const)('%s of %j', (language, translations, text) => {
    expect(localizeText('Драма ru', translations, language)).toBe(text)
  })

  it('falls back to en when even the stored text is empty', () => {
    expect(localizeText('', { en: 'Drama', uz: 'Drama uz' }, 'kk')).toBe('Drama')
  })

  it('replaces only the translated fields of a row, keeping the rest', () => {
    const row = { id: 1, code: 'US', name: 'США', note: null as string | null, i18n: { en: { name: 'USA' } } }
    expect(localizeRow(row, 'en')).toEqual({ ...row, name: 'USA' })
    expect(localizeRow(row, 'kk')).toEqual(row)
  })

  it('withTranslations keeps ru in the columns and the rest in i18n', () => {
    expect(
      withTranslations({
        name: { ru: 'Драма', en: 'Drama', kk: 'Драма', uz: 'Drama' },
        short: { ru: 'а', en: 'a', kk: 'ә', uz: 'o' },
      }),
    ).toEqual({
      name: 'Драма',
      short: 'а',
      i18n: {
        en: { name: 'Drama', short: 'a' },
        kk: { name: 'Драма', short: 'ә' },
        uz: { name: 'Drama', short: 'o' },
      },
    })
  })

  it('translates every title and description of the catalogue layout', () => {
    const texts = [
      ...FIXED_ROWS.flatMap((r) => [r.title, r.description]),
      ...ROWSETS.flatMap((r) => [r.title, r.description]),
    ].filter((x): x is string => typeof x === 'string')
    for (const text of texts) expect(CATALOGUE_TEXTS[text], text).toBeDefined()
  })
})

describe('priceText (the provider currency FORMAT, never "KZT 1,990")', () => {
  const tenge = { UTF_NAME: '₸', ASCII_NAME: 'KZT', FORMAT: '{amount} {symbol}' }
  it.each([
    [990, tenge, '990 ₸'],
    [1990.5, tenge, '1990.50 ₸'],
    [0, tenge, '0 ₸'],
    [5, { UTF_NAME: '', ASCII_NAME: 'USD', FORMAT: '{symbol}{amount}' }, 'USD5'],
    [120, { UTF_NAME: 'сўм', ASCII_NAME: 'UZS', FORMAT: '' }, '120 сўм'],
  ] as const)('%s → %s', (amount, currency, text) => {
    expect(priceText(amount, currency)).toBe(text)
  })
})

describe('answers in the viewer’s language', () => {
  let t: TestApp, a: Api, token: string
  beforeAll(async () => ({ t, a, token } = await signedInApp()))
  afterAll(() => t.close())

  const get = (url: string, language: Language, query: Record<string, string> = {}) =>
    a.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': language },
      query: { access_token: token, ...query },
    })

  it.each(LANGUAGES)('%s: the start page rowset, its rows and promotions', async (language) => {
    const rowset = expectContract(
      endpoints.getRowset,
      await get('/v2/rowsets/startpage', language, { limit: '30', items_limit: '3' }),
    )
    expect(rowset.title).toBe({ ru: 'Главная', en: 'Home', kk: 'Басты бет', uz: 'Bosh sahifa' }[language])
    const titles = rowset.rows.map((r) => r.title)
    expect(titles).toContain(
      { ru: 'Новинки кино', en: 'New movies', kk: 'Жаңа фильмдер', uz: 'Yangi filmlar' }[language],
    )
    const genres = expectContract(endpoints.getRow, await get('/v2/rows/genres', language, { limit: '50' }))
    expect(genres.title).toBe({ ru: 'Жанры', en: 'Genres', kk: 'Жанрлар', uz: 'Janrlar' }[language])
    expect(genres.promotions.map((p) => p.title)).toContain(
      { ru: 'Комедия', en: 'Comedy', kk: 'Комедия', uz: 'Komediya' }[language],
    )
    if (language !== 'ru') {
      for (const text of [...titles, ...rowset.rows.flatMap((r) => r.promotions.map((p) => p.short ?? ''))])
        expect(Object.keys(CATALOGUE_TEXTS), `${language}: "${text}" is a Russian layout text`).not.toContain(
          text,
        )
    }
  })

  it('genres, countries, content cards and seasons', async () => {
    const genres = expectContract(endpoints.listInternalGenres, await get('/v2/internal_genres', 'en'))
    expect(genres.find((g) => g.id === 8)?.name).toBe('Horror')
    const countries = expectContract(endpoints.listCountries, await get('/v2/countries', 'uz'))
    expect(countries.find((c) => c.code === 'KZ')?.name).toBe('Qozogʻiston')
    const series = expectContract(endpoints.getContent, await get('/v2/contents/201', 'kk'))
    expect(series.seasons[0]?.title).toBe('1-маусым')
    const ru = expectContract(endpoints.getContent, await get('/v2/contents/201', 'ru'))
    expect(ru.seasons[0]?.title).toBe('Сезон 1')
    expect(series.title, 'the operator’s own titles stay as they are').toBe(ru.title)
  })

  it('the content meta watch caption', async () => {
    const meta = expectContract(
      endpoints.getContentMetadata,
      await get('/v2/users/self/content_metadata/1', 'en'),
    )
    expect(meta.buttons[0]?.caption).toBe('Watch')
    // a paid film (add-on packet 2): its price in the provider's currency
    const paid = expectContract(
      endpoints.getContentMetadata,
      await get('/v2/users/self/content_metadata/14', 'kk'),
    )
    expect(paid.buttons[0]?.sub_caption).toBe('1990 ₸ бастап')
  })

  it('packets and messages', async () => {
    const packets = expectContract(endpoints.listPackets, await get('/v2/packets', 'uz'))
    expect(packets.find((p) => p.id === 1)?.name).toBe('Asosiy')
    const messages = expectContract(endpoints.listMessages, await get('/v2/users/self/messages', 'kk'))
    expect(messages.map((m) => m.title)).toContain('Жаңа арналар')
    const inRussian = expectContract(endpoints.listMessages, await get('/v2/users/self/messages', 'ru'))
    expect(inRussian.map((m) => m.title)).toContain('Новые каналы')
  })

  it('SEO masks: every page has its title in each language', async () => {
    const en = expectContract(endpoints.getSeoMasks, await get('/v2/seo/masks', 'en'))
    const kk = expectContract(endpoints.getSeoMasks, await get('/v2/seo/masks', 'kk'))
    const title = (masks: typeof en, page: string) =>
      masks.find((m) => m.page === page && m.text_type === 'title')?.text
    expect(title(en, 'person')).toBe('{name}: movies and series — {provider_name}')
    expect(title(kk, 'content_movie')).toBe(
      '{name} ({year}) — фильмді {provider_name} сервисінде онлайн көріңіз',
    )
    expect(
      en.every((m) => !/[а-яё]/i.test(m.text)),
      'no Cyrillic in the English masks',
    ).toBe(true)
  })
})
