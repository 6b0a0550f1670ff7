import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type Category, type Channel } from '@efir/contract'
import { expectContract, expectError, signedInApp, type Api, type TestApp } from './support/test-app.ts'

// Seed facts: src/seed/live-channels.ts.
const FREE = 102
const BASE = 104
const ADDON = 107
const UNAVAILABLE = 127
const ADULT = 124
const UHD = 123
const VITRINA = 125
const SOON = 143

describe('live TV: channel lists, categories, packets', () => {
  let t: TestApp, a: Api, token: string
  beforeAll(async () => ({ t, a, token } = await signedInApp()))
  afterAll(() => t.close())

  const get = (url: string, accessToken?: string, language = 'ru') =>
    a.inject({
      method: 'GET',
      url,
      query: accessToken ? { access_token: accessToken } : {},
      headers: { 'accept-language': language },
    })
  const byId = (list: Channel[], id: number) => {
    const found = list.find((c) => c.id === id)
    if (!found) throw new Error(`channel ${id} missing`)
    return found
  }
  const now = () => Math.floor(t.clock.now().getTime() / 1000)

  it('lists at least 40 numbered channels for anonymous viewers, only free ones purchased', async () => {
    const list = expectContract(endpoints.getChannelList, await get('/v2/channels/channel_list'))
    expect(list.length).toBeGreaterThanOrEqual(40)
    expect(list.map((c) => c.number)).toEqual(list.map((_, i) => i + 1))
    for (const c of list) {
      expect(c.is_purchased, c.slug).toBe(c.is_free)
      expect(c.is_favored).toBe(false)
      expect(c.current_schedule).toBeNull()
      expect(c.logo).toMatch(/^http:\/\/.+\/static\/channels\/\d+\/logo\.svg$/)
    }
    expect(list.filter((c) => c.is_free).length).toBeGreaterThan(5)
    expect(list.filter((c) => !c.is_available).length).toBeGreaterThanOrEqual(2)
    expect(list.filter((c) => c.archived_days === 0).length).toBeGreaterThanOrEqual(3)
    expect(byId(list, 3929).name).toBe('Новогодний')
  })

  it('includes the airing programme with includes=current_schedules', async () => {
    const res = await get('/v2/channels/channel_list?includes=current_schedules')
    const list = expectContract(endpoints.getChannelList, res)
    for (const c of list) {
      const current = c.current_schedule
      expect(current, c.slug).not.toBeNull()
      if (!current) continue
      expect(current.channel_id).toBe(c.id)
      expect(current.timestamp).toBeLessThanOrEqual(now())
      expect(current.timestamp + current.duration).toBeGreaterThan(now())
    }
  })

  it('marks the demo user’s base packet channels purchased, add-ons not; a guest only free ones', async () => {
    const mine = expectContract(endpoints.getUserChannelList, await get('/v2/users/self/channel_list', token))
    expect(byId(mine, BASE).is_purchased).toBe(true)
    expect(byId(mine, FREE).is_purchased).toBe(true)
    expect(byId(mine, ADDON).is_purchased).toBe(false)
    expect(byId(mine, ADULT).is_purchased).toBe(false)
    const guest = await a.createGuest()
    const theirs = expectContract(
      endpoints.getUserChannelList,
      await get('/v2/users/self/channel_list', guest.token),
    )
    for (const c of theirs) expect(c.is_purchased).toBe(c.is_free)
    expectError(await get('/v2/users/self/channel_list'), 401, 'authentication_failed')
  })

  it('shows a child profile only channels aged 12 or less (spec 2 §6)', async () => {
    const login = await a.login()
    const profiles = expectContract(
      endpoints.listProfiles,
      await a.inject({ method: 'GET', url: '/v2/users/self/profiles', query: { access_token: login } }),
    )
    const kids = profiles.find((p) => p.role === 'child')
    const select = (id: number | undefined) =>
      a.inject({
        method: 'POST',
        url: '/v2/users/self/profile',
        query: { access_token: login },
        payload: { id },
      })
    expectContract(endpoints.selectProfile, await select(kids?.id))
    const list = expectContract(endpoints.getUserChannelList, await get('/v2/users/self/channel_list', login))
    expect(list.length).toBeGreaterThan(20)
    for (const c of list) expect(c.age ?? 99).toBeLessThanOrEqual(12)
    expect(list.map((c) => c.id)).not.toContain(ADULT)
    expectContract(endpoints.selectProfile, await select(profiles.find((p) => p.role === 'adult')?.id))
    const all = expectContract(endpoints.getUserChannelList, await get('/v2/users/self/channel_list', login))
    expect(all.map((c) => c.id)).toContain(ADULT)
  })

  it('shows favorite channels as is_favored and in category 1000', async () => {
    const added = await a.inject({
      method: 'POST',
      url: '/v2/users/self/favorites',
      query: { access_token: token },
      payload: { channel_id: ADDON },
    })
    const favorite = expectContract(endpoints.addFavorite, added)
    const mine = expectContract(endpoints.getUserChannelList, await get('/v2/users/self/channel_list', token))
    expect(byId(mine, ADDON)).toMatchObject({ is_favored: true, favorite: { id: favorite.id } })
    expect(byId(mine, ADDON).category_ids).toContain(1000)
    expect(byId(mine, BASE).is_favored).toBe(false)
    const onlyFavorites = expectContract(
      endpoints.getUserChannelList,
      await get('/v2/users/self/channel_list?category=1000', token),
    )
    expect(onlyFavorites.map((c) => c.id)).toEqual([ADDON])
    const categories = expectContract(
      endpoints.getCategoryList,
      await get('/v2/channels/category_list', token),
    )
    expect(categories.find((c) => c.id === 1000)?.channels).toEqual([ADDON])
    const anonymous = expectContract(endpoints.getCategoryList, await get('/v2/channels/category_list'))
    expect(anonymous.find((c) => c.id === 1000)?.channels).toEqual([])
  })

  it('answers categories: all 17, child 7 (age ≤ 12), adult by tag, 4K flagged, names in the viewer language', async () => {
    const [categories, list] = await Promise.all([
      get('/v2/channels/category_list', undefined, 'en').then((r) =>
        expectContract(endpoints.getCategoryList, r),
      ),
      get('/v2/channels/channel_list').then((r) => expectContract(endpoints.getChannelList, r)),
    ])
    const cat = (id: number): Category => {
      const found = categories.find((c) => c.id === id)
      if (!found) throw new Error(`category ${id} missing`)
      return found
    }
    expect(cat(17)).toMatchObject({ name: 'All channels', tags: { all_channels: true } })
    expect(cat(17).channels).toHaveLength(list.length)
    for (const id of cat(7).channels) expect(byId(list, id).age ?? 99).toBeLessThanOrEqual(12)
    expect(cat(7).channels).not.toContain(ADULT)
    const adult = categories.filter((c) => c.tags.is_adult)
    expect(adult.map((c) => c.channels)).toEqual([[ADULT]])
    expect(byId(list, ADULT).age).toBe(18)
    const uhd = categories.filter((c) => c.is_4k)
    expect(uhd.map((c) => c.channels)).toEqual([[UHD]])
    expect(byId(list, UHD).is_4k).toBe(true)
    const kk = expectContract(
      endpoints.getCategoryList,
      await get('/v2/channels/category_list', undefined, 'kk'),
    )
    expect(kk.find((c) => c.id === 17)?.name).toBe('Барлық арналар')
  })

  it('filters by category; an unknown category or provider is 404', async () => {
    const news = expectContract(endpoints.getChannelList, await get('/v2/channels/channel_list?category=20'))
    expect(news.length).toBeGreaterThan(0)
    for (const c of news) expect(c.category_ids).toContain(20)
    expectError(await get('/v2/channels/channel_list?category=999'), 404, 'not_found')
    expectError(await get('/v2/users/self/channel_list?category=999', token), 404, 'not_found')
    expectError(await get('/v2/channels/channel_list?provider=nowhere'), 404, 'not_found')
    expectContract(endpoints.getChannelList, await get('/v2/channels/channel_list?provider=efir'))
  })

  it('explains unavailable channels in the viewer language', async () => {
    const list = expectContract(
      endpoints.getChannelList,
      await get('/v2/channels/channel_list', undefined, 'en'),
    )
    expect(byId(list, UNAVAILABLE)).toMatchObject({
      is_available: false,
      access_error: 'Broadcasting of this channel is suspended at the request of the rights holder',
    })
    expect(byId(list, FREE).access_error).toBeNull()
  })

  it('gives the vitrina channel an embed page and a config; other channels have no config', async () => {
    const list = expectContract(endpoints.getChannelList, await get('/v2/channels/channel_list'))
    const vitrina = byId(list, VITRINA)
    expect(vitrina.vitrinaUrl).toMatch(/\/vitrina_embed\/125$/)
    expect(vitrina.stream_types).toEqual([{ type: 'vitrina' }])
    const config = expectContract(endpoints.getChannelConfig, await get(`/v2/channels/${VITRINA}/config`))
    expect(config.config.web).toBe(vitrina.vitrinaUrl)
    const page = await get(new URL(vitrina.vitrinaUrl ?? '').pathname)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *')
    expectError(await get(`/v2/channels/${FREE}/config`), 404, 'not_found')
    expectError(await get(`/v2/channels/${UNAVAILABLE}/config`), 403, 'permission_denied')
    expectError(await get('/v2/channels/99999/config'), 404, 'not_found')
  })

  it('draws logos and covers with the channel number', async () => {
    const logo = await get('/static/channels/102/logo.svg')
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/)
    expect(logo.body).toContain('>2<')
    expect((await get('/static/channels/102/cover.svg')).statusCode).toBe(200)
    expect((await get('/static/channels/99999/logo.svg')).statusCode).toBe(404)
    expect((await get('/static/programs/1.svg')).statusCode).toBe(200)
  })

  it('offers the packets holding a channel, cheapest first; none for a channel sold nowhere', async () => {
    const offers = expectContract(
      endpoints.getQuickSalesPackets,
      await get(`/v2/channels/${BASE}/quick_sales_packets`),
    )
    expect(offers.map((p) => [p.name, p.price, p.currency, p.is_base])).toEqual([
      ['Базовый', 2990, 'KZT', true],
      // The all-inclusive packet carries the base channels: it is a base packet (issue 14).
      ['Всё включено', 4490, 'KZT', true],
    ])
    expect(offers[0]?.period_human).toEqual({ days: 0, months: 1, years: 0 })
    const addon = expectContract(
      endpoints.getQuickSalesPackets,
      await get(`/v2/channels/${ADDON}/quick_sales_packets`),
    )
    expect(addon.map((p) => p.price)).toEqual([1990, 4490])
    expect(
      expectContract(endpoints.getQuickSalesPackets, await get(`/v2/channels/${SOON}/quick_sales_packets`)),
    ).toEqual([])
    expectError(await get('/v2/channels/99999/quick_sales_packets'), 404, 'not_found')
  })
})
