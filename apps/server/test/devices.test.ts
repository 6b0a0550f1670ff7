import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@efir/contract'
import {
  createTestApp,
  api,
  deviceBody,
  expectContract,
  expectError,
  type Api,
  type TestApp,
} from './support/test-app.ts'

describe('devices', () => {
  let t: TestApp
  let a: Api
  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
  })
  afterAll(() => t.close())

  const q = (token: string) => ({ access_token: token })

  it('registers, lists, reads, patches and deletes devices', async () => {
    const token = await a.login()
    const reg = await a.inject({
      method: 'POST',
      url: '/v2/users/self/devices',
      query: q(token),
      payload: deviceBody('serial-aaaa-0001'),
    })
    const device = expectContract(endpoints.registerDevice, reg)
    expect(device.serial).not.toContain('serial-aaaa-0001')
    const list = expectContract(
      endpoints.listDevices,
      await a.inject({ method: 'GET', url: '/v2/users/self/devices', query: q(token) }),
    )
    expect(list.map((d) => d.id)).toContain(device.id)
    expectContract(
      endpoints.getDevice,
      await a.inject({ method: 'GET', url: `/v2/users/self/devices/${device.id}`, query: q(token) }),
    )

    const patch = await a.inject({
      method: 'PATCH',
      url: `/v2/users/self/devices/${device.id}`,
      query: q(token),
      payload: { parental_settings: { vod: true, duration: 30 }, settings: { parentalChannels: 2 } },
    })
    const patched = expectContract(endpoints.patchDevice, patch)
    expect(patched.parental_settings).toMatchObject({ vod: true, duration: 30, channel: false })
    expect(patched.settings.parentalChannels).toBe(2)
    const second = await a.inject({
      method: 'PATCH',
      url: `/v2/users/self/devices/${device.id}`,
      query: q(token),
      payload: { parental_settings: { pay: true } },
    })
    expect(expectContract(endpoints.patchDevice, second).parental_settings).toMatchObject({
      vod: true,
      pay: true,
    })

    expectContract(
      endpoints.deleteDevice,
      await a.inject({ method: 'DELETE', url: `/v2/users/self/devices/${device.id}`, query: q(token) }),
    )
    expectError(
      await a.inject({ method: 'GET', url: `/v2/users/self/devices/${device.id}`, query: q(token) }),
      404,
      'not_found',
    )
  })

  it('updates the device registered again with the same serial', async () => {
    const token = await a.login()
    const first = await a.registerDevice(token, 'same-serial-0002')
    const again = await a.registerDevice(token, 'same-serial-0002')
    expect(again.id).toBe(first.id)
  })

  it('refuses a device beyond the user limit with 400 device_limit', async () => {
    const token = await a.login()
    const list = async () =>
      expectContract(
        endpoints.listDevices,
        await a.inject({ method: 'GET', url: '/v2/users/self/devices', query: q(token) }),
      )
    while ((await list()).length < 3) await a.registerDevice(token)
    const res = await a.inject({
      method: 'POST',
      url: '/v2/users/self/devices',
      query: q(token),
      payload: deviceBody('one-too-many-0003'),
    })
    expect(expectError(res, 400, 'device_limit').message).toMatch(/места для устройств \(3\)/)
    // spec 1 §4: the client frees the oldest slot and registers again.
    const [oldest] = (await list()).sort((x, y) => x.login_at.localeCompare(y.login_at))
    await a.inject({ method: 'DELETE', url: `/v2/users/self/devices/${oldest?.id}`, query: q(token) })
    expect(
      (
        await a.inject({
          method: 'POST',
          url: '/v2/users/self/devices',
          query: q(token),
          payload: deviceBody('one-too-many-0003'),
        })
      ).statusCode,
    ).toBe(201)
  })

  it('re-authorises a device by its serial after the token expired', async () => {
    const guest = await a.createGuest()
    const device = await a.registerDevice(guest.token)
    const auth = await a.inject({
      method: 'POST',
      url: '/v2/auth/device',
      query: q(guest.token),
      payload: { device_id: device.id },
    })
    const first = expectContract(endpoints.authDevice, auth)
    expect(first.device.is_current).toBe(true)
    t.clock.advance(13 * 3_600_000)
    expectError(
      await a.inject({ method: 'GET', url: '/v2/users/self', query: q(first.access_token) }),
      401,
      'authentication_failed',
    )
    // Without proof the device is not found; with the serial a new token comes.
    const noProof = await a.inject({
      method: 'POST',
      url: '/v2/auth/device',
      query: q(first.access_token),
      payload: { device_id: device.id },
    })
    expectError(noProof, 404, 'not_found')
    const wrong = await a.inject({
      method: 'POST',
      url: '/v2/auth/device',
      payload: { device_id: device.id, serial: 'not-the-serial' },
    })
    expectError(wrong, 404, 'not_found')
    const res = await a.inject({
      method: 'POST',
      url: '/v2/auth/device',
      payload: { device_id: device.id, serial: device.serial },
    })
    const renewed = expectContract(endpoints.authDevice, res)
    expect(renewed.access_token).not.toBe(first.access_token)
    expect(new Date(renewed.device.login_at).getTime()).toBe(t.clock.now().getTime())
    expect(
      (await a.inject({ method: 'GET', url: '/v2/users/self', query: q(renewed.access_token) })).statusCode,
    ).toBe(200)
  })

  it('answers 404 for an unknown device and 403 forbidden_country from a forbidden country', async () => {
    const { token } = await a.createGuest()
    expectError(
      await a.inject({
        method: 'POST',
        url: '/v2/auth/device',
        query: q(token),
        payload: { device_id: 999999 },
      }),
      404,
      'not_found',
    )
    const device = await a.registerDevice(token)
    const res = await a.inject({
      method: 'POST',
      url: '/v2/auth/device',
      query: q(token),
      headers: { 'x-demo-country': 'US' },
      payload: { device_id: device.id },
    })
    expect(expectError(res, 403, 'forbidden_country')).toMatchObject({ country: 'US' })
  })

  it('refuses a device from a forbidden country before counting slots: at the limit nothing is freed', async () => {
    // issue 30: the 400 device_limit came first, so the client freed the oldest device, registered a
    // new one and only then got the 403: each attempt evicted another home device
    const { token } = await a.createGuest()
    const list = async () =>
      expectContract(
        endpoints.listDevices,
        await a.inject({ method: 'GET', url: '/v2/users/self/devices', query: q(token) }),
      )
    const register = (serial: string) =>
      a.inject({
        method: 'POST',
        url: '/v2/users/self/devices',
        query: q(token),
        headers: { 'x-demo-country': 'US' },
        payload: deviceBody(serial),
      })
    // with a free slot: refused, nothing registered
    expect(expectError(await register('abroad-free-slot-0001'), 403, 'forbidden_country')).toMatchObject({
      country: 'US',
    })
    expect(await list()).toEqual([])
    let known = ''
    while ((await list()).length < 3) known = (await a.registerDevice(token)).serial
    const full = await list()
    // at the limit: neither a new serial nor a registered one (its login time would move) gets anywhere
    for (const serial of ['abroad-at-limit-0002', known]) {
      expectError(await register(serial), 403, 'forbidden_country')
    }
    expect(await list()).toEqual(full)
  })

  it("does not let a user see or delete another user's device", async () => {
    const guest = await a.createGuest()
    const device = await a.registerDevice(guest.token)
    const token = await a.login()
    expectError(
      await a.inject({ method: 'GET', url: `/v2/users/self/devices/${device.id}`, query: q(token) }),
      404,
      'not_found',
    )
    expectError(
      await a.inject({ method: 'DELETE', url: `/v2/users/self/devices/${device.id}`, query: q(token) }),
      404,
      'not_found',
    )
    expectError(
      await a.inject({
        method: 'POST',
        url: '/v2/auth/device',
        query: q(token),
        payload: { device_id: device.id },
      }),
      404,
      'not_found',
    )
  })

  it('stores and lists advertising ids once', async () => {
    const token = await a.login()
    const body = { identifier: 'ad-123', vendor: 'google' }
    expectContract(
      endpoints.postAdId,
      await a.inject({ method: 'POST', url: '/v2/ads/ad_ids', query: q(token), payload: body }),
    )
    await a.inject({ method: 'POST', url: '/v2/ads/ad_ids', query: q(token), payload: body })
    const list = expectContract(
      endpoints.getAdIds,
      await a.inject({ method: 'GET', url: '/v2/ads/ad_ids', query: q(token) }),
    )
    expect(list).toEqual([body])
  })

  it('answers device errors in the viewer language', async () => {
    const token = await a.login()
    const list = async () =>
      expectContract(
        endpoints.listDevices,
        await a.inject({ method: 'GET', url: '/v2/users/self/devices', query: q(token) }),
      )
    while ((await list()).length < 3) await a.registerDevice(token)
    const [device] = await list()
    const forbidden = await a.inject({
      method: 'POST',
      url: '/v2/auth/device',
      query: q(token),
      headers: { 'x-demo-country': 'US', 'accept-language': 'en' },
      payload: { device_id: device?.id },
    })
    expect(expectError(forbidden, 403, 'forbidden_country')).toMatchObject({
      message: 'The service is not available in your region (US)',
      country: 'US',
      remote: '127.0.0.1',
    })
    const missing = await a.inject({
      method: 'GET',
      url: '/v2/users/self/devices/999999',
      query: q(token),
      headers: { 'accept-language': 'kk' },
    })
    expect(expectError(missing, 404, 'not_found').message).toBe('Құрылғы табылмады')
    const full = await a.inject({
      method: 'POST',
      url: '/v2/users/self/devices',
      query: q(token),
      headers: { 'accept-language': 'en' },
      payload: deviceBody('one-too-many-en-0001'),
    })
    expect(expectError(full, 400, 'device_limit').message).toBe(
      'All 3 device slots are in use. Remove a device to sign in on this one.',
    )
  })
})
