import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type AdInfo } from '@efir/contract'
import { createTestApp, api, expectContract, type Api, type TestApp } from './support/test-app.ts'

// Seed facts: src/modules/ads/ad-info.ts and src/seed/live-channels.ts.
const NO_ADS = 102
const PRE_ROLL = 101
const EVERY_ROLL = 119
const FAILING_FIRST = 129

describe('ad info of the demo channels (spec 2 §3 "Ad info")', () => {
  let t: TestApp
  let a: Api
  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
  })
  afterAll(() => t.close())

  const adOf = async (id: number, query = ''): Promise<AdInfo | null> =>
    expectContract(
      endpoints.getChannelStream,
      await a.inject({ method: 'GET', url: `/v2/channels/${id}/stream${query}` }),
    ).ad
  const fetchVast = async (url: string) => {
    const { pathname, search } = new URL(url)
    return a.inject({ method: 'GET', url: `${pathname}${search}` })
  }

  it('keeps 102 ad-free and 101 on one fixed pre-roll', async () => {
    expect(await adOf(NO_ADS)).toBeNull()
    const ad = await adOf(PRE_ROLL)
    expect(ad?.pre_roll).toHaveLength(1)
    expect(ad?.allow_disable).toBe(false)
    expect(ad?.middle_roll).toEqual([])
  })

  it('gives 119 mid-rolls (a point and a period), a post-roll and a post-pause roll, removable; every tag is real VAST', async () => {
    const ad = await adOf(EVERY_ROLL)
    expect(ad).toMatchObject({ allow_disable: true, middle_roll_period: 120, period: 5, max_advertising: 20 })
    expect(ad?.pre_roll).toEqual([])
    expect(ad?.middle_roll_points).toEqual([
      { position: 10, urls: [expect.stringMatching(/middle_roll\.xml$/)] },
    ])
    for (const [place, roll] of [
      ['middle_roll', ad?.middle_roll],
      ['post_roll', ad?.post_roll],
      ['post_pause_roll', ad?.post_pause_roll],
    ] as const) {
      expect(roll?.[0]?.aliases).toEqual([`efir_${place}`])
      const res = await fetchVast(roll?.[0]?.url ?? '')
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(`efir demo ${place.replace('_', '-')}`)
      expect(res.body).toMatch(/<MediaFile [^>]*type="video\/mp4"/)
    }
    expect(await adOf(EVERY_ROLL, '?preview=true')).toBeNull()
  })

  it('gives 129 a pre-roll whose first ad fails and whose second works', async () => {
    const ad = await adOf(FAILING_FIRST)
    expect(ad?.pre_roll.map((r) => r.url)).toEqual([
      expect.stringMatching(/\/media\/vast\/pre_roll\.xml\?fail=1$/),
      expect.stringMatching(/\/media\/vast\/pre_roll\.xml$/),
    ])
    const broken = await fetchVast(ad?.pre_roll[0]?.url ?? '')
    const clip = new URL(/<MediaFile[^>]*><!\[CDATA\[(.+?)\]\]>/.exec(broken.body)?.[1] ?? '')
    expect((await a.inject({ method: 'GET', url: clip.pathname })).statusCode).toBe(404)
  })
})
