import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { eq } from 'drizzle-orm'
import { infoPages } from '../src/db/schema/index.ts'
import { seedMissingInfoPages } from '../src/seed/info-pages.ts'
import { createTestApp, expectContract, expectError, type TestApp } from './support/test-app.ts'

/*
 * Issue 12: the information pages (FAQ, device instructions, set-top box manuals, rules pages, the
 * app-store page) and the news, from the server in the viewer's language, without sign-in.
 */
let t: TestApp
const get = (url: string, query: Record<string, string> = {}, language?: string) =>
  t.app.inject({ method: 'GET', url, query, headers: language ? { 'accept-language': language } : {} })

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('information pages', () => {
  it('lists the device instructions in the spec order, each with numbered steps', async () => {
    const pages = expectContract(
      endpoints.listInfoPages,
      await get('/v2/info_pages', { kind: 'instructions' }),
    )
    expect(pages.map((p) => p.slug)).toEqual([
      'android_tv',
      'android_tv_apk',
      'apple_tv',
      'lg_tv',
      'samsung_tv',
      'sberbox',
      'haier',
      'xiaomi',
      'sony',
      'yandex',
      'other',
    ])
    for (const page of pages) {
      expect(page.kind).toBe('instructions')
      expect(page.items.length).toBeGreaterThanOrEqual(3)
      expect(page.items.every((item) => item.title === null && item.text.length > 0)).toBe(true)
    }
  })

  it('answers in the viewer language, falling back to ru', async () => {
    const en = expectContract(endpoints.getInfoPage, await get('/v2/info_pages/manual/dune', {}, 'en'))
    expect(en.title).toBe('The Dune HD box')
    expect(en.items.map((i) => i.text)).toContain('Enter the portal address: http://stb.efir.invalid/dune')
    const kk = expectContract(endpoints.getInfoPage, await get('/v2/info_pages/manual/dune', {}, 'kk-KZ'))
    expect(kk.title).toBe('Dune HD приставкасы')
    const ru = expectContract(endpoints.getInfoPage, await get('/v2/info_pages/manual/dune', {}, 'de'))
    expect(ru.title).toBe('Приставка Dune HD')
    expect(ru.items).toHaveLength(en.items.length)
  })

  it('gives FAQ sections of questions with answers', async () => {
    const sections = expectContract(
      endpoints.listInfoPages,
      await get('/v2/info_pages', { kind: 'faq' }, 'uz'),
    )
    expect(sections.map((s) => s.slug)).toEqual(['watching', 'account', 'payment'])
    expect(sections[0]?.title).toBe('Tomosha')
    for (const section of sections) {
      expect(section.items.length).toBeGreaterThan(0)
      expect(section.items.every((q) => Boolean(q.title) && q.text.length > 0)).toBe(true)
    }
  })

  it('has the terms of use (/terms) in four languages, and a database without it gets it', async () => {
    const titles: Record<string, string> = {
      ru: 'Условия использования',
      en: 'Terms of use',
      kk: 'Пайдалану шарттары',
      uz: 'Foydalanish shartlari',
    }
    for (const [language, title] of Object.entries(titles)) {
      const page = expectContract(
        endpoints.getInfoPage,
        await get('/v2/info_pages/rules/terms', {}, language),
      )
      expect(page.title).toBe(title)
      expect(page.text).not.toBe('')
      expect(page.items.length).toBeGreaterThanOrEqual(5)
    }
    expect(await seedMissingInfoPages(t.database.db)).toBe(false)
    await t.database.db.delete(infoPages).where(eq(infoPages.slug, 'terms'))
    expect(await seedMissingInfoPages(t.database.db)).toBe(true)
    const [stored] = await t.database.db.select().from(infoPages).where(eq(infoPages.slug, 'terms'))
    expect(stored?.kind).toBe('rules')
    const again = expectContract(endpoints.getInfoPage, await get('/v2/info_pages/rules/terms', {}, 'en'))
    expect(again.title).toBe('Terms of use')
  })

  it('has every rules page, the app-store page and the four manuals', async () => {
    for (const slug of ['optimal', 'may', 'recommendations', 'optimum', 'eternal_discount']) {
      const page = expectContract(endpoints.getInfoPage, await get(`/v2/info_pages/rules/${slug}`, {}, 'en'))
      expect(page.title).not.toBe('')
      expect(page.items.length).toBeGreaterThan(0)
    }
    const store = expectContract(
      endpoints.getInfoPage,
      await get('/v2/info_pages/app_store/app_store', {}, 'en'),
    )
    expect(store.text).toContain('Install the app')
    const manuals = expectContract(endpoints.listInfoPages, await get('/v2/info_pages', { kind: 'manual' }))
    expect(manuals.map((m) => m.slug)).toEqual(['dune', 'tvip', 'eltex', 'mag'])
  })

  it('answers 404 for an unknown page and 400 for a bad kind or slug, never a 5xx', async () => {
    expect(expectError(await get('/v2/info_pages/rules/nope', {}, 'en'), 404, 'not_found').message).toBe(
      'Page not found',
    )
    expectError(await get('/v2/info_pages/manual/optimal'), 404, 'not_found')
    expectError(await get('/v2/info_pages/secret/optimal'), 400, 'validation_error')
    expectError(await get('/v2/info_pages/rules/Bad%20Slug'), 400, 'validation_error')
    expectError(await get(`/v2/info_pages/rules/${'a'.repeat(65)}`), 400, 'validation_error')
    expectError(await get('/v2/info_pages'), 400, 'validation_error')
    expectError(await get('/v2/info_pages', { kind: 'news' }), 400, 'validation_error')
  })
})

describe('news', () => {
  it('lists the news newest first and answers an item in the viewer language', async () => {
    const ru = expectContract(endpoints.listNews, await get('/v2/news'))
    const en = expectContract(endpoints.listNews, await get('/v2/news', {}, 'en'))
    expect(en.map((n) => n.id)).toEqual(ru.map((n) => n.id))
    const times = ru.map((n) => Date.parse(n.published_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(ru[0]?.title).toBe('Новые фильмы в каталоге')
    expect(en[0]?.title).toBe('New films in the catalogue')
    const item = expectContract(endpoints.getNews, await get(`/v2/news/${en[0]?.id}`, {}, 'kk'))
    expect(item.title).toBe('Каталогтағы жаңа фильмдер')
    expect(item.text).toContain('\n\n')
  })

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    expectError(await get('/v2/news/999'), 404, 'not_found')
    expectError(await get('/v2/news/abc'), 400, 'validation_error')
    expectError(await get('/v2/news/99999999999'), 400, 'validation_error')
  })
})

describe('agreement and privacy documents (network info agreement/privacy)', () => {
  it.each([
    ['ru', 'Пользовательское соглашение (демо)', 'Политика конфиденциальности (демо)'],
    ['en', 'User agreement (demo)', 'Privacy policy (demo)'],
    ['kk-KZ', 'Пайдаланушы келісімі (демо)', 'Құпиялылық саясаты (демо)'],
    ['uz', 'Foydalanuvchi kelishuvi (demo)', 'Maxfiylik siyosati (demo)'],
  ])('answers in %s', async (language, agreement, privacy) => {
    const a = await get('/static/agreement.txt', {}, language)
    expect(a.statusCode).toBe(200)
    expect(a.headers.vary).toContain('Accept-Language')
    expect(a.body.split('\n')[0]).toBe(agreement)
    expect((await get('/static/privacy.txt', {}, language)).body.split('\n')[0]).toBe(privacy)
  })
})
