import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import { createTestApp, expectContract, type TestApp } from './support/test-app.ts'

describe('network info, configuration and resources', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('describes provider 1 by default', async () => {
    const info = expectContract(endpoints.getNetworkInfo, await get('/v2/users/self/network'))
    expect(info.provider).toMatchObject({
      id: 1,
      name: 'Efir',
      phone_otp_length: 6,
      middleware_otp: false,
      promo_enabled: true,
    })
    expect(info.provider?.landing.shortname).toBe('efir')
    expect(info.provider?.phone_mask.replace(/[^#\d]/g, '')).toHaveLength(11)
    expect(info).toMatchObject({
      country: 'KZ',
      is_country_allowed: true,
      is_guest_allowed: true,
      promo_days: 14,
    })
    expect(info.agreement).toBe('/static/agreement.txt')
    expect(info.languages.available.map((l) => l.key)).toEqual(['ru', 'kk', 'en', 'uz'])
  })

  it('finds a provider by shortname or id', async () => {
    const nord = expectContract(endpoints.getNetworkInfo, await get('/v2/users/self/network?provider=nord'))
    expect(nord.provider).toMatchObject({ id: 2, middleware_otp: true })
    expect(nord).toMatchObject({ is_guest_allowed: false, promo_days: null })
    expect(nord.provider?.branding.colors.primary).not.toBe('#c93a3f')
    // spec 3 §2 "Settings dropdown": the partner cabinet link is optional (Nord has none)
    expect(nord.lk_link).toBeNull()
    const byId = expectContract(endpoints.getNetworkInfo, await get('/v2/users/self/network?provider=2'))
    expect(byId.provider?.name).toBe('Nord TV')
  })

  it('serves the second brand (aurora) by data alone: look, contacts, stores, menu, app link', async () => {
    const efir = expectContract(endpoints.getNetworkInfo, await get('/v2/users/self/network'))
    const aurora = expectContract(
      endpoints.getNetworkInfo,
      await get('/v2/users/self/network?provider=aurora'),
    )
    expect(aurora.provider).toMatchObject({ id: 5, name: 'Aurora TV', middleware_otp: false })
    expect(aurora.is_guest_allowed).toBe(true)
    expect(aurora.provider?.branding.colors.background).not.toBe(efir.provider?.branding.colors.background)
    expect(aurora.provider?.landing.support.email).toBe('care@aurora.example')
    const resources = expectContract(endpoints.getResources, await get('/v2/platform/resources?provider=5'))
    expect(resources.logo).toBe('/static/logo/aurora.svg')
    expect(resources.stores.android).toMatch(/example\.aurora$/)
    expect(resources.app_deep_link).toBe('auroratv://open')
    const efirResources = expectContract(endpoints.getResources, await get('/v2/platform/resources'))
    expect(efirResources.app_deep_link).toBeNull()
    const logo = await get('/static/logo/aurora.svg')
    expect(logo.statusCode).toBe(200)
    expect(logo.body).toContain('Aurora')
    // the brand's menu leaves Series out; Efir's keeps it
    const menu = async (query: string) =>
      expectContract(
        endpoints.getConfiguration,
        await get(`/v2/platform/configuration${query}`),
      ).menu_pages.map((p) => p.slug)
    expect(await menu('?provider=aurora')).not.toContain('series')
    expect(await menu('')).toContain('series')
    expect(await menu('?provider=1')).toContain('series')
  })

  it("gives Efir's partner cabinet link with its label in the viewer's language", async () => {
    const label = async (language: string) =>
      expectContract(
        endpoints.getNetworkInfo,
        await get('/v2/users/self/network', { 'accept-language': language }),
      ).lk_link
    expect(await label('ru')).toEqual({
      label: 'Кабинет партнёра',
      url: 'https://partners.efir.example/cabinet',
    })
    expect((await label('en'))?.label).toBe('Partner cabinet')
    expect((await label('kk'))?.label).toBe('Серіктес кабинеті')
  })

  it('answers provider null with the default texts for an unknown provider', async () => {
    const info = expectContract(endpoints.getNetworkInfo, await get('/v2/users/self/network?provider=nobody'))
    expect(info.provider).toBeNull()
    expect(info.is_guest_allowed).toBe(false)
    expect(info.default.login_title).not.toBe('')
  })

  it('reports a forbidden country (simulated in demo mode)', async () => {
    const info = expectContract(
      endpoints.getNetworkInfo,
      await get('/v2/users/self/network', { 'x-demo-country': 'US' }),
    )
    expect(info).toMatchObject({ country: 'US', is_country_allowed: false, is_guest_allowed: true })
    const byQuery = expectContract(
      endpoints.getNetworkInfo,
      await get('/v2/users/self/network?demo_country=US'),
    )
    expect(byQuery.is_country_allowed).toBe(false)
  })

  it('gives configuration with the seeded menu and the 12 h token lifetime', async () => {
    const config = expectContract(endpoints.getConfiguration, await get('/v2/platform/configuration'))
    expect(config.token_ttl_ms).toBe(43_200_000)
    expect(config.menu_pages.map((p) => p.url)).toEqual([
      '/',
      '/channels',
      '/movies',
      '/series',
      '/my',
      '/search',
    ])
    expect(config.menu_pages.find((p) => p.url === '/my')?.kind).toBe('my')
  })

  it('titles the menu in the language of the viewer (Russian by default)', async () => {
    const titles = async (headers: Record<string, string> = {}) => {
      const res = await get('/v2/platform/configuration', headers)
      expect(res.headers.vary).toContain('Accept-Language')
      return expectContract(endpoints.getConfiguration, res).menu_pages.map((p) => p.title)
    }
    expect((await titles())[1]).toBe('Телеканалы')
    expect((await titles({ 'accept-language': 'en-US,en;q=0.9' }))[1]).toBe('TV channels')
    expect((await titles({ 'accept-language': 'kk-KZ' }))[1]).toBe('Телеарналар')
    expect((await titles({ 'accept-language': 'uz' }))[1]).toBe('Telekanallar')
  })

  it('gives resources whose images the server serves', async () => {
    const resources = expectContract(endpoints.getResources, await get('/v2/platform/resources'))
    for (const url of [resources.ping_image, resources.logo])
      expect((await get(url)).statusCode, url).toBe(200)
    // spec 3 §2 "Footer" Devices column: Efir's apps in every store
    expect(Object.values(resources.stores).every((url) => url?.startsWith('https://'))).toBe(true)
    // the footer's "About" is the provider's landing page, which exists (it was /about: not found)
    expect(resources.about_url).toMatch(/^\/provider\/[\w-]+$/)
    const shortname = resources.about_url!.split('/').pop()!
    expect((await get(`/v2/providers/${shortname}/info`)).statusCode).toBe(200)
  })

  it('lists avatar categories whose pictures the server serves', async () => {
    const categories = expectContract(
      endpoints.getAvatarCategories,
      await get('/v2/profiles/avatar_categories'),
    )
    const srcs = categories.flatMap((c) => c.avatars.map((x) => x.src))
    expect(srcs.length).toBeGreaterThan(0)
    for (const src of srcs) expect((await get(src)).statusCode, src).toBe(200)
  })

  it('lists SEO masks and deterministic A/B variants', async () => {
    expect(expectContract(endpoints.getSeoMasks, await get('/v2/seo/masks')).length).toBeGreaterThan(0)
    const first = expectContract(
      endpoints.getAbTests,
      await get('/v2/ab_tests/tests?application_type=web&mobile=false'),
    )
    const again = expectContract(
      endpoints.getAbTests,
      await get('/v2/ab_tests/tests?application_type=web&mobile=false'),
    )
    expect(again).toEqual(first)
  })

  it('gives the no-provider texts in the viewer language', async () => {
    const url = '/v2/users/self/network?provider=nobody'
    const ru = await get(url)
    expect(ru.headers.vary).toContain('Accept-Language')
    expect(expectContract(endpoints.getNetworkInfo, ru).default).toEqual({
      login_title: 'Сервис недоступен в вашей сети',
      login_description:
        'Вашу сеть не обслуживает ни один из наших провайдеров. Обратитесь к своему оператору.',
    })
    const en = expectContract(endpoints.getNetworkInfo, await get(url, { 'accept-language': 'en' }))
    expect(en.default.login_title).toBe('Service is not available in your network')
    const kk = expectContract(endpoints.getNetworkInfo, await get(url, { 'accept-language': 'kk-KZ' }))
    expect(kk.default.login_title).toBe('Қызмет сіздің желіңізде қолжетімсіз')
    const uz = expectContract(endpoints.getNetworkInfo, await get(url, { 'accept-language': 'uz' }))
    expect(uz.default.login_title).toBe('Xizmat sizning tarmogʻingizda mavjud emas')
  })
})
