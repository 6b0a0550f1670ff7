import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { renderRoutesModule } from './render-routes.ts'
import { describe, expect, it } from 'vitest'
import { endpoints } from './index.ts'
import { INT_MAX } from './entities/common.ts'
import { buildPath, toOpenApiPath, type Endpoint } from './endpoint.ts'

const all: [string, Endpoint][] = Object.entries(endpoints)

describe('endpoint table', () => {
  it('names every endpoint by its own id', () => {
    for (const [key, e] of all) expect(e.id).toBe(key)
  })

  it('has one endpoint per method and path', () => {
    const seen = new Set(all.map(([, e]) => `${e.method} ${e.path}`))
    expect(seen.size).toBe(all.length)
  })

  it('exempts exactly the self stat, the OTP and the operator OTP from the token-error flag (spec 1 §8)', () => {
    const exempt = all.filter(([, e]) => e.tokenErrorExempt).map(([id]) => id)
    expect(exempt.sort()).toEqual(['authOtp', 'authOtpProvider', 'patchStat'])
  })

  it('uses the cache times of spec 1 §9', () => {
    expect(endpoints.getConfiguration.cacheMs).toBe(30_000)
    expect(endpoints.getResources.cacheMs).toBe(30_000)
    expect(endpoints.getAdIds.cacheMs).toBe(5_000)
    expect(endpoints.listProfiles.cacheMs).toBe(300_000)
    expect(endpoints.getSelf.cacheMs).toBe(3_000)
  })

  it('covers every call of spec 1 §7', () => {
    const calls = new Set(all.map(([, e]) => `${e.method} ${toOpenApiPath(e.path)}`))
    const spec = [
      'GET /v2/users/self/network',
      'GET /v2/platform/configuration',
      'GET /v2/platform/resources',
      'POST /v2/users',
      'POST /v2/auth/login',
      'GET /v2/users/self',
      'PATCH /v2/users/self',
      'PATCH /v2/users/{id}',
      'POST /v2/otps',
      'POST /v2/auth/otp',
      'POST /v2/auth/otp/{provider}/',
      'GET /v2/otp/send_methods',
      'GET /v2/otp/exist',
      'POST /v2/mw/otps',
      'POST /v2/mw/auth/otp',
      'GET /v2/mw/cities',
      'POST /v2/mw/set_city',
      'POST /v2/mw/set_address',
      'GET /v2/mw/status_block',
      'POST /v2/users/self/parental_code/send',
      'GET /v2/users/self/devices',
      'GET /v2/users/self/devices/{id}',
      'POST /v2/users/self/devices',
      'PATCH /v2/users/self/devices/{id}',
      'DELETE /v2/users/self/devices/{id}',
      'POST /v2/auth/device',
      'GET /v2/ads/ad_ids',
      'POST /v2/ads/ad_ids',
      'GET /v2/users/self/profiles',
      'GET /v2/users/self/profile',
      'POST /v2/users/self/profiles',
      'POST /v2/users/self/profile',
      'DELETE /v2/users/self/profiles/{id}',
      'PATCH /v2/users/self/profiles/{id}',
      'GET /v2/profiles/avatar_categories',
      'PATCH /v2/users/self/stat/{id}',
      'GET /v2/users/self/favorites',
      'POST /v2/users/self/favorites',
      'DELETE /v2/users/self/favorites/{id}',
      'GET /v2/users/self/messages',
      'DELETE /v2/users/self/messages/{id}',
      'GET /v2/survey/questions/{id}',
      'POST /v2/survey/questions/{id}/answers',
      'GET /v2/ab_tests/tests',
      'GET /v2/seo/masks',
      'POST /v2/users/self/promokeys/check',
      'POST /v2/users/self/promokeys',
      'GET /v2/promokeys/{code}/info',
    ]
    for (const call of spec) expect(calls, call).toContain(call)
  })
})

describe('live TV endpoints (spec 2 §7)', () => {
  it('covers every call of spec 2 §7 whose method and path are known', () => {
    const calls = new Set(all.map(([, e]) => `${e.method} ${toOpenApiPath(e.path)}`))
    for (const call of [
      'GET /v2/channels/category_list',
      'GET /v2/users/self/channel_list',
      'GET /v2/channels/channel_list',
      'GET /v2/channels/{id}/stream',
      'GET /v2/channels/{id}/content_schedule',
      'GET /v2/programs/{id}',
      'GET /v2/programs/{id}/schedule',
      'GET /v2/channels/{id}/quick_sales_packets',
      'PATCH /v2/users/self/stat/{id}',
      'GET /v2/users/self/favorites',
      'POST /v2/users/self/favorites',
      'DELETE /v2/users/self/favorites/{id}',
    ])
      expect(calls, call).toContain(call)
  })

  it('keeps channel lists 900 s (spec 2 §4)', () => {
    expect(endpoints.getChannelList.cacheMs).toBe(900_000)
    expect(endpoints.getUserChannelList.cacheMs).toBe(900_000)
  })

  it('refuses a schedule window that ends before it starts', () => {
    expect(endpoints.getChannelSchedule.query.safeParse({ start: '200', end: '100' }).success).toBe(false)
    expect(endpoints.getChannelSchedule.query.safeParse({ start: '100', end: '200' }).success).toBe(true)
  })
})

describe('commerce endpoints (spec 3 §7 "Packets and payments")', () => {
  const calls = new Set(all.map(([, e]) => `${e.method} ${toOpenApiPath(e.path)}`))
  it('covers every call of spec 3 §7 whose method and path are known', () => {
    for (const call of [
      'GET /v2/packets',
      'GET /v2/packets/{id}',
      'GET /v2/packets/{id}/purchaseperiods',
      'GET /v2/purchasepackets',
      'GET /v2/purchasepackets/{id}',
      'GET /v2/providers/{id}/info',
      'GET /v2/providers/{id}/packet/{packetId}',
      'GET /v2/providers/{id}/bundles/{bundleId}/packets/{packetId}',
      'GET /v2/channels/{id}/quick_sales_packets',
      'GET /v2/channels/{id}/purchasepacket_short',
      'GET /v2/contents/{id}/quick_sales_packets',
      'GET /v2/users/self/subscriptions/current',
      'GET /v2/users/self/futures',
      'DELETE /v2/users/self/futures/{id}',
      'POST /v2/users/self/subscriptions',
      'DELETE /v2/users/self/subscriptions/{id}',
      'PATCH /v2/users/self/subscriptions/{id}',
      'POST /v2/users/self/purchases',
      'PATCH /v2/users/self/purchases/{id}',
      'DELETE /v2/users/self/purchases/{id}',
      'GET /v2/users/self/accounts',
      'GET /v2/users/self/balance',
      'GET /v2/users/self/cards',
      'POST /v2/users/self/cards',
      'DELETE /v2/users/self/cards/{id}',
      'GET /v2/users/self/transactions/{id}',
      'GET /v2/users/self/accounts/{id}/payforms',
      'POST /v2/users/self/accounts/{id}/payforms/short_url',
      'POST /v2/users/self/accounts/{id}/payforms/linkedcard',
      'POST /v2/users/self/accounts/{id}/payforms/phone',
      'POST /v2/users/self/accounts/{id}/payforms/confirm_by_sms',
      'POST /v2/users/self/accounts/{id}/payforms/qrcode_make_transaction',
      'POST /v2/users/self/purchases_offer',
      'POST /v2/users/self/purchases_offer/transaction',
      'GET /v2/users/self/purchases_offer/{id}',
      'POST /v2/users/self/promokeys/check',
      'POST /v2/users/self/promokeys',
      'GET /v2/promokeys/{code}/info',
    ])
      expect(calls, call).toContain(call)
  })

  it('marks every money-moving call idempotent, and only POST/PATCH ones', () => {
    const idempotent = all.filter(([, e]) => e.idempotent).map(([id]) => id)
    expect(idempotent.sort()).toEqual(
      [
        'activatePurchase',
        'applyPromoKey',
        'confirmBySms',
        'createPurchase',
        'createSubscription',
        'linkCard',
        'payLinkedCard',
        'payOffer',
        'payPhone',
        'payQrCode',
        'payShortUrl',
      ].sort(),
    )
    for (const id of idempotent)
      expect(['POST', 'PATCH']).toContain(endpoints[id as keyof typeof endpoints].method)
  })

  it('declares the answers the client branches on (402, 400, 451, 504, 404)', () => {
    expect(endpoints.createSubscription.errors).toContain(402)
    expect(endpoints.activatePurchase.errors).toContain(402)
    expect(endpoints.payQrCode.errors).toContain(451)
    expect(endpoints.disableSubscription.errors).toContain(451)
    expect(endpoints.getTransaction.errors).toEqual(expect.arrayContaining([404, 504]))
  })

  it('refuses negative, zero, fractional-minor and huge amounts', () => {
    const body = (amount: unknown) => ({
      paysystem_shortname: 'democard',
      amount,
      return_url: 'https://x.test/',
    })
    for (const amount of [-1, 0, 10.005, 1e9, '100', Number.NaN])
      expect(endpoints.payShortUrl.body.safeParse(body(amount)).success, String(amount)).toBe(false)
    for (const amount of [1, 10.5, 1990.99])
      expect(endpoints.payShortUrl.body.safeParse(body(amount)).success, String(amount)).toBe(true)
  })

  it('refuses a script return_url', () => {
    const body = { paysystem_shortname: 'democard', amount: 10, return_url: 'javascript:alert(1)' }
    expect(endpoints.payShortUrl.body.safeParse(body).success).toBe(false)
  })
})

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/v2/users/self/devices/:id', { id: 12 })).toBe('/v2/users/self/devices/12')
    expect(buildPath('/v2/promokeys/:code/info', { code: 'A B/1' })).toBe('/v2/promokeys/A%20B%2F1/info')
  })
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/v2/users/:id')).toThrow('Missing path parameter id')
  })
})

describe('schemas', () => {
  it('rejects a favorite with two ids and accepts one', () => {
    expect(endpoints.addFavorite.body.safeParse({ channel_id: 1, content_id: 2 }).success).toBe(false)
    expect(endpoints.addFavorite.body.safeParse({ content_id: 2 }).success).toBe(true)
  })
  it('coerces numeric path ids and rejects others', () => {
    expect(endpoints.getDevice.params.parse({ id: '7' })).toEqual({ id: 7 })
    expect(endpoints.getDevice.params.safeParse({ id: 'abc' }).success).toBe(false)
  })
})

describe('routes.generated.ts', () => {
  it('matches the endpoint table (run `npm run generate -w @efir/contract` after changing it)', () => {
    const file = readFileSync(new URL('./routes.generated.ts', import.meta.url), 'utf8')
    expect(file).toBe(renderRoutesModule())
  })
})

/** Unix times in seconds: bounded by the integer type itself, no column holds them. */
const UNIX_TIMES = new Set([
  'getChannelStream query.ts',
  'getLibraryContentStream query.ts',
  'getChannelSchedule query.start',
  'getChannelSchedule query.end',
  'postAnalyticsEvents body.events[].at',
])

/** Every integer field of a JSON schema (with its path) whose maximum is over INT_MAX. */
function unbounded(schema: unknown, path: string): string[] {
  if (!schema || typeof schema !== 'object') return []
  const s = schema as {
    type?: string
    maximum?: number
    properties?: object
    items?: unknown
    anyOf?: unknown[]
    oneOf?: unknown[]
  }
  const own = s.type === 'integer' && (s.maximum === undefined || s.maximum > INT_MAX) ? [path] : []
  return [
    ...own,
    ...Object.entries(s.properties ?? {}).flatMap(([k, v]) => unbounded(v, `${path}.${k}`)),
    ...unbounded(s.items, `${path}[]`),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap((o) => unbounded(o, path)),
  ]
}

describe('request bounds (issue 8 "No 5xx from any input")', () => {
  it('bounds every integer a request carries by the integer columns (INT_MAX), unix times aside', () => {
    const found = (Object.values(endpoints) as Endpoint[]).flatMap((e) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = e[part]
        return schema
          ? unbounded(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), `${e.id} ${part}`)
          : []
      }),
    )
    expect(found.filter((f) => !UNIX_TIMES.has(f))).toEqual([])
  })
})
