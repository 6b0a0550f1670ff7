import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { z } from 'zod'
import { ApiErrorBody, endpoints, type Endpoint } from '@efir/contract'
import { signedInApp, type TestApp } from './support/test-app.ts'

// Issue 2: every malformed request gets a 4xx JSON error body naming the field; none reaches a 500.
const all = Object.values(endpoints) as Endpoint[]
const SAMPLE_PARAMS: Record<string, string> = { id: '1', provider: 'efir', code: 'WELCOME' }
const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  // over the integer columns (issue 8): they passed validation and overflowed in the database
  '2147483648',
  '9007199254740991',
  '%00',
  '%2F..%2F',
  'x'.repeat(300),
]
/** Numbers a schema may take that no column holds (issue 8): never a 500, whatever the field. */
const HUGE_NUMBERS = [2147483648, 9007199254740991]
// (null is not here: some fields are nullable, e.g. a profile's icon_avatar_id)
const WRONG_VALUES: unknown[] = [{ nested: true }, ['list'], -1e308, 'x'.repeat(5000), true, 'a\u0000b']

function url(e: Endpoint, params: Record<string, string> = {}) {
  return e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => params[name] ?? SAMPLE_PARAMS[name] ?? '1')
}

function bodyKeys(e: Endpoint): string[] {
  const schema = e.body
  if (!schema) return []
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape)
  if (schema instanceof z.ZodUnion) {
    return [...new Set(schema.options.flatMap((o) => (o instanceof z.ZodObject ? Object.keys(o.shape) : [])))]
  }
  return ['answer_ids', 'channel_id', 'settings', 'name', 'phone']
}

describe('bad requests never reach a 500', () => {
  let t: TestApp, token: string
  const seen: { label: string; res: LightMyRequestResponse }[] = []
  beforeAll(async () => ({ t, token } = await signedInApp()))
  afterAll(() => t.close())

  async function send(label: string, options: InjectOptions) {
    const res = await t.app.inject(options)
    seen.push({ label, res })
    expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500)
    if (res.statusCode >= 400) {
      expect(ApiErrorBody.safeParse(res.json()).success, `${label} error body`).toBe(true)
    }
    return res
  }

  const authed = (e: Endpoint): Record<string, string> => (e.auth === 'none' ? {} : { access_token: token })

  it.each(all.filter((e) => e.body).map((e) => [e.id, e] as const))(
    '%s: missing and malformed bodies → 400',
    async (_, e) => {
      const base = { method: e.method, url: url(e), query: authed(e) }
      const missing = await send(`${e.id} no body`, base)
      expect(missing.statusCode).toBe(400)
      expect(missing.json()).toMatchObject({ error_code: 'validation_error' })
      for (const payload of ['[]', '"text"', '42', 'null', '{}']) {
        const res = await send(`${e.id} body ${payload}`, {
          ...base,
          payload,
          headers: { 'content-type': 'application/json' },
        })
        if (payload !== '{}') expect(res.statusCode).toBe(400)
      }
      const broken = await send(`${e.id} broken JSON`, {
        ...base,
        payload: '{"a":',
        headers: { 'content-type': 'application/json' },
      })
      expect(broken.json()).toMatchObject({ status_code: 400, error_code: 'malformed_request' })
      const xml = await send(`${e.id} xml`, {
        ...base,
        payload: '<a/>',
        headers: { 'content-type': 'application/xml' },
      })
      expect(xml.statusCode).toBe(415)
      const text = await send(`${e.id} text`, {
        ...base,
        payload: 'phone=1',
        headers: { 'content-type': 'text/plain' },
      })
      expect(text.statusCode).toBe(400)
      // a 10 KB body nested 5,000 levels deep (issue 8: it overflowed the stack)
      const deep = await send(`${e.id} deep JSON`, {
        ...base,
        payload: '['.repeat(5000) + ']'.repeat(5000),
        headers: { 'content-type': 'application/json' },
      })
      expect(deep.json()).toMatchObject({ status_code: 400, error_code: 'malformed_request' })
      const huge = await send(`${e.id} huge`, {
        ...base,
        payload: JSON.stringify({ a: 'x'.repeat(200_000) }),
        headers: { 'content-type': 'application/json' },
      })
      expect(huge.statusCode).toBe(413)
    },
  )

  it.each(all.filter((e) => e.body).map((e) => [e.id, e] as const))(
    '%s: wrong field types → 400 naming the field',
    async (_, e) => {
      for (const key of bodyKeys(e)) {
        for (const value of HUGE_NUMBERS) {
          await send(`${e.id} ${key}=${value}`, {
            method: e.method,
            url: url(e),
            query: authed(e),
            payload: { [key]: value },
          })
        }
        for (const value of WRONG_VALUES) {
          // A value the schema takes is no wrong type ({renew: true} renews a subscription).
          if (e.body?.safeParse({ [key]: value }).success) continue
          const res = await send(`${e.id} ${key}=${JSON.stringify(value).slice(0, 20)}`, {
            method: e.method,
            url: url(e),
            query: authed(e),
            payload: { [key]: value },
          })
          expect(res.statusCode).toBeGreaterThanOrEqual(400)
          if (res.statusCode === 400 && res.json<ApiErrorBody>().error_code === 'validation_error') {
            expect(
              Object.keys(res.json<{ detail: object }>().detail).every((k) => /^(body|query|params)/.test(k)),
            ).toBe(true)
          }
        }
      }
    },
  )

  it.each(all.filter((e) => e.params).map((e) => [e.id, e] as const))(
    '%s: bad path ids → 4xx',
    async (_, e) => {
      for (const bad of BAD_IDS) {
        const params = Object.fromEntries(Object.keys(SAMPLE_PARAMS).map((k) => [k, bad]))
        // Packet 0 is the free packet (spec 3 §2): 0 is a good id where the schema says so.
        if (bad === '0' && e.params?.safeParse(params).success) continue
        const res = await send(`${e.id} id=${bad.slice(0, 20)}`, {
          method: e.method,
          url: url(e, params),
          query: authed(e),
          payload: {},
        })
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
      }
    },
  )

  it.each(all.map((e) => [e.id, e] as const))(
    '%s: garbage queries and wrong methods → never 5xx',
    async (_, e) => {
      const garbage = [
        'provider[]=x',
        'phone=abc',
        'phone=1&phone=2',
        'mwat=%00',
        'duration=-5',
        'duration=abc',
        'mobile=maybe',
        'access_token=' + 'z'.repeat(500),
        'access_token=a&access_token=b',
        '%E0%A4%A=1',
      ]
      for (const q of garbage) {
        await send(`${e.id} ?${q}`, {
          method: e.method,
          url: `${url(e)}?${q}`,
          payload: e.body ? {} : undefined,
        })
      }
      // light-my-request's types list only the common methods; any method goes through at run time
      for (const method of ['PUT', 'OPTIONS', 'TRACE'] as InjectOptions['method'][]) {
        const res = await send(`${e.id} ${method}`, { method, url: url(e) })
        expect([400, 404, 405]).toContain(res.statusCode)
      }
    },
  )

  it('answers 401 on every auth-required endpoint without a token, before anything else', async () => {
    for (const e of all.filter((x) => x.auth === 'required')) {
      const res = await send(`${e.id} no token`, {
        method: e.method,
        url: url(e),
        payload: e.body ? {} : undefined,
      })
      expect(res.json()).toMatchObject({ status_code: 401, error_code: 'authentication_failed' })
    }
  })

  it('names the failing field in detail', async () => {
    const res = await send('otps phone', { method: 'POST', url: '/v2/otps', payload: { phone: '+7 700' } })
    expect(res.json()).toMatchObject({
      error_code: 'validation_error',
      detail: { 'body.phone': 'phone must be 9-15 digits' },
    })
    const missing = await send('otps missing phone', { method: 'POST', url: '/v2/otps', payload: {} })
    expect(missing.json()).toMatchObject({ detail: { 'body.phone': 'Обязательное поле' } })
    const id = await send('device id', {
      method: 'GET',
      url: '/v2/users/self/devices/abc',
      query: { access_token: token },
    })
    expect(id.json()).toMatchObject({
      error_code: 'validation_error',
      detail: { 'params.id': expect.any(String) as string },
    })
  })

  it('answers headers over the limit (431) and a broken request with the JSON error body (issue 8)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        let out = ''
        const socket = connect(port, '127.0.0.1', () => socket.write(text))
        socket.on('data', (chunk) => (out += String(chunk)))
        socket.on('close', () => resolve(out))
      })
    const body = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown
    const big = await raw(`GET /v2/packets HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(big).toMatch(/^HTTP\/1\.1 431 /)
    expect(body(big)).toMatchObject({ status_code: 431, error_code: 'malformed_request' })
    const broken = await raw('NOT A REQUEST\r\n\r\n')
    expect(broken).toMatch(/^HTTP\/1\.1 400 /)
    expect(ApiErrorBody.safeParse(body(broken)).success).toBe(true)
  })

  it('answers unknown /v2 routes with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await send(`unknown ${method}`, { method, url: '/v2/no/such/route' })
      expect(res.json()).toMatchObject({ status_code: 404, error_code: 'not_found' })
    }
    expect(seen.length).toBeGreaterThan(500)
  })

  it('localises the server-side validation texts and route errors; contract texts stay', async () => {
    const missing = (language: string) =>
      send(`otps missing phone ${language}`, {
        method: 'POST',
        url: '/v2/otps',
        headers: { 'accept-language': language },
        payload: {},
      })
    expect((await missing('en')).json()).toMatchObject({
      message: 'Some fields are invalid',
      detail: { 'body.phone': 'This field is required' },
    })
    expect((await missing('kk-KZ')).json()).toMatchObject({
      message: 'Кейбір өрістер қате толтырылған',
      detail: { 'body.phone': 'Міндетті өріс' },
    })
    const wrong = await send('otps phone kk', {
      method: 'POST',
      url: '/v2/otps',
      headers: { 'accept-language': 'kk' },
      payload: { phone: '+7 700' },
    })
    expect(wrong.json()).toMatchObject({ detail: { 'body.phone': 'phone must be 9-15 digits' } })
    const noRoute = await send('unknown route en', {
      method: 'GET',
      url: '/v2/no/such/route',
      headers: { 'accept-language': 'en' },
    })
    expect(noRoute.json()).toMatchObject({
      error_code: 'not_found',
      message: 'Not found: GET /v2/no/such/route',
    })
    const json = await send('broken json uz', {
      method: 'POST',
      url: '/v2/otps',
      headers: { 'content-type': 'application/json', 'accept-language': 'uz' },
      payload: '{"phone":',
    })
    expect(json.json()).toMatchObject({
      error_code: 'malformed_request',
      message: 'Soʻrov tanasi yaroqli JSON emas',
    })
  })
})
