import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES, endpoints, type PushMessage } from '@efir/contract'
import { FakePushService } from '@efir/e2e/fake-push-service'
import Fastify from 'fastify'
import { PushSender } from '../src/modules/push/sender.ts'
import {
  api,
  createTestApp,
  expectContract,
  expectError,
  type Api,
  type TestApp,
} from './support/test-app.ts'

const MESSAGE: PushMessage = {
  title: 'Матрица',
  body: 'Смотрите сегодня\nв 20:00',
  action: 'Смотреть',
  type: 'content',
  id: 'matrica-1',
}

describe('web push (spec 1 §3 device notification token, spec 3 §4 push)', () => {
  let t: TestApp
  let a: Api
  let fake: FakePushService
  let token: string
  let deviceId: number
  const q = () => ({ access_token: token })
  const publicKey = async () =>
    expectContract(endpoints.getPushKey, await a.inject({ method: 'GET', url: '/v2/push/vapid_key' }))
      .public_key
  const save = (body: object, id = deviceId) =>
    a.inject({
      method: 'POST',
      url: `/v2/users/self/devices/${id}/push_subscription`,
      query: q(),
      payload: body,
    })
  const send = async (message: object = MESSAGE) => {
    const res = await a.inject({ method: 'POST', url: '/dev/push', payload: { username: 'demo', message } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ sent: number; removed: number; failed: number }>()
  }
  const notificationOf = async (id: number) =>
    expectContract(
      endpoints.getDevice,
      await a.inject({ method: 'GET', url: `/v2/users/self/devices/${id}`, query: q() }),
    ).notification

  beforeAll(async () => {
    fake = await FakePushService.start(() => publicKey())
    t = await createTestApp({ pushTestOrigin: fake.origin })
    a = api(t.app)
    token = await a.login()
    deviceId = (await a.registerDevice(token)).id
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('serves one VAPID public key, made on the first start and kept in the database', async () => {
    const key = await publicKey()
    expect(Buffer.from(key, 'base64url')).toHaveLength(65)
    expect(await publicKey()).toBe(key)
    // another instance on the same database signs with the same key
    const again = await createTestApp({ db: t.database.db })
    try {
      const res = await again.app.inject({ method: 'GET', url: '/v2/push/vapid_key' })
      expect(res.json<{ public_key: string }>().public_key).toBe(key)
    } finally {
      await again.close()
    }
  })

  it('keeps a subscription, sends a real push to it, and forgets it on request', async () => {
    const subscription = fake.subscribe()
    expectContract(endpoints.savePushSubscription, await save(subscription))
    // the device shows its token (the endpoint), never the keys
    expect(await notificationOf(deviceId)).toEqual({
      notification_type: 'webpush',
      token: subscription.endpoint,
    })

    const before = fake.received.length
    expect(await send()).toEqual({ sent: 1, removed: 0, failed: 0 })
    const push = await fake.nth(before + 1)
    expect(fake.rejected).toEqual([])
    expect(push.endpoint).toBe(subscription.endpoint)
    expect(JSON.parse(push.text)).toEqual(MESSAGE)
    expect(push.claims.aud).toBe(fake.origin)
    expect(push.ttl).toBeGreaterThan(0)

    expectContract(
      endpoints.deletePushSubscription,
      await a.inject({
        method: 'DELETE',
        url: `/v2/users/self/devices/${deviceId}/push_subscription`,
        query: q(),
      }),
    )
    expect(await notificationOf(deviceId)).toBeNull()
    expect(await send()).toEqual({ sent: 0, removed: 0, failed: 0 })
  })

  it('removes a subscription the push service calls gone (410)', async () => {
    const subscription = fake.subscribe()
    expectContract(endpoints.savePushSubscription, await save(subscription))
    fake.expire(subscription.endpoint)
    expect(await send()).toEqual({ sent: 0, removed: 1, failed: 0 })
    expect(await notificationOf(deviceId)).toBeNull()
  })

  it('moves a browser subscription to the device that saved it last', async () => {
    const other = (await a.registerDevice(token)).id
    const subscription = fake.subscribe()
    expectContract(endpoints.savePushSubscription, await save(subscription, other))
    expectContract(endpoints.savePushSubscription, await save(subscription))
    expect(await notificationOf(other)).toBeNull()
    expect((await notificationOf(deviceId))?.token).toBe(subscription.endpoint)
    const before = fake.received.length
    expect(await send()).toEqual({ sent: 1, removed: 0, failed: 0 })
    await fake.nth(before + 1)
  })

  it('refuses bad subscriptions with a 400, a device not the caller’s with a 404', async () => {
    const good = fake.subscribe()
    const http = { ...good, endpoint: 'http://push.example.com/send/1' }
    const body = expectError(await save(http), 400, ERROR_CODES.validation)
    expect(body.detail).toHaveProperty(['body.endpoint'])
    expectError(
      await save({ ...good, endpoint: 'https://user:pw@push.example.com/x' }),
      400,
      ERROR_CODES.validation,
    )
    expectError(await save({ ...good, endpoint: 'not a url' }), 400, ERROR_CODES.validation)
    // https, but not a browser's push service: the server would call a viewer's address of choice
    for (const endpoint of [
      'https://push.example.com/send/1',
      'https://10.0.0.5/send/1',
      'https://fcm.googleapis.com.evil.example/send/1',
      'https://fcm.googleapis.com:8443/fcm/send/1',
    ])
      expectError(await save({ ...good, endpoint }), 400, ERROR_CODES.validation)
    expectError(await save({ endpoint: good.endpoint }), 400, ERROR_CODES.validation)
    expectError(await save({ ...good, keys: { ...good.keys, auth: 'short' } }), 400, ERROR_CODES.validation)
    // the right length, but not a point on P-256: encryption could never use it
    const notAPoint = Buffer.alloc(65, 7).toString('base64url')
    expectError(
      await save({ ...good, keys: { ...good.keys, p256dh: notAPoint } }),
      400,
      ERROR_CODES.validation,
    )
    expectError(await save(good, 999_999), 404, ERROR_CODES.notFound)
    const stranger = await a.createGuest()
    const res = await a.inject({
      method: 'POST',
      url: `/v2/users/self/devices/${deviceId}/push_subscription`,
      query: { access_token: stranger.token },
      payload: good,
    })
    expectError(res, 404, ERROR_CODES.notFound)
    expectError(
      await a.inject({
        method: 'POST',
        url: `/v2/users/self/devices/${deviceId}/push_subscription`,
        payload: good,
      }),
      401,
      ERROR_CODES.authenticationFailed,
    )
  })

  it('the demo send route validates its message and its user', async () => {
    const bad = await a.inject({
      method: 'POST',
      url: '/dev/push',
      payload: { username: 'demo', message: { body: 'no title', type: 'content' } },
    })
    expectError(bad, 400, ERROR_CODES.validation)
    const nobody = await a.inject({ method: 'POST', url: '/dev/push', payload: { message: MESSAGE } })
    expectError(nobody, 400, ERROR_CODES.validation)
    const unknown = await a.inject({
      method: 'POST',
      url: '/dev/push',
      payload: { username: 'no-such-user', message: MESSAGE },
    })
    expectError(unknown, 404, ERROR_CODES.notFound)
  })
})

describe('web push outside demo mode', () => {
  it('has no send route and takes no http endpoint, even one configured for tests', async () => {
    const fake = await FakePushService.start(() => Promise.resolve(''))
    const t = await createTestApp({ demo: false, pushTestOrigin: fake.origin })
    try {
      const a = api(t.app)
      const token = await a.login()
      const { id } = await a.registerDevice(token)
      const res = await a.inject({
        method: 'POST',
        url: '/dev/push',
        payload: { username: 'demo', message: MESSAGE },
      })
      expect(res.statusCode).toBe(404)
      const save = await a.inject({
        method: 'POST',
        url: `/v2/users/self/devices/${id}/push_subscription`,
        query: { access_token: token },
        payload: fake.subscribe(),
      })
      expectError(save, 400, ERROR_CODES.validation)
    } finally {
      await t.close()
      await fake.close()
    }
  })
})

describe('push endpoints the server posts to', () => {
  const silentLog = Fastify({ logger: false }).log
  const sender = (testOrigin?: string) =>
    new PushSender(
      { keys: { publicKey: '', privateKey: '' }, subject: 'mailto:x@example.com', testOrigin },
      silentLog,
    )
  it('are the browsers’ push services over https, or the configured test origin', () => {
    const table: [endpoint: string, accepted: boolean][] = [
      ['https://fcm.googleapis.com/fcm/send/abc', true],
      ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
      ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
      ['https://web.push.apple.com/abc', true],
      ['http://fcm.googleapis.com/fcm/send/abc', false],
      ['https://fcm.googleapis.com.evil.example/abc', false],
      ['https://evilfcm.googleapis.com.example/abc', false],
      ['https://127.0.0.1/abc', false],
      ['https://fcm.googleapis.com:444/abc', false],
      ['http://127.0.0.1:18181/push/1', false],
    ]
    for (const [endpoint, accepted] of table)
      expect(sender().acceptsEndpoint(endpoint), endpoint).toBe(accepted)
    expect(sender('http://127.0.0.1:18181').acceptsEndpoint('http://127.0.0.1:18181/push/1')).toBe(true)
  })
})
